/**
 * Issue 19's pages on the demo club, in Debian's Chromium against `npm start`: a user of a club of
 * their own, in demo mode, opens the demo team's analyses, a player's overview, analyses and
 * compare, and `/coach`. Each screen shows the figures the GraphQL API answers the same demo viewer
 * (header `demo: true`). A demo viewer is the demo club's read-only manager, and the spec sends a
 * manager from `/coach` to the club: that is what this test checks there, with the club's teams.
 * The season is `npm run demo`'s, `DEMO_PAGES_WEEKS` weeks long (3 by default: fast; 10 is a
 * full season; at most 11, so that every event is in the analyses' default range of 12 weeks).
 * Load times (navigation to the first figure that equals the API's) are logged, not asserted.
 * Screens at 1440 px and 390 px go to `test-output/screenshots/demo-pages-*`.
 */
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_ID, DEMO_TEAM_NAME } from '@stride/contracts/demo';
import { demoCommands } from '@stride/deploy/demo/commands';
import { generateDemo } from '@stride/deploy/demo/generate';
import { must } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { createPostgresEventStore } from '@stride/streams/postgres/event-store';
import { until } from '@stride/streams/testing/until';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { addDays, dayFromToday, lastTwelveWeeks } from './calendar.ts';
import { cellUnder } from './figures-page.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

const WEEKS = Number(process.env['DEMO_PAGES_WEEKS'] ?? 3);

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let teamId = '';
const names = new Map<string, string>();
const loadTimes: string[] = [];

/** The API as the demo viewer asks it: the user's session and `demo: true`. */
const demoApi = <Data>(query: string, variables: Record<string, unknown> = {}) =>
  must<Data>(http, url, query, variables, { ...manager.headers, demo: 'true' });

interface Statistics {
  events: number;
  players: { playerId: string; events: number; distance: number; sprints: number }[];
}
const teamStatistics = async () =>
  (
    await demoApi<{ teamStatistics: Statistics }>(
      `query ($t: ID!, $f: Date!, $to: Date!) {
         teamStatistics(teamId: $t, from: $f, to: $to) { events players { playerId events distance sprints } } }`,
      { t: teamId, f: lastTwelveWeeks().from, to: lastTwelveWeeks().to },
    )
  ).teamStatistics;

interface Selection {
  event: { id: string; name: string };
  selection: { record: { globalMetrics: { distance: number; sprint: { count: number } | null } } | null };
}
const playerSelections = async (playerId: string) =>
  (
    await demoApi<{ playerSelections: Selection[] }>(
      `query ($p: ID!) { playerSelections(playerId: $p) { event { id name }
         selection { record { globalMetrics { distance sprint { count } } } } } }`,
      { p: playerId },
    )
  ).playerSelections;

/** The player's distance load over the last `days` days (the browser's calendar). */
async function workloadTotal(playerId: string, days: number): Promise<number> {
  // Calendar days back from today in Paris, not 24-hour steps (they cross a clock change into the
  // wrong day late in the evening).
  const today = dayFromToday(0);
  const from = addDays(today, 1 - days);
  const { playerWorkload } = await demoApi<{ playerWorkload: { points: { load: number | null }[] } }>(
    'query ($p: ID!, $f: Date!, $t: Date!) { playerWorkload(playerId: $p, from: $f, to: $t) { points { load } } }',
    { p: playerId, f: from, t: today },
  );
  return playerWorkload.points.reduce((sum, p) => sum + (p.load ?? 0), 0);
}

const metres = (value: number) => Math.round(value).toLocaleString('en-US');
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Runs `step` (a navigation, a query), and logs how long it took as the time of `label`. */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  loadTimes.push(`${label}: ${Date.now() - started} ms`);
  return result;
}

