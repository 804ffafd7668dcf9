/**
 * The raw archive and the FieldWiz CSV through the API, on the real pipeline (issue 21): a match
 * with an uploaded file; the archive downloaded through its link holds every stored sample of
 * each device once, in the store's order, and `event.json` is the API's answer; the FieldWiz CSV's
 * figures are `eventPlayerAnalyses`' in both layouts. Expired, tampered, foreign-club and
 * lost-access links are refused with the catalogue's code.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { samplesStreamName, SAMPLES_RECORDED } from '@stride/contracts/events/upload';
import { decodeBatch } from '@stride/contracts/samples';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { until } from '@stride/streams/testing/until';
import { createDownloadLinks } from './downloads/links.ts';
import { EVENT_JSON_QUERY } from './raw-archive/event-json.ts';
import { LEGACY_COLUMNS, NEW_COLUMNS } from './raw-archive/fieldwiz.ts';
import { SAMPLE_COLUMNS } from './raw-archive/samples-csv.ts';
import { addPlayerWearing, bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
let eventId = '';
let dir = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;
const players: { id: string; udid: string; deviceId: string }[] = [];

interface Link {
  url: string;
  fileName: string;
  expiresAt: string;
}
interface Analysis {
  selectionId: string;
  playerId: string;
  time: number;
  distance: number;
  hid: number;
  hir: number;
  sprint: number;
}

const must = <T>(query: string, variables: Record<string, unknown> = {}, headers = h): Promise<T> =>
  s.must<T>(query, variables, headers);
const archiveLink = async (headers = h) =>
  (
    await must<{ getEventRawDataArchiveLink: Link }>(
      'query ($e: ID!) { getEventRawDataArchiveLink(eventId: $e) { url fileName expiresAt } }',
      { e: eventId },
      headers,
    )
  ).getEventRawDataArchiveLink;
const fieldWizLink = async (useNew: boolean | null) =>
  (
    await must<{ getFieldWizAnalyzeCSVLink: Link }>(
      'query ($e: ID!, $n: Boolean) { getFieldWizAnalyzeCSVLink(eventId: $e, useNew: $n) { url fileName expiresAt } }',
      { e: eventId, n: useNew },
    )
  ).getFieldWizAnalyzeCSVLink;
const download = (url: string) => fetch(`${s.url}${url}`);
const refusal = async (url: string) => {
  const response = await download(url);
  return { status: response.status, body: (await response.json()) as unknown };
};
const analyses = async () =>
  (
    await must<{ eventPlayerAnalyses: Analysis[] }>(
      'query ($e: ID!) { eventPlayerAnalyses(eventId: $e) { selectionId playerId time distance hid hir sprint } }',
      { e: eventId },
    )
  ).eventPlayerAnalyses;

/** The zip's entries (python's zipfile lists them), extracted into a folder of the test's. */
function unzip(bytes: Uint8Array): { names: string[]; root: string } {
  const root = mkdtempSync(join(dir, 'zip-'));
  const file = join(root, 'archive.zip');
  writeFileSync(file, bytes);
  execFileSync('python3', ['-m', 'zipfile', '-t', file]);
  execFileSync('python3', ['-m', 'zipfile', '-e', file, join(root, 'out')]);
  const listing = execFileSync('python3', ['-m', 'zipfile', '-l', file], { encoding: 'utf8' });
  const names = listing
    .split('\n')
    .slice(1)
    .map((line) => line.split(/\s{2,}/)[0]!.trim())
    .filter((name) => name !== '');
  return { names, root: join(root, 'out') };
}

interface Stored {
  t: number;
  lat: number;
  lon: number;
  speed: number;
  hr: number;
}
/** A cell as the stored value: empty is NaN, a float32 channel read back to single precision. */
const value = (cell: string | undefined, single = false): number =>
  cell === undefined || cell === '' ? Number.NaN : single ? Math.fround(Number(cell)) : Number(cell);

