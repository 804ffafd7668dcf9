/**
 * Demo mode in Debian's Chromium against `npm start` (issue 19): a user with a club of their own
 * turns Demo on in the side drawer. Without a demo club the banner says how to make one; once a
 * small demo club is generated (the last events of `npm run demo`'s season), the app shows it:
 * the banner, the demo club, its squad with an injured player, its team's events, a match's metrics with every player's record and
 * its charts. A
 * write is refused (DEMO_READ_ONLY, said in a notification); leaving demo mode brings the user's
 * own club back. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_NAME, DEMO_TEAM_NAME } from '@stride/contracts/demo';
import { demoCommands } from '@stride/deploy/demo/commands';
import { generateDemo } from '@stride/deploy/demo/generate';
import { createPostgresEventStore } from '@stride/streams/postgres/event-store';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;

beforeAll(async () => {
  setup = await platformSetup('demo_mode');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Real Club FC');
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function toggleDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('switch', { name: 'Demo mode' }).click();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Demo mode' });

/** Generates the season's last `events` events into the platform's store. */
async function generate(events: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: setup.db.url, max: 4 });
  try {
    const store = createPostgresEventStore({ pool });
    await generateDemo(demoCommands(store, pool), { now: new Date(), weeks: 2, maxEvents: events });
  } finally {
    await pool.end();
  }
}

describe('demo mode', () => {
  it('says how to make the demo club while there is none', async () => {
    const { page, context } = await watchedPage(browser, {
      viewport: 'wide',
      storage: { authToken: manager.token },
    });
    await page.goto(`${url}/`);
    await page.getByText('Real Club FC').first().waitFor();
    await toggleDemo(page);
    await banner(page).locator('code', { hasText: 'npm run demo' }).waitFor();
    expect(await page.getByText('Real Club FC').count()).toBe(0);
    await screenshot(page, 'demo-missing-1440');
    await context.close();
  });

  it('shows the generated demo club read-only, and the user’s own club again after', async () => {
    await generate(4);
    for (const viewport of ['wide', 'phone'] as ViewportName[]) {
      const width = viewport === 'wide' ? 1440 : 390;
      const { page, context, errors } = await watchedPage(browser, {
        viewport,
        storage: { authToken: manager.token, demo: 'true' },
      });
      await page.goto(`${url}/`);
      await banner(page).getByText(DEMO_CLUB_NAME).waitFor({ timeout: 30_000 });
      await page.getByText(DEMO_TEAM_NAME).first().waitFor();
      await screenshot(page, `demo-club-${width}`);

      // The squad with today's availability: the ankle sprain of nine days ago is still in rehab.
      await page.goto(`${url}/club/players`);
      const nilsen = page
        .getByRole('row')
        .filter({ hasText: 'Nilsen' })
        .or(page.locator('li, article').filter({ hasText: 'Nilsen' }));
      await nilsen.getByText('Injured').first().waitFor({ timeout: 30_000 });
      await screenshot(page, `demo-players-${width}`);
      await page.goto(`${url}/`);

      // The team's events: the last matches and trainings of the season.
      const teamLink = page.getByRole('link', { name: DEMO_TEAM_NAME }).first();
      await teamLink.click();
      await page.waitForURL(/\/team\/[^/]+\//);
      const teamId = /\/team\/([^/]+)\//.exec(page.url())![1]!;
      await page.goto(`${url}/team/${teamId}/events`);
      await page.getByText(/^vs /).first().waitFor({ timeout: 30_000 });
      await page
        .getByText(/^Training: /)
        .first()
        .waitFor();
      await screenshot(page, `demo-events-${width}`);

      // A match's metrics: every player has a record (distance in km) once the projection ran.
      await page.getByText(/^vs /).first().click();
      await page.waitForURL(/\/event\/[^/]+\//);
      const eventId = /\/event\/([^/]+)\//.exec(page.url())![1]!;
      await page.goto(`${url}/event/${eventId}/metrics`);
      await page.getByText('Kowalski').first().waitFor({ timeout: 60_000 });
      await page.getByText('14 players in the squad, 14 with data').waitFor({ timeout: 60_000 });
      await screenshot(page, `demo-metrics-${width}`);
      await page.goto(`${url}/event/${eventId}/charts`);
      await page.locator('.js-plotly-plot .main-svg').first().waitFor({ timeout: 60_000 });
      await screenshot(page, `demo-charts-${width}`);

      if (viewport === 'wide') {
        // A write: refused, and said so.
        await page.goto(`${url}/team/${teamId}/events`);
        await page.getByRole('button', { name: 'New event' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').first().fill('Not in the demo');
        await dialog.getByRole('button', { name: 'Create event' }).click();
        await page.getByText('Demo mode is read-only').first().waitFor();
        await screenshot(page, `demo-refused-${width}`);
        await page.keyboard.press('Escape');
        // Leaving demo mode: the user's own club again.
        await banner(page).getByRole('button', { name: 'Leave demo' }).click();
        await page.getByText('Real Club FC').first().waitFor();
        expect(await banner(page).count()).toBe(0);
      }
      expect(errors.filter((e) => !e.includes('DEMO_READ_ONLY') && !e.includes('status of 4'))).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