beforeAll(async () => {
  setup = await platformSetup('demo_pages');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Own Club FC');
  const now = new Date();
  const pool = new pg.Pool({ connectionString: setup.db.url, max: 4 });
  const started = Date.now();
  let events = 0;
  try {
    ({ events } = await generateDemo(demoCommands(createPostgresEventStore({ pool }), pool), {
      now,
      weeks: WEEKS,
    }));
  } finally {
    await pool.end();
  }
  const { clubTeams } = await demoApi<{ clubTeams: { id: string; name: string }[] }>(
    'query ($c: ID!) { clubTeams(clubId: $c) { id name } }',
    { c: DEMO_CLUB_ID },
  );
  teamId = clubTeams.find((team) => team.name === DEMO_TEAM_NAME)!.id;
  // Every event of the season has its records (the projection ran on every upload).
  await until(async () => (await teamStatistics()).events === events, {
    timeoutMs: 180_000,
    everyMs: 500,
  });
  console.log(`demo-pages.e2e: ${events} events generated and projected in ${Date.now() - started} ms`);
  const { clubPlayers } = await demoApi<{
    clubPlayers: { id: string; firstName: string; lastName: string }[];
  }>('query ($c: ID!) { clubPlayers(clubId: $c) { id firstName lastName } }', { c: DEMO_CLUB_ID });
  for (const p of clubPlayers) names.set(p.id, `${p.firstName} ${p.lastName}`);
}, 600_000);
afterAll(async () => {
  if (loadTimes.length > 0)
    console.log(`demo-pages.e2e load times (${WEEKS} weeks):\n  ${loadTimes.join('\n  ')}`);
  await browser?.close();
  await setup?.cleanup();
});

async function openTeamAnalyses(page: Page, width: number): Promise<Statistics> {
  // The API's own time, to tell it from the page's.
  const api = await timed('teamStatistics API (12 weeks)', teamStatistics);
  await timed(`team analyses ${width} px`, async () => {
    await page.goto(`${url}/team/${teamId}/analyses`);
    await page
      .getByText(new RegExp(`^${api.events} events with device data from `))
      .waitFor({ timeout: 30_000 });
  });
  await expect
    .poll(() => page.locator('tr[data-player] td[data-column="distance"]').count(), { timeout: 30_000 })
    .toBe(api.players.length);
  for (const p of api.players.slice(0, 5)) {
    const cell = (column: string) =>
      page.locator(`tr[data-player="${p.playerId}"] td[data-column="${column}"]`).first().textContent();
    expect(await cell('distance')).toBe(metres(p.distance));
    expect(await cell('events')).toBe(String(p.events));
    expect(await cell('sprints')).toBe(String(p.sprints));
  }
  // One order of players on the page: the week's load table lists them as the season table.
  const order = (table: string) =>
    page
      .getByRole('region', { name: table })
      .locator('tr[data-player]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-player')));
  const week = 'Load per player and day this week';
  await page.getByRole('region', { name: week }).locator('tr[data-player]').first().waitFor();
  const weekOrder = await order(week);
  expect(weekOrder.filter((id) => api.players.some((p) => p.playerId === id))).toEqual(
    api.players.map((p) => p.playerId).filter((id) => weekOrder.includes(id)),
  );
  for (const figure of ['Acute:chronic workload ratio', 'Top speeds', 'Week metrics', 'Week sprints'])
    await page
      .getByRole('figure', { name: figure })
      .locator('.main-svg')
      .first()
      .waitFor({ timeout: 30_000 });
  await screenshot(page, `demo-pages-team-analyses-${width}`);
  return api;
}

