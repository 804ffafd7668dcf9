/**
 * Live batches in, live figures out, against real PostgreSQL and NATS (issue 18): batches that
 * the gateway's appender stores are folded by the live projection while the event runs; a
 * period started mid-event refolds them; a projector killed mid-event resumes with the same
 * figures (batches folded one by one equal the same folded at once from the store); at the stop
 * the live rows are final and equal the records computed from the same samples, byte for byte;
 * a device file uploaded afterwards is not counted twice; a rebuild changes no byte.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCommands, type EventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { liveAppender, type LiveAppender } from '@stride/command/live/append';
import { memorySource } from '@stride/command/upload/source';
import { strideCsv } from '@stride/command/upload/testing';
import { sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { syntheticPlayer } from '../metrics/synthetic.ts';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { seedSquad, uploadsKnowing } from '../testing/seed.ts';
import { eventsProjection } from './events.ts';
import { forgetLiveMemory } from './live-memory.ts';
import { liveProjection } from './live.ts';
import { recordsProjection } from './records.ts';

let h: TestHarness;
let pipeline: Pipeline;
let events: EventCommands;
let appender: LiveAppender;

const clubId = randomUUID();
const teamId = randomUUID();
const playerIds = [randomUUID(), randomUUID()];
const deviceIds = [randomUUID(), randomUUID()];
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;

const at = (ms: number): CommandContext => ({
  commandId: randomUUID(),
  actorId: 'coach',
  clubId,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date(ms),
});

/** Six minutes of play per player, 10 Hz, with heart rate, cut into one-second batches. */
const plays = deviceIds.map((_, i) =>
  syntheticPlayer({ seed: 40 + i, seconds: 360, start: START + 1000, dropRate: 0.05, hr: true, spikes: 2 }),
);
function seconds(play: SampleBatch, from: number, to: number): SampleBatch[] {
  const out: SampleBatch[] = [];
  let i = play.t.findIndex((t) => t >= START + 1000 + from * 1000);
  if (i < 0) return out;
  for (let s = from; s < to; s++) {
    const end = START + 1000 + (s + 1) * 1000;
    let j = i;
    while (j < play.t.length && play.t[j]! < end) j++;
    if (j > i) out.push(sliceBatch(play, i, j));
    i = j;
  }
  return out;
}
const seqs = [0, 0];
const sent = [0, 0];
async function send(eventId: string, from: number, to: number): Promise<void> {
  for (const [d, deviceId] of deviceIds.entries()) {
    for (const batch of seconds(plays[d]!, from, to)) {
      const stored = await appender.append(
        { clubId, receiverId: 'r1', eventId, deviceId, seq: ++seqs[d]!, batch },
        new Date(batch.t[batch.t.length - 1]!),
      );
      expect(stored.stored).toBe(true);
      sent[d]! += batch.t.length;
    }
  }
}

const liveRows = async (eventId: string) =>
  (
    await h.pool.query<{
      selection_id: string;
      samples: number;
      final: boolean;
      global: string;
      periods: string;
      sessions: string;
    }>(
      `SELECT selection_id, samples, final, global::text, periods::text, sessions::text
         FROM rm.live_records WHERE event_id = $1 ORDER BY selection_id`,
      [eventId],
    )
  ).rows;
const recordRows = async (eventId: string) =>
  (
    await h.pool.query<{
      selection_id: string;
      samples: number;
      source: string;
      global: string;
      periods: string;
      sessions: string;
    }>(
      `SELECT selection_id, samples, source, global::text, periods::text, sessions::text
         FROM rm.records WHERE event_id = $1 ORDER BY selection_id`,
      [eventId],
    )
  ).rows;

beforeAll(async () => {
  h = await openTestHarness('live');
  pipeline = await startPipeline(h, [liveProjection, recordsProjection, eventsProjection]);
  events = eventCommands(h.store);
  appender = liveAppender(h.store);
  await seedSquad(
    h.store,
    { clubId, teamId, playerIds, deviceIds },
    { lastName: 'Live', gender: 'MALE', serial: 'L', udid: 'LU' },
  );
});
afterAll(async () => {
  await pipeline?.stop();
  await h?.close();
});

