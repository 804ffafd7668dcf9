/**
 * Getting a vendor's files in (issue 16), through the API on the real pipeline: a file's keys that
 * name no device of the club are skipped with their samples and the rest imported; a team maps a
 * file's names (tag ids, the vendor's player names) to players once, and later files use it; a
 * file whose times are relative (Kinexon) needs the start it was recorded at; a quick import's
 * event is finished over the file's minutes; a device may have no UDID. The Kinexon handball
 * recording of the datasets is the real file (skipped, saying so, when the datasets are absent).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, datasetsPresent, toGpx } from '@stride/command/readers/testing';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile, readSse, type GraphQLResponse } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
const START = Date.parse('2026-05-09T10:00:00Z');
const KINEXON = join(DATASETS, 'floodlight-kinexon-handball', 'anonymized_data.csv');
if (!datasetsPresent)
  console.warn(`uploads-mapping: ${DATASETS} is absent, so the Kinexon file's uploads are skipped`);

const must = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
  s.must<T>(query, variables, h);

interface Skipped {
  key: string;
  label: string | null;
  samples: number;
  reason: string;
  playerId: string | null;
}
interface JobResult {
  id: string;
  state: string;
  code: string | null;
  eventIds: string[];
  skipped: Skipped[];
  summary: {
    kept: number;
    devices: { key: string; deviceId: string | null }[];
    overlaps: { samples: number }[];
  } | null;
}
const JOB = `id state code eventIds skipped { key label samples reason playerId }
  summary { kept devices { key deviceId } overlaps { samples } }`;

async function follow(jobId: string): Promise<JobResult> {
  const response = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...h },
    body: JSON.stringify({ query: `subscription { jobUpdated(jobId: "${jobId}") { ${JOB} } }` }),
  });
  const stream = readSse<GraphQLResponse<{ jobUpdated: JobResult }>>(response);
  try {
    for (;;) {
      const job = (await stream.next(30_000)).data?.jobUpdated;
      if (!job) throw new Error('no job');
      if (['COMPUTED', 'FAILED', 'DUPLICATE'].includes(job.state)) return job;
    }
  } finally {
    await stream.close();
  }
}

async function send(
  mutation: string,
  args: Record<string, unknown>,
  declared: string,
  name: string,
  content: string | Uint8Array,
): Promise<GraphQLResponse<Record<string, JobResult>>> {
  const passed = Object.keys(args).map((k) => `${k}: $${k}`);
  const query = `mutation ($file: File!${declared}) { ${mutation}(file: $file, ${passed.join(', ')}) { ${JOB} } }`;
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return postFile(s.url, query, args, { name, bytes }, h);
}
const dock = (content: string, startDate?: string) =>
  send(
    'uploadDockFile',
    { teamId: a.teamId, ...(startDate === undefined ? {} : { startDate }) },
    `, $teamId: ID${startDate === undefined ? '' : ', $startDate: DateTime'}`,
    'dock.csv',
    content,
  );
const quick = (
  content: string | Uint8Array,
  name: string,
  startDate?: string,
  fileName = 'anonymized_data.csv',
  deviceId?: string,
) =>
  send(
    'quickImport',
    {
      teamId: a.teamId,
      name,
      type: 'TRAINING',
      ...(startDate === undefined ? {} : { startDate }),
      ...(deviceId === undefined ? {} : { deviceId }),
    },
    `, $teamId: ID!, $name: String!, $type: EventType!${startDate === undefined ? '' : ', $startDate: DateTime'}${
      deviceId === undefined ? '' : ', $deviceId: ID'
    }`,
    fileName,
    content,
  );
const jobOf = (response: GraphQLResponse<Record<string, JobResult>>): JobResult => {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0]!;
};
const mapTag = (name: string, target: { playerId?: string; deviceId?: string }) =>
  must<{
    mapTag: { name: string; playerId: string | null; playerName: string | null; deviceId: string | null };
  }>(
    `mutation ($t: ID!, $n: String!, $p: ID, $d: ID) { mapTag(teamId: $t, name: $n, playerId: $p, deviceId: $d) {
       name playerId playerName deviceId deviceName } }`,
    { t: a.teamId, n: name, p: target.playerId ?? null, d: target.deviceId ?? null },
  );

/** Three players: one wearing a registered device (a vest), one wearing nothing, one to map by name. */
const vest = { serial: `VEST-${randomUUID().slice(0, 6)}`.toUpperCase(), playerId: '', deviceId: '' };
const mapped = { serial: `SPARE-${randomUUID().slice(0, 6)}`.toUpperCase(), playerId: '', deviceId: '' };
let bare = '';
/** An event of the team the dock files' samples go to. */
let eventId = '';
const trace = (seed: number) => syntheticPlayer({ seed, seconds: 120, start: START + 60_000, hr: true });

