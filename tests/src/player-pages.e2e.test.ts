/**
 * A player's pages (issue 19, "Player pages"), in Debian's Chromium against `npm start`: a team of
 * three players wearing trackers (one without a heart-rate strap), three trainings in the last
 * week with uploaded synthetic files. The overview, selections, analyses and compare pages show
 * the figures the API gives (distances, sprints, accelerations, means), at 1440 px and 390 px;
 * screenshots go to `test-output/screenshots/player-*`.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { addDays, dayFromToday, instantOn } from './calendar.ts';
import { uploadEventFile } from './event-data.ts';
import { cellUnder } from './figures-page.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
const playerIds: string[] = [];
const eventIds: string[] = [];

const PLAYERS = [
  {
    firstName: 'Kylian',
    lastName: 'Stride',
    number: 10,
    maxHeartRate: 198,
    restingHeartRate: 50,
    maxSpeed: 33,
  },
  { firstName: 'Aitana', lastName: 'Pace', number: 8, maxHeartRate: 192, restingHeartRate: 55, maxSpeed: 30 },
  { firstName: 'Giorgio', lastName: 'Tempo', number: 4, maxSpeed: 31 },
] as const;
const SERIALS = ['PLY-0001', 'PLY-0002', 'PLY-0003'];
/** Three trainings: 6, 4 and 2 calendar days ago (in Paris, as the pages count days) at 10:00. */
const STARTS = [6, 4, 2].map((days) => instantOn(dayFromToday(-days), 10));

interface Figures {
  distance: number;
  time: number;
  sprint: { count: number; distance: number } | null;
  accelerations: { a1: { count: number }; a2: { count: number }; a3: { count: number } } | null;
  decelerations: { d1: { count: number }; d2: { count: number }; d3: { count: number } } | null;
}
interface PlayerSelectionRow {
  event: { id: string; name: string };
  selection: { record: { globalMetrics: Figures } | null };
}

/** The player's selections as the API answers them, latest first. */
async function apiSelections(playerId: string): Promise<PlayerSelectionRow[]> {
  const { playerSelections } = await manager.graphql<{ playerSelections: PlayerSelectionRow[] }>(
    `query ($p: ID!) { playerSelections(playerId: $p) { event { id name } selection { record { globalMetrics {
       distance time sprint { count distance }
       accelerations { a1 { count } a2 { count } a3 { count } }
       decelerations { d1 { count } d2 { count } d3 { count } } } } } } }`,
    { p: playerId },
  );
  return playerSelections;
}

const metres = (value: number) => Math.round(value).toLocaleString('en-US');
const figuresOf = (row: PlayerSelectionRow) => row.selection.record!.globalMetrics;

/** The traces of the chart titled `title` (plotly keeps them on its graph element). */
async function chartTraces(page: Page, title: string): Promise<{ name?: string; y: (number | null)[] }[]> {
  const plot = page.getByRole('figure', { name: title, exact: true }).locator('.js-plotly-plot');
  await plot.locator('.main-svg').first().waitFor({ timeout: 30_000 });
  return plot.evaluate((element) =>
    (element as unknown as { data: { name?: string; y: (number | null)[] }[] }).data.map((trace) => ({
      name: trace.name,
      y: [...trace.y],
    })),
  );
}

interface WorkloadPoint {
  date: string;
  load: number | null;
}

/** The player's distance load of the last `days` days up to today (the browser's calendar). */
async function apiWorkload(playerId: string, days: number): Promise<{ points: WorkloadPoint[] }> {
  // Calendar days back from today in Paris, not 24-hour steps: those crossed the October clock
  // change into the wrong day between 23:00 and midnight (CI once ran the page then).
  const today = dayFromToday(0);
  const from = addDays(today, 1 - days);
  const { playerWorkload } = await manager.graphql<{ playerWorkload: { points: WorkloadPoint[] } }>(
    'query ($p: ID!, $f: Date!, $t: Date!) { playerWorkload(playerId: $p, from: $f, to: $t) { points { date load } } }',
    { p: playerId, f: from, t: today },
  );
  return playerWorkload;
}

/** `<operation>: <code>` of every GraphQL error the page's queries receive. */
function refusedOperations(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    const sent = response.request().postDataJSON() as { operationName?: string; query?: string } | null;
    const operation = sent?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(sent?.query ?? '')?.[1];
    void response.json().then(
      (body: { errors?: { message?: string }[] }) => {
        for (const error of body.errors ?? []) refused.push(`${operation ?? '?'}: ${error.message}`);
      },
      () => undefined,
    );
  });
  return refused;
}

