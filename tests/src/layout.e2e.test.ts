/**
 * Layout as a new user meets it (issue 16, "Layout"), in Debian's Chromium against `npm start`,
 * with the tour's club (`tour/seed.ts`: the real recordings, or synthetic files without them, so
 * this never skips):
 *
 * - every page of the club, team, event and player areas at 390 × 844 and 1440 × 900: the page
 *   never scrolls sideways, and the header names the club and (on team, event and player pages)
 *   the team, a link to its events; a full-page screenshot of each (test-output/screenshots);
 * - a table wider than its box (the smallest desktop, 1024 px): scrolled to its end, the
 *   player's number and name are still seen, and the row's actions too;
 * - a substitution ("On pitch", then "Off pitch") at 390, 1024 and 1440 px keeps the number and
 *   name in view and the focus on the button, and its toast covers no button;
 * - an upload raises no toast (no "received" beside a row that says Failed): its line under the
 *   form says where the file stands, up to how its job ended, as the job's row does.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import {
  buttonsUnderToasts,
  cellSeen,
  recordToasts,
  scrollTableToEnd,
  settled,
  sideways,
  toastsSeen,
} from './layout-checks.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';
import { seedTourClub, type TourClub } from './tour/seed.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let club: TourClub;

const CLUB_NAME = 'Sporting Clube Minho';
const TEAM_NAME = 'First team';
const SUBSTITUTE = 'Diogo Martins';

beforeAll(async () => {
  setup = await platformSetup('layout');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  club = await seedTourClub(url, path.join(setup.dataDir, 'mail'));
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

/** Every page of the four areas (web/src/routing/routes.ts), and whether it belongs to the team. */
function pages(): { readonly name: string; readonly path: string; readonly inTeam: boolean }[] {
  const team = `/team/${club.manager.teamId}`;
  const event = `/event/${club.matchId}`;
  const player = `/player/${club.playerIds[2]}`;
  return [
    ...['members', 'teams', 'players', 'devices', 'settings'].map((page) => ({
      name: `club-${page}`,
      path: `/club/${page}`,
      inTeam: false,
    })),
    ...['analyses', 'players', 'events', 'devices', 'settings', 'upload', 'report'].map((page) => ({
      name: `team-${page}`,
      path: `${team}/${page}`,
      inTeam: true,
    })),
    ...['dashboard', 'players', 'live', 'metrics', 'charts', 'analyses', 'intervals', 'export', 'import']
      .concat('settings')
      .map((page) => ({ name: `event-${page}`, path: `${event}/${page}`, inTeam: true })),
    { name: 'live-players', path: `/event/${club.liveId}/players`, inTeam: true },
    ...[
      'overview',
      'selections',
      'availability',
      `metrics/${club.matchId}`,
      'analyses',
      'compare',
      'report',
    ].map((page) => ({ name: `player-${page.split('/')[0]}`, path: `${player}/${page}`, inTeam: true })),
  ];
}

describe('charts on a phone and a desktop', () => {
  it.each<ViewportName>(['phone', 'wide'])(
    'at %s: every plot keeps room for its bars beside its legend and the slanted names',
    async (viewport) => {
      const { context, page } = await managerPage(viewport);
      await page.goto(`${url}/event/${club.matchId}/charts`);
      await expect
        .poll(() => page.locator('.chart .main-svg').count(), { timeout: 60_000 })
        .toBeGreaterThan(3);
      // Six long names slant under the bars and the zones chart has seven legend entries: on a
      // phone they once left its plot 40 px high.
      const heights = await page
        .locator('.chart .draglayer .nsewdrag')
        .evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().height));
      await screenshot(page, `layout-charts-${viewport}`);
      expect(heights.length).toBeGreaterThan(3);
      expect(Math.min(...heights)).toBeGreaterThan(150);
      await context.close();
    },
    120_000,
  );
});

/** A table's scrolling box, by its label (the card holding it may have the same name). */
function tableBox(page: Page, label: string) {
  return page.getByRole('region', { name: label, exact: true }).and(page.locator('.table-wrap'));
}

async function managerPage(viewport: ViewportName) {
  return watchedPage(browser, { viewport, storage: { authToken: club.manager.token, locale: 'en-GB' } });
}

