/**
 * The raw archive and FieldWiz cards in Debian's Chromium against `npm start` (issue 21): a
 * training played two days ago with one player's device data; on the event's export page the
 * manager downloads the raw archive (a zip with README.txt, event.json and the device's samples)
 * and the FieldWiz CSV in the new and the legacy layout. The test finds the cards by their test
 * ids, not by the page's layout; a refused link is said in its card. Screens at 1440 px and 390 px.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let dir = '';
const MINUTE = 60_000;
const start = Math.floor((Date.now() - 2 * 86_400_000) / MINUTE) * MINUTE;
const SERIAL = 'RAW-0001';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'raw-archive-e2e-'));
  setup = await platformSetup('rawarchive');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Archive FC');
  const g = manager.graphql;
  const device = { serial: SERIAL, udid: 'usb-raw-1', name: 'Tracker 1' };
  const { playerId } = await addPlayerWearing(
    g,
    manager.teamId,
    { firstName: 'Ada', lastName: 'Raw' },
    device,
  );
  const { createEvent } = await g<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Speed training", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: manager.teamId,
      s: new Date(start).toISOString(),
      e: new Date(start + 20 * MINUTE).toISOString(),
      p: [playerId],
    },
  );
  eventId = createEvent.id;
  await uploadEventFile(url, manager, eventId, {
    name: 'training.csv',
    bytes: syntheticCsv([SERIAL], { start: start + MINUTE, seconds: 300, seed: 7 }),
  });
  await until(
    async () => {
      const { eventPlayerAnalyses } = await g<{ eventPlayerAnalyses: { time: number }[] }>(
        'query ($e: ID!) { eventPlayerAnalyses(eventId: $e) { time } }',
        { e: eventId },
      );
      return eventPlayerAnalyses.length === 1 && eventPlayerAnalyses[0]!.time > 200;
    },
    { timeoutMs: 90_000, everyMs: 250 },
  );
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const open = async (viewport: ViewportName) => {
  const watched = await watchedPage(browser, {
    viewport,
    locale: 'en-US',
    storage: { authToken: manager.token },
  });
  await watched.page.goto(`${url}/event/${eventId}/export`);
  await watched.page.getByTestId('raw-archive-download').waitFor();
  return watched;
};

/** Click `testId`'s button and save what the browser downloads; its suggested name and path. */
async function downloaded(page: Page, testId: string): Promise<{ name: string; file: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), file };
}

describe('raw archive and FieldWiz cards', () => {
  it('download the zip and both CSV layouts (1440 px)', async () => {
    const { context, page, errors, refused } = await open('wide');
    await page.getByRole('region', { name: 'Raw data archive' }).waitFor();
    await screenshot(page, 'raw-archive-wide');

    const archive = await downloaded(page, 'raw-archive-download');
    expect(archive.name).toMatch(/^Speed-training-\d{4}-\d{2}-\d{2}-raw\.zip$/);
    const listing = execFileSync('python3', ['-m', 'zipfile', '-l', archive.file], { encoding: 'utf8' });
    expect(listing).toContain('README.txt');
    expect(listing).toContain('event.json');
    expect(listing).toContain('samples/Raw-Ada-Tracker-1.csv');
    execFileSync('python3', ['-m', 'zipfile', '-e', archive.file, path.join(dir, 'zip')]);
    const json = JSON.parse(readFileSync(path.join(dir, 'zip', 'event.json'), 'utf8')) as {
      event: { id: string };
      files: { path: string; samples: number }[];
    };
    expect(json.event.id).toBe(eventId);
    const csv = readFileSync(path.join(dir, 'zip', 'samples', 'Raw-Ada-Tracker-1.csv'), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^time_utc,offset_ms,lat_deg,lon_deg,/);
    expect(lines.length - 1).toBe(json.files[0]!.samples);
    expect(json.files[0]!.samples).toBeGreaterThan(1000);

    const layout = page.getByTestId('fieldwiz-new-layout');
    expect(await layout.isChecked()).toBe(true);
    const current = await downloaded(page, 'fieldwiz-download');
    expect(current.name).toMatch(/-fieldwiz\.csv$/);
    expect(readFileSync(current.file, 'utf8')).toMatch(/^schema_version,event_id,/);
    await layout.click();
    await page.getByText('Legacy layout: semicolon-separated', { exact: false }).waitFor();
    const legacy = await downloaded(page, 'fieldwiz-download');
    expect(legacy.name).toMatch(/-fieldwiz-legacy\.csv$/);
    expect(readFileSync(legacy.file, 'utf8')).toMatch(/^\uFEFFName;Number;Date;/);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  }, 180_000);

  it('fits a phone (390 px), and says a refused link in its card', async () => {
    const { context, page } = await open('phone');
    await page.getByTestId('fieldwiz-download').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'raw-archive-phone');
    // The API refuses the link (as it would a user who just lost access to the team).
    await refuseField(page, 'getFieldWizAnalyzeCSVLink');
    await page.getByTestId('fieldwiz-download').click();
    const card = page.getByRole('region', { name: 'FieldWiz analysis CSV' });
    await card.getByRole('alert').getByText('You are not allowed to do this').waitFor();
    expect(await page.locator('.toast').count()).toBe(0);
    await context.close();
  }, 60_000);
});
