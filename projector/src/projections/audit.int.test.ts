import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubStreamName } from '@stride/contracts/events/club';
import { eventStreamName } from '@stride/contracts/events/event';
import { userStreamName } from '@stride/contracts/events/account';
import { samplesStreamName, uploadStreamName, SAMPLES_RECORDED } from '@stride/contracts/events/upload';
import type { JsonValue } from '@stride/contracts/json';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { auditProjection } from './audit.ts';

let h: TestHarness;
let pipeline: Pipeline;

beforeAll(async () => {
  h = await openTestHarness('audit');
  pipeline = await startPipeline(h, [auditProjection]);
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

let minute = 0;
function metadata(actorId: string, extra: Record<string, unknown> = {}): Record<string, JsonValue> {
  minute++;
  return {
    actorId,
    impersonatorId: null,
    clubId: null,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    commandId: `cmd-${minute}`,
    occurredAt: new Date(Date.UTC(2026, 10, 27, 9, minute)).toISOString(),
    schemaVersion: 1,
    ...(extra as Record<string, JsonValue>),
  };
}

async function append(
  stream: string,
  type: string,
  data: Record<string, unknown> | Uint8Array,
  meta: Record<string, JsonValue>,
): Promise<void> {
  await h.store.append(stream, [{ id: randomUUID(), type, data: data as JsonValue, metadata: meta }]);
}

interface Entry {
  club_id: string | null;
  actor_id: string | null;
  impersonator_id: string | null;
  command_type: string | null;
  entity_type: string;
  entity_id: string;
  event_type: string;
  schema_version: number | null;
  changes: Record<string, unknown> | null;
}

describe('audit projection', () => {
  it('keeps one entry per event but sample batches, without secrets; a rebuild gives the same rows', async () => {
    const clubId = randomUUID();
    const teamId = randomUUID();
    const playerId = randomUUID();
    const userId = randomUUID();
    const eventId = randomUUID();
    const jobId = randomUUID();
    const manager = randomUUID();
    const admin = randomUUID();
    // An account written before issue 15 still holds its password's hash; tokens hold digests.
    await append(
      userStreamName(userId),
      'UserRegistered',
      { userId, email: 'ada@example.com', passwordHash: 'scrypt$secret', locale: 'en-GB' },
      metadata(userId),
    );
    await append(
      userStreamName(userId),
      'UserTokenIssued',
      { userId, purpose: 'reset', tokenId: 't1', secretHash: 'abc123', expiresAt: '2026-11-28T09:00:00Z' },
      // Asked by the user while a member of a club: still their account's, not the club's.
      metadata(userId, { clubId }),
    );
    await append(
      clubStreamName(clubId),
      'ClubCreated',
      { clubId, name: 'Harbour FC', sport: 'football', timeZone: 'UTC' },
      metadata(manager, { clubId, commandType: 'CreateClub' }),
    );
    await append(
      clubStreamName(clubId),
      'PlayerCreated',
      { clubId, playerId, teamId, firstName: 'Ada' },
      metadata(manager, { clubId, impersonatorId: admin, commandType: 'CreatePlayer' }),
    );
    await append(
      clubStreamName(clubId),
      'ReceiverTokenIssued',
      { clubId, teamId, receiverId: 'r1', name: 'Bench', tokenHash: 'deadbeef' },
      metadata(manager, { clubId, commandType: 'IssueReceiverToken' }),
    );
    await append(
      eventStreamName(eventId),
      'EventCreated',
      { eventId, teamId, name: 'Derby' },
      metadata(manager, { clubId, commandType: 'CreateEvent' }),
    );
    // Written by the system, naming no club: the event's stream tells it.
    await append(eventStreamName(eventId), 'EventStopped', { eventId, stoppedAt: 'x' }, metadata('system'));
    await append(
      uploadStreamName(jobId),
      'UploadReceived',
      { jobId, clubId, fileName: 'a.fit' },
      metadata(manager),
    );
    await append(
      samplesStreamName(eventId, 'd1'),
      SAMPLES_RECORDED,
      new Uint8Array([1, 2, 3]),
      metadata(manager),
    );
    await pipeline.projected();

    const rows = (
      await h.pool.query<Entry>(
        `SELECT club_id, actor_id, impersonator_id, command_type, entity_type, entity_id, event_type,
                schema_version, changes
           FROM rm.audit_entries ORDER BY position, prepare`,
      )
    ).rows;
    expect(rows.map((r) => [r.event_type, r.entity_type, r.entity_id, r.club_id])).toEqual([
      ['UserRegistered', 'account', userId, null],
      ['UserTokenIssued', 'account', userId, null],
      ['ClubCreated', 'club', clubId, clubId],
      ['PlayerCreated', 'player', playerId, clubId],
      ['ReceiverTokenIssued', 'team', teamId, clubId],
      ['EventCreated', 'event', eventId, clubId],
      ['EventStopped', 'event', eventId, clubId],
      ['UploadReceived', 'upload', jobId, clubId],
    ]);
    const player = rows[3]!;
    expect(player).toMatchObject({
      actor_id: manager,
      impersonator_id: admin,
      command_type: 'CreatePlayer',
      schema_version: 1,
      changes: { clubId, playerId, teamId, firstName: 'Ada' },
    });
    expect(rows[0]!.changes).toEqual({ userId, email: 'ada@example.com', locale: 'en-GB' });
    expect(rows[1]!.changes).toEqual({
      userId,
      purpose: 'reset',
      tokenId: 't1',
      expiresAt: '2026-11-28T09:00:00Z',
    });
    expect(rows[4]!.changes).toEqual({ clubId, teamId, receiverId: 'r1', name: 'Bench' });
    const text = JSON.stringify(rows);
    for (const secret of ['scrypt$secret', 'abc123', 'deadbeef']) expect(text).not.toContain(secret);

    const incremental = await projectionRows(h.pool, auditProjection);
    expect(incremental['rm.audit_entries']).toHaveLength(8);
    await pipeline.stop();
    await rebuild(h, auditProjection);
    expect(await projectionRows(h.pool, auditProjection)).toEqual(incremental);
    pipeline = await startPipeline(h, [auditProjection]);
  });
});
