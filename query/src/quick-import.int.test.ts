/**
 * Quick imports and relative files (issue 16), through the API on the real pipeline: a file whose
 * times are relative (Kinexon) needs the start it was recorded at, refused at once without it;
 * a quick import's event is finished over the file's minutes and selects who wears the devices it
 * names (a one-device file's device given with it); a name mapped once is used by the next file;
 * an event played without being started is marked as played. The Kinexon handball recording of
 * the datasets is the real file (skipped, saying so, when the datasets are absent).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, datasetsPresent, toGpx } from '@stride/command/readers/testing';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';
import { uploadCalls } from './testing/upload-calls.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
let calls: ReturnType<typeof uploadCalls>;
const START = Date.parse('2026-05-09T10:00:00Z');
const KINEXON = join(DATASETS, 'floodlight-kinexon-handball', 'anonymized_data.csv');
if (!datasetsPresent)
  console.warn(`quick-import: ${DATASETS} is absent, so the Kinexon file's uploads are skipped`);

const must = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
  s.must<T>(query, variables, h);
const follow = (jobId: string) => calls.follow(jobId);
const jobOf = (response: Parameters<typeof calls.jobOf>[0]) => calls.jobOf(response);

/** One player wearing a vest with a UDID, one wearing a device without (named by a mapping). */
const vest = { serial: `VEST-${randomUUID().slice(0, 6)}`.toUpperCase(), playerId: '', deviceId: '' };
const mapped = { serial: `SPARE-${randomUUID().slice(0, 6)}`.toUpperCase(), playerId: '', deviceId: '' };

beforeAll(async () => {
  s = await openStack('quick-import');
  a = await setUpClub(http, s.url, s.mailer, 'Quick club');
  h = bearer(a.token);
  calls = uploadCalls(s, a.teamId, h);
  ({ playerId: vest.playerId, deviceId: vest.deviceId } = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Vera', lastName: 'Vest' },
    { serial: vest.serial, udid: `usb-${randomUUID()}` },
  ));
  ({ playerId: mapped.playerId, deviceId: mapped.deviceId } = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Mia', lastName: 'Mapped' },
    { serial: mapped.serial, type: 'KINEXON' },
  ));
});
afterAll(async () => {
  await s.close();
});

describe('a file whose times are relative (Kinexon)', () => {
  const tiny = 'ts in ms,sensor id,full name,x in m,y in m\n0,9001,Ada,1,1\n50,9001,Ada,1.1,1\n';

  it('is refused by a quick import and a dock upload without its start, storing nothing', async () => {
    const before = await s.head();
    expect(codeOf(await calls.quick(tiny, 'Handball'))).toBe('MISSING_START_DATE');
    expect(codeOf(await calls.dock(tiny))).toBe('MISSING_START_DATE');
    expect(await s.head()).toBe(before);
  });

  it.skipIf(!datasetsPresent)(
    'makes a finished event at the start given, imports the mapped players and lists the ball and the rest as skipped',
    async () => {
      const bytes = readFileSync(KINEXON);
      // The vendor's name of one player, mapped once; the file's other tags are not the club's.
      await calls.mapTag('Curie Crosser', { playerId: mapped.playerId });
      const start = '2026-05-10T16:00:00.000Z';
      const job = await follow(jobOf(await calls.quick(bytes, 'Handball', { startDate: start })).id);
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
    const unnamed = await follow(jobOf(await calls.quick(gpx, 'Run', { fileName: 'run.gpx' })).id);
    expect(unnamed).toMatchObject({ state: 'FAILED', code: 'DEVICE_NOT_FOUND' });
    const job = await follow(
      jobOf(await calls.quick(gpx, 'Run', { fileName: 'run.gpx', deviceId: vest.deviceId })).id,
    );
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
