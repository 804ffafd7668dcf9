/**
 * Device data in, records out, against real PostgreSQL and NATS: upload jobs through the command
 * side, the jobs and records projections through the relay. Records equal the engine's figures
 * for the same file read the way `npm run metrics` reads it; bad files fail with their code and
 * append nothing; the same file twice appends nothing; an overlapping file is not counted twice;
 * a period added later gets its figures; a rebuild changes no byte.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubCommands } from '@stride/command/club/handlers';
import { eventCommands, type EventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { readAll } from '@stride/command/readers/read';
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import type { UploadCommands } from '@stride/command/upload/handlers';
import { memorySource } from '@stride/command/upload/source';
import { strideCsv } from '@stride/command/upload/testing';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { samplesStreamName, type UploadKind } from '@stride/contracts/events/upload';
import type { Metrics } from '@stride/contracts/metrics';
import type { SampleBatch } from '@stride/contracts/samples';
import { NO_TRACKING_OVERRIDES, type TeamTrackingOverrides } from '@stride/contracts/tracking';
import { StreamNotFoundError } from '@stride/streams/port';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { finish, init, push } from '../metrics/engine.ts';
import { profileConfig } from '../metrics/profile.ts';
import { syntheticPlayer } from '../metrics/synthetic.ts';
import { gnssNoise } from '../testing/gnss-noise.ts';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { playerDetails, uploadsKnowing } from '../testing/seed.ts';
import { eventsProjection } from './events.ts';
import { jobsProjection } from './jobs.ts';
import { recordsProjection } from './records.ts';

let h: TestHarness;
let pipeline: Pipeline;
let events: EventCommands;
let uploads: UploadCommands;

const clubId = randomUUID();
const otherClubId = randomUUID();
const teamId = randomUUID();
const playerIds = [randomUUID(), randomUUID(), randomUUID()];
/** Devices U0/S0 and U1/S1 of the club (worn by players 0 and 1), U9/S9 of another club. */
const deviceIds = [randomUUID(), randomUUID(), randomUUID()];
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

const details = (firstName: string, maxHeartRate: number | null) =>
  playerDetails(
    { firstName, lastName: 'Player' },
    { gender: 'MALE', maxHeartRate, restingHeartRate: maxHeartRate === null ? null : 55 },
  );

/** The devices the serials and UDIDs name (what the catalog read model answers in the API). */
const keys = new Map([
  ['U0', deviceIds[0]!],
  ['S1', deviceIds[1]!],
  ['U9', deviceIds[2]!],
]);

