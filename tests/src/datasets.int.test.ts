/**
 * Every file of `../shared/datasets/` uploaded to an event: the records the pipeline computes
 * equal what `npm run metrics` prints for the same file over the event's window, and a file the
 * CLI refuses fails its job with the same catalogue code, appending nothing. Runs only where the
 * datasets are (as the readers' dataset tests do), saying so elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCommands, type EventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { DATASETS, datasetsPresent, syntheticFit } from '@stride/command/readers/testing';
import { ReaderError } from '@stride/command/readers/types';
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import type { UploadCommands } from '@stride/command/upload/handlers';
import { memorySource } from '@stride/command/upload/source';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import type { Metrics } from '@stride/contracts/metrics';
import { metricsOfFile } from '@stride/deploy/metrics-cli';
import { eventsProjection, jobsProjection, recordsProjection } from '@stride/projector/projections';
import { startPipeline, type Pipeline } from '@stride/projector/testing/pipeline';
import { playerDetails, uploadsKnowing } from '@stride/projector/testing/seed';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';

if (!datasetsPresent) console.warn(`datasets: ${DATASETS} is absent, so the dataset uploads are skipped`);

const files = datasetsPresent
  ? readdirSync(DATASETS, { recursive: true, encoding: 'utf8' })
      .map((f) => join(DATASETS, f))
      .filter((f) => statSync(f).isFile() && !f.endsWith('README.md'))
      .sort()
  : [];

const LONGEST_EVENT_MS = 3 * 3600 * 1000;
const MINUTE = 60_000;

let h: TestHarness;
let pipeline: Pipeline;
let events: EventCommands;
let uploads: UploadCommands;
const clubId = randomUUID();
const teamId = randomUUID();
/** The devices the current file's keys name (what the catalog read model answers in the API). */
const devicesBySerial = new Map<string, string>();

const context = (): CommandContext => ({
  commandId: randomUUID(),
  actorId: 'analyst',
  clubId,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date(),
});

