/**
 * The event data files (issue 21, docs/exports.md) on the real pipeline: a match with two dated
 * halves (a session each per player) and an uploaded file. The CSV (wide and long, parsed with
 * csv-parse) and the XLSX (opened with exceljs) hold every player's figures over the event, each
 * period and each session, and every number equals the API's (`Selection.record`). Links refuse
 * another club, expire, are refused once tampered with, and stop working when the user loses access.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import { EXPORT_SCHEMA_VERSION, METRICS_COLUMNS } from '@stride/contracts/exports/columns';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing, bearer, setUpClub, signUp, type ClubSetUp } from '../testing/accounts.ts';
import { http, postFile } from '../testing/client.ts';
import { codeOf, openStack, type Stack } from '../testing/stack.ts';
import { EVENT_IDENTITY_COLUMNS } from './event-data.ts';
import { LONG_SHEET_IDENTITY } from './event-downloads.ts';
import { EVENT_FIGURES, expectedFigures, numberOf, type ApiSelection } from './testing.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
let eventId = '';
const periodIds: string[] = [];
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;
const NAMES = [
  { firstName: 'Zoë', lastName: 'Müller, "Jr"' },
  { firstName: 'Bo', lastName: '=SUM(A1)' },
  { firstName: 'Cy', lastName: 'Three' },
];
const iso = (ms: number) => new Date(ms).toISOString();
const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, h);

const CSV_LINK = `query ($e: ID!, $l: ExportLayout) { getEventDataCSVLink(eventId: $e, layout: $l) { url fileName expiresAt } }`;
const XLSX_LINK = `query ($e: ID!) { getEventDataXLSXLink(eventId: $e) { url fileName expiresAt } }`;
type Link = { url: string; fileName: string; expiresAt: string };

const csvLink = async (layout: string, headers = h) =>
  (await s.must<{ getEventDataCSVLink: Link }>(CSV_LINK, { e: eventId, l: layout }, headers))
    .getEventDataCSVLink;
const download = (url: string) => fetch(`${s.url}${url}`);
const apiFigures = async () =>
  expectedFigures(
    eventId,
    (await must<{ eventSelections: ApiSelection[] }>(EVENT_FIGURES, { e: eventId })).eventSelections,
  );

type Row = Record<string, string>;
const keyOf = (row: Record<string, unknown>) =>
  [row.scope, row.scope_id, row.player_id].map(String).join('|');

beforeAll(async () => {
  s = await openStack('eventexport');
  a = await setUpClub(http, s.url, s.mailer, 'Export club');
  h = bearer(a.token);
  const players: { id: string; udid: string }[] = [];
  for (const [i, name] of NAMES.entries()) {
    const udid = `ex-${i}-${randomUUID().slice(0, 8)}`;
    const player = { ...name, number: i + 7, maxHeartRate: 195, restingHeartRate: 50 };
    const { playerId } = await addPlayerWearing(must, a.teamId, player, { serial: udid.toUpperCase(), udid });
    players.push({ id: playerId, udid });
  }
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Export match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    { t: a.teamId, s: iso(START), e: iso(START + 20 * MINUTE), p: players.map((p) => p.id) },
  );
  eventId = createEvent.id;
  for (const [i, name] of ['1st half', '2nd half'].entries()) {
    const { createPeriod } = await must<{ createPeriod: { periods: { id: string; name: string }[] } }>(
      `mutation ($e: ID!, $n: String!, $s: DateTime, $f: DateTime) {
         createPeriod(eventId: $e, name: $n, startDate: $s, endDate: $f, force: true) { periods { id name } } }`,
      { e: eventId, n: name, s: iso(START + i * 10 * MINUTE), f: iso(START + (i + 1) * 10 * MINUTE) },
    );
    periodIds.push(createPeriod.periods.find((p) => p.name === name)!.id);
  }
  const file = strideCsv(
    players.map((p, i) => ({
      key: p.udid,
      batch: syntheticPlayer({
        seed: 70 + i,
        seconds: 1080,
        start: START + MINUTE,
        dropRate: 0.05,
        hr: true,
      }),
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
  // Every player's record, with both halves and both sessions.
  await until(
    async () => {
      const figures = await apiFigures();
      return figures.size === players.length * 5 && [...figures.values()].every((f) => (f[2] ?? 0) > 0);
    },
    { timeoutMs: 60_000, everyMs: 250 },
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Every figure cell of `rows` equals the API's, and every API row is in the file once. */
function expectApiFigures(rows: readonly Row[], expected: Map<string, (number | null)[]>) {
  expect(new Set(rows.map(keyOf))).toEqual(new Set(expected.keys()));
  expect(rows).toHaveLength(expected.size);
  for (const row of rows) {
    const want = expected.get(keyOf(row))!;
    const got = METRICS_COLUMNS.map((c) => numberOf(row[c.name]));
    expect(got, keyOf(row)).toEqual(want);
  }
}