beforeAll(async () => {
  h = await openTestHarness('records');
  pipeline = await startPipeline(h, [recordsProjection, jobsProjection, eventsProjection]);
  events = eventCommands(h.store);
  uploads = uploadsKnowing(h.store, keys);
  await seedStream(h.store, clubStreamName(clubId), [
    ...clubWithTeam(clubId, teamId),
    ...playerIds.map((playerId, i) => ({
      type: 'PlayerCreated',
      data: { clubId, playerId, teamId, ...details(`P${i}`, i === 0 ? 195 : null) },
    })),
    { type: 'PlayerDeviceAssigned', data: { clubId, playerId: playerIds[0]!, deviceId: deviceIds[0]! } },
    { type: 'PlayerDeviceAssigned', data: { clubId, playerId: playerIds[1]!, deviceId: deviceIds[1]! } },
  ]);
  for (const [i, deviceId] of deviceIds.entries()) {
    const owner = i === 2 ? otherClubId : clubId;
    const n = i === 2 ? 9 : i;
    await seedStream(h.store, deviceStreamName(deviceId), [
      {
        type: 'DeviceAdded',
        data: { deviceId, clubId: owner, serial: `S${n}`, udid: `U${n}`, type: 'INSPIRIT', name: `T${n}` },
      },
      ...(i === 2 ? [] : [{ type: 'DeviceAssignedToTeam', data: { deviceId, clubId, teamId } }]),
    ]);
  }
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

async function newEvent(): Promise<string> {
  const { eventId } = await events.createEvent(
    {
      clubId,
      teamId,
      name: 'Match',
      eventType: 'MATCH',
      daysToMatch: null,
      startDate: new Date(START),
      endDate: new Date(START + 100 * MINUTE),
      playerIds: playerIds.slice(0, 2),
    },
    context(),
  );
  return eventId;
}

async function upload(
  fileName: string,
  content: string | Uint8Array,
  target: { kind?: UploadKind; eventId?: string | null; deviceId?: string | null; periodId?: string | null },
) {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const source = memorySource(fileName, bytes);
  const jobId = randomUUID();
  await uploads.receive(
    {
      jobId,
      clubId,
      teamId,
      kind: target.kind ?? 'EVENT',
      fileName,
      bytes: source.bytes,
      sha256: source.sha256,
      eventId: target.eventId ?? null,
      deviceId: target.deviceId ?? null,
      periodId: target.periodId ?? null,
      format: null,
    },
    context(),
  );
  const outcome = await uploads.run(jobId, source, context());
  return { jobId, ...outcome };
}

async function streamExists(name: string): Promise<boolean> {
  try {
    for await (const _ of h.store.readStream(name, { maxCount: 1 })) return true;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return false;
    throw error;
  }
  return false;
}

async function recordOf(selectionPlayer: string, eventId: string) {
  const { rows } = await h.pool.query<{ global: Metrics; periods: Record<string, Metrics>; samples: number }>(
    `SELECT global, periods, samples FROM rm.records WHERE event_id = $1 AND player_id = $2`,
    [eventId, selectionPlayer],
  );
  return rows[0] ?? null;
}

/** What `npm run metrics` computes for one device of a file. */
async function engineFigures(
  content: string,
  deviceKey: string,
  maxHeartRate: number | null,
  tracking: TeamTrackingOverrides | null = null,
) {
  const { devices, summary } = await readAll([new TextEncoder().encode(content)], { fileName: 'f.csv' });
  const base = profileConfig(summary.format, false, undefined, tracking);
  const state = init({
    ...base,
    heartRate: { ...base.heartRate, max: maxHeartRate, rest: maxHeartRate === null ? null : 55, sex: 'male' },
  });
  for (const batch of devices.find((d) => d.deviceKey === deviceKey)!.batches) push(state, batch);
  return finish(state);
}

const player = (seed: number, offsetMinutes: number, seconds: number): SampleBatch =>
  syntheticPlayer({
    seed,
    seconds,
    start: START + offsetMinutes * MINUTE,
    dropRate: 0.1,
    hr: true,
    spikes: 3,
  });

describe('an upload for an event', () => {
  let eventId: string;
  const file = strideCsv([
    { key: 'U0', batch: player(1, 5, 600) },
    { key: 's1', batch: player(2, 5, 600) },
  ]);

  beforeAll(async () => {
    eventId = await newEvent();
  });

  it('commits every device, and the records equal the engine on the same file', async () => {
    const job = await upload('match.csv', file, { eventId });
    expect(job.state.status).toBe('committed');
    await pipeline.projected('records');
    await pipeline.projected('jobs');
    const [zero, one] = await Promise.all([
      recordOf(playerIds[0]!, eventId),
      recordOf(playerIds[1]!, eventId),
    ]);
    const expected0 = await engineFigures(file, 'U0', 195);
    const expected1 = await engineFigures(file, 's1', null);
    expect(zero?.global).toEqual(JSON.parse(JSON.stringify(expected0.global)));
    expect(one?.global).toEqual(JSON.parse(JSON.stringify(expected1.global)));
    expect(zero!.global.distance).toBeGreaterThan(500);
    expect(zero!.global.heartRate?.zones).not.toBeNull();
    expect(one!.global.heartRate?.zones).toBeNull();
    const { rows } = await h.pool.query<{ state: string }>(`SELECT state FROM rm.jobs WHERE id = $1`, [
      job.jobId,
    ]);
    expect(rows[0]?.state).toBe('APPENDED');
    const computed = await h.pool.query(`SELECT 1 FROM rm.record_jobs WHERE job_id = $1`, [job.jobId]);
    expect(computed.rowCount).toBe(1);
  });

  it('takes the same file again as a duplicate and appends nothing', async () => {
    const head = await h.store.headPosition();
    const job = await upload('again.csv', file, { eventId });
    expect(job.state.status).toBe('duplicate');
    // Only the job's own stream moved: received, started, duplicate.
    const after: string[] = [];
    for await (const e of h.store.readAll({ fromPosition: head! })) after.push(e.streamName);
    expect(new Set(after)).toEqual(new Set([`upload-${job.jobId}`]));
  });

  it('reports another file over the same minutes as an overlap and does not count it twice', async () => {
    const before = await recordOf(playerIds[0]!, eventId);
    const overlapping = strideCsv([{ key: 'U0', batch: player(7, 10, 120) }]);
    const job = await upload('usb.csv', overlapping, { eventId });
    expect(job.state.status).toBe('committed');
    if (job.state.status !== 'committed') return;
    expect(job.state.appends).toEqual([]);
    await pipeline.projected('records');
    await pipeline.projected('jobs');
    const { rows } = await h.pool.query<{ summary: { overlaps: { samples: number; deviceId: string }[] } }>(
      `SELECT summary FROM rm.jobs WHERE id = $1`,
      [job.jobId],
    );
    const overlaps = rows[0]!.summary.overlaps;
    expect(overlaps.reduce((n, o) => n + o.samples, 0)).toBeGreaterThan(1000);
    expect(overlaps.every((o) => o.deviceId === deviceIds[0])).toBe(true);
    expect((await recordOf(playerIds[0]!, eventId))?.global).toEqual(before?.global);
  });

  it('adds the later minutes of a device and gives a period added afterwards its figures', async () => {
    const later = strideCsv([{ key: 'U0', batch: player(8, 20, 300) }]);
    const job = await upload('second-half.csv', later, { eventId });
    expect(job.state.status).toBe('committed');
    await pipeline.projected('records');
    const both = await recordOf(playerIds[0]!, eventId);
    expect(both!.samples).toBeGreaterThan((await engineFigures(file, 'U0', 195)).cleaning.samples);
    const created = await events.createPeriod(
      eventId,
      { name: '1st half', startDate: new Date(START), endDate: new Date(START + 15 * MINUTE), force: false },
      context(),
    );
    await pipeline.projected('records');
    const record = await recordOf(playerIds[0]!, eventId);
    const period = record!.periods[created.periodId!];
    expect(period).toBeDefined();
    expect(period!.distance).toBeGreaterThan(0);
    expect(period!.distance).toBeLessThan(record!.global.distance);
  });
});

describe('a refused file', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await newEvent();
  });

  const cases: [string, string | Uint8Array, string][] = [
    ['empty.csv', '', 'BULK_UPLOAD_INVALID_FILE'],
    ['words.txt', 'just some words\nand more\n', 'DEVICE_TYPE_NOT_SUPPORTED'],
    [
      'cut.gpx',
      '<?xml version="1.0"?><gpx><trk><trkseg><trkpt lat="1" lon="2"><time>2026',
      'BULK_UPLOAD_INVALID_FILE',
    ],
    [
      'unknown.csv',
      strideCsv([{ key: 'NOPE', batch: syntheticPlayer({ seed: 3, seconds: 60, start: START }) }]),
      'DEVICE_NOT_FOUND',
    ],
    [
      'foreign.csv',
      strideCsv([{ key: 'U9', batch: syntheticPlayer({ seed: 4, seconds: 60, start: START }) }]),
      // Another club's device is answered as an unknown one: the answer does not tell it exists.
      'DEVICE_NOT_FOUND',
    ],
  ];
  for (const [name, content, code] of cases) {
    it(`${name}: the job fails with ${code} and no sample is appended`, async () => {
      const job = await upload(name, content, { eventId });
      expect(job.state.status).toBe('failed');
      if (job.state.status === 'failed') expect(job.state.code).toBe(code);
      for (const deviceId of deviceIds)
        expect(await streamExists(samplesStreamName(eventId, deviceId))).toBe(false);
      await pipeline.projected('jobs');
      const { rows } = await h.pool.query<{ state: string; code: string; message: string }>(
        `SELECT state, code, message FROM rm.jobs WHERE id = $1`,
        [job.jobId],
      );
      expect(rows[0]).toMatchObject({ state: 'FAILED', code });
      expect(rows[0]!.message.length).toBeGreaterThan(5);
    });
  }

  it("half-foreign.csv: our device's samples go in, another club's device is skipped as an unknown one", async () => {
    const ours = syntheticPlayer({ seed: 5, seconds: 60, start: START + 10 * MINUTE });
    const theirs = syntheticPlayer({ seed: 6, seconds: 60, start: START + 10 * MINUTE });
    const job = await upload(
      'half-foreign.csv',
      strideCsv([
        { key: 'U0', batch: ours },
        { key: 'U9', batch: theirs },
      ]),
      { eventId },
    );
    expect(job.state.status).toBe('committed');
    expect(await streamExists(samplesStreamName(eventId, deviceIds[0]!))).toBe(true);
    await pipeline.projected('jobs');
    const { rows } = await h.pool.query<{ summary: { skipped: unknown[] } }>(
      `SELECT summary FROM rm.jobs WHERE id = $1`,
      [job.jobId],
    );
    expect(rows[0]!.summary.skipped).toEqual([
      { key: 'U9', label: null, samples: theirs.t.length, reason: 'UNKNOWN', playerId: null },
    ]);
  });

  it('a refused file can be sent again once fixed, and its first try does not block it', async () => {
    const batch = syntheticPlayer({ seed: 11, seconds: 60, start: START });
    const broken = strideCsv([
      { key: 'NOPE', batch },
      { key: 'U9', batch },
    ]);
    expect((await upload('team.csv', broken, { eventId })).state.status).toBe('failed');
    expect((await upload('team.csv', broken, { eventId })).state.status).toBe('failed');
    const fixed = strideCsv([{ key: 'U0', batch }]);
    expect((await upload('team.csv', fixed, { eventId })).state.status).toBe('committed');
  });

  it('a file for a deleted event fails with EVENT_NOT_FOUND', async () => {
    const gone = await newEvent();
    await events.deleteEvent(gone, context());
    const job = await upload('late.csv', strideCsv([{ key: 'U0', batch: player(12, 1, 60) }]), {
      eventId: gone,
    });
    expect(job.state.status === 'failed' && job.state.code).toBe('EVENT_NOT_FOUND');
  });
});

