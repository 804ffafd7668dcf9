/**
 * Issue 18's "done when", in Debian's Chromium against `npm start`: `npm run simulate`'s engine
 * plays a squad of ten through the live gateway while a coach watches the event's live screen;
 * the tiles' distances grow as the batches come; the coach stops the event (with its
 * confirmation), the screen says "Final", and the metrics page shows every player's distance
 * equal to the last live figure on their tile, marked as coming from live data.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, liveConnected, screenshot, watchedPage } from './browser.ts';
import { startedSquad, type LiveSquad } from './live-squad.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';
import { simulate } from './simulate/run.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let squad: LiveSquad;

const SQUAD = ['Abel', 'Bruna', 'Caio', 'Dora', 'Emil', 'Faye', 'Gil', 'Hedda', 'Ines', 'Jonas'].map(
  (firstName, i) => ({
    firstName,
    lastName: `Sim${String.fromCharCode(65 + i)}`,
    number: i + 2,
    maxHeartRate: 195,
  }),
);

beforeAll(async () => {
  setup = await platformSetup('live_simulated');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Simulated FC');
  squad = await startedSquad(manager, SQUAD, { prefix: 'SIM', eventName: 'Simulated derby' });
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

const tileOf = (page: Page, lastName: string) => page.getByTestId('live-tile').filter({ hasText: lastName });
const digits = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
/** The distance (m) a player's tile shows: its first figure. */
const tileDistance = async (page: Page, lastName: string) =>
  digits(await tileOf(page, lastName).locator('.live-tile__figure').first().locator('dd').textContent());

describe('a simulated squad, live', () => {
  it('updates the live screen, and the metrics page equals the last live figures after the stop', async () => {
    const { context, page, errors } = await watchedPage(browser, {
      viewport: 'wide',
      storage: { authToken: manager.token },
    });
    await page.goto(`${url}/event/${squad.eventId}/live`);
    await page.getByTestId('live-tile').first().waitFor();
    await liveConnected(page);

    // 40 s of generated play for each of the ten, three times faster than real time.
    const run = simulate(
      {
        eventId: squad.eventId,
        token: squad.token,
        url,
        players: null,
        hz: 10,
        speed: 3,
        files: [],
        seconds: 40,
        rate: 80,
        progressSeconds: 3600,
      },
      { print: () => undefined },
    );
    const watched = SQUAD[0]!.lastName;
    await expect.poll(() => tileDistance(page, watched), { timeout: 60_000 }).toBeGreaterThan(0);
    const early = await tileDistance(page, watched);
    await expect.poll(() => tileDistance(page, watched), { timeout: 60_000 }).toBeGreaterThan(early);
    await screenshot(page, 'live-simulated-running-wide');

    const report = await run;
    expect(report.complete).toBe(true);
    expect(report.links).toHaveLength(SQUAD.length);
    expect(report.links.every((link) => link.samplesStored > 300 && link.errors === 0)).toBe(true);

    await page.getByRole('button', { name: 'Stop event' }).click();
    await page
      .getByRole('dialog', { name: 'Stop event' })
      .getByRole('button', { name: 'Stop', exact: true })
      .click();
    await page.getByTestId('live-state').getByText('Final').waitFor({ timeout: 30_000 });
    const final = new Map<string, number>();
    for (const { lastName } of SQUAD) final.set(lastName, await tileDistance(page, lastName));
    expect([...final.values()].every((distance) => distance > 0)).toBe(true);
    await screenshot(page, 'live-simulated-final-wide');

    await page.goto(`${url}/event/${squad.eventId}/metrics`);
    const headers = async () =>
      (await page.locator('thead th').allTextContents()).map((h) => h.replace(/[▲▼]/g, '').trim());
    await page.getByTestId('metrics-row').first().waitFor();
    const column = (await headers()).indexOf('Distance (m)');
    expect(column).toBeGreaterThan(0);
    for (const { firstName, lastName } of SQUAD) {
      const row = page.getByTestId('metrics-row').filter({ hasText: `${firstName} ${lastName}` });
      await expect
        .poll(async () => digits(await row.locator('th, td').nth(column).textContent()), { timeout: 30_000 })
        .toBe(final.get(lastName));
      // The record comes from the live data (no device file yet): the row says so.
      await row.locator('.tag', { hasText: 'Live' }).waitFor();
    }
    await screenshot(page, 'live-simulated-metrics-wide');
    expect(errors).toEqual([]);
    await context.close();

    const phone = await watchedPage(browser, { viewport: 'phone', storage: { authToken: manager.token } });
    await phone.page.goto(`${url}/event/${squad.eventId}/metrics`);
    await phone.page.getByTestId('metrics-row').first().locator('.tag', { hasText: 'Live' }).waitFor();
    await screenshot(phone.page, 'live-simulated-metrics-phone');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