/** Every stored sample of a device in the event, in the store's order. */
async function storedSamples(deviceId: string): Promise<Stored[]> {
  const out: Stored[] = [];
  for await (const recorded of s.h.store.readStream(samplesStreamName(eventId, deviceId))) {
    if (recorded.type !== SAMPLES_RECORDED || !(recorded.data instanceof Uint8Array)) continue;
    const batch = decodeBatch(recorded.data);
    for (let i = 0; i < batch.t.length; i++)
      out.push({
        t: batch.t[i]!,
        lat: batch.lat?.[i] ?? Number.NaN,
        lon: batch.lon?.[i] ?? Number.NaN,
        speed: batch.speed?.[i] ?? Number.NaN,
        hr: batch.hr?.[i] ?? Number.NaN,
      });
  }
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'raw-archive-'));
  s = await openStack('rawarchive');
  a = await setUpClub(http, s.url, s.mailer, 'Archive club');
  h = bearer(a.token);
  for (let i = 0; i < 2; i++) {
    const udid = `ra-${i}-${randomUUID().slice(0, 8)}`;
    const serial = `RA-${i}-${randomUUID().slice(0, 6)}`.toUpperCase();
    const { playerId, deviceId } = await addPlayerWearing(
      must,
      a.teamId,
      { firstName: `Zoé${i}`, lastName: 'Archive', number: 7 + i },
      { serial, udid, name: `Tracker ${i}` },
    );
    players.push({ id: playerId, udid, deviceId });
  }
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Cup final; 2nd leg", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 20 * MINUTE).toISOString(),
      p: players.map((p) => p.id),
    },
  );
  eventId = createEvent.id;
  const file = strideCsv(
    players.map((p, i) => ({
      key: p.udid,
      batch: syntheticPlayer({ seed: 60 + i, seconds: 300, start: START + MINUTE, dropRate: 0.05, hr: true }),
    })),
  );
  const upload = await postFile(
    s.url,
    'mutation ($file: File!, $eventId: ID!) { uploadEventFile(file: $file, eventId: $eventId) { id } }',
    { eventId },
    { name: 'match.csv', bytes: new TextEncoder().encode(file) },
    h,
  );
  expect(upload.errors).toBeUndefined();
  await until(
    async () => {
      const figures = await analyses();
      return figures.length === players.length && figures.every((f) => f.time > 200);
    },
    { timeoutMs: 60_000, everyMs: 250 },
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('the raw archive', () => {
  it('holds README.txt, event.json and one CSV per device with every stored sample once, in order', async () => {
    const link = await archiveLink();
    expect(link.fileName).toBe('Cup-final-2nd-leg-2026-05-02-raw.zip');
    expect(link.url).toMatch(/^\/downloads\/v1\/[^/]+\/Cup-final-2nd-leg-2026-05-02-raw\.zip$/);
    const response = await download(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${link.fileName}"`);
    const { names, root } = unzip(new Uint8Array(await response.arrayBuffer()));
    const json = JSON.parse(readFileSync(join(root, 'event.json'), 'utf8')) as {
      schema_version: number;
      files: { path: string; device_id: string; player_ids: string[]; samples: number }[];
    };
    expect(json.schema_version).toBe(1);
    expect(names.slice(0, 2)).toEqual(['README.txt', 'event.json']);
    expect(names.slice(2).sort()).toEqual(json.files.map((f) => f.path).sort());
    expect(json.files.map((f) => f.device_id).sort()).toEqual(players.map((p) => p.deviceId).sort());
    const readme = readFileSync(join(root, 'README.txt'), 'utf8');
    expect(readme).toContain('Schema version: 1');
    for (const column of SAMPLE_COLUMNS) expect(readme).toContain(column);

    for (const file of json.files) {
      const player = players.find((p) => p.deviceId === file.device_id)!;
      expect(file.player_ids).toEqual([player.id]);
      const [header, ...rows] = readFileSync(join(root, file.path), 'utf8').trimEnd().split('\r\n');
      expect(header).toBe(SAMPLE_COLUMNS.join(','));
      const stored = await storedSamples(file.device_id);
      expect(stored.length).toBeGreaterThan(1000);
      expect(rows).toHaveLength(stored.length);
      expect(file.samples).toBe(stored.length);
      const read = rows.map((row) => {
        const [time, offset, lat, lon, , , speed, hr, , source, batch] = row.split(',');
        expect(Number(offset)).toBe(Date.parse(time!) - START);
        expect(source).toBe('csv-stride');
        expect(Number(batch)).toBeGreaterThanOrEqual(0);
        return {
          t: Date.parse(time!),
          lat: value(lat),
          lon: value(lon),
          speed: value(speed, true),
          hr: value(hr, true),
        };
      });
      expect(read).toEqual(stored);
      expect(read.some((r) => r.hr > 0)).toBe(true);
    }
  });

  it("event.json is the API's answer for the event, its team, selections and metric settings", async () => {
    const response = await download((await archiveLink()).url);
    const { root } = unzip(new Uint8Array(await response.arrayBuffer()));
    const json = JSON.parse(readFileSync(join(root, 'event.json'), 'utf8')) as Record<string, unknown>;
    const api = await must<Record<string, unknown>>(EVENT_JSON_QUERY, { eventId, teamId: a.teamId });
    expect(json.event).toEqual(api.event);
    expect(json.team).toEqual(api.team);
    expect(json.selections).toEqual(api.eventSelections);
    expect(json.metric_settings).toEqual(api.eventMetricSettings);
    expect((json.event as { name: string }).name).toBe('Cup final; 2nd leg');
    expect(json.selections as unknown[]).toHaveLength(players.length);
  });
});

describe('the FieldWiz CSV', () => {
  it("legacy layout: semicolons, decimal comma, the API's figures", async () => {
    const link = await fieldWizLink(null);
    expect(link.fileName).toBe('Cup-final-2nd-leg-2026-05-02-fieldwiz-legacy.csv');
    const response = await download(link.url);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith('\uFEFF')).toBe(false); // fetch's text() drops the byte-order mark
    const bytes = new Uint8Array(await (await download(link.url)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe(LEGACY_COLUMNS.join(';'));
    const figures = await analyses();
    expect(rows).toHaveLength(figures.length);
    const num = (cell: string) => Number(cell.replace(',', '.'));
    for (const f of figures) {
      const i = players.findIndex((p) => p.id === f.playerId);
      const row = rows.find((r) => r.startsWith(`Archive Zoé${i};`))!.split(';');
      expect(row[1]).toBe(String(7 + i));
      expect(row[2]).toBe('02.05.2026');
      expect(num(row[4]!)).toBeCloseTo(f.time / 60, 2);
      expect(num(row[5]!)).toBeCloseTo(f.distance, 1);
      expect(num(row[6]!)).toBeCloseTo(f.hid, 1);
      expect(Number(row[7])).toBe(f.hir);
      expect(Number(row[8])).toBe(f.sprint);
      expect(row[5]).toMatch(/^\d+,\d$/);
    }
  });

  it("new layout: commas, decimal point, the API's figures exactly", async () => {
    const link = await fieldWizLink(true);
    expect(link.fileName).toBe('Cup-final-2nd-leg-2026-05-02-fieldwiz.csv');
    const text = await (await download(link.url)).text();
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe(NEW_COLUMNS.join(','));
    const figures = await analyses();
    expect(rows).toHaveLength(figures.length);
    for (const f of figures) {
      const row = rows.find((r) => r.includes(`,${f.playerId},`))!;
      // The event's name holds a semicolon only: no quotes needed with commas.
      const cells = row.split(',');
      expect(cells.slice(0, 4)).toEqual(['1', eventId, 'Cup final; 2nd leg', new Date(START).toISOString()]);
      expect(cells.slice(8).map(Number)).toEqual([f.time, f.distance, f.hid, f.hir, f.sprint]);
    }
  });
});

describe('refused links', () => {
  it('an expired link: 401 INVALID_TOKEN', async () => {
    const link = await archiveLink();
    s.advance(11 * MINUTE);
    try {
      expect(await refusal(link.url)).toEqual({ status: 401, body: { code: 'INVALID_TOKEN' } });
    } finally {
      s.advance(-11 * MINUTE);
    }
  });

  it('a tampered link (another event in its claims): 401 INVALID_TOKEN', async () => {
    const link = await fieldWizLink(true);
    const [, , , token, name] = link.url.split('/');
    const [head, body, signature] = token!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { params: { eventId: string } };
    claims.params.eventId = randomUUID();
    const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(await refusal(`/downloads/v1/${head}.${forged}.${signature}/${name}`)).toEqual({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
  });

  it("another club's manager: no link (FORBIDDEN), and a link made for them is refused (403 FORBIDDEN)", async () => {
    const b = await setUpClub(http, s.url, s.mailer, 'Other club');
    const asked = await s.gql(
      'query ($e: ID!) { getEventRawDataArchiveLink(eventId: $e) { url } }',
      { e: eventId },
      bearer(b.token),
    );
    expect(asked.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Signed with the API's own secret, as if it had been issued: the download checks access itself.
    const links = createDownloadLinks(s.apiOptions.jwtSecret);
    for (const file of ['event-raw-archive', 'event-fieldwiz-csv']) {
      const link = await links.issue(
        { file, params: { eventId, useNew: 'true' }, userId: b.userId, impersonatorId: null, demo: false },
        'x.zip',
        new Date(),
      );
      expect(await refusal(link.url)).toEqual({ status: 403, body: { code: 'FORBIDDEN' } });
    }
  });

  it('a coach removed from the club after asking: the link gives nothing (403 FORBIDDEN)', async () => {
    const coach = await signUp(http, s.url, s.mailer);
    const { newStaff } = await must<{ newStaff: { id: string } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id } }',
      { e: coach.email },
    );
    await must('mutation ($s: ID!, $t: [ID!]!) { assignCoach(staffId: $s, teamIds: $t) { id } }', {
      s: newStaff.id,
      t: [a.teamId],
    });
    const link = await archiveLink(bearer(coach.token));
    const fieldWiz = await fieldWizLink(false);
    await must('mutation ($s: ID!) { removeStaff(staffId: $s) { id } }', { s: newStaff.id });
    expect(await refusal(link.url)).toEqual({ status: 403, body: { code: 'FORBIDDEN' } });
    // The manager's own link still works.
    expect((await download(fieldWiz.url)).status).toBe(200);
  });
});
