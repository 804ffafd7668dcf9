/**
 * The team export card (issue 21), in Debian's Chromium against `npm start`: a team of two players
 * wearing devices with three matches in the last week, in a season around them. Through the card
 * (shown alone on `team/:teamId/report` until the report page mounts it): a CSV of the records over
 * dates, and an XLSX of the season with both contents, each downloaded by the browser, its header
 * and rows checked against the API, its progress shown to the end. Screenshots at 1440 px and
 * 390 px go to `test-output/screenshots/team-export-*`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { uploadEventFile } from './event-data.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
const playerIds: string[] = [];
const eventIds: string[] = [];
const SERIALS = ['TX-0001', 'TX-0002'];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A calendar day in Paris, `days` from today (tests run at any hour). */
const parisDay = (days: number): string =>
  new Date(Date.now() + days * DAY_MS).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** Each event's players' whole-event distance, by `eventId playerId`. */
async function apiDistances(): Promise<Map<string, number | null>> {
  const distances = new Map<string, number | null>();
  for (const eventId of eventIds) {
    const { eventSelections } = await manager.graphql<{
      eventSelections: { player: { id: string }; record: { globalMetrics: { distance: number } } | null }[];
    }>(
      'query ($e: ID!) { eventSelections(eventId: $e) { player { id } record { globalMetrics { distance } } } }',
      {
        e: eventId,
      },
    );
    for (const s of eventSelections)
      distances.set(`${eventId} ${s.player.id}`, s.record?.globalMetrics.distance ?? null);
  }
  return distances;
}

/** Choose, click Download, and wait for the browser's file and the progress at its end. */
async function downloadThroughCard(page: Page, card: Locator, name: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    card.getByRole('button', { name: 'Download' }).click(),
  ]);
  const bar = card.getByRole('progressbar', { name: 'Export progress' });
  await bar.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => card.getByRole('status').textContent(), { timeout: 30_000 })
    .toContain('is complete');
  expect(await bar.getAttribute('aria-valuenow')).toBe(await bar.getAttribute('aria-valuemax'));
  await screenshot(page, name);
  return readFile(await download.path());
}

beforeAll(async () => {
  setup = await platformSetup('team-export');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Export FC');
  for (const [i, serial] of SERIALS.entries()) {
    const player = { firstName: `P${i + 1}`, lastName: `Export ${i + 1}`, number: 4 + i };
    const device = { serial, udid: `usb-tx-${i + 1}`, name: `Vest ${i + 1}` };
    playerIds.push((await addPlayerWearing(manager.graphql, manager.teamId, player, device)).playerId);
  }
  await manager.graphql(
    'mutation ($t: ID!, $s: Date!, $e: Date!) { createSeason(teamId: $t, name: "Export block", startDate: $s, endDate: $e) { id } }',
    { t: manager.teamId, s: parisDay(-20), e: parisDay(-1) },
  );
  for (const daysAgo of [2, 4, 6]) {
    const start = Date.now() - daysAgo * DAY_MS - 3 * HOUR_MS;
    const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $n: String!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: $n, type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
      {
        t: manager.teamId,
        n: `Match ${daysAgo}`,
        s: new Date(start).toISOString(),
        e: new Date(start + 2 * HOUR_MS).toISOString(),
        p: playerIds,
      },
    );
    eventIds.push(createEvent.id);
    const csv = strideCsv(
      SERIALS.map((key, w) => ({
        key,
        batch: syntheticPlayer({ seed: 500 + 10 * daysAgo + w, seconds: 300, start: start + 5 * 60_000 }),
      })),
    );
    await uploadEventFile(url, manager, createEvent.id, {
      name: `m-${daysAgo}.csv`,
      bytes: Buffer.from(csv),
    });
    await manager.graphql('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: createEvent.id });
  }
  await until(async () => [...(await apiDistances()).values()].every((d) => d !== null), {
    timeoutMs: 60_000,
  });
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

describe('team export card', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`downloads the records as CSV and the season as XLSX, with the API's figures and progress (${viewport})`, async () => {
      const { context, page, errors } = await watchedPage(browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: manager.token },
      });
      if (viewport === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${url}/team/${manager.teamId}/report`);
      const card = page.getByRole('region', { name: 'Season and range export' });
      await card.waitFor({ timeout: 30_000 });

      // Records over dates, as one CSV.
      await card.getByLabel('Period').selectOption('dates');
      await card.getByLabel('From', { exact: true }).fill(parisDay(-7));
      await card.getByLabel('To', { exact: true }).fill(parisDay(0));
      await card.getByLabel(/^Workload/).uncheck();
      await card.getByLabel('Format').selectOption('CSV');
      await expect.poll(() => card.textContent()).toContain('One CSV file');
      const rows = parse<Record<string, string>>(
        await downloadThroughCard(page, card, `team-export-csv-${viewport}`),
        {
          columns: true,
        },
      );
      const distances = await apiDistances();
      expect(rows).toHaveLength(distances.size);
      expect(Object.keys(rows[0]!).slice(0, 3)).toEqual(['schema_version', 'event_id', 'event_name']);
      for (const row of rows)
        expect(Number(row.distance_m)).toBe(distances.get(`${row.event_id} ${row.player_id}`));

      // The season, both contents, as a workbook.
      await card.getByLabel('Period').selectOption('season');
      // It ended yesterday: not the current season, chosen by name.
      await card.getByLabel('Season', { exact: true }).selectOption({ label: 'Export block' });
      await card.getByLabel(/^Workload/).check();
      await card.getByLabel('Format').selectOption('XLSX');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await downloadThroughCard(page, card, `team-export-xlsx-${viewport}`)) as unknown as ArrayBuffer,
      );
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Records', 'Workload', 'Columns']);
      const records = workbook.getWorksheet('Records')!;
      expect(records.rowCount - 1).toBe(distances.size);
      const workload = workbook.getWorksheet('Workload')!;
      // Two players, every day of the season (it ended yesterday).
      expect(workload.rowCount - 1).toBe(2 * 20);
      expect(workload.getRow(1).getCell(6).value).toBe('date');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
