/**
 * The event's Export page in Debian's Chromium against `npm start` (issue 21, docs/exports.md). A
 * match played two days ago with two players' device data and two dated halves: the page lists
 * the data files with what they hold; the CSV button downloads a file whose header is the
 * column set and whose rows are the API's (a row per player and scope); the XLSX button a
 * workbook with its sheets. A refused link is said in the person's language. Screens at 1440 px
 * and 390 px.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SCHEMA_VERSION, METRICS_COLUMNS } from '@stride/contracts/exports/columns';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { until } from '@stride/streams/testing/until';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { syntheticCsv, uploadEventFile } from './event-data.ts';
import { refuseField } from './refuse.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
const MINUTE = 60_000;
const start = Math.floor((Date.now() - 2 * 86_400_000) / MINUTE) * MINUTE;
const SERIALS = ['EXP-0001', 'EXP-0002'];

interface ApiSelection {
  player: { id: string };
  record: { periodRecords: unknown[]; sessionRecords: unknown[] } | null;
}

/** Rows a data file holds for the event, as the API counts them: a player's event, periods and sessions. */
const apiRows = async () =>
  (
    await manager.graphql<{ eventSelections: ApiSelection[] }>(
      'query ($e: ID!) { eventSelections(eventId: $e) { player { id } record { periodRecords { periodId } sessionRecords { sessionId } } } }',
      { e: eventId },
    )
  ).eventSelections.reduce(
    (sum, s) =>
      sum + (s.record === null ? 0 : 1 + s.record.periodRecords.length + s.record.sessionRecords.length),
    0,
  );

beforeAll(async () => {
  setup = await platformSetup('eventexport');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Export FC');
  const g = manager.graphql;
  const playerIds: string[] = [];
  for (const [i, name] of ['Ada', 'Bea'].entries()) {
    const device = { serial: SERIALS[i]!, udid: `usb-exp-${i + 1}`, name: `Tracker ${i + 1}` };
    const player = { firstName: name, lastName: 'Exporter', number: i + 4, maxHeartRate: 196 };
    playerIds.push((await addPlayerWearing(g, manager.teamId, player, device)).playerId);
  }
  const iso = (ms: number) => new Date(ms).toISOString();
  const { createEvent } = await g<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Cup match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    { t: manager.teamId, s: iso(start), e: iso(start + 20 * MINUTE), p: playerIds },
  );
  eventId = createEvent.id;
  for (const [i, name] of ['1st half', '2nd half'].entries())
    await g(
      `mutation ($e: ID!, $n: String!, $s: DateTime, $f: DateTime) {
         createPeriod(eventId: $e, name: $n, startDate: $s, endDate: $f, force: true) { id } }`,
      { e: eventId, n: name, s: iso(start + i * 10 * MINUTE), f: iso(start + (i + 1) * 10 * MINUTE) },
    );
  await uploadEventFile(url, manager, eventId, {
    name: 'match.csv',
    bytes: syntheticCsv(SERIALS, { start: start + MINUTE, seconds: 1020, seed: 51 }),
  });
  // Both players' records, each with both halves and a session in each.
  await until(async () => (await apiRows()) === 2 * 5, { timeoutMs: 90_000, everyMs: 250 });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

const open = async (viewport: ViewportName, locale = 'en-US') => {
  const watched = await watchedPage(browser, { viewport, locale, storage: { authToken: manager.token } });
  await watched.page.goto(`${url}/event/${eventId}/export`);
  return watched;
};

const downloaded = async (page: Page, button: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), file: await download.path() };
};

describe('event export page', () => {
  it('lists the data files and downloads the CSV and the XLSX through their buttons', async () => {
    const { context, page, errors, refused } = await open('wide');
    const csvCard = page.getByRole('region', { name: 'Data (CSV)' });
    await csvCard.waitFor();
    await expect(csvCard.getByText(String(METRICS_COLUMNS.length), { exact: true }).count()).resolves.toBe(1);
    await csvCard.getByText(`The ${METRICS_COLUMNS.length} figure columns and their units`).click();
    await csvCard.getByText('max_speed_kmh', { exact: true }).waitFor();
    await screenshot(page, 'event-export-1440');

    const csv = await downloaded(page, 'Download CSV (wide)');
    expect(csv.name).toBe('Cup-match-data-wide.csv');
    const text = await readFile(csv.file, 'utf8');
    const rows = parse<Record<string, string>>(text, { bom: true, columns: true });
    const header = Object.keys(rows[0]!);
    expect(header.slice(-METRICS_COLUMNS.length)).toEqual(METRICS_COLUMNS.map((c) => c.name));
    expect(header.slice(0, 4)).toEqual(['schema_version', 'event_id', 'event_name', 'scope']);
    expect(rows).toHaveLength(await apiRows());
    expect(rows.filter((r) => r.scope === 'period').map((r) => r.scope_name)).toEqual([
      '1st half',
      '1st half',
      '2nd half',
      '2nd half',
    ]);
    expect(new Set(rows.map((r) => r.schema_version))).toEqual(new Set([String(EXPORT_SCHEMA_VERSION)]));

    const xlsx = await downloaded(page, 'Download XLSX');
    expect(xlsx.name).toBe('Cup-match-data.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.file);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Event',
      'Periods',
      'Sessions',
      'Long',
      'Columns',
    ]);
    expect(workbook.getWorksheet('Event')!.rowCount).toBe(1 + 2);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone, and says a refused link in the person’s language', async () => {
    const { context, page, errors } = await open('phone', 'fr-FR');
    await page.getByRole('region', { name: 'Données (CSV)' }).waitFor();
    await page.getByRole('heading', { name: 'Données (classeur Excel)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'event-export-390');
    // The API refuses the link (as it would a user who just lost access to the team).
    await refuseField(page, 'getEventDataXLSXLink');
    await page.getByRole('button', { name: 'Télécharger le XLSX' }).click();
    await page.getByRole('alert').getByText("Vous n'êtes pas autorisé à effectuer cette action").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'event-export-390-refused');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