describe('issue 19 pages on the demo club', () => {
  for (const viewport of ['wide', 'phone'] as const) {
    it(`show the API's figures for the demo viewer (${viewport})`, async () => {
      const width = viewport === 'wide' ? 1440 : 390;
      const { page, context, errors, refused } = await watchedPage(browser, {
        viewport,
        locale: 'en-US',
        storage: { authToken: manager.token, demo: 'true' },
      });

      const statistics = await openTeamAnalyses(page, width);
      // The player of the most events, and another one to compare with.
      const [player, other] = [...statistics.players].sort((a, b) => b.events - a.events);
      const playerId = player!.playerId;
      const otherId = other!.playerId;
      const selections = await playerSelections(playerId);
      const latest = selections[0]!;

      // Overview: the last event's distance and sprints.
      await timed(`player overview ${width} px`, async () => {
        await page.goto(`${url}/player/${playerId}/overview`);
        await page.getByTestId('last-event').first().getByRole('link', { name: latest.event.name }).waitFor({
          timeout: 30_000,
        });
      });
      await page.getByRole('heading', { name: names.get(playerId)!, exact: true }).waitFor();
      const last = page.getByTestId('last-event').first();
      expect(await last.getByTestId('last-event-distance').textContent()).toBe(
        metres(latest.selection.record!.globalMetrics.distance),
      );
      expect(await last.getByTestId('last-event-sprints').textContent()).toBe(
        String(latest.selection.record!.globalMetrics.sprint?.count ?? '—'),
      );
      await page
        .getByRole('figure', { name: 'Daily load (m)', exact: true })
        .locator('.main-svg')
        .first()
        .waitFor();
      await screenshot(page, `demo-pages-player-overview-${width}`);

      // Analyses: the workload's total over 13 weeks.
      const total = await workloadTotal(playerId, 91);
      await timed(`player analyses ${width} px`, async () => {
        await page.goto(`${url}/player/${playerId}/analyses`);
        await expect
          .poll(() => page.getByTestId('workload-total').textContent(), { timeout: 30_000 })
          .toBe(`${metres(total)} m`);
      });
      for (const figure of ['Sprint history', 'Accelerations by band', 'Top speed per event'])
        await page
          .getByRole('figure', { name: figure, exact: true })
          .locator('.main-svg')
          .first()
          .waitFor({ timeout: 30_000 });
      await screenshot(page, `demo-pages-player-analyses-${width}`);

      // Compare: the player's and another player's means over the last five events, and the team's.
      const chosen = selections.filter((row) => row.selection.record !== null).slice(0, 5);
      const distance = (row: Selection) => row.selection.record!.globalMetrics.distance;
      await timed(`player compare ${width} px`, async () => {
        await page.goto(`${url}/player/${playerId}/compare`);
        await expect
          .poll(() => cellUnder(page, `compare-${playerId}`, 'Distance (m)').catch(() => ''), {
            timeout: 30_000,
          })
          .toBe(metres(mean(chosen.map(distance))));
      });
      await page.getByTestId('compare-players').getByLabel(names.get(otherId)!).check();
      await page.getByTestId(`compare-${otherId}`).waitFor({ timeout: 30_000 });
      const chosenIds = new Set(chosen.map((row) => row.event.id));
      const others = (await playerSelections(otherId)).filter(
        (row) => chosenIds.has(row.event.id) && row.selection.record !== null,
      );
      expect(await cellUnder(page, `compare-${otherId}`, 'Distance (m)')).toBe(
        metres(mean(others.map(distance))),
      );
      const everyRecord: number[] = [];
      for (const id of chosenIds) {
        const { eventSelections } = await demoApi<{
          eventSelections: { record: { globalMetrics: { distance: number } } | null }[];
        }>('query ($e: ID!) { eventSelections(eventId: $e) { record { globalMetrics { distance } } } }', {
          e: id,
        });
        for (const s of eventSelections)
          if (s.record !== null) everyRecord.push(s.record.globalMetrics.distance);
      }
      expect(await cellUnder(page, 'compare-team', 'Distance (m)')).toBe(metres(mean(everyRecord)));
      await screenshot(page, `demo-pages-player-compare-${width}`);

      // The coach dashboard: the demo viewer is the demo club's manager, whom /coach sends to the
      // club (spec §2), where the demo team is listed.
      await timed(`/coach → club ${width} px`, async () => {
        await page.goto(`${url}/coach`);
        await page.waitForURL(/\/club(\/|$)/, { timeout: 30_000 });
        await page.getByRole('link', { name: DEMO_TEAM_NAME }).first().waitFor({ timeout: 30_000 });
      });
      await screenshot(page, `demo-pages-coach-${width}`);

      expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      expect(refused).toEqual([]);
      await context.close();
    }, 300_000);
  }
});