beforeAll(async () => {
  s = await openStack('uploads-map');
  a = await setUpClub(http, s.url, s.mailer, 'Mapping club');
  h = bearer(a.token);
  ({ playerId: vest.playerId, deviceId: vest.deviceId } = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Vera', lastName: 'Vest' },
    { serial: vest.serial, udid: `usb-${randomUUID()}` },
  ));
  // A device registered without a UDID: a spare vest the file will call by another name.
  ({ playerId: mapped.playerId, deviceId: mapped.deviceId } = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Mia', lastName: 'Mapped' },
    { serial: mapped.serial, type: 'CATAPULT' },
  ));
  const { createPlayer } = await must<{ createPlayer: { id: string } }>(
    'mutation ($t: ID!) { createPlayer(teamId: $t, player: { firstName: "Bo", lastName: "Bare" }) { id } }',
    { t: a.teamId },
  );
  bare = createPlayer.id;
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Training", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 30 * 60_000).toISOString(),
      p: [vest.playerId, mapped.playerId],
    },
  );
  eventId = createEvent.id;
});
afterAll(async () => {
  await s.close();
});

describe('a device without a UDID', () => {
  it('is added and listed with udid null; the types list the common vendors', async () => {
    const { clubDevices } = await must<{
      clubDevices: { serial: string; udid: string | null; type: string }[];
    }>(`{ clubDevices(clubId: "${a.clubId}") { serial udid type } }`);
    expect(clubDevices.find((d) => d.serial === mapped.serial)).toEqual({
      serial: mapped.serial,
      udid: null,
      type: 'CATAPULT',
    });
    const { deviceTypes } = await must<{ deviceTypes: { id: string }[] }>('{ deviceTypes { id } }');
    expect(deviceTypes.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'CATAPULT',
        'STATSPORTS',
        'POLAR',
        'KINEXON',
        'GARMIN',
        'GPX',
        'TCX',
        'FIT',
        'CSV',
      ]),
    );
  });
});