describe('every page at a phone and a desktop width', () => {
  it.each<ViewportName>(['phone', 'wide'])(
    'at %s: no page scrolls sideways, and the header names the club and the team',
    async (viewport) => {
      const { context, page, errors } = await managerPage(viewport);
      const wide: string[] = [];
      for (const stop of pages()) {
        await page.goto(`${url}${stop.path}`);
        await settled(page);
        const clubLink = page.getByTestId('header-club');
        await expect(clubLink.textContent()).resolves.toBe(CLUB_NAME);
        const teamLink = page.getByTestId('header-team');
        if (stop.inTeam) {
          await teamLink.waitFor({ timeout: 30_000 });
          await expect(teamLink.textContent()).resolves.toBe(TEAM_NAME);
          await expect(teamLink.getAttribute('href')).resolves.toBe(`/team/${club.manager.teamId}/events`);
        } else {
          await expect(teamLink.count()).resolves.toBe(0);
        }
        const by = await sideways(page);
        if (by !== 0) wide.push(`${stop.name}: ${by} px`);
        await screenshot(page, `layout-${stop.name}-${viewport}`);
      }
      expect(wide).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );
});

describe('wide tables at the smallest desktop (1024 px)', () => {
  it('keeps the player fixed in the metrics table and the squad, the actions too', async () => {
    const { context, page } = await managerPage('laptop');
    await page.goto(`${url}/event/${club.matchId}/metrics`);
    const metrics = tableBox(page, "The players' metrics");
    const ferreira = metrics.getByRole('rowheader', { name: /Ferreira-Gonçalves/ });
    await ferreira.waitFor();
    expect(await scrollTableToEnd(metrics)).toBeGreaterThan(0);
    expect(await cellSeen(ferreira)).toBe(true);
    await screenshot(page, 'layout-metrics-scrolled-laptop');

    await page.goto(`${url}/event/${club.liveId}/players`);
    const squad = tableBox(page, 'Squad');
    const row = squad.getByRole('row', { name: new RegExp(SUBSTITUTE) });
    await row.waitFor();
    expect(await scrollTableToEnd(squad)).toBeGreaterThan(0);
    expect(await cellSeen(row.getByRole('rowheader'))).toBe(true);
    expect(await cellSeen(row.getByRole('cell').first())).toBe(true);
    expect(await cellSeen(row.getByRole('cell').last())).toBe(true);
    await screenshot(page, 'layout-squad-scrolled-laptop');
    await context.close();
  });
});

/** Put the substitute on the pitch and off again; after each, what the row shows and the toast. */
async function substitute(page: Page, viewport: ViewportName): Promise<void> {
  const squad = tableBox(page, 'Squad');
  const row = squad.getByRole('row', { name: new RegExp(SUBSTITUTE) });
  for (const [action, after, notice] of [
    ['On pitch', 'Off pitch', `${SUBSTITUTE} is on the pitch`],
    ['Off pitch', 'On pitch', `${SUBSTITUTE} left the pitch`],
  ] as const) {
    // As a user would reach it: the button scrolled into view (the table's box to its end).
    await scrollTableToEnd(squad);
    await row.getByRole('button', { name: `${action}: ${SUBSTITUTE}` }).click();
    const turned = row.getByRole('button', { name: `${after}: ${SUBSTITUTE}` });
    await turned.waitFor();
    await page.locator('.toast', { hasText: notice }).waitFor();
    expect(await cellSeen(row.getByRole('rowheader'))).toBe(true);
    expect(await cellSeen(row.getByRole('cell').first())).toBe(true);
    await expect(turned.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(await buttonsUnderToasts(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);
    await screenshot(page, `layout-substitution-${action === 'On pitch' ? 'on' : 'off'}-${viewport}`);
  }
}

describe('a substitution', () => {
  it.each<ViewportName>(['phone', 'laptop', 'wide'])(
    'at %s keeps the number and name in view, the focus on the button, and no button under the toast',
    async (viewport) => {
      const { context, page, errors } = await managerPage(viewport);
      await page.goto(`${url}/event/${club.liveId}/players`);
      await settled(page);
      await substitute(page, viewport);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('an upload', () => {
  it.each<ViewportName>(['phone', 'wide'])(
    'at %s raises no toast: its line under the form says how its job ended',
    async (viewport) => {
      const { context, page } = await managerPage(viewport);
      await page.goto(`${url}/team/${club.manager.teamId}/upload`);
      await settled(page);
      await recordToasts(page);
      const name = `not-a-recording-${viewport}.csv`;
      const dock = page.getByRole('region', { name: 'Docking station' });
      await dock.getByLabel('Docking-station files').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from('this is not a device file\n'),
      });
      await dock.getByRole('button', { name: 'Upload' }).click();
      const line = dock.getByTestId('queued-file').filter({ hasText: name });
      const job = page.getByTestId('job-row').filter({ hasText: name });
      await job.getByTestId('job-state').getByText('Failed').waitFor({ timeout: 60_000 });
      await line.getByTestId('job-state').getByText('Failed').waitFor();
      expect(await toastsSeen(page)).not.toContainEqual(expect.stringContaining(name));
      expect(await buttonsUnderToasts(page)).toEqual([]);
      await screenshot(page, `layout-upload-failed-${viewport}`);
      await context.close();
    },
  );
});