describe('a live event', () => {
  let eventId: string;

  it('folds the batches as they come, provisional while the event runs', async () => {
    ({ eventId } = await events.createEvent(
      {
        clubId,
        teamId,
        name: 'Live match',
        eventType: 'MATCH',
        daysToMatch: null,
        startDate: new Date(START),
        endDate: new Date(START + 90 * MINUTE),
        playerIds,
      },
      at(START - MINUTE),
    ));
    await events.startEvent(eventId, at(START));
    await send(eventId, 0, 120);
    await pipeline.projected('live');
    const rows = await liveRows(eventId);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.final).toBe(false);
      expect(row.samples).toBeGreaterThan(1000);
      expect((JSON.parse(row.global) as { distance: number }).distance).toBeGreaterThan(100);
    }
  });

  it('folds again with a period started mid-event, and resumes the same after a restart', async () => {
    const { periodId } = await events.createPeriod(
      eventId,
      { name: '1st half', startDate: null, endDate: null, force: false },
      at(START + 2 * MINUTE),
    );
    await events.startPeriod(eventId, periodId!, false, at(START + 2 * MINUTE));
    await send(eventId, 120, 240);
    await pipeline.projected('live');
    for (const row of await liveRows(eventId))
      expect(Object.keys(JSON.parse(row.periods) as object)).toEqual([periodId]);
    // As after a restart: nothing in memory, the next batch folds the stream again from the store.
    // Killed mid-event: batches keep coming while no projector runs; a new one starts with
    // nothing in memory, folds each stream again from the store and goes on.
    await pipeline.stop();
    forgetLiveMemory();
    await send(eventId, 240, 300);
    pipeline = await startPipeline(h, [liveProjection, recordsProjection, eventsProjection]);
    await send(eventId, 300, 360);
    await pipeline.projected('live');
    // The figures folded batch by batch equal those folded again from the store at once.
    const incremental = await liveRows(eventId);
    forgetLiveMemory();
    await events.computeRecords(eventId, at(START + 6 * MINUTE + 30_000));
    await pipeline.projected('live');
    expect(await liveRows(eventId)).toEqual(incremental);
    expect(incremental.every((row) => !row.final)).toBe(true);
  });

  it('equals the records byte for byte once the event stops', async () => {
    await events.stopEvent(eventId, at(START + 7 * MINUTE));
    await pipeline.projected('live');
    await pipeline.projected('records');
    const live = await liveRows(eventId);
    const records = await recordRows(eventId);
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.source)).toEqual(['LIVE', 'LIVE']);
    expect(live.map((r) => r.final)).toEqual([true, true]);
    expect(
      live.map(({ selection_id, samples, global, periods, sessions }) => ({
        selection_id,
        samples,
        global,
        periods,
        sessions,
      })),
    ).toEqual(
      records.map(({ selection_id, samples, global, periods, sessions }) => ({
        selection_id,
        samples,
        global,
        periods,
        sessions,
      })),
    );
    const bySelection = new Map(live.map((row) => [row.selection_id, row.samples]));
    expect([...bySelection.values()].sort()).toEqual([...sent].sort());
  });
});

describe('a device file uploaded after the live event', () => {
  it('counts its samples where it covers and the live ones elsewhere, never both', async () => {
    const eventId = (
      await h.pool.query<{ event_id: string }>('SELECT DISTINCT event_id FROM rm.live_records')
    ).rows[0]!.event_id;
    const before = (await recordRows(eventId)).map((row) => row.samples);
    // The device's memory holds minutes 1 to 4 only (the same samples the receiver relayed).
    const play = plays[0]!;
    const from = play.t.findIndex((t) => t >= START + MINUTE);
    const to = play.t.findIndex((t) => t >= START + 4 * MINUTE);
    const bytes = new TextEncoder().encode(strideCsv([{ key: 'LU0', batch: sliceBatch(play, from, to) }]));
    const uploads = uploadsKnowing(h.store, new Map([['LU0', deviceIds[0]!]]));
    const source = memorySource('memory.csv', bytes);
    const jobId = randomUUID();
    const context = at(START + 8 * MINUTE);
    await uploads.receive(
      {
        jobId,
        clubId,
        teamId,
        kind: 'EVENT',
        fileName: 'memory.csv',
        bytes: source.bytes,
        sha256: source.sha256,
        eventId,
        deviceId: null,
        periodId: null,
        format: null,
      },
      context,
    );
    expect((await uploads.run(jobId, source, context)).state.status).toBe('committed');
    await pipeline.projected('records');
    const rows = await recordRows(eventId);
    const wearer = (await liveRows(eventId)).find((row) => row.samples === sent[0])!.selection_id;
    const mine = rows.find((row) => row.selection_id === wearer)!;
    const other = rows.find((row) => row.selection_id !== wearer)!;
    expect(mine.source).toBe('BOTH');
    // Not counted twice: the file's samples replace the live ones of the same minutes.
    expect(mine.samples).toBe(sent[0]);
    expect(before).toContain(mine.samples);
    expect(other.source).toBe('LIVE');
    const distance = (row: { global: string }) => (JSON.parse(row.global) as { distance: number }).distance;
    const live = (await liveRows(eventId)).find((row) => row.selection_id === wearer)!;
    expect(Math.abs(distance(mine) - distance(live))).toBeLessThan(0.01 * distance(live));
  });
});

describe('rebuild', () => {
  it('gives the same rows byte for byte', async () => {
    await pipeline.projected('live');
    const before = await projectionRows(h.pool, liveProjection);
    expect(before['rm.live_records']).toHaveLength(2);
    await rebuild(h, liveProjection);
    expect(await projectionRows(h.pool, liveProjection)).toEqual(before);
  });
});
