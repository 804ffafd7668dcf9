/**
 * The PDF reports through the real API (issue 21): a dock file of three players becomes records
 * and workload; each report's link gives a PDF whose text (pdftotext) holds the API's figures,
 * formatted as the report formats them, in two languages; options leave sections out; pages are
 * rendered to PNG (pdftoppm) under test-output/screenshots to be looked at. Refused: a tampered
 * or expired link, another club, an unknown language.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import type { Metrics } from '@stride/contracts/metrics';
import { addDays, calendarDay } from '@stride/contracts/workload/calendar';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from '../testing/accounts.ts';
import { http } from '../testing/client.ts';
import { codeOf, openStack, type Stack } from '../testing/stack.ts';
import { uploadCalls } from '../testing/upload-calls.ts';
import { meanOf, totalOf, valuesOf, written } from './figures.ts';
import { reportFormat } from './format.ts';
import type { ReportLocale } from './strings.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
let eventId = '';
let day = '';
const playerIds: string[] = [];
const TZ = 'Europe/Paris';
const MINUTE = 60_000;
const PLAYERS = [
  { firstName: 'Zoé', lastName: 'Éluard', serial: 'REP-1' },
  { firstName: 'Jürgen', lastName: 'Müller', serial: 'REP-2' },
  { firstName: 'Iñaki', lastName: 'Núñez', serial: 'REP-3' },
];
const SHOTS = fileURLToPath(new URL('../../../test-output/screenshots/', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'reports-'));

const m = () => bearer(a.token);

interface Link {
  url: string;
  fileName: string;
}

async function link(field: string, args: string): Promise<Link> {
  const data = await s.must<Record<string, Link>>(
    `{ ${field}(${args}) { url fileName expiresAt } }`,
    {},
    m(),
  );
  return data[field]!;
}

/** The PDF at a link, its text (layout kept), and its pages as PNG files named `shot`. */
async function download(url: string, shot: string): Promise<string> {
  const response = await fetch(`${s.url}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.subarray(-6).toString()).toContain('%%EOF');
  const file = path.join(work, `${shot}.pdf`);
  writeFileSync(file, bytes);
  mkdirSync(SHOTS, { recursive: true });
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', file, path.join(SHOTS, shot)]);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-']).toString();
}

/** The line holding `label`, whose cells must include every one of `cells` in order. */
function expectRow(pdfText: string, label: string, cells: readonly string[]): void {
  const line = pdfText.split('\n').find((l) => l.includes(label));
  expect(line, `a line with ${label}`).toBeDefined();
  let rest = line!.slice(line!.indexOf(label) + label.length);
  for (const cell of cells) {
    const at = rest.indexOf(cell);
    expect(at, `${cell} after ${label} in "${line}"`).toBeGreaterThanOrEqual(0);
    rest = rest.slice(at + cell.length);
  }
}

/** Each page (pdftotext ends each with a form feed) has its footer "Page n of N", N the pages' count. */
function expectPageNumbers(pdfText: string, pattern: string): void {
  const pages = pdfText.split('\f').filter((page) => page.trim() !== '');
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((page, i) => {
    const footer = pattern.replace('{page}', String(i + 1)).replace('{count}', String(pages.length));
    expect(page, `page ${i + 1}`).toContain(footer);
  });
}

const METRICS = `time distance hid maxSpeed sprint { count distance } accelerations { a2 { count } }
  decelerations { d2 { count } } heartRate { avg max }`;

interface ApiSelection {
  player: { id: string; lastName: string; number: number | null };
  record: { globalMetrics: Metrics; periodRecords: { periodId: string; metrics: Metrics }[] } | null;
}

async function selections(): Promise<ApiSelection[]> {
  const { eventSelections } = await s.must<{ eventSelections: ApiSelection[] }>(
    `{ eventSelections(eventId: "${eventId}") { player { id lastName number }
        record { globalMetrics { ${METRICS} } periodRecords { periodId metrics { ${METRICS} } } } } }`,
    {},
    m(),
  );
  return eventSelections;
}

beforeAll(async () => {
  s = await openStack('reports');
  a = await setUpClub(http, s.url, s.mailer, 'Reports A');
  b = await setUpClub(http, s.url, s.mailer, 'Reports B');
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m());
  for (const { serial, ...player } of PLAYERS)
    playerIds.push(
      (await addPlayerWearing(gql, a.teamId, { ...player, maxHeartRate: 195 }, { serial, udid: serial }))
        .playerId,
    );
  // Three days ago in Paris, 17:00 there: inside the player report's four weeks.
  day = addDays(calendarDay(Date.now(), TZ), -3);
  const start = Date.parse(`${day}T15:00:00Z`);
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Match à domicile", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(start).toISOString(),
      e: new Date(start + 20 * MINUTE).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
  for (const [name, from, to] of [
    ['1re mi-temps', 0, 10],
    ['2e mi-temps', 10, 20],
  ] as const)
    await gql(
      `mutation ($e: ID!, $n: String!, $s: DateTime, $t: DateTime) {
         createPeriod(eventId: $e, name: $n, startDate: $s, endDate: $t, force: true) { id } }`,
      {
        e: eventId,
        n: name,
        s: new Date(start + from * MINUTE).toISOString(),
        t: new Date(start + to * MINUTE).toISOString(),
      },
    );
  const csv = strideCsv(
    PLAYERS.map(({ serial }, i) => ({
      key: serial,
      batch: syntheticPlayer({
        seed: 30 + i,
        seconds: 17 * 60,
        start: start + MINUTE + i * 5_000,
        hr: true,
        dropRate: 0.05,
      }),
    })),
  );
  const calls = uploadCalls(s, a.teamId, m());
  expect((await calls.follow(calls.jobOf(await calls.dock(csv)).id)).state).toBe('COMPUTED');
  await gql(`mutation { finishEvent(eventId: "${eventId}") { id } }`);
  await until(
    async () => {
      const { playerWorkload } = await gql<{ playerWorkload: { days: { distance: number | null }[] } }>(
        `{ playerWorkload(playerId: "${playerIds[0]}", from: "${day}", to: "${day}") { days { distance } } }`,
      );
      return (playerWorkload.days[0]?.distance ?? 0) > 0;
    },
    { timeoutMs: 30_000 },
  );
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('the event report', () => {
  it.each(['fr-FR', 'en-GB'] as const)(
    'prints the records, the team average and each period in %s',
    async (locale: ReportLocale) => {
      const f = reportFormat(locale, TZ);
      const { url, fileName } = await link(
        'getEventReportLink',
        `eventId: "${eventId}", locale: "${locale}"`,
      );
      expect(fileName).toMatch(/^Report-Match-a-domicile-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = await download(url, `report-event-${locale}`);
      const sels = (await selections()).filter((sel) => sel.record !== null);
      expect(sels).toHaveLength(3);
      for (const sel of sels) {
        const values = valuesOf([sel.record!.globalMetrics])[0]!;
        expect(values.every((v) => v !== null)).toBe(true);
        expectRow(pdf, sel.player.lastName, written(f, values));
      }
      const average = meanOf(valuesOf(sels.map((sel) => sel.record!.globalMetrics)));
      expectRow(pdf, locale === 'fr-FR' ? "Moyenne de l'équipe" : 'Team average', written(f, average));
      for (const name of ['1re mi-temps', '2e mi-temps']) {
        const { id } = (
          await s.must<{ event: { periods: { id: string; name: string }[] } }>(
            `{ event(eventId: "${eventId}") { periods { id name } } }`,
            {},
            m(),
          )
        ).event.periods.find((p) => p.name === name)!;
        const windows = sels.flatMap((sel) =>
          sel.record!.periodRecords.filter((p) => p.periodId === id).map((p) => p.metrics),
        );
        expect(windows.length).toBeGreaterThan(0);
        expectRow(pdf, name, written(f, meanOf(valuesOf(windows))));
      }
      expect(pdf).toContain(locale === 'fr-FR' ? 'Distance par zone de vitesse' : 'Distance per speed zone');
      expectPageNumbers(pdf, locale === 'fr-FR' ? 'Page {page} sur {count}' : 'Page {page} of {count}');
      expect(pdf).toContain('Match à domicile');
    },
  );

  it('leaves out the charts and the periods, and adds the notes, when asked', async () => {
    const { url } = await link(
      'getEventReportLink',
      `eventId: "${eventId}", locale: "de-DE", options: { charts: false, periods: false, notes: true }`,
    );
    const pdf = await download(url, 'report-event-options-de-DE');
    expect(pdf).toContain('Teamdurchschnitt');
    expect(pdf).not.toContain('Distanz je Geschwindigkeitszone');
    expect(pdf).not.toContain('1re mi-temps');
    expect(pdf).toContain('Notizen');
  });
});

describe('the player report', () => {
  it.each(['es-ES', 'en-US'] as const)(
    'prints the last event, its week and the trend in %s',
    async (locale: ReportLocale) => {
      const f = reportFormat(locale, TZ);
      const { url } = await link('getPlayerReportLink', `playerId: "${playerIds[1]}", locale: "${locale}"`);
      const pdf = await download(url, `report-player-${locale}`);
      const sel = (await selections()).find((x) => x.player.id === playerIds[1])!;
      const values = valuesOf([sel.record!.globalMetrics]);
      const lastEvent = locale === 'es-ES' ? 'Último evento' : 'Last event';
      expectRow(pdf, `${lastEvent}  `, written(f, values[0]!));
      expectRow(pdf, locale === 'es-ES' ? 'Media propia' : 'Own average', written(f, meanOf(values)));
      expectRow(pdf, `${f.day(day)} Match à domicile`, written(f, values[0]!));
      expectRow(pdf, 'Total', written(f, totalOf(values)));
      expect(pdf.split(locale === 'es-ES' ? 'Semana del' : 'Week of')).toHaveLength(5);
      expect(pdf).toContain(locale === 'es-ES' ? 'Tendencia de carga' : 'Load trend');
      expect(pdf).toContain(`${locale === 'es-ES' ? 'Informe del jugador' : 'Player report'}: Jürgen Müller`);
      expectPageNumbers(pdf, locale === 'es-ES' ? 'Página {page} de {count}' : 'Page {page} of {count}');
    },
  );

  it('refuses more than eight weeks', async () => {
    const response = await s.gql(
      `{ getPlayerReportLink(playerId: "${playerIds[0]}", options: { weeks: 9 }) { url } }`,
      {},
      m(),
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
  });
});

describe('the weekly team report', () => {
  it.each(['it-IT', 'fr-FR'] as const)(
    "prints each player's week totals as teamWorkload has them in %s",
    async (locale: ReportLocale) => {
      const f = reportFormat(locale, TZ);
      const { url } = await link(
        'getTeamWeeklyReportLink',
        `teamId: "${a.teamId}", week: "${day}", locale: "${locale}"`,
      );
      const pdf = await download(url, `report-weekly-${locale}`);
      const monday = addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
      const today = calendarDay(Date.now(), TZ);
      const last = addDays(monday, 6) < today ? addDays(monday, 6) : today;
      const { teamWorkload } = await s.must<{
        teamWorkload: {
          players: {
            playerId: string;
            days: {
              events: number;
              distance: number | null;
              hsr: number | null;
              sprintDistance: number | null;
            }[];
          }[];
        };
      }>(
        `{ teamWorkload(teamId: "${a.teamId}", from: "${monday}", to: "${last}") { players { playerId days { events distance hsr sprintDistance } } } }`,
        {},
        m(),
      );
      for (const [i, player] of PLAYERS.entries()) {
        const days = teamWorkload.players.find((p) => p.playerId === playerIds[i])!.days;
        const sum = (read: (d: (typeof days)[number]) => number | null) =>
          days.reduce((acc, d) => acc + (read(d) ?? 0), 0);
        expect(sum((d) => d.events)).toBe(1);
        expectRow(pdf, player.lastName, [
          f.number(1),
          f.number(sum((d) => d.distance)),
          f.number(sum((d) => d.hsr)),
          f.number(sum((d) => d.sprintDistance)),
        ]);
      }
      expect(pdf).toContain('Match à domicile');
      expectPageNumbers(pdf, locale === 'it-IT' ? 'Pagina {page} di {count}' : 'Page {page} sur {count}');
    },
  );
});

describe('refusals', () => {
  it('refuses another club, an unknown language and a tampered link', async () => {
    const foreign = await s.gql(`{ getEventReportLink(eventId: "${eventId}") { url } }`, {}, bearer(b.token));
    expect(codeOf(foreign)).toBe('FORBIDDEN');
    const klingon = await s.gql(
      `{ getEventReportLink(eventId: "${eventId}", locale: "tlh") { url } }`,
      {},
      m(),
    );
    expect(codeOf(klingon)).toBe('BAD_USER_INPUT');
    const { url } = await link('getEventReportLink', `eventId: "${eventId}"`);
    const [, , , token, name] = url.split('/');
    const [head, body, signature] = token!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as {
      params: Record<string, string>;
    };
    claims.params['eventId'] = '00000000-0000-4000-8000-000000000001';
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const response = await fetch(`${s.url}/downloads/v1/${forged}/${name}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'INVALID_TOKEN' });
  });

  it('refuses a link after it expired', async () => {
    const { url } = await link('getTeamWeeklyReportLink', `teamId: "${a.teamId}"`);
    s.advance(11 * MINUTE);
    const response = await fetch(`${s.url}${url}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'INVALID_TOKEN' });
  });
});
