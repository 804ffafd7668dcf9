/**
 * The team's tracking profiles in Debian's Chromium against `npm start` (issue 17): on the team's
 * Settings page the manager turns the GNSS low-pass off, the page shows the team's value beside
 * the default, and the record of a noisy 10 Hz file is computed again (more distance); "Reset to
 * defaults" brings the first figure back. A value out of bounds is refused in the form. Screens
 * at 1440 px and 390 px.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { gnssNoise } from '@stride/projector/testing/gnss-noise';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { postFile } from '@stride/query/testing/client';
import { until } from '@stride/streams/testing/until';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
let playerId = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const GNSS = 'GNSS vests, 10 Hz';

beforeAll(async () => {
  setup = await platformSetup('tracking');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Tracking FC');
  ({ playerId } = await addPlayerWearing(
    manager.graphql,
    manager.teamId,
    { firstName: 'Noa', lastName: 'Noise' },
    { serial: 'TRK-0001', udid: 'usb-trk-1' },
  ));
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Noisy match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: manager.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 3_600_000).toISOString(),
      p: [playerId],
    },
  );
  eventId = createEvent.id;
  const batch = gnssNoise(syntheticPlayer({ seed: 41, seconds: 300, start: START, dropRate: 0.1 }), 0.5);
  const job = await postFile<{ uploadEventFile: { id: string } }>(
    url,
    'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
    { e: eventId },
    { name: 'noisy.csv', bytes: new TextEncoder().encode(strideCsv([{ key: 'TRK-0001', batch }])) },
    manager.headers,
  );
  expect(job.errors).toBeUndefined();
  await until(async () => (await distance()) !== null, { timeoutMs: 60_000, everyMs: 100 });
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

/** The player's recorded distance, as the API answers it; null before it is computed. */
async function distance(): Promise<number | null> {
  const { selection } = await manager.graphql<{
    selection: { record: { globalMetrics: { distance: number } } | null } | null;
  }>(
    `{ selection(eventId: "${eventId}", playerId: "${playerId}") { record { globalMetrics { distance } } } }`,
  );
  return selection?.record?.globalMetrics.distance ?? null;
}

async function settingsPage(viewport: ViewportName, locale = 'en-US') {
  const watched = await watchedPage(browser, {
    locale,
    viewport,
    storage: { authToken: manager.token },
  });
  await watched.page.goto(`${url}/team/${manager.teamId}/settings`);
  await watched.page.getByTestId('tracking-GNSS_10HZ').getByRole('table').waitFor();
  return watched;
}

const tracking = (page: Page) => page.getByRole('region', { name: 'Tracking' });
const gnssSection = (page: Page) => tracking(page).getByTestId('tracking-GNSS_10HZ');
/** The "Team" cell of a parameter's row in the GNSS table. */
const teamCell = (page: Page, parameter: string) =>
  gnssSection(page).getByRole('row').filter({ hasText: parameter }).getByRole('cell').nth(1);

describe("the team's tracking profiles", () => {
  it('turns the GNSS low-pass off, which recomputes the record, and resets it', async () => {
    const before = (await distance())!;
    const { context, page, errors, refused } = await settingsPage('wide');
    await expect.poll(() => gnssSection(page).getByText('The defaults apply.').count()).toBe(1);
    await screenshot(page, 'tracking-settings-wide');

    await page.getByRole('button', { name: `Edit ${GNSS}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${GNSS}` });
    // Out of bounds: the form says so and sends nothing.
    await dialog.getByLabel('Spike speed (m/s)').fill('50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a value from 5 to 40').waitFor();
    await dialog.getByLabel('Spike speed (m/s)').fill('');
    await dialog.getByLabel('No low-pass filter').check();
    expect(await dialog.getByLabel('Low-pass cutoff (Hz)').isDisabled()).toBe(true);
    await screenshot(page, 'tracking-dialog-wide');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => teamCell(page, 'Low-pass cutoff').textContent()).toBe('Off');
    await gnssSection(page).getByText("The team's own values since").waitFor();
    await expect.poll(distance, { timeout: 30_000 }).toBeGreaterThan(before * 1.2);
    await screenshot(page, 'tracking-settings-off-wide');

    await page.getByRole('button', { name: `Reset ${GNSS} to the defaults` }).click();
    await page
      .getByRole('dialog', { name: 'Reset to the defaults' })
      .getByRole('button', { name: 'Reset to defaults' })
      .click();
    await gnssSection(page).getByText('The defaults apply.').waitFor();
    await expect.poll(distance, { timeout: 30_000 }).toBe(before);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('reads well on a phone: each parameter a card with its default, the team value and what applies', async () => {
    const { context, page, errors, refused } = await settingsPage('phone');
    await screenshot(page, 'tracking-settings-phone');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Edit Watches and bike computers, 1 Hz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Watches and bike computers, 1 Hz' });
    await dialog.getByLabel('Low-pass cutoff (Hz)').fill('0,5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The watch profile reaches 0 s: a cutoff alone is refused until a reach is given.
    await dialog.getByText('needs a reach above 0 s').waitFor();
    await screenshot(page, 'tracking-dialog-phone');
    await dialog.getByLabel('Filter reach (s)').fill('0.8');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const watch = tracking(page).getByTestId('tracking-WATCH_1HZ');
    await watch.getByText("The team's own values since").waitFor();
    await screenshot(page, 'tracking-settings-watch-phone');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone in German, the longest parameter names', async () => {
    const { context, page, errors } = await settingsPage('phone', 'de-DE');
    await page
      .getByRole('region', { name: 'Tracking' })
      .getByText('Ausreißer-Geschwindigkeit')
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'tracking-settings-phone-de');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
