/**
 * Uploads through the API, on the real pipeline: a coach's file for an event and a device's USB
 * file become jobs that go RECEIVED → … → COMPUTED (followed over SSE), and the selections'
 * records equal the metric engine's figures for the same file; refused files and calls get their
 * catalogue codes; an oversized upload is cut off while it streams.
 */
import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '@stride/command/readers/read';
import { uploadCommands } from '@stride/command/upload/handlers';
import { strideCsv } from '@stride/command/upload/testing';
import { finish, init, push } from '@stride/projector/metrics/engine';
import { profileConfig } from '@stride/projector/metrics/profile';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { failAbandonedJobs } from './abandoned-jobs.ts';
import { http, postFile, readSse, type GraphQLResponse } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
const MAX_UPLOAD = 2 * 1024 * 1024;
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;
const players: { id: string; deviceId: string; udid: string; serial: string }[] = [];
let eventId = '';

const must = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
  s.must<T>(query, variables, h);

interface JobResult {
  id: string;
  jobId: string;
  state: string;
  code: string | null;
  message: string | null;
  eventIds: string[];
  summary: {
    format: string;
    kept: number;
    devices: { key: string; deviceId: string | null; firstTime: string | null; lastTime: string | null }[];
    overlaps: { deviceId: string; jobId: string; from: string; to: string; samples: number }[];
  } | null;
}
const JOB_FIELDS = `id jobId state code message eventIds summary { format kept
  devices { key deviceId firstTime lastTime } overlaps { deviceId jobId from to samples } }`;

async function upload(
  mutation: 'uploadEventFile' | 'uploadDeviceFile' | 'uploadDockFile',
  args: Record<string, unknown>,
  name: string,
  content: string | Uint8Array,
): Promise<GraphQLResponse<Record<string, JobResult>>> {
  const declared = Object.keys(args)
    .map((k) => `$${k}: ${k === 'deviceUDID' ? 'String!' : k === 'teamId' ? 'ID' : 'ID!'}`)
    .join(', ');
  const passed = Object.keys(args)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  const query = `mutation ($file: File!${declared ? `, ${declared}` : ''}) {
    ${mutation}(file: $file${passed ? `, ${passed}` : ''}) { ${JOB_FIELDS} } }`;
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return postFile(s.url, query, args, { name, bytes }, h);
}

/** Follow a job over SSE until it ends; the states it went through. */
async function follow(jobId: string): Promise<{ states: string[]; last: JobResult }> {
  const response = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...h },
    body: JSON.stringify({ query: `subscription { jobUpdated(jobId: "${jobId}") { ${JOB_FIELDS} } }` }),
  });
  const stream = readSse<GraphQLResponse<{ jobUpdated: JobResult }>>(response);
  const states: string[] = [];
  try {
    for (;;) {
      const next = await stream.next(30_000);
      const job = next.data?.jobUpdated;
      if (!job) throw new Error(JSON.stringify(next.errors));
      if (states[states.length - 1] !== job.state) states.push(job.state);
      if (['COMPUTED', 'FAILED', 'DUPLICATE'].includes(job.state)) return { states, last: job };
    }
  } finally {
    await stream.close();
  }
}

async function engineGlobal(content: string, key: string, maxHeartRate: number | null) {
  const { devices, summary } = await readAll([new TextEncoder().encode(content)], { fileName: 'f.csv' });
  const base = profileConfig(summary.format, false);
  const state = init({
    ...base,
    heartRate: { ...base.heartRate, max: maxHeartRate, rest: null, sex: null },
  });
  for (const batch of devices.find((d) => d.deviceKey === key)!.batches) push(state, batch);
  return JSON.parse(JSON.stringify(finish(state).global)) as Record<string, unknown>;
}

const RECORD = `record { samples globalMetrics { time distance maxSpeed hid
  zones { z0 { time distance entries } z3 { time distance entries } z6 { time } }
  sprint { count distance maxSpeed } accelerations { a2 { count distance } } decelerations { d2 { count } }
  heartRate { min max avg zones edwardsTrimp } metabolic { energy } } periodRecords { periodId } }`;

