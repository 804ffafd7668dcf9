/**
 * Season and range exports through the API and the download link, on the real pipeline: a team
 * with three events over a week (two players with device data, one without), uploaded, recorded
 * and in the workload. The CSV is parsed (csv-parse), the XLSX opened (exceljs), and every cell
 * compared with the API: records with `selection.record.globalMetrics` read through the event
 * export's columns, workload with `teamWorkload` of every variable. Refusals: export-access.int.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { EXPORT_SCHEMA_VERSION, METRICS_COLUMNS } from '@stride/contracts/exports/columns';
import type { Metrics } from '@stride/contracts/metrics';
import { loadVariables } from '@stride/contracts/workload/loads';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { gnssNoise } from '@stride/projector/testing/gnss-noise';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from '../testing/accounts.ts';
import { http, postFile } from '../testing/client.ts';
import { openStack, type Stack } from '../testing/stack.ts';
import { csvValue, everyField, unzip } from './testing.ts';

let s: Stack;
let a: ClubSetUp;
let m: Record<string, string>;
let seasonId = '';
const players: string[] = [];
const events: { id: string; name: string; start: number }[] = [];
const FROM = '2026-05-01';
const TO = '2026-05-31';
/** Mon 4, Wed 6 and Sat 9 May 2026, 18:00 in Paris. */
const STARTS = ['2026-05-04T16:00:00Z', '2026-05-06T16:00:00Z', '2026-05-09T16:00:00Z'].map(Date.parse);
const METRICS = everyField('Metrics');

type Row = Record<string, string | number | null>;

async function download(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(new URL(url, s.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const parseCsv = (text: Buffer): Row[] =>
  parse<Record<string, string>>(text, { columns: true }).map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, csvValue(v)])),
  );

async function sheets(body: Buffer): Promise<Map<string, Row[]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const out = new Map<string, Row[]>();
  workbook.eachSheet((sheet) => {
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const [header, ...rows] = values.map((v) => v.slice(1) as (string | number | null | undefined)[]);
    out.set(
      sheet.name,
      rows.map((row) => Object.fromEntries(header!.map((name, i) => [String(name), row[i] ?? null]))),
    );
  });
  return out;
}

/** The records rows the API gives: each event's selected players with their whole-event figures. */
async function expectedRecords(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const event of events) {
    const { eventSelections } = await s.must<{
      eventSelections: {
        selected: boolean;
        number: number | null;
        player: { id: string; firstName: string; lastName: string };
        record: { globalMetrics: Metrics } | null;
      }[];
    }>(
      `{ eventSelections(eventId: "${event.id}") { selected number player { id firstName lastName }
         record { globalMetrics ${METRICS} } } }`,
      {},
      m,
    );
    for (const sel of eventSelections.filter((x) => x.selected)) {
      const metrics = sel.record?.globalMetrics ?? null;
      rows.push({
        schema_version: EXPORT_SCHEMA_VERSION,
        event_id: event.id,
        event_name: event.name,
        event_type: 'MATCH',
        event_date: new Date(event.start).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }),
        event_start: new Date(event.start).toISOString(),
        player_id: sel.player.id,
        first_name: sel.player.firstName,
        last_name: sel.player.lastName,
        number: sel.number,
        ...Object.fromEntries(
          METRICS_COLUMNS.map((c) => [c.name, metrics === null ? null : c.value(metrics)]),
        ),
      });
    }
  }
  return rows;
}

const STEMS = {
  DURATION: ['duration', '_min', 'duration'],
  DISTANCE: ['distance', '_m', 'distance'],
  HSR: ['hsr', '_m', 'hsr'],
  SPRINT_DISTANCE: ['sprint_distance', '_m', 'sprintDistance'],
  ACCELERATIONS: ['accelerations', '', 'accelerations'],
  DECELERATIONS: ['decelerations', '', 'decelerations'],
  TRIMP: ['trimp', '_au', 'trimp'],
  HML_DISTANCE: ['hml_distance', '_m', 'hmlDistance'],
  SRPE: ['srpe', '_au', 'srpe'],
} as const;

