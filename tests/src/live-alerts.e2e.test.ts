/**
 * The team's live alerts in Debian's Chromium against `npm start` (issue 18): on the team's
 * Settings page, beside Tracking, the manager sees the defaults (the heart-rate alert only), sets
 * the targets and turns the heart-rate alert off; the form refuses a value out of bounds and half a
 * heart-rate alert; the API answers what the page shows. Screens at 1440 px and 390 px (en-US,
 * de-DE), nothing wider than a phone.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, SCREENSHOT_DIR, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;

beforeAll(async () => {
  setup = await platformSetup('alerts');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Alerts FC');
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function settingsPage(viewport: ViewportName, locale = 'en-US') {
  const watched = await watchedPage(browser, {
    locale,
    viewport,
    storage: { authToken: manager.token },
  });
  await watched.page.goto(`${url}/team/${manager.teamId}/settings`);
  await watched.page.getByTestId('live-alerts').getByRole('table').waitFor();
  return watched;
}

/** The card (its table is a region of the same name inside it). */
const card = (page: Page) => page.locator('section.card').filter({ has: page.getByTestId('live-alerts') });
/** The card alone, to look at beside the whole page's screenshot. */
const cardShot = (page: Page, name: string) =>
  card(page).screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
/** The threshold cell of an alert's row. */
const threshold = (page: Page, alert: string) =>
  page.getByTestId('live-alerts').getByRole('row').filter({ hasText: alert }).getByRole('cell').first();

describe("the team's live alerts", () => {
  it('shows the defaults, and saves the targets with the heart-rate alert turned off', async () => {
    const { context, page, errors, refused } = await settingsPage('wide');
    await expect.poll(() => threshold(page, 'Heart rate').textContent()).toBe('90% of maximum for 2 min');
    await expect.poll(() => threshold(page, 'Total distance').textContent()).toBe('Off');
    await screenshot(page, 'live-alerts-settings-wide');
    await cardShot(page, 'live-alerts-card-wide');

    await card(page).getByRole('button', { name: 'Edit live alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit live alerts' });
    await dialog.getByLabel('Sprint target').fill('501');
    await dialog.getByLabel('Held for at least (s)').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a value from 0 to 500').waitFor();
    await dialog.getByText('Give both heart-rate values').waitFor();
    await screenshot(page, 'live-alerts-dialog-wide');

    await dialog.getByLabel('Total distance target (m)').fill('9500');
    await dialog.getByLabel('High-speed running target (m)').fill('850,5');
    await dialog.getByLabel('Sprint target').fill('14');
    await dialog.getByLabel("Heart rate (% of the player's maximum)").fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => threshold(page, 'Heart rate').textContent()).toBe('Off');
    expect(await threshold(page, 'Total distance').textContent()).toBe('9,500 m');
    expect(await threshold(page, 'High-speed running').textContent()).toBe('850.5 m');
    expect(await threshold(page, 'Sprints').textContent()).toBe('14');
    await screenshot(page, 'live-alerts-settings-set-wide');
    await cardShot(page, 'live-alerts-card-set-wide');

    const { teamLiveAlerts } = await manager.graphql<{ teamLiveAlerts: Record<string, unknown> }>(
      `{ teamLiveAlerts(teamId: "${manager.teamId}") {
           hsrTarget sprintTarget distanceTarget heartRatePercent heartRateSeconds } }`,
    );
    expect(teamLiveAlerts).toEqual({
      hsrTarget: 850.5,
      sprintTarget: 14,
      distanceTarget: 9500,
      heartRatePercent: null,
      heartRateSeconds: null,
    });
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone in English and in German', async () => {
    for (const [locale, title] of [
      ['en-US', 'Live alerts'],
      ['de-DE', 'Live-Alarme'],
    ] as const) {
      const { context, page, errors } = await settingsPage('phone', locale);
      await card(page).getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `live-alerts-settings-phone-${locale}`);
      await cardShot(page, `live-alerts-card-phone-${locale}`);
      await card(page).getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button').last().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `live-alerts-dialog-phone-${locale}`);
      expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await context.close();
    }
  });
});
