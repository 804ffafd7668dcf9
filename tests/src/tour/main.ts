/**
 * `npm run tour -- <out folder>`: the whole club journey as a new user sees it. Starts the
 * platform as `npm start` does (a database, NATS namespace and data folder of its own), fills a
 * club with the real recordings (`seed.ts`; synthetic files when `../shared/datasets` is
 * absent), then opens every page of
 * the club, team, event and player areas in Chromium at 390 × 844 and 1440 × 900 and writes a
 * full-page screenshot of each into the folder, with `tour.json`: per page and width, how far the
 * page scrolls sideways (0 is right) and, for chart pages, the time from navigation to the first
 * chart drawn. Figures to look at, never pass/fail: the browser tests assert what must hold.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { exitWhenWritten } from '@stride/deploy/exit';
import { DEFAULT_WEB_DIR } from '@stride/deploy/config';
import { ensureServices } from '@stride/deploy/services';
import { ensureWebBuild } from '@stride/deploy/web-build';
import { launchBrowser } from '../browser.ts';
import { platformSetup, startPlatformProcess } from '../platform-process.ts';
import { seedTourClub, type TourClub } from './seed.ts';

const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

interface Stop {
  readonly name: string;
  readonly path: string;
  /** Shown once this text is on the page (a heading, a row). */
  readonly ready?: string;
  /** A chart page: time the first chart. */
  readonly chart?: boolean;
}

function stops(club: TourClub): Stop[] {
  const team = `/team/${club.manager.teamId}`;
  const match = `/event/${club.matchId}`;
  const player = club.playerIds[2]!;
  return [
    { name: 'club-members', path: '/club/members' },
    { name: 'club-teams', path: '/club/teams' },
    { name: 'club-players', path: '/club/players', ready: 'Ferreira' },
    { name: 'club-devices', path: '/club/devices', ready: 'OptimEye S5 #1' },
    { name: 'club-settings', path: '/club/settings' },
    { name: 'team-events', path: `${team}/events`, ready: 'SSG 6 v 6' },
    { name: 'team-upload', path: `${team}/upload`, ready: 'anonymized_data.csv' },
    { name: 'team-settings', path: `${team}/settings` },
    { name: 'team-analyses', path: `${team}/analyses` },
    { name: 'event-dashboard', path: `${match}/dashboard`, ready: '1st half' },
    { name: 'event-players', path: `${match}/players`, ready: 'Ferreira' },
    { name: 'live-players', path: `/event/${club.liveId}/players`, ready: 'Ferreira' },
    { name: 'event-metrics', path: `${match}/metrics`, ready: 'Ferreira' },
    { name: 'event-charts', path: `${match}/charts`, chart: true },
    { name: 'event-import', path: `${match}/import` },
    { name: 'event-settings', path: `${match}/settings` },
    { name: 'event-live', path: `${match}/live` },
    { name: 'player-metrics', path: `/player/${player}/metrics/${club.matchId}`, chart: true },
    { name: 'ride-metrics', path: `/event/${club.rideId}/metrics`, ready: 'Rodrigues' },
    { name: 'ride-player', path: `/player/${club.cyclistId}/metrics/${club.rideId}`, chart: true },
  ];
}

interface Visit {
  readonly page: string;
  readonly width: keyof typeof WIDTHS;
  /** Pixels the page scrolls sideways (document width − viewport). */
  readonly sideways: number;
  /** Navigation to the first chart drawn, ms (chart pages). */
  readonly firstChartMs?: number;
  readonly file: string;
}

async function visit(page: Page, url: string, stop: Stop): Promise<number | undefined> {
  const started = Date.now();
  await page.goto(`${url}${stop.path}`);
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
  if (stop.ready !== undefined)
    await page
      .getByText(stop.ready)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
  let firstChartMs: number | undefined;
  if (stop.chart === true) {
    await page.locator('.js-plotly-plot .main-svg').first().waitFor({ timeout: 60_000 });
    firstChartMs = Date.now() - started;
  }
  // Let late answers and fonts settle before the picture (a picture, not an assertion).
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return firstChartMs;
}

async function tour(browser: Browser, url: string, club: TourClub, out: string): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const [width, viewport] of Object.entries(WIDTHS) as [
    keyof typeof WIDTHS,
    { width: number; height: number },
  ][]) {
    const sized = await browser.newContext({
      viewport,
      locale: 'en-GB',
      timezoneId: 'Europe/Lisbon',
      reducedMotion: 'reduce',
    });
    await sized.addInitScript((token: string) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('locale', 'en-GB');
    }, club.manager.token);
    const page = await sized.newPage();
    for (const stop of stops(club)) {
      const firstChartMs = await visit(page, url, stop).catch((error: unknown) => {
        console.warn(`tour: ${stop.name} at ${width}: ${String(error)}`);
        return undefined;
      });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const file = path.join(out, `${stop.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      visits.push({ page: stop.name, width, sideways, firstChartMs, file: path.basename(file) });
      console.log(
        `${stop.name.padEnd(16)} ${width.padEnd(7)} sideways ${String(sideways).padStart(5)} px${firstChartMs === undefined ? '' : `  first chart ${firstChartMs} ms`}`,
      );
    }
    await sized.close();
  }
  return visits;
}

async function main(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? 'test-output/tour');
  await mkdir(out, { recursive: true });
  const services = await ensureServices({ dataDir: '.data/test-services', purpose: 'tests' });
  process.env.DATABASE_URL = services.databaseUrl;
  process.env.NATS_URL = services.natsUrl;
  const log = { info: () => undefined, warn: console.warn, error: console.error };
  if (!(await ensureWebBuild(DEFAULT_WEB_DIR, log))) throw new Error('the web app could not be built');
  const setup = await platformSetup('tour');
  let browser: Browser | undefined;
  try {
    const platform = await startPlatformProcess(setup);
    browser = await launchBrowser();
    const club = await seedTourClub(platform.url, path.join(setup.dataDir, 'mail'));
    if (!club.recordings) console.warn('tour: the recordings are absent: synthetic files instead');
    const visits = await tour(browser, platform.url, club, out);
    await writeFile(path.join(out, 'tour.json'), `${JSON.stringify(visits, null, 2)}\n`);
    console.log(`tour: ${visits.length} screenshots in ${out}`);
  } finally {
    await browser?.close();
    await setup.cleanup();
    await services.stop();
  }
}

await main();
await exitWhenWritten(Number(process.exitCode ?? 0));