type Point = {
  date: string;
  acute: number | null;
  chronic: number | null;
  ratio: number | null;
  ratioStatus: string;
};

/** The workload rows the API gives (`teamWorkload` of each variable), by player then day. */
async function expectedWorkload(from: string, to: string): Promise<Row[]> {
  const rows = new Map<string, Row>();
  for (const variable of loadVariables) {
    const { teamWorkload } = await s.must<{
      teamWorkload: {
        players: { playerId: string; points: Point[]; days: Record<string, number | null>[] }[];
      };
    }>(
      `query ($t: ID!, $f: Date!, $to: Date!, $v: LoadVariable) { teamWorkload(teamId: $t, from: $f, to: $to, variable: $v) {
         players { playerId points { date acute chronic ratio ratioStatus } days ${everyField('WorkloadDay').replace(/ranges \{[^}]*\}/, '')} } } }`,
      { t: a.teamId, f: from, to, v: variable },
      m,
    );
    const [stem, unit, field] = STEMS[variable];
    for (const player of teamWorkload.players)
      player.points.forEach((point, i) => {
        const key = `${player.playerId} ${point.date}`;
        const day = player.days[i]!;
        const row = rows.get(key) ?? {
          player_id: player.playerId,
          date: point.date,
          events: day.events!,
          missing_device: day.missingDevice!,
          missing_rpe: day.missingRpe!,
        };
        Object.assign(row, {
          [`${stem}${unit}`]: day[field] ?? null,
          [`${stem}_acute${unit}`]: point.acute,
          [`${stem}_chronic${unit}`]: point.chronic,
          [`${stem}_acwr`]: point.ratio,
          [`${stem}_ratio_status`]: point.ratioStatus,
        });
        rows.set(key, row);
      });
  }
  return [...rows.values()];
}

/** Every expected cell equals the file's (the file's other columns: identity, checked above). */
function expectSameCells(file: Row[], expected: Row[]): void {
  expect(file).toHaveLength(expected.length);
  expected.forEach((row, i) => expect(file[i]).toMatchObject(row));
}

beforeAll(async () => {
  s = await openStack('team_exports');
  a = await setUpClub(http, s.url, s.mailer, 'Export club');
  m = bearer(a.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m);
  const keys = [0, 1].map(() => `tx-${randomUUID().slice(0, 8)}`);
  for (const [i, key] of keys.entries())
    players.push(
      (
        await addPlayerWearing(
          must,
          a.teamId,
          { firstName: `P${i}`, lastName: `Wearing ${i}`, number: 7 + i },
          { serial: key, udid: key },
        )
      ).playerId,
    );
  players.push(
    (
      await must<{ createPlayer: { id: string } }>(
        `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "Bo", lastName: "Bare" }) { id } }`,
      )
    ).createPlayer.id,
  );
  seasonId = (
    await must<{ createSeason: { id: string } }>(
      `mutation { createSeason(teamId: "${a.teamId}", name: "2025-26", startDate: "2025-08-01", endDate: "2026-06-30") { id } }`,
    )
  ).createSeason.id;
  for (const [n, start] of STARTS.entries()) {
    const { createEvent } = await must<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!], $n: String!) {
         createEvent(teamId: $t, name: $n, type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
      {
        t: a.teamId,
        n: `Match ${n + 1}`,
        s: new Date(start).toISOString(),
        e: new Date(start + 3_600_000).toISOString(),
        p: players,
      },
    );
    events.push({ id: createEvent.id, name: `Match ${n + 1}`, start });
    await must(`mutation { finishEvent(eventId: "${createEvent.id}") { id } }`);
    const file = strideCsv(
      keys.map((key, i) => ({
        key,
        batch: gnssNoise(syntheticPlayer({ seed: 10 * n + i, seconds: 240, start: start + 60_000 }), 0.5),
      })),
    );
    await postFile(
      s.url,
      'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
      { e: createEvent.id },
      { name: `match-${n}.csv`, bytes: new TextEncoder().encode(file) },
      m,
    );
  }
  // Every event's records reached the workload.
  await until(
    async () => {
      const rows = await expectedWorkload('2026-05-04', '2026-05-09');
      return (
        rows.filter((r) => r.player_id === players[0] && typeof r.distance_m === 'number' && r.distance_m > 0)
          .length === 3
      );
    },
    { timeoutMs: 60_000, everyMs: 200 },
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
});