describe('a dock file with keys that are not the club’s devices', () => {
  const file = strideCsv([
    { key: vest.serial, batch: trace(1) },
    { key: 'BALL-7', batch: trace(2) },
    { key: 'Mia M.', batch: trace(3) },
  ]);

  it('imports what it can name and lists what it skipped, with their samples', async () => {
    const job = await follow(jobOf(await dock(file)).id);
    expect(job.state).toBe('COMPUTED');
    expect(job.eventIds).toEqual([eventId]);
    expect(job.skipped).toEqual([
      { key: 'BALL-7', label: null, samples: trace(2).t.length, reason: 'UNKNOWN', playerId: null },
      { key: 'Mia M.', label: null, samples: trace(3).t.length, reason: 'UNKNOWN', playerId: null },
    ]);
    expect(job.summary?.kept).toBe(trace(1).t.length + trace(2).t.length + trace(3).t.length);
  });

  it('once a name is mapped, takes the same file again and adds only what it had left out', async () => {
    const mapping = await mapTag('  mia m. ', { playerId: mapped.playerId });
    expect(mapping.mapTag).toMatchObject({
      name: 'mia m.',
      playerId: mapped.playerId,
      playerName: 'Mia Mapped',
    });
    await mapTag('Bo', { playerId: bare });
    const { teamTagMappings } = await must<{ teamTagMappings: { name: string; playerName: string }[] }>(
      `{ teamTagMappings(teamId: "${a.teamId}") { name playerName } }`,
    );
    expect(teamTagMappings).toEqual([
      { name: 'Bo', playerName: 'Bo Bare' },
      { name: 'mia m.', playerName: 'Mia Mapped' },
    ]);
    const job = await follow(jobOf(await dock(file)).id);
    expect(job.state).toBe('COMPUTED');
    expect(job.skipped.map((d) => d.key)).toEqual(['BALL-7']);
    // The vest's minutes were stored by the first upload: left out, not counted twice.
    expect(job.summary?.overlaps.reduce((n, o) => n + o.samples, 0)).toBe(trace(1).t.length);
    const { eventSelections } = await must<{
      eventSelections: { player: { id: string }; record: { samples: number } | null }[];
    }>(`{ eventSelections(eventId: "${eventId}") { player { id } record { samples } } }`);
    const samples = (playerId: string) =>
      eventSelections.find((x) => x.player.id === playerId)?.record?.samples;
    expect(samples(vest.playerId)).toBe(trace(1).t.length);
    expect(samples(mapped.playerId)).toBe(trace(3).t.length);
  });

  it('skips a name mapped to a player who wears no device, naming the player', async () => {
    const job = await follow(
      jobOf(
        await dock(
          strideCsv([
            { key: vest.serial, batch: trace(4) },
            { key: 'bo', batch: trace(5) },
          ]),
        ),
      ).id,
    );
    expect(job.skipped).toEqual([
      { key: 'bo', label: null, samples: trace(5).t.length, reason: 'NO_DEVICE', playerId: bare },
    ]);
  });

  it('refuses a file of which no key names a device, listing every key it skipped', async () => {
    const job = await follow(jobOf(await dock(strideCsv([{ key: 'NOBODY-1', batch: trace(6) }]))).id);
    expect(job.state).toBe('FAILED');
    expect(job.code).toBe('DEVICE_NOT_FOUND');
    expect(job.skipped).toEqual([
      { key: 'NOBODY-1', label: null, samples: trace(6).t.length, reason: 'UNKNOWN', playerId: null },
    ]);
  });

  it('forgets a mapping; mapping refuses another team’s player and a name without a target', async () => {
    const unmapped = await s.gql(`mutation { unmapTag(teamId: "${a.teamId}", name: "BO") }`, {}, h);
    expect(unmapped.data).toEqual({ unmapTag: true });
    const { teamTagMappings } = await must<{ teamTagMappings: { name: string }[] }>(
      `{ teamTagMappings(teamId: "${a.teamId}") { name } }`,
    );
    expect(teamTagMappings.map((m) => m.name)).toEqual(['mia m.']);
    const before = await s.head();
    const unknown = await s.gql(
      `mutation { mapTag(teamId: "${a.teamId}", name: "x", playerId: "${randomUUID()}") { name } }`,
      {},
      h,
    );
    expect(codeOf(unknown)).toBe('PLAYER_NOT_FOUND');
    const neither = await s.gql(`mutation { mapTag(teamId: "${a.teamId}", name: "x") { name } }`, {}, h);
    expect(codeOf(neither)).toBe('BAD_USER_INPUT');
    expect(await s.head()).toBe(before);
  });
});