describe("a team's tracking profile", () => {
  let eventId: string;
  const file = strideCsv([{ key: 'U0', batch: gnssNoise(player(21, 5, 300), 0.5) }]);
  const clubs = () => clubCommands(h.store);
  const lowPassOff = { ...NO_TRACKING_OVERRIDES, lowPassOff: true };

  async function trackingOf(eventIdOf: string) {
    const { rows } = await h.pool.query<{ tracking: Record<string, unknown>; computed_at: Date }>(
      `SELECT tracking, computed_at FROM rm.records WHERE event_id = $1 AND player_id = $2`,
      [eventIdOf, playerIds[0]],
    );
    return rows[0]!;
  }

  beforeAll(async () => {
    eventId = await newEvent();
    expect((await upload('tracking.csv', file, { eventId })).state.status).toBe('committed');
    await pipeline.projected('records');
  });

  it("computes the team's records again with its values, and with the defaults after a reset", async () => {
    const before = await recordOf(playerIds[0]!, eventId);
    expect(before?.global).toEqual(JSON.parse(JSON.stringify((await engineFigures(file, 'U0', 195)).global)));
    expect((await trackingOf(eventId)).tracking).toEqual({
      profile: 'GNSS_10HZ',
      lowPassCutoffHz: 1,
      filterReachSeconds: 0.8,
      spikeSpeed: 12.5,
      maxGapSeconds: 1,
    });

    await clubs().setTeamTrackingProfile(clubId, teamId, 'GNSS_10HZ', lowPassOff, context());
    await pipeline.projected('records');
    const off = await recordOf(playerIds[0]!, eventId);
    const expected = await engineFigures(file, 'U0', 195, { GNSS_10HZ: lowPassOff });
    expect(off?.global).toEqual(JSON.parse(JSON.stringify(expected.global)));
    // Unfiltered, the fixes' noise adds distance.
    expect(off!.global.distance).toBeGreaterThan(before!.global.distance);
    expect((await trackingOf(eventId)).tracking).toMatchObject({ lowPassCutoffHz: null });

    await clubs().resetTeamTrackingProfile(clubId, teamId, 'GNSS_10HZ', context());
    await pipeline.projected('records');
    expect((await recordOf(playerIds[0]!, eventId))?.global).toEqual(before?.global);
  });

  it("leaves the records of another profile's sources as they are", async () => {
    const before = await trackingOf(eventId);
    await clubs().setTeamTrackingProfile(
      clubId,
      teamId,
      'WATCH_1HZ',
      { ...NO_TRACKING_OVERRIDES, maxGapSeconds: 20 },
      context(),
    );
    await pipeline.projected('records');
    expect(await trackingOf(eventId)).toEqual(before);
  });

  it("gives an upload after the change the team's values at once", async () => {
    await clubs().setTeamTrackingProfile(
      clubId,
      teamId,
      'GNSS_10HZ',
      { ...NO_TRACKING_OVERRIDES, spikeSpeed: 9 },
      context(),
    );
    const later = await newEvent();
    expect((await upload('later.csv', file, { eventId: later })).state.status).toBe('committed');
    await pipeline.projected('records');
    expect((await trackingOf(later)).tracking).toMatchObject({ spikeSpeed: 9 });
    // Left set: the rebuild below replays a team with its own values.
  });
});

describe('rebuild', () => {
  it('gives the same rows byte for byte', async () => {
    await pipeline.projected('records');
    const dump = async () => ({
      ...(await projectionRows(h.pool, recordsProjection)),
      ...(await projectionRows(h.pool, jobsProjection)),
    });
    const before = await dump();
    expect(before['rm.records']?.[0]).toContain('"global"');
    for (const p of [recordsProjection, jobsProjection]) await rebuild(h, p);
    expect(await dump()).toEqual(before);
  });
});