interface ExportLink {
  id: string;
  link: { url: string; fileName: string };
  events: number;
  players: number;
  total: number;
}

async function link(field: string, args: string): Promise<ExportLink> {
  const data = await s.must<Record<string, ExportLink>>(
    `{ ${field}(teamId: "${a.teamId}", ${args}) { id link { url fileName } events players total } }`,
    {},
    m,
  );
  return data[field]!;
}

describe('a team export', () => {
  it('as CSV of the records over a date range: one row per event and selected player, the API’s figures', async () => {
    const exported = await link('getTeamDataCSVLink', `from: "${FROM}", to: "${TO}", content: [RECORDS]`);
    expect(exported).toMatchObject({ events: 3, players: 0, total: 3 });
    expect(exported.link.fileName).toMatch(/\.csv$/);
    const file = await download(exported.link.url);
    expect(file.type).toContain('text/csv');
    const rows = parseCsv(file.body);
    expectSameCells(rows, await expectedRecords());
    // The bare player has no record: empty figures, never 0.
    expect(rows.filter((r) => r.player_id === players[2]).every((r) => r.distance_m === null)).toBe(true);
    const { teamDataExportProgress } = await s.must<{ teamDataExportProgress: unknown }>(
      `{ teamDataExportProgress(exportId: "${exported.id}") { done total finished } }`,
      {},
      m,
    );
    expect(teamDataExportProgress).toEqual({ done: 3, total: 3, finished: true });
  });

  it('as CSV of both: a zip of records.csv and workload.csv, the workload equal to teamWorkload', async () => {
    const exported = await link('getTeamDataCSVLink', `from: "${FROM}", to: "${TO}"`);
    expect(exported).toMatchObject({ events: 3, players: 3, total: 6 });
    const file = await download(exported.link.url);
    expect(file.type).toBe('application/zip');
    const entries = unzip(file.body);
    expect([...entries.keys()]).toEqual(['records.csv', 'workload.csv']);
    expectSameCells(parseCsv(entries.get('records.csv')!), await expectedRecords());
    const workload = parseCsv(entries.get('workload.csv')!);
    expect(workload).toHaveLength(3 * 31);
    expectSameCells(workload, await expectedWorkload(FROM, TO));
  });

  it('as XLSX of a season: a sheet per content and the Columns sheet', async () => {
    const exported = await link('getTeamDataXLSXLink', `seasonId: "${seasonId}"`);
    expect(exported).toMatchObject({ events: 3, players: 3 });
    const file = await download(exported.link.url);
    expect(file.status).toBe(200);
    const book = await sheets(file.body);
    expect([...book.keys()]).toEqual(['Records', 'Workload', 'Columns']);
    expectSameCells(book.get('Records')!, await expectedRecords());
    expectSameCells(book.get('Workload')!, await expectedWorkload('2025-08-01', '2026-06-30'));
    const columns = book.get('Columns')!;
    expect(columns.find((c) => c.column === 'distance_acute_m')).toMatchObject({
      sheet: 'Workload',
      unit: 'm',
    });
    expect(columns.filter((c) => c.sheet === 'Records').map((c) => c.column)).toEqual(
      Object.keys(book.get('Records')![0]!),
    );
  });
});
