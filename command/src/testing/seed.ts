/**
 * Streams written straight into the event store, for tests and benchmarks that drive event
 * commands without the account flow (an event needs a real team of a real club).
 */
import { randomUUID } from 'node:crypto';
import { clubStreamName } from '@stride/contracts/events/club';
import type { JsonValue } from '@stride/contracts/json';
import { trialSubscription } from '@stride/contracts/plans';
import type { EventStore } from '@stride/streams/port';

const metadata = (): Record<string, JsonValue> => ({
  actorId: 'seed',
  correlationId: 'seed',
  causationId: 'seed',
  commandId: 'seed',
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

/** A new stream holding `events`. */
export async function seedStream(
  store: EventStore,
  streamName: string,
  events: readonly { type: string; data: Record<string, unknown> }[],
): Promise<void> {
  await store.append(
    streamName,
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data as JsonValue, metadata: metadata() })),
    { expectedRevision: 'no_stream' },
  );
}

/** `ClubCreated` on a trial, and the first team of the club, for a `club-<id>` stream. */
export function clubWithTeam(
  clubId: string,
  teamId: string,
): { type: string; data: Record<string, unknown> }[] {
  return [
    {
      type: 'ClubCreated',
      data: {
        clubId,
        name: 'Club',
        sport: 'football',
        timeZone: 'UTC',
        subscription: trialSubscription(new Date()),
      },
    },
    { type: 'TeamCreated', data: { clubId, teamId, name: 'First team', logoUrl: null } },
  ];
}

/** A new club with one team. */
export async function seedTeam(store: EventStore): Promise<{ clubId: string; teamId: string }> {
  const clubId = randomUUID();
  const teamId = randomUUID();
  await seedStream(store, clubStreamName(clubId), clubWithTeam(clubId, teamId));
  return { clubId, teamId };
}