describe('event data as CSV', () => {
  it('writes the wide layout: a BOM, one header, a row per player and scope with the API’s figures', async () => {
    const link = await csvLink('WIDE');
    expect(link.fileName).toBe('Export-match-data-wide.csv');
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(
      TOKEN_LIFETIMES.downloadSeconds * 1000,
    );
    const response = await download(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(link.fileName);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows: Row[] = parse(text, { bom: true, columns: true });
    const header = text.slice(1, text.indexOf('\r\n')).split(',');
    expect(header).toEqual([...EVENT_IDENTITY_COLUMNS, ...METRICS_COLUMNS.map((c) => c.name)]);
    expectApiFigures(rows, await apiFigures());
    expect(rows.map((r) => r.scope)).toEqual([
      ...Array<string>(3).fill('event'),
      ...Array<string>(6).fill('period'),
      ...Array<string>(6).fill('session'),
    ]);
    // Every figure applies to a whole match with heart rate, max and resting HR (none is left empty).
    const empty = rows
      .filter((r) => r.scope === 'event')
      .flatMap((r) => METRICS_COLUMNS.filter((c) => r[c.name] === ''));
    expect(empty.map((c) => c.name)).toEqual([]);
    expect(new Set(rows.map((r) => r.schema_version))).toEqual(new Set([String(EXPORT_SCHEMA_VERSION)]));
    const zoe = rows.find(
      (r) => r.scope === 'period' && r.scope_id === periodIds[1] && r.player_first_name === 'Zoë',
    )!;
    expect(zoe).toMatchObject({
      scope_name: '2nd half',
      scope_start_utc: iso(START + 10 * MINUTE),
      scope_end_utc: iso(START + 20 * MINUTE),
      player_last_name: 'Müller, "Jr"',
      player_number: '7',
      activity: 'TEAM_SPORT',
    });
    // A formula-like name is defused; a negative figure stays a number.
    expect(rows.find((r) => r.player_first_name === 'Bo')!.player_last_name).toBe("'=SUM(A1)");
    expect(Number(rows[0]!.min_acceleration_m_s2)).toBeLessThan(0);
    expect(rows.filter((r) => r.scope === 'session').map((r) => r.scope_name)).toContain('1st half #1');
  });

  it('writes the long layout: a row per player, scope and figure, with its unit', async () => {
    const response = await download((await csvLink('LONG')).url);
    expect(response.status).toBe(200);
    const rows: Row[] = parse(await response.text(), { bom: true, columns: true });
    expect(Object.keys(rows[0]!)).toEqual([...EVENT_IDENTITY_COLUMNS, 'figure', 'unit', 'value']);
    const expected = await apiFigures();
    expect(rows).toHaveLength(expected.size * METRICS_COLUMNS.length);
    const units = new Map(METRICS_COLUMNS.map((c) => [c.name, c.unit]));
    const index = new Map(METRICS_COLUMNS.map((c, i) => [c.name, i]));
    for (const row of rows) {
      expect(row.unit).toBe(units.get(row.figure!));
      expect(numberOf(row.value), `${keyOf(row)} ${row.figure}`).toEqual(
        expected.get(keyOf(row))![index.get(row.figure!)!],
      );
    }
  });
});

describe('event data as XLSX', () => {
  it('holds the event, periods, sessions, long form and columns sheets, numbers as numbers', async () => {
    const { getEventDataXLSXLink: link } = await must<{ getEventDataXLSXLink: Link }>(XLSX_LINK, {
      e: eventId,
    });
    expect(link.fileName).toBe('Export-match-data.xlsx');
    const response = await download(link.url);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Event',
      'Periods',
      'Sessions',
      'Long',
      'Columns',
    ]);
    const rowsOf = (name: string): Record<string, unknown>[] => {
      const sheet = workbook.getWorksheet(name)!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
      const rows: Record<string, unknown>[] = [];
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        const values = row.values as unknown[];
        rows.push(Object.fromEntries(header.map((column, i) => [column, values[i + 1] ?? null])));
      });
      return rows;
    };
    const expected = await apiFigures();
    const wide = ['Event', 'Periods', 'Sessions'].flatMap(rowsOf);
    for (const row of wide)
      for (const c of METRICS_COLUMNS)
        expect(row[c.name] === null || typeof row[c.name] === 'number').toBe(true);
    expectApiFigures(wide as Row[], expected);
    expect(rowsOf('Event').every((r) => r.scope === 'event')).toBe(true);
    const long = rowsOf('Long');
    expect(Object.keys(long[0]!)).toEqual([...LONG_SHEET_IDENTITY, 'figure', 'unit', 'value']);
    expect(long).toHaveLength(expected.size * METRICS_COLUMNS.length);
    const index = new Map(METRICS_COLUMNS.map((c, i) => [c.name, i]));
    for (const row of long)
      expect(row.value).toEqual(expected.get(keyOf(row))![index.get(row.figure as string)!]);
    const columns = rowsOf('Columns');
    expect(columns.map((c) => c.column)).toEqual([
      ...EVENT_IDENTITY_COLUMNS,
      ...METRICS_COLUMNS.map((c) => c.name),
    ]);
    expect(columns.find((c) => c.column === 'max_speed_kmh')).toMatchObject({
      unit: 'km/h',
      api_field: 'maxSpeed',
    });
  });
});