beforeAll(async () => {
  s = await openStack('uploads', { maxUploadBytes: MAX_UPLOAD });
  a = await setUpClub(http, s.url, s.mailer, 'Upload club');
  h = bearer(a.token);
  for (let i = 0; i < 2; i++) {
    const udid = `usb-${i}-${randomUUID().slice(0, 8)}`;
    const serial = `SER-${i}-${randomUUID().slice(0, 6)}`.toUpperCase();
    const { playerId, deviceId } = await addPlayerWearing(
      must,
      a.teamId,
      { firstName: `P${i}`, lastName: 'Up', maxHeartRate: i === 0 ? 196 : null },
      { serial, udid },
    );
    players.push({ id: playerId, deviceId, udid, serial });
  }
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Cup match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 95 * MINUTE).toISOString(),
      p: players.map((p) => p.id),
    },
  );
  eventId = createEvent.id;
});
afterAll(async () => {
  await s.close();
});

const trace = (seed: number, offsetMinutes: number, seconds: number) =>
  syntheticPlayer({ seed, seconds, start: START + offsetMinutes * MINUTE, dropRate: 0.1, hr: true });

describe('an event file', () => {
  let file = '';
  it('goes RECEIVED → COMPUTED and gives each selection the engine’s figures', async () => {
    file = strideCsv([
      { key: players[0]!.udid, batch: trace(21, 2, 300) },
      { key: players[1]!.serial.toLowerCase(), batch: trace(22, 2, 300) },
    ]);
    const response = await upload('uploadEventFile', { eventId }, 'match.csv', file);
    expect(response.errors).toBeUndefined();
    const job = response.data!.uploadEventFile!;
    // The answer waits for the job to be stored; the worker may have started on it by then.
    expect(['RECEIVED', 'PARSING', 'APPENDED', 'COMPUTED']).toContain(job.state);
    expect(job.jobId).toBe(job.id);
    const { states, last } = await follow(job.id);
    expect(states[states.length - 1]).toBe('COMPUTED');
    expect(last.eventIds).toEqual([eventId]);
    expect(last.summary?.format).toBe('csv-stride');
    expect(last.summary?.devices.map((d) => d.deviceId).sort()).toEqual(
      players.map((p) => p.deviceId).sort(),
    );
    // The summary's instants are DateTime values: the first and last sample each device sent.
    const { devices } = await readAll([new TextEncoder().encode(file)], { fileName: 'f.csv' });
    for (const device of devices) {
      const times = device.batches.flatMap((batch) => [...batch.t]);
      expect(last.summary?.devices.find((d) => d.key === device.deviceKey)).toMatchObject({
        firstTime: new Date(Math.min(...times)).toISOString(),
        lastTime: new Date(Math.max(...times)).toISOString(),
      });
    }
    expect(last.summary?.overlaps).toEqual([]);

    for (const [i, key] of [players[0]!.udid, players[1]!.serial.toLowerCase()].entries()) {
      const { selection } = await must<{
        selection: { record: { samples: number; globalMetrics: Record<string, unknown> } | null };
      }>(`{ selection(eventId: "${eventId}", playerId: "${players[i]!.id}") { ${RECORD} } }`);
      const expected = await engineGlobal(file, key, i === 0 ? 196 : null);
      expect(selection.record).not.toBeNull();
      const got = selection.record!.globalMetrics;
      expect(got.distance).toBe(expected.distance);
      expect(got.time).toBe(expected.time);
      expect(got.maxSpeed).toBe(expected.maxSpeed);
      expect(got.hid).toBe(expected.hid);
      const zones = expected.zones as Record<'z0' | 'z3' | 'z6', { time: number }>;
      expect(got.zones).toEqual({ z0: zones.z0, z3: zones.z3, z6: { time: zones.z6.time } });
      expect((got.heartRate as { zones: unknown } | null)?.zones ?? null).toEqual(
        i === 0 ? (expected.heartRate as { zones: unknown }).zones : null,
      );
    }
  });

  it('gives the figures of an event range added later', async () => {
    await must(
      `mutation ($e: ID!) { createEventRange(eventId: $e, type: "SPEED", range: { name: "Running", min: 14 }) { id } }`,
      { e: eventId },
    );
    await s.pipeline.projected('records');
    const { selection } = await must<{
      selection: {
        record: {
          globalMetrics: {
            time: number;
            distance: number;
            zones: { z3: { distance: number } };
            ranges: { rangeId: string; time: number; distance: number }[];
          };
        };
      };
    }>(
      `{ selection(eventId: "${eventId}", playerId: "${players[0]!.id}") {
         record { globalMetrics { time distance zones { z3 { distance } } ranges { rangeId time distance } } } } }`,
    );
    const m = selection.record.globalMetrics;
    expect(m.ranges).toHaveLength(1);
    const running = m.ranges[0]!;
    expect(running.time).toBeGreaterThan(0);
    expect(running.time).toBeLessThan(m.time);
    expect(running.distance).toBeGreaterThanOrEqual(m.zones.z3.distance);
    expect(running.distance).toBeLessThan(m.distance);
  });

  it('shows the extended metrics of a player', async () => {
    const { playerSelectionExtendedMetrics: x } = await must<{
      playerSelectionExtendedMetrics: {
        heatmap: { count: number; lat: number | null }[];
        speed_serie: { n: number; value: number; distance: number }[];
        hr_serie: { value: number }[];
      } | null;
    }>(
      `{ playerSelectionExtendedMetrics(eventId: "${eventId}", playerId: "${players[0]!.id}") {
           heatmap { count lat lng } heatmapCellSize speed_serie { n ts value distance hid hir sprint }
           hr_serie { ts value } sprint_history { start end max } a2_history { start } d2_history { start } } }`,
    );
    expect(x).not.toBeNull();
    expect(x!.speed_serie.length).toBeGreaterThan(250);
    expect(x!.hr_serie.length).toBeGreaterThan(250);
    expect(x!.heatmap.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(1000);
    expect(x!.heatmap[0]!.lat).not.toBeNull();
  });

  it('answers the speed series, the figures as of an instant, and a player’s events', async () => {
    const { eventSpeedSamples } = await must<{
      eventSpeedSamples: { playerId: string; samples: { ts: number; distance: number }[] }[];
    }>(`{ eventSpeedSamples(eventId: "${eventId}") { playerId samples { ts distance } } }`);
    expect(eventSpeedSamples.map((s) => s.playerId).sort()).toEqual(players.map((p) => p.id).sort());
    const serie = eventSpeedSamples.find((s) => s.playerId === players[0]!.id)!.samples;
    expect(serie.length).toBeGreaterThan(250);
    const analyses = async (to: number | null) =>
      (
        await must<{ eventPlayerAnalyses: { playerId: string; distance: number; time: number }[] }>(
          `query ($e: ID!, $to: DateTime) { eventPlayerAnalyses(eventId: $e, to: $to) { playerId distance time } }`,
          { e: eventId, to: to === null ? null : new Date(to).toISOString() },
        )
      ).eventPlayerAnalyses.find((a) => a.playerId === players[0]!.id)!;
    const whole = await analyses(null);
    expect(whole.distance).toBe(serie[serie.length - 1]!.distance);
    const atFour = await analyses(START + 4 * MINUTE);
    expect(atFour.distance).toBeGreaterThan(0);
    expect(atFour.distance).toBeLessThan(whole.distance);
    expect(atFour.time).toBeLessThanOrEqual(120);
    expect((await analyses(START)).distance).toBe(0);

    const { playerSelections } = await must<{
      playerSelections: { event: { id: string }; selection: { record: { samples: number } | null } }[];
    }>(
      `{ playerSelections(playerId: "${players[0]!.id}") { event { id } selection { record { samples } } } }`,
    );
    expect(playerSelections.map((p) => p.event.id)).toEqual([eventId]);
    expect(playerSelections[0]!.selection.record?.samples).toBeGreaterThan(2000);
  });

  it('a device’s USB file finds its event by time and adds to the record', async () => {
    const before = await must<{ selection: { record: { samples: number } } }>(
      `{ selection(eventId: "${eventId}", playerId: "${players[1]!.id}") { record { samples } } }`,
    );
    const usb = strideCsv([{ key: 'whatever-the-device-calls-itself', batch: trace(23, 40, 240) }]);
    const response = await upload(
      'uploadDeviceFile',
      { deviceUDID: players[1]!.udid.toUpperCase() },
      'usb.csv',
      usb,
    );
    expect(response.errors).toBeUndefined();
    const { last } = await follow(response.data!.uploadDeviceFile!.id);
    expect(last.state).toBe('COMPUTED');
    expect(last.eventIds).toEqual([eventId]);
    const after = await must<{ selection: { record: { samples: number } } }>(
      `{ selection(eventId: "${eventId}", playerId: "${players[1]!.id}") { record { samples } } }`,
    );
    expect(after.selection.record.samples).toBeGreaterThan(before.selection.record.samples + 2000);
  });

  it('computeRecords computes the records again, with the player’s new maximum heart rate', async () => {
    const zonesOf = async () =>
      (
        await must<{ selection: { record: { globalMetrics: { heartRate: { zones: number[] | null } } } } }>(
          `{ selection(eventId: "${eventId}", playerId: "${players[1]!.id}") { record { globalMetrics { heartRate { zones } } } } }`,
        )
      ).selection.record.globalMetrics.heartRate.zones;
    expect(await zonesOf()).toBeNull();
    await must(
      `mutation ($p: ID!) { updatePlayer(playerId: $p, player: { firstName: "P1", lastName: "Up", maxHeartRate: 190 }) { id } }`,
      { p: players[1]!.id },
    );
    // A player's change alone does not touch computed records…
    expect(await zonesOf()).toBeNull();
    const { computeRecords } = await must<{ computeRecords: { id: string } }>(
      `mutation { computeRecords(eventId: "${eventId}") { id computing } }`,
    );
    expect(computeRecords.id).toBe(eventId);
    // …computeRecords does, and `computing` turns false once it is done.
    await s.pipeline.projected('records');
    const { event } = await must<{ event: { computing: boolean } }>(
      `{ event(eventId: "${eventId}") { computing } }`,
    );
    expect(event.computing).toBe(false);
    const zones = await zonesOf();
    expect(zones).not.toBeNull();
    expect(zones!.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('a docking station’s ZIP archive names each device by its file', async () => {
    const archive = zipSync({
      [`dock/${players[0]!.udid}.csv`]: new TextEncoder().encode(
        strideCsv([{ key: 'internal-1', batch: trace(51, 60, 120) }]),
      ),
      [`dock/${players[1]!.serial}.csv`]: new TextEncoder().encode(
        strideCsv([{ key: 'internal-2', batch: trace(52, 60, 120) }]),
      ),
    });
    const response = await upload('uploadDockFile', { teamId: a.teamId }, 'dock.zip', archive);
    const { last } = await follow(response.data!.uploadDockFile!.id);
    expect(last.state).toBe('COMPUTED');
    expect(last.eventIds).toEqual([eventId]);
    expect(last.summary?.format).toBe('zip');
    expect(last.summary?.devices.map((d) => d.deviceId).sort()).toEqual(
      players.map((p) => p.deviceId).sort(),
    );
  });

  it('the same file again is a duplicate', async () => {
    const response = await upload('uploadEventFile', { eventId }, 'again.csv', file);
    const { last } = await follow(response.data!.uploadEventFile!.id);
    expect(last.state).toBe('DUPLICATE');
  });

  it('teamJobs lists the team’s jobs, latest first', async () => {
    const { teamJobs } = await must<{ teamJobs: { state: string; fileName: string }[] }>(
      `{ teamJobs(teamId: "${a.teamId}") { state fileName } }`,
    );
    expect(teamJobs.map((j) => j.fileName)).toEqual(['again.csv', 'dock.zip', 'usb.csv', 'match.csv']);
    expect(teamJobs.map((j) => j.state)).toEqual(['DUPLICATE', 'COMPUTED', 'COMPUTED', 'COMPUTED']);
  });
});

describe('a file overlapping an earlier one', () => {
  it('keeps the earlier samples and names the overlap, its bounds as DateTime values', async () => {
    // Another trace over minutes 2 to 4 of the first player, whose first file covered 2 to 7.
    const overlapping = strideCsv([{ key: players[0]!.udid, batch: trace(24, 2, 120) }]);
    const response = await upload('uploadEventFile', { eventId }, 'overlap.csv', overlapping);
    const { last } = await follow(response.data!.uploadEventFile!.id);
    expect(last.state).toBe('COMPUTED');
    const overlaps = last.summary?.overlaps ?? [];
    expect(overlaps).toHaveLength(1);
    const [overlap] = overlaps;
    expect(overlap!.deviceId).toBe(players[0]!.deviceId);
    expect(overlap!.samples).toBeGreaterThan(0);
    expect(Date.parse(overlap!.from)).toBeGreaterThanOrEqual(START + 2 * MINUTE);
    expect(Date.parse(overlap!.to)).toBeLessThanOrEqual(START + 4 * MINUTE);
    expect(Date.parse(overlap!.from)).toBeLessThan(Date.parse(overlap!.to));
  });
});

describe('a quick import', () => {
  it('creates the event finished over the file’s minutes, selects who wears its devices, and computes their records', async () => {
    const start = START + 24 * 60 * MINUTE;
    const file = strideCsv([
      { key: players[0]!.serial, batch: syntheticPlayer({ seed: 41, seconds: 600, start, hr: true }) },
      {
        key: players[1]!.udid,
        batch: syntheticPlayer({ seed: 42, seconds: 540, start: start + 30_000, hr: true }),
      },
    ]);
    const response = await postFile<{ quickImport: JobResult }>(
      s.url,
      `mutation ($file: File!, $t: ID!) { quickImport(teamId: $t, file: $file, name: "Tuesday session", type: TRAINING) { ${JOB_FIELDS} } }`,
      { t: a.teamId },
      { name: 'quick.csv', bytes: new TextEncoder().encode(file) },
      h,
    );
    expect(response.errors).toBeUndefined();
    const { last } = await follow(response.data!.quickImport.id);
    expect(last.state).toBe('COMPUTED');
    expect(last.eventIds).toHaveLength(1);
    const { event } = await must<{
      event: { name: string; type: string; status: string; startDate: string; endDate: string };
    }>(`{ event(eventId: "${last.eventIds[0]}") { name type status startDate endDate } }`);
    // Played already: finished over the file's minutes, no Start to press.
    expect(event).toMatchObject({ name: 'Tuesday session', type: 'TRAINING', status: 'FINISHED' });
    expect(Date.parse(event.startDate)).toBe(start);
    expect(Date.parse(event.endDate)).toBeGreaterThanOrEqual(start + 599_000);
    const { eventSelections } = await must<{
      eventSelections: { player: { id: string }; record: { samples: number } | null }[];
    }>(`{ eventSelections(eventId: "${last.eventIds[0]}") { player { id } record { samples } } }`);
    expect(eventSelections.map((s) => s.player.id).sort()).toEqual(players.map((p) => p.id).sort());
    expect(eventSelections.every((s) => (s.record?.samples ?? 0) > 5000)).toBe(true);
  });

  it('refuses an empty name', async () => {
    const response = await postFile(
      s.url,
      `mutation ($file: File!, $t: ID!) { quickImport(teamId: $t, file: $file, name: "  ", type: MATCH) { id } }`,
      { t: a.teamId },
      { name: 'q.csv', bytes: new TextEncoder().encode('x') },
      h,
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
  });
});

describe('jobs a stopped server left behind', () => {
  it('are failed after 10 minutes without a move, their file free to be sent again; running ones are left', async () => {
    const commands = uploadCommands({
      store: s.h.store,
      index: {
        devicesByKeys: () => Promise.resolve(new Map()),
        teamEventsBetween: () => Promise.resolve([]),
      },
    });
    const receive = async (minutesAgo: number) => {
      const jobId = randomUUID();
      const commandId = randomUUID();
      await commands.receive(
        {
          jobId,
          clubId: a.clubId,
          teamId: a.teamId,
          kind: 'EVENT',
          fileName: `left-${minutesAgo}.csv`,
          bytes: 10,
          sha256: randomUUID(),
          eventId,
          deviceId: null,
          periodId: null,
          format: null,
        },
        {
          commandId,
          actorId: a.userId,
          clubId: a.clubId,
          correlationId: commandId,
          causationId: commandId,
          occurredAt: new Date(Date.now() - minutesAgo * MINUTE),
        },
      );
      return jobId;
    };
    const [old, fresh] = [await receive(20), await receive(1)];
    await s.pipeline.projected('jobs');
    expect(await failAbandonedJobs(s.h.pool, commands, new Date())).toBe(1);
    await s.pipeline.projected('jobs');
    const state = async (jobId: string) =>
      (
        await must<{ job: { state: string; code: string | null } }>(
          `{ job(jobId: "${jobId}") { state code } }`,
        )
      ).job;
    expect(await state(old)).toEqual({ state: 'FAILED', code: 'UNKNOW_ERROR' });
    expect(await state(fresh)).toEqual({ state: 'RECEIVED', code: null });
    // Once is enough: a second sweep finds nothing more.
    expect(await failAbandonedJobs(s.h.pool, commands, new Date())).toBe(0);
  });
});

describe('refusals', () => {
  it('a file that is no device data fails its job with the code and a message', async () => {
    const response = await upload('uploadEventFile', { eventId }, 'notes.txt', 'hello\nworld\n');
    const { last } = await follow(response.data!.uploadEventFile!.id);
    expect(last).toMatchObject({ state: 'FAILED', code: 'DEVICE_TYPE_NOT_SUPPORTED' });
    expect(last.message).toMatch(/supported/i);
  });

  it('a dock file naming an unknown device fails with DEVICE_NOT_FOUND', async () => {
    const dock = strideCsv([{ key: 'NOT-OURS-42', batch: trace(30, 50, 30) }]);
    const response = await upload('uploadDockFile', { teamId: a.teamId }, 'dock.csv', dock);
    const { last } = await follow(response.data!.uploadDockFile!.id);
    expect(last).toMatchObject({ state: 'FAILED', code: 'DEVICE_NOT_FOUND' });
  });

  it('an unknown UDID is refused at once', async () => {
    const response = await upload('uploadDeviceFile', { deviceUDID: 'no-such-udid' }, 'usb.csv', 'x');
    expect(codeOf(response)).toBe('DEVICE_NOT_FOUND');
  });

  it('an unknown format name is refused at once', async () => {
    const response = await postFile(
      s.url,
      `mutation ($file: File!) { uploadEventFile(eventId: "${eventId}", file: $file, deviceType: "xlsx") { id } }`,
      {},
      { name: 'x.xlsx', bytes: new Uint8Array([1, 2, 3]) },
      h,
    );
    expect(codeOf(response)).toBe('DEVICE_TYPE_NOT_SUPPORTED');
  });

  it('a file over the upload limit is cut off with 413 and no job', async () => {
    const before = await must<{ teamJobs: unknown[] }>(`{ teamJobs(teamId: "${a.teamId}") { id } }`);
    const big = new Uint8Array(MAX_UPLOAD + 512 * 1024).fill(65);
    const response = await upload('uploadEventFile', { eventId }, 'huge.csv', big);
    expect(response.status).toBe(413);
    expect(response.errors?.[0]).toMatchObject({
      message: 'BULK_UPLOAD_TOO_LARGE',
      extensions: { code: 'BAD_USER_INPUT', details: { maxBytes: MAX_UPLOAD } },
    });
    const after = await must<{ teamJobs: unknown[] }>(`{ teamJobs(teamId: "${a.teamId}") { id } }`);
    expect(after.teamJobs.length).toBe(before.teamJobs.length);
  });
});
