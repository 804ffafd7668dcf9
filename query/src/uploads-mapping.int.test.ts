/**
 * Getting a vendor's files in (issue 16), through the API on the real pipeline: a dock file's keys
 * that name no device of the club are skipped with their samples and the rest imported; a team
 * maps a file's names (tag ids, the vendor's player names) to players once, and later files use
 * it; a device may have no UDID. The relative (Kinexon) files and quick imports are
 * quick-import.int.test.ts's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';
import { uploadCalls } from './testing/upload-calls.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
let calls: ReturnType<typeof uploadCalls>;
const START = Date.parse('2026-05-09T10:00:00Z');

const must = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
  s.must<T>(query, variables, h);
const follow = (jobId: string) => calls.follow(jobId);
const dock = (content: string, startDate?: string) => calls.dock(content, startDate);
const jobOf = (response: Parameters<typeof calls.jobOf>[0]) => calls.jobOf(response);
const mapTag = (name: string, target: { playerId?: string }) => calls.mapTag(name, target);

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
  calls = uploadCalls(s, a.teamId, h);
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