const meta = () => ({
  actorId: 'seed',
  correlationId: 'seed',
  causationId: 'seed',
  commandId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

/** A player wearing a new device of the team whose serial is `serial`. */
async function playerWithDevice(serial: string): Promise<{ playerId: string; deviceId: string }> {
  const playerId = randomUUID();
  const deviceId = randomUUID();
  await seedStream(h.store, deviceStreamName(deviceId), [
    {
      type: 'DeviceAdded',
      data: { deviceId, clubId, serial, udid: `u-${deviceId}`, type: 'GARMIN', name: serial },
    },
    { type: 'DeviceAssignedToTeam', data: { deviceId, clubId, teamId } },
  ]);
  const details = playerDetails({ firstName: serial, lastName: 'Dataset' });
  await h.store.append(
    clubStreamName(clubId),
    [
      {
        id: randomUUID(),
        type: 'PlayerCreated',
        data: { clubId, playerId, teamId, ...details },
        metadata: meta(),
      },
      {
        id: randomUUID(),
        type: 'PlayerDeviceAssigned',
        data: { clubId, playerId, deviceId },
        metadata: meta(),
      },
    ],
    { expectedRevision: 'any' },
  );
  return { playerId, deviceId };
}

beforeAll(async () => {
  h = await openTestHarness('datasets');
  pipeline = await startPipeline(h, [recordsProjection, jobsProjection, eventsProjection]);
  events = eventCommands(h.store);
  uploads = uploadsKnowing(h.store, devicesBySerial);
  await seedStream(h.store, clubStreamName(clubId), clubWithTeam(clubId, teamId));
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

/** Files whose records were compared, and files refused like the CLI refuses them. */
const outcomes = { compared: [] as string[], refused: [] as string[] };

/** Runs where the datasets are; elsewhere counted as skipped, the warning at the top saying why. */
const describeDatasets = describe.skipIf(!datasetsPresent);

describeDatasets('every dataset file uploaded to an event', () => {
  for (const file of files) {
    it(`${relative(DATASETS, file)}: records equal npm run metrics, or the same refusal`, async () => {
      outcomes[await uploadAndCompare(file)].push(relative(DATASETS, file));
    });
  }

  it('compared the recordings and refused only what is not device data', () => {
    // 6 Catapult files, the Kinexon file, 9 readable FIT files: records; the rest (reference
    // CSVs, the pitch and session sheets, the FIT file with compressed timestamps) refused.
    expect(outcomes.compared.length).toBe(16);
    expect(outcomes.refused).toContain('garmin-fit-fitparse/compressed-speed-distance.fit');
    expect(outcomes.compared).toContain('floodlight-kinexon-handball/anonymized_data.csv');
  });
});

/**
 * Upload a file to an event spanning its samples (1 minute to 3 hours): its records must equal
 * what `npm run metrics` prints over the event's window, or its job fail with the code the CLI
 * refuses it with.
 */
async function uploadAndCompare(file: string): Promise<'compared' | 'refused'> {
  let cli: Awaited<ReturnType<typeof metricsOfFile>> | null = null;
  let refusal: string | null = null;
  try {
    cli = await metricsOfFile(file);
  } catch (error) {
    if (!(error instanceof ReaderError)) throw error;
    refusal = error.code;
  }
  // The event spans the file's first sample to its last (1 minute to 3 hours).
  const times = cli === null ? [] : await timesOf(file);
  const start = times.length > 0 ? Math.min(...times.map((t) => t.first)) : Date.UTC(2026, 0, 1);
  const last = times.length > 0 ? Math.max(...times.map((t) => t.last)) : start;
  const end = Math.min(Math.max(last + 1, start + MINUTE), start + LONGEST_EVENT_MS);

  const wearers = new Map<string, { playerId: string; deviceId: string }>();
  for (const device of cli?.devices ?? [{ deviceKey: 'refused' }]) {
    wearers.set(device.deviceKey, await playerWithDevice(`${device.deviceKey}-${randomUUID().slice(0, 6)}`));
  }
  const { eventId } = await events.createEvent(
    {
      clubId,
      teamId,
      name: relative(DATASETS, file),
      eventType: 'TRAINING',
      daysToMatch: null,
      startDate: new Date(start),
      endDate: new Date(end),
      playerIds: [...wearers.values()].map((w) => w.playerId),
    },
    context(),
  );
  // Files name their devices by keys of their own: each device's key is its serial here.
  devicesBySerial.clear();
  for (const [key, wearer] of wearers) devicesBySerial.set(key.toUpperCase(), wearer.deviceId);
  const single = cli !== null && cli.devices.length === 1 && cli.format !== 'csv-kinexon';
  const source = memorySource(file.slice(file.lastIndexOf('/') + 1), readFileSync(file));
  const jobId = randomUUID();
  await uploads.receive(
    {
      jobId,
      clubId,
      teamId,
      kind: 'EVENT',
      fileName: source.fileName,
      bytes: source.bytes,
      sha256: source.sha256,
      eventId,
      deviceId: single ? [...wearers.values()][0]!.deviceId : null,
      periodId: null,
      format: null,
    },
    context(),
  );
  const { state } = await uploads.run(jobId, source, context());
  if (refusal !== null) {
    expect(state.status === 'failed' && state.code).toBe(refusal);
    return 'refused';
  }
  expect(state.status).toBe('committed');
  await pipeline.projected('records');
  const window = await metricsOfFile(file, { from: start, to: end });
  for (const device of window.devices) {
    const { rows } = await h.pool.query<{ global: Metrics; samples: number }>(
      `SELECT global, samples FROM rm.records WHERE event_id = $1 AND device_id = $2`,
      [eventId, wearers.get(device.deviceKey)!.deviceId],
    );
    if (device.samples === 0) {
      expect(rows).toEqual([]);
      continue;
    }
    expect(rows[0]?.samples, device.deviceKey).toBe(device.samples);
    expect(rows[0]?.global, device.deviceKey).toEqual(JSON.parse(JSON.stringify(device.result.global)));
  }
  return 'compared';
}

describe('a watch file of our own, uploaded to an event (wherever the datasets are absent too)', () => {
  it('gives records equal to npm run metrics (the watch profile, heart rate held)', async () => {
    const start = Date.UTC(2026, 3, 5, 9);
    const records = Array.from({ length: 1200 }, (_, i) => ({
      // A pause of 5 s every 200 records, as smart recording leaves them.
      t: start + i * 1000 + Math.floor(i / 200) * 5000,
      lat: 41.726 + 0.00002 * i,
      lon: -9.1237 + 0.00001 * Math.sin(i / 30) * 40,
      ...(i % 3 === 0 ? { hr: 120 + (i % 40) } : {}),
    }));
    const dir = mkdtempSync(join(tmpdir(), 'stride-fit-'));
    const file = join(dir, 'run.fit');
    writeFileSync(file, syntheticFit(records, { serialNumber: 987_654 }));
    try {
      expect(await uploadAndCompare(file)).toBe('compared');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Each device's first and last sample time in a file. */
async function timesOf(file: string): Promise<{ first: number; last: number }[]> {
  const { readFile } = await import('@stride/command/readers/read');
  const { summary } = await readFile(file);
  return summary.devices
    .filter((d) => Number.isFinite(d.firstTime))
    .map((d) => ({ first: d.firstTime, last: d.lastTime }));
}
