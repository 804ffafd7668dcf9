/**
 * Uploads take the same path (issue 18): an upload's batches are folded as they are relayed to
 * the records projection, and its commit uses those states (or the kept batches), not the store.
 * The records are the same byte for byte either way: computed through the pipeline, then rebuilt
 * with no batch kept (every source read from the store), with too little memory for a job
 * (dropped half-way), and with the batches kept and folded again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { toGpx } from '@stride/command/readers/testing';
import type { UploadCommands } from '@stride/command/upload/handlers';
import { memorySource } from '@stride/command/upload/source';
import { strideCsv } from '@stride/command/upload/testing';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { syntheticPlayer } from '../metrics/synthetic.ts';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { seedSquad, uploadsKnowing } from '../testing/seed.ts';
import { eventsProjection } from './events.ts';
import { jobsProjection } from './jobs.ts';
import { recordsProjection, relayedUploadBatches } from './records.ts';
import { DEFAULT_MAX_BYTES } from './upload-batches.ts';

let h: TestHarness;
let pipeline: Pipeline;
let uploads: UploadCommands;

const clubId = randomUUID();
const teamId = randomUUID();
const playerIds = [randomUUID(), randomUUID()];
const deviceIds = [randomUUID(), randomUUID()];
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;

const context = (): CommandContext => ({
  commandId: randomUUID(),
  actorId: 'coach',
  clubId,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date(START + 120 * MINUTE),
});

beforeAll(async () => {
  h = await openTestHarness('records_relay');
  pipeline = await startPipeline(h, [recordsProjection, jobsProjection, eventsProjection]);
  uploads = uploadsKnowing(
    h.store,
    new Map([
      ['U0', deviceIds[0]!],
      ['U1', deviceIds[1]!],
    ]),
  );
  await seedSquad(
    h.store,
    { clubId, teamId, playerIds, deviceIds },
    { lastName: 'Player', gender: 'FEMALE', serial: 'S', udid: 'U' },
  );
});
afterEach(() => {
  relayedUploadBatches.limit(DEFAULT_MAX_BYTES);
  relayedUploadBatches.foldAsRelayed = true;
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

async function upload(
  eventId: string,
  name: string,
  file: string,
  deviceId: string | null = null,
): Promise<void> {
  const source = memorySource(name, new TextEncoder().encode(file));
  const jobId = randomUUID();
  await uploads.receive(
    {
      jobId,
      clubId,
      teamId,
      kind: 'EVENT',
      fileName: name,
      bytes: source.bytes,
      sha256: source.sha256,
      eventId,
      deviceId,
      periodId: null,
      format: null,
    },
    context(),
  );
  const outcome = await uploads.run(jobId, source, context());
  expect(outcome.state.status).toBe('committed');
}

const play = (seed: number, offsetMinutes: number, seconds: number) =>
  syntheticPlayer({
    seed,
    seconds,
    start: START + offsetMinutes * MINUTE,
    dropRate: 0.05,
    hr: true,
    spikes: 2,
  });

describe('an upload folded from its relayed batches', () => {
  let rows: Record<string, string[]>;
  const stats = () => ({ ...relayedUploadBatches.stats });

  const newEvent = async (name: string) =>
    (
      await eventCommands(h.store).createEvent(
        {
          clubId,
          teamId,
          name,
          eventType: 'MATCH',
          daysToMatch: null,
          startDate: new Date(START),
          endDate: new Date(START + 100 * MINUTE),
          playerIds,
        },
        context(),
      )
    ).eventId;

  beforeAll(async () => {
    relayedUploadBatches.foldAsRelayed = true;
    const eventId = await newEvent('Match');
    const before = stats();
    // 40 minutes at 10 Hz: several batches (10,000 samples at most) per device.
    await upload(
      eventId,
      'match.csv',
      strideCsv([
        { key: 'U0', batch: play(1, 5, 2400) },
        { key: 'U1', batch: play(2, 5, 2400) },
      ]),
    );
    // Later minutes of one device: its selection folds a stored source and relayed ones.
    await upload(eventId, 'later.csv', strideCsv([{ key: 'U0', batch: play(3, 50, 600) }]));
    // A watch's file, at 1 Hz: cleaned with the watch profile, not the tracker's its batches
    // were folded with as they came, so its commit folds the batches again.
    const watch = syntheticPlayer({ seed: 4, seconds: 600, start: START + 5 * MINUTE, hr: true });
    const points = [...watch.t].flatMap((t, i) =>
      i % 10 === 0 ? [{ t, lat: watch.lat![i]!, lon: watch.lon![i]!, hr: Math.round(watch.hr![i]!) }] : [],
    );
    await upload(await newEvent('Training'), 'ride.gpx', toGpx(points), deviceIds[1]);
    await pipeline.projected('records');
    const after = stats();
    // The match's two selections folded as the batches came; the later file's commit folds the
    // player's two sources again (the match's read back, the later one's relayed), the watch's
    // its relayed batches.
    expect(after.folded - before.folded).toBe(2);
    expect(after.relayed - before.relayed).toBe(2);
    expect(after.read - before.read).toBe(0);
    rows = await projectionRows(h.pool, recordsProjection);
    expect(rows['rm.records']).toHaveLength(3);
    expect(rows['rm.records']![0]).toContain('"distance"');
  });

  it('gives the same rows as reading every batch back from the store', async () => {
    relayedUploadBatches.limit(0);
    const before = stats();
    await rebuild(h, recordsProjection);
    const after = stats();
    expect(after.relayed + after.folded).toBe(before.relayed + before.folded);
    expect(after.read - before.read).toBe(4);
    expect(await projectionRows(h.pool, recordsProjection)).toEqual(rows);
  });

  it('gives the same rows when a job is dropped half-way for memory', async () => {
    // Room for about two batches of 10,000 samples: the match's job is dropped at its third.
    relayedUploadBatches.limit(600_000);
    const before = stats();
    await rebuild(h, recordsProjection);
    expect(stats().read - before.read).toBeGreaterThanOrEqual(2);
    expect(await projectionRows(h.pool, recordsProjection)).toEqual(rows);
  });

  it('gives the same rows when the commits fold the kept batches', async () => {
    relayedUploadBatches.foldAsRelayed = false;
    const before = stats();
    await rebuild(h, recordsProjection);
    const after = stats();
    expect(after.folded).toBe(before.folded);
    // A source per device and job: four.
    expect(after.relayed - before.relayed).toBe(4);
    expect(after.read).toBe(before.read);
    expect(await projectionRows(h.pool, recordsProjection)).toEqual(rows);
  });

  it('gives the same rows when a rebuild folds the relayed batches again', async () => {
    const before = stats();
    await rebuild(h, recordsProjection);
    const after = stats();
    expect(after.folded - before.folded).toBe(2);
    expect(after.relayed - before.relayed).toBe(2);
    expect(after.read).toBe(before.read);
    expect(relayedUploadBatches.bytes).toBe(0);
    expect(await projectionRows(h.pool, recordsProjection)).toEqual(rows);
  });
});
