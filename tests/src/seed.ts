/**
 * A club with one team written straight into the event store, for benchmarks and tests that
 * drive event commands without the account flow (an event needs a real team of a real club).
 */
import { randomUUID } from 'node:crypto';
import { clubStreamName } from '@stride/contracts/events/club';
import type { JsonValue } from '@stride/contracts/json';
import { trialSubscription } from '@stride/contracts/plans';
import type { EventStore } from '@stride/streams/port';

export async function seedTeam(store: EventStore): Promise<{ clubId: string; teamId: string }> {
  const clubId = randomUUID();
  const teamId = randomUUID();
  const metadata = {
    actorId: 'seed',
    correlationId: 'seed',
    causationId: 'seed',
    commandId: 'seed',
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
  const events: { type: string; data: Record<string, unknown> }[] = [
    {
      type: 'ClubCreated',
      data: {
        clubId,
        name: 'Bench club',
        sport: 'football',
        timeZone: 'UTC',
        subscription: trialSubscription(new Date()),
      },
    },
    { type: 'TeamCreated', data: { clubId, teamId, name: 'First team', logoUrl: null } },
  ];
  await store.append(
    clubStreamName(clubId),
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data as JsonValue, metadata })),
    { expectedRevision: 'no_stream' },
  );
  return { clubId, teamId };
}