beforeAll(async () => {
  setup = await platformSetup('player-pages');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Player Pages FC');
  for (const [i, player] of PLAYERS.entries()) {
    const device = { serial: SERIALS[i]!, udid: `usb-ply-${i + 1}`, name: `Tracker ${i + 1}` };
    playerIds.push((await addPlayerWearing(manager.graphql, manager.teamId, player, device)).playerId);
  }
  for (const [n, start] of STARTS.entries()) {
    const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $n: String!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: $n, type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id }
       }`,
      {
        t: manager.teamId,
        n: `Training ${n + 1}`,
        s: new Date(start).toISOString(),
        e: new Date(start + 90 * 60_000).toISOString(),
        p: playerIds,
      },
    );
    eventIds.push(createEvent.id);
    const csv = strideCsv(
      SERIALS.map((key, i) => ({
        key,
        batch: syntheticPlayer({
          seed: 400 + 10 * n + i,
          seconds: 600 + 120 * n,
          start: start + 5 * 60_000,
          hr: i < 2,
          dropRate: 0.02,
        }),
      })),
    );
    await uploadEventFile(url, manager, createEvent.id, {
      name: `training-${n + 1}.csv`,
      bytes: Buffer.from(csv),
    });
  }
  // Giorgio took part in a gym session today without his tracker: a missing day, not a rest day.
  const { createEvent: gym } = await manager.graphql<{ createEvent: { id: string } }>(
    'mutation ($t: ID!, $p: [ID!]) { createEvent(teamId: $t, name: "Gym session", type: TRAINING, playerIds: $p) { id } }',
    { t: manager.teamId, p: [playerIds[2]] },
  );
  await manager.graphql('mutation ($e: ID!) { startEvent(eventId: $e) { id } }', { e: gym.id });
  await manager.graphql('mutation ($e: ID!) { stopEvent(eventId: $e) { id } }', { e: gym.id });
  // Kylian pulled a hamstring yesterday.
  const yesterday = dayFromToday(-1);
  await manager.graphql(
    `mutation ($p: ID!, $d: Date!) { setPlayerAvailability(playerId: $p,
       availability: { status: INJURED, startDate: $d },
       injury: { description: "Hamstring strain", occurredOn: $d }) { id } }`,
    { p: playerIds[0], d: yesterday },
  );
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

describe('player pages', () => {
  for (const viewport of ['wide', 'phone'] as const) {
    it(`show the API's figures on the overview, selections, analyses and compare (${viewport})`, async () => {
      const { context, page, errors } = await watchedPage(browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: manager.token },
      });
      const width = viewport === 'wide' ? 1440 : 390;
      const refused = refusedOperations(page);
      const [kylian, aitana] = playerIds as [string, string, string];
      const selections = await apiSelections(kylian);
      expect(selections.map((row) => row.event.id)).toEqual([...eventIds].reverse());

      // Overview: the profile, the last events with their figures, the load trend (or its place).
      await page.goto(`${url}/player/${kylian}`);
      await expect.poll(() => page.url()).toMatch(/\/overview$/);
      await page.getByRole('heading', { name: 'Kylian Stride', exact: true }).waitFor();
      await page.getByTestId('player-profile').getByText('198 bpm').waitFor();
      await page.getByTestId('player-availability').waitFor();
      await expect.poll(() => page.getByTestId('last-event').count(), { timeout: 30_000 }).toBe(3);
      const latest = page.getByTestId('last-event').first();
      await latest.getByRole('link', { name: 'Training 3' }).waitFor();
      expect(await latest.getByTestId('last-event-distance').textContent()).toBe(
        metres(figuresOf(selections[0]!).distance),
      );
      expect(await latest.getByTestId('last-event-sprints').textContent()).toBe(
        String(figuresOf(selections[0]!).sprint?.count ?? '—'),
      );
      // Availability: today's status and the open injury (a manager reads its description).
      await page.getByTestId('player-availability').getByText('Injured', { exact: true }).waitFor();
      await page.getByTestId('player-injury').getByText('Hamstring strain').waitFor();
      // The load trend: the API's daily distances as bars, rest and missing days told apart.
      const workload = await apiWorkload(kylian, 42);
      const daily = await chartTraces(page, 'Daily load (m)');
      expect(daily[0]!.y).toEqual(workload.points.map((p) => (p.load === 0 ? null : p.load)));
      expect(daily[0]!.y.filter((v) => v !== null)).toHaveLength(3);
      expect(daily[1]!.name).toBe('Rest day (0)');
      // Rest days from the first training on; none before it (outside the history).
      const firstTraining = workload.points.findIndex((p) => (p.load ?? 0) > 0);
      expect(daily[1]!.y).toHaveLength(
        workload.points.slice(firstTraining).filter((p) => p.load === 0).length,
      );
      expect(daily[1]!.y.length).toBeGreaterThanOrEqual(3);
      await page
        .getByTestId('load-semantics')
        .getByText(/A rest day counts as 0/)
        .waitFor();
      await page
        .getByTestId('ratio-caveat')
        .getByText(/predicting injuries is disputed/)
        .waitFor();
      await screenshot(page, `player-overview-${width}`);

      // Selections: a row per event with the API's distance; sorted by distance on a click.
      await page.goto(`${url}/player/${kylian}/selections`);
      await expect.poll(() => page.locator('tbody tr').count(), { timeout: 30_000 }).toBe(3);
      for (const row of selections)
        expect(await cellUnder(page, `selection-${row.event.id}`, 'Distance (m)')).toBe(
          metres(figuresOf(row).distance),
        );
      await page.getByRole('button', { name: 'Distance (m)', exact: true }).click();
      const byDistance = [...selections].sort((a, b) => figuresOf(b).distance - figuresOf(a).distance);
      await expect
        .poll(async () => page.locator('tbody tr th').allTextContents())
        .toEqual(byDistance.map((row) => row.event.name));
      await screenshot(page, `player-selections-${width}`);

      // Analyses: the workload's total over 13 weeks, the sprint history and the accelerations'
      // distribution are the API's.
      await page.goto(`${url}/player/${kylian}/analyses`);
      const season = await apiWorkload(kylian, 91);
      const total = season.points.reduce((sum, p) => sum + (p.load ?? 0), 0);
      await expect
        .poll(() => page.getByTestId('workload-total').textContent(), { timeout: 30_000 })
        .toBe(`${metres(total)} m`);
      expect(await page.getByTestId('workload-days').textContent()).toBe('3');
      const oldestFirst = [...selections].reverse().map(figuresOf);
      const sprints = await chartTraces(page, 'Sprint history');
      expect(sprints[0]!.y).toEqual(oldestFirst.map((m) => m.sprint?.count ?? null));
      const distribution = await chartTraces(page, 'Accelerations by band');
      const sum = (pick: (m: Figures) => number) => oldestFirst.reduce((total, m) => total + pick(m), 0);
      expect(distribution[0]!.y).toEqual([
        sum((m) => m.accelerations!.a1.count),
        sum((m) => m.accelerations!.a2.count),
        sum((m) => m.accelerations!.a3.count),
        sum((m) => m.decelerations!.d1.count),
        sum((m) => m.decelerations!.d2.count),
        sum((m) => m.decelerations!.d3.count),
      ]);
      const zones = await chartTraces(page, 'Distance per speed zone (m)');
      expect(zones).toHaveLength(7);
      expect((await chartTraces(page, 'Top speed per event'))[0]!.y).toHaveLength(3);
      await chartTraces(page, 'Minutes per heart-rate zone');
      await screenshot(page, `player-analyses-${width}`);

      // Compare: Kylian, Aitana and the team's average over the three trainings (means per event).
      await page.goto(`${url}/player/${kylian}/compare`);
      await page.getByTestId('compare-players').getByLabel('Aitana Pace').check();
      await page.getByTestId(`compare-${aitana}`).waitFor({ timeout: 30_000 });
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const aitanaRows = await apiSelections(aitana);
      const everyRecord: number[] = [];
      for (const id of playerIds)
        for (const row of await apiSelections(id))
          if (row.selection.record !== null) everyRecord.push(figuresOf(row).distance);
      expect(everyRecord).toHaveLength(9);
      expect(await cellUnder(page, `compare-${kylian}`, 'Distance (m)')).toBe(
        metres(mean(selections.map((row) => figuresOf(row).distance))),
      );
      expect(await cellUnder(page, `compare-${aitana}`, 'Distance (m)')).toBe(
        metres(mean(aitanaRows.map((row) => figuresOf(row).distance))),
      );
      expect(await cellUnder(page, 'compare-team', 'Distance (m)')).toBe(metres(mean(everyRecord)));
      const distanceChart = await chartTraces(page, 'Distance (m)');
      expect(distanceChart[0]!.y.map((v) => Math.round(v ?? 0))).toEqual(
        [
          mean(selections.map((row) => figuresOf(row).distance)),
          mean(aitanaRows.map((row) => figuresOf(row).distance)),
          mean(everyRecord),
        ].map(Math.round),
      );
      // One event less: the means follow.
      await page
        .getByTestId('compare-events')
        .getByLabel(/^Training 1/)
        .uncheck();
      await expect
        .poll(() => cellUnder(page, `compare-${kylian}`, 'Distance (m)'))
        .toBe(metres(mean(selections.slice(0, 2).map((row) => figuresOf(row).distance))));
      await screenshot(page, `player-compare-${width}`);

      expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      expect(refused).toEqual([]);
      await context.close();
    });
  }

  it("shows a season's events on the selections and analyses, chosen in the season filter", async () => {
    // A season from 5 days ago: the trainings of 4 and 2 days ago, not the one of 6 days ago.
    const date = dayFromToday;
    await manager.graphql(
      'mutation ($t: ID!, $s: Date!, $e: Date!) { createSeason(teamId: $t, name: "Spring block", startDate: $s, endDate: $e) { id } }',
      { t: manager.teamId, s: date(-5), e: date(60) },
    );
    const kylian = playerIds[0]!;
    for (const viewport of ['wide', 'phone'] as const) {
      const width = viewport === 'wide' ? 1440 : 390;
      const { context, page, errors } = await watchedPage(browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: manager.token },
      });
      await page.goto(`${url}/player/${kylian}/selections`);
      await expect.poll(() => page.locator('tbody tr').count(), { timeout: 30_000 }).toBe(3);
      const lastN = page.getByRole('combobox', { name: 'Events', exact: true });
      expect(await lastN.count()).toBe(1);
      await page.getByLabel('Season', { exact: true }).selectOption({ label: 'Spring block (current)' });
      await expect
        .poll(() => page.locator('tbody tr th').allTextContents())
        .toEqual(['Training 3', 'Training 2']);
      // The season replaces the last N events.
      expect(await lastN.count()).toBe(0);
      await screenshot(page, `player-selections-season-${width}`);

      // The link keeps the season on the analyses: two events in the history, two days of load.
      await page.goto(`${url}/player/${kylian}/analyses${new URL(page.url()).search}`);
      await expect
        .poll(async () => (await chartTraces(page, 'Sprint history'))[0]?.y.length, { timeout: 30_000 })
        .toBe(2);
      await expect.poll(() => page.getByTestId('workload-days').textContent()).toBe('2');
      expect(await page.getByRole('combobox', { name: 'Period', exact: true }).count()).toBe(0);
      await screenshot(page, `player-analyses-season-${width}`);
      expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await context.close();
    }
  });

  it('reads in German', async () => {
    const { context, page } = await watchedPage(browser, {
      locale: 'de-DE',
      viewport: 'phone',
      storage: { authToken: manager.token },
    });
    await page.goto(`${url}/player/${playerIds[0]}/analyses`);
    await page.getByRole('heading', { name: 'Kylian Stride · Analysen' }).waitFor();
    expect((await chartTraces(page, 'Sprintverlauf'))[0]!.y).toHaveLength(3);
    await page.getByText(/Sein Wert für die Vorhersage von Verletzungen ist umstritten/).waitFor();
    await screenshot(page, 'player-analyses-de-390');
    await page.goto(`${url}/player/${playerIds[0]}/overview`);
    await page.getByTestId('player-availability').getByText('Verletzt', { exact: true }).waitFor();
    await screenshot(page, 'player-overview-de-390');
    await context.close();
  });

  it('marks a day played without device data as missing, apart from rest days', async () => {
    const { context, page } = await watchedPage(browser, {
      locale: 'en-US',
      viewport: 'wide',
      storage: { authToken: manager.token },
    });
    const giorgio = playerIds[2]!;
    const workload = await apiWorkload(giorgio, 42);
    const today = workload.points.at(-1)!;
    expect(today.load).toBeNull();
    await page.goto(`${url}/player/${giorgio}/overview`);
    const daily = await chartTraces(page, 'Daily load (m)');
    const missing = daily.find((trace) => trace.name === 'Played, no device data (missing)')!;
    expect(missing.y).toEqual([0]);
    expect(daily[0]!.y.at(-1)).toBeNull();
    await page.getByTestId('last-event').first().getByText('No device data').waitFor();
    await screenshot(page, 'player-overview-missing-1440');
    await context.close();
  });
});