describe('event data links', () => {
  it('refuse another club’s caller, an expired link and a tampered one', async () => {
    const b = await setUpClub(http, s.url, s.mailer, 'Other club');
    const foreign = await s.gql(CSV_LINK, { e: eventId, l: 'WIDE' }, bearer(b.token));
    expect(codeOf(foreign)).toBe('FORBIDDEN');
    expect(codeOf(await s.gql(XLSX_LINK, { e: eventId }, bearer(b.token)))).toBe('FORBIDDEN');

    const link = await csvLink('WIDE');
    const [, , token, name] = link.url.split('/').slice(1);
    const tampered = `${token!.slice(0, -2)}${token!.endsWith('AA') ? 'BB' : 'AA'}`;
    const refusedTampered = await download(`/downloads/v1/${tampered}/${name}`);
    expect(refusedTampered.status).toBe(401);
    expect(await refusedTampered.json()).toEqual({ code: 'INVALID_TOKEN' });

    s.advance(TOKEN_LIFETIMES.downloadSeconds * 1000 + 1000);
    try {
      const expired = await download(link.url);
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ code: 'INVALID_TOKEN' });
    } finally {
      s.advance(-(TOKEN_LIFETIMES.downloadSeconds * 1000 + 1000));
    }
  });

  it('stop working once the user who asked lost access to the event', async () => {
    const coach = await signUp(http, s.url, s.mailer);
    const { newStaff } = await must<{ newStaff: { id: string } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id } }',
      { e: coach.email },
    );
    await must(`mutation { assignCoach(staffId: "${newStaff.id}", teamIds: ["${a.teamId}"]) { id } }`);
    const link = await csvLink('LONG', bearer(coach.token));
    expect((await download(link.url)).status).toBe(200);
    await must(`mutation { removeStaff(staffId: "${newStaff.id}") { id } }`);
    const refused = await download(link.url);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'FORBIDDEN' });
  });
});