describe('a file whose times are relative (Kinexon)', () => {
  const tiny = 'ts in ms,sensor id,full name,x in m,y in m\n0,9001,Ada,1,1\n50,9001,Ada,1.1,1\n';

  it('is refused by a quick import and a dock upload without its start, storing nothing', async () => {
    const before = await s.head();
    expect(codeOf(await quick(tiny, 'Handball'))).toBe('MISSING_START_DATE');
    expect(codeOf(await dock(tiny))).toBe('MISSING_START_DATE');
    expect(await s.head()).toBe(before);
  });

  it.skipIf(!datasetsPresent)(
    'makes a finished event at the start given, imports the mapped players and lists the ball and the rest as skipped',
    async () => {
      const bytes = readFileSync(KINEXON);
      // The vendor's name of one player, mapped once; the file's other tags are not the club's.
      await mapTag('Curie Crosser', { playerId: mapped.playerId });
      const start = '2026-05-10T16:00:00.000Z';
      const job = await follow(jobOf(await quick(bytes, 'Handball', start)).id);
      expect(job.state).toBe('COMPUTED');
      expect(job.skipped).toHaveLength(10);
      expect(job.skipped.find((d) => d.label?.includes('Ball'))).toMatchObject({
        key: '40849',
        samples: 772,
        reason: 'UNKNOWN',
      });
      expect(job.skipped.reduce((n, d) => n + d.samples, 0) + 772).toBe(6499);
      const { event } = await must<{ event: { status: string; startDate: string; endDate: string } }>(
        `{ event(eventId: "${job.eventIds[0]}") { status startDate endDate } }`,
      );
      // 38.6 s of play: the event lasts the shortest an event may, 1 minute.
      expect(event).toEqual({ status: 'FINISHED', startDate: start, endDate: '2026-05-10T16:01:00.000Z' });
      const { eventSelections } = await must<{
        eventSelections: { player: { id: string }; selected: boolean; record: { samples: number } | null }[];
      }>(`{ eventSelections(eventId: "${job.eventIds[0]}") { player { id } selected record { samples } } }`);
      expect(eventSelections).toEqual([
        { player: { id: mapped.playerId }, selected: true, record: { samples: 772 } },
      ]);
    },
  );
});

describe('a quick import of one device’s file (GPX, FIT, TCX, Catapult)', () => {
  const gpx = toGpx(
    Array.from({ length: 300 }, (_, i) => ({
      t: START + 3 * 86_400_000 + i * 1000,
      lat: 48.85 + i * 1e-5,
      lon: 2.35,
      hr: 150,
    })),
  );

  it('needs the device the file is for (it names none of the club’s), and selects who wears it', async () => {
    const unnamed = await follow(jobOf(await quick(gpx, 'Run', undefined, 'run.gpx')).id);
    expect(unnamed).toMatchObject({ state: 'FAILED', code: 'DEVICE_NOT_FOUND' });
    const job = await follow(jobOf(await quick(gpx, 'Run', undefined, 'run.gpx', vest.deviceId)).id);
    expect(job.state).toBe('COMPUTED');
    const { eventSelections } = await must<{
      eventSelections: { player: { id: string }; record: { samples: number } | null }[];
    }>(`{ eventSelections(eventId: "${job.eventIds[0]}") { player { id } record { samples } } }`);
    expect(eventSelections).toEqual([{ player: { id: vest.playerId }, record: { samples: 300 } }]);
  });
});

describe('an event played before it was entered', () => {
  it('is marked as played over its planned window once that is over, and not before', async () => {
    const create = async (start: number) =>
      (
        await must<{ createEvent: { id: string } }>(
          `mutation ($t: ID!, $s: DateTime, $e: DateTime) {
             createEvent(teamId: $t, name: "Friendly", type: MATCH, startDate: $s, endDate: $e) { id } }`,
          { t: a.teamId, s: new Date(start).toISOString(), e: new Date(start + 90 * 60_000).toISOString() },
        )
      ).createEvent.id;
    const past = await create(START - 86_400_000);
    const { finishEvent } = await must<{
      finishEvent: { status: string; startDate: string; endDate: string };
    }>(`mutation { finishEvent(eventId: "${past}") { status startDate endDate } }`);
    expect(finishEvent).toEqual({
      status: 'FINISHED',
      startDate: new Date(START - 86_400_000).toISOString(),
      endDate: new Date(START - 86_400_000 + 90 * 60_000).toISOString(),
    });
    const future = await create(Date.now() + 86_400_000);
    const before = await s.head();
    expect(codeOf(await s.gql(`mutation { finishEvent(eventId: "${future}") { id } }`, {}, h))).toBe(
      'INVALID_DATE_RANGE',
    );
    expect(await s.head()).toBe(before);
  });
});
