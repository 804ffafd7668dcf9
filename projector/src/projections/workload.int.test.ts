/**
 * The workload through the real pipeline (PostgreSQL, NATS, relay, projectors): an upload's
 * records reach the players' days in the records projection's transaction; a selected player
 * without device data is missing, not 0; session RPE adds sRPE (its minutes defaulting to the
 * record's, else the event's); more samples recompute the day; a new club time zone moves the
 * day (and the planned load's); a deleted event leaves rest; a rebuild gives the same rows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCommands, type EventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import type { UploadCommands } from '@stride/command/upload/handlers';
import { memorySource } from '@stride/command/upload/source';
import { strideCsv } from '@stride/command/upload/testing';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { selectionIdOf } from '@stride/contracts/events/ids';
import type { Metrics } from '@stride/contracts/metrics';
import type { SampleBatch } from '@stride/contracts/samples';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { until } from '@stride/streams/testing/until';
import { syntheticPlayer } from '../metrics/synthetic.ts';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { playerDetails, uploadsKnowing } from '../testing/seed.ts';
import { recordsProjection } from './records.ts';

let h: TestHarness;
let pipeline: Pipeline;
let events: EventCommands;
let uploads: UploadCommands;

const clubId = randomUUID();
const teamId = randomUUID();
const playerIds = [randomUUID(), randomUUID(), randomUUID()];
const deviceIds = [randomUUID(), randomUUID()];
// 18:00 UTC on a Saturday: Sunday already at UTC+14 (Pacific/Kiritimati).
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;

const context = (): CommandContext => ({
  commandId: randomUUID(),
  actorId: 'coach',
  clubId,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date(START + 180 * MINUTE),
});

const keys = new Map([
  ['U0', deviceIds[0]!],
  ['U1', deviceIds[1]!],
]);

beforeAll(async () => {
  h = await openTestHarness('workload');
  pipeline = await startPipeline(h, [recordsProjection]);
  events = eventCommands(h.store);
  uploads = uploadsKnowing(h.store, keys);
  await seedStream(h.store, clubStreamName(clubId), [
    ...clubWithTeam(clubId, teamId),
    ...playerIds.map((playerId, i) => ({
      type: 'PlayerCreated',
      data: { clubId, playerId, teamId, ...playerDetails({ firstName: `P${i}`, lastName: 'Player' }) },
    })),
    ...deviceIds.map((deviceId, i) => ({
      type: 'PlayerDeviceAssigned',
      data: { clubId, playerId: playerIds[i]!, deviceId },
    })),
  ]);
  for (const [i, deviceId] of deviceIds.entries())
    await seedStream(h.store, deviceStreamName(deviceId), [
      {
        type: 'DeviceAdded',
        data: { deviceId, clubId, serial: `S${i}`, udid: `U${i}`, type: 'INSPIRIT', name: `T${i}` },
      },
      { type: 'DeviceAssignedToTeam', data: { deviceId, clubId, teamId } },
    ]);
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

const player = (seed: number, offsetMinutes: number, seconds: number): SampleBatch =>
  syntheticPlayer({
    seed,
    seconds,
    start: START + offsetMinutes * MINUTE,
    dropRate: 0.05,
    hr: false,
    spikes: 0,
  });

async function upload(eventId: string, content: string) {
  const bytes = new TextEncoder().encode(content);
  const source = memorySource('match.csv', bytes);
  const jobId = randomUUID();
  await uploads.receive(
    {
      jobId,
      clubId,
      teamId,
      kind: 'EVENT',
      fileName: 'match.csv',
      bytes: source.bytes,
      sha256: source.sha256,
      eventId,
      deviceId: null,
      periodId: null,
      format: null,
    },
    context(),
  );
  const outcome = await uploads.run(jobId, source, context());
  expect(outcome.state.status).toBe('committed');
}

interface DayRow {
  player_id: string;
  day: string;
  events: number;
  missing_device: number;
  missing_rpe: number;
  distance: number | null;
  duration: number | null;
  srpe: number | null;
}

async function days(): Promise<Map<string, DayRow>> {
  const { rows } = await h.pool.query<DayRow>(
    `SELECT player_id, day::text AS day, events, missing_device, missing_rpe, distance, duration, srpe
       FROM rm.workload_days ORDER BY player_id, day`,
  );
  return new Map(rows.map((row) => [row.player_id, row]));
}

async function recordDistance(playerId: string, eventId: string): Promise<number> {
  const { rows } = await h.pool.query<{ global: Metrics }>(
    `SELECT global FROM rm.records WHERE event_id = $1 AND player_id = $2`,
    [eventId, playerId],
  );
  return rows[0]!.global.distance;
}

describe('the workload of a finished event', () => {
  let eventId: string;

  beforeAll(async () => {
    ({ eventId } = await events.createEvent(
      {
        clubId,
        teamId,
        name: 'Match',
        eventType: 'MATCH',
        daysToMatch: null,
        startDate: new Date(START),
        endDate: new Date(START + 100 * MINUTE),
        playerIds,
      },
      context(),
    ));
    await events.finishEvent(eventId, context());
  });

  it('counts a selected player without device data as missing, never 0', async () => {
    await pipeline.projected('records');
    const rows = await days();
    expect(rows.size).toBe(3);
    for (const row of rows.values()) {
      expect(row).toMatchObject({ day: '2026-05-02', events: 1, missing_device: 1, missing_rpe: 1 });
      expect(row.distance).toBeNull();
      expect(row.srpe).toBeNull();
    }
  });

  it("brings an upload's records to the day with them: the day's distance is the record's", async () => {
    await upload(
      eventId,
      strideCsv([
        { key: 'U0', batch: player(1, 5, 600) },
        { key: 'U1', batch: player(2, 5, 600) },
      ]),
    );
    await pipeline.projected('records');
    const rows = await days();
    for (const i of [0, 1]) {
      const row = rows.get(playerIds[i]!)!;
      expect(row.missing_device).toBe(0);
      expect(row.distance).toBeCloseTo(await recordDistance(playerIds[i]!, eventId), 6);
      expect(row.distance).toBeGreaterThan(500);
    }
    expect(rows.get(playerIds[2]!)).toMatchObject({ missing_device: 1, distance: null });
  });

  it("adds session RPE: rating × the minutes given, else the record's, else the event's duration", async () => {
    await events.setSessionRpe(
      eventId,
      { selectionId: selectionIdOf(eventId, playerIds[0]!), rating: 5, minutes: 80 },
      context(),
    );
    await events.setSessionRpe(
      eventId,
      { selectionId: selectionIdOf(eventId, playerIds[1]!), rating: 4, minutes: null },
      context(),
    );
    await events.setSessionRpe(
      eventId,
      { selectionId: selectionIdOf(eventId, playerIds[2]!), rating: 6, minutes: null },
      context(),
    );
    await pipeline.projected('records');
    const rows = await days();
    expect(rows.get(playerIds[0]!)).toMatchObject({ srpe: 400, missing_rpe: 0 });
    const recordMinutes = Math.round(rows.get(playerIds[1]!)!.duration!);
    expect(recordMinutes).toBeGreaterThanOrEqual(9);
    expect(rows.get(playerIds[1]!)!.srpe).toBe(4 * recordMinutes);
    // No record: the event's 100 minutes.
    expect(rows.get(playerIds[2]!)).toMatchObject({ srpe: 600, missing_rpe: 0, missing_device: 1 });
  });

  it('follows a recomputed record: more minutes of a device raise the day', async () => {
    const before = (await days()).get(playerIds[0]!)!.distance!;
    await upload(eventId, strideCsv([{ key: 'U0', batch: player(3, 30, 600) }]));
    await until(async () => ((await days()).get(playerIds[0]!)?.distance ?? 0) > before);
    await pipeline.projected('records');
    expect((await days()).get(playerIds[0]!)!.distance).toBeCloseTo(
      await recordDistance(playerIds[0]!, eventId),
      6,
    );
  });

  it('keeps the planned load per selected player on the event’s day', async () => {
    await events.setEventPlan(eventId, [{ variable: 'DISTANCE', value: 6000 }], context());
    await pipeline.projected('records');
    const { rows } = await h.pool.query<{ player_id: string; day: string; targets: unknown }>(
      `SELECT player_id, day::text AS day, targets FROM rm.workload_planned WHERE event_id = $1 ORDER BY player_id`,
      [eventId],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ day: '2026-05-02', targets: { DISTANCE: 6000 } });
  });

  it("moves the day when the club's time zone puts the event on another date", async () => {
    await h.store.append(clubStreamName(clubId), [
      {
        id: randomUUID(),
        type: 'ClubUpdated',
        data: { clubId, name: 'Club', sport: 'football', timeZone: 'Pacific/Kiritimati' },
        metadata: {},
      },
    ]);
    await pipeline.projected('records');
    const rows = await days();
    for (const row of rows.values()) expect(row.day).toBe('2026-05-03');
    const plans = await h.pool.query<{ day: string }>(`SELECT day::text AS day FROM rm.workload_planned`);
    expect(plans.rows.map((row) => row.day)).toEqual(['2026-05-03', '2026-05-03', '2026-05-03']);
  });

  it('leaves out a player taken out of the squad, and counts them again when back', async () => {
    const selectionId = selectionIdOf(eventId, playerIds[2]!);
    await events.selectSelection(eventId, selectionId, false, context());
    await pipeline.projected('records');
    expect((await days()).has(playerIds[2]!)).toBe(false);
    await events.selectSelection(eventId, selectionId, true, context());
    await pipeline.projected('records');
    expect((await days()).get(playerIds[2]!)).toMatchObject({ srpe: 600, missing_device: 1 });
  });

  it('gives a rebuild the same rows byte for byte', async () => {
    await pipeline.projected('records');
    const before = await projectionRows(h.pool, recordsProjection);
    expect(before['rm.workload_days']).toHaveLength(3);
    expect(before['rm.workload_entries']).toHaveLength(3);
    await rebuild(h, recordsProjection);
    expect(await projectionRows(h.pool, recordsProjection)).toEqual(before);
  });

  it('leaves rest (no row) once the event is deleted', async () => {
    await events.deleteEvent(eventId, context());
    await pipeline.projected('records');
    expect((await days()).size).toBe(0);
    expect((await h.pool.query(`SELECT 1 FROM rm.workload_planned`)).rowCount).toBe(0);
  });
});
