/**
 * The team analyses page (issue 19), in Debian's Chromium against `npm start`: a team of three
 * players with two matches and a training in the last 12 weeks (one player selected without device
 * data in the latest match) and a match long before. This week's load table shows `teamWorkload`'s
 * days (rest 0, missing "no data"); the season statistics on screen equal `teamStatistics`'s
 * answer for the page's default range (the last 12 weeks), for trainings only and for a season
 * chosen in the season filter; the ACWR trend
 * with its caveat and the charts are shown. Screenshots at 1440 px and 390 px go to
 * `test-output/screenshots/team-analyses-*`.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { addDays, calendarDay, dayFromToday, instantOn, lastTwelveWeeks, mondayOf } from './calendar.ts';
import { uploadEventFile } from './event-data.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
const playerIds: string[] = [];
const SERIALS = ['TA-0001', 'TA-0002', 'TA-0003'];
const PLAYERS = [
  { firstName: 'Ana', lastName: 'Arroyo', number: 7, maxSpeed: 32 },
  { firstName: 'Ben', lastName: 'Berg', number: 9, maxSpeed: 31 },
  { firstName: 'Cleo', lastName: 'Costa', number: 5, maxSpeed: 30 },
] as const;
const HOUR_MS = 3_600_000;
/** Days ago, type, who wears a device of the three (all three are selected). */
const EVENTS = [
  { daysAgo: 2, type: 'MATCH', who: [0, 1] },
  { daysAgo: 9, type: 'TRAINING', who: [0] },
  { daysAgo: 23, type: 'MATCH', who: [0, 1, 2] },
  // Outside the last 12 weeks.
  { daysAgo: 200, type: 'MATCH', who: [0, 1, 2] },
] as const;

/** The season: from 15 days ago to 15 days ahead, the reader's dates (in Paris, as the page's). */
const SEASON = { s: dayFromToday(-15), e: dayFromToday(15) };

interface PlayerStatistics {
  playerId: string;
  events: number;
  time: number;
  distance: number;
  hsr: number;
  sprints: number;
  topSpeed: number | null;
  perMatch: { distance: number } | null;
}

async function apiStatistics(
  eventType: string | null,
  { from, to } = lastTwelveWeeks(),
): Promise<{ events: number; players: PlayerStatistics[] }> {
  const { teamStatistics } = await manager.graphql<{
    teamStatistics: { events: number; players: PlayerStatistics[] };
  }>(
    `query ($t: ID!, $f: Date!, $to: Date!, $y: EventType) {
       teamStatistics(teamId: $t, from: $f, to: $to, eventType: $y) {
         events players { playerId events time distance hsr sprints topSpeed perMatch { distance } } } }`,
    { t: manager.teamId, f: from, to, y: eventType },
  );
  return teamStatistics;
}

/** A cell of the season table: the player's row, the column's key. */
const cell = (page: Page, playerId: string, column: string) =>
  page.locator(`tr[data-player="${playerId}"] td[data-column="${column}"]`).first();

const whole = (n: number) => Math.round(n).toLocaleString('en-US', { maximumFractionDigits: 0 });

/** The season table shows the API's figures for every player it lists, and no one else. */
async function expectTable(
  page: Page,
  eventType: string | null,
  range?: { from: string; to: string },
): Promise<number> {
  const api = await apiStatistics(eventType, range);
  await expect
    .poll(() => page.locator('tr[data-player] td[data-column="distance"]').count(), { timeout: 30_000 })
    .toBe(api.players.length);
  for (const p of api.players) {
    await expect.poll(() => cell(page, p.playerId, 'distance').textContent()).toBe(whole(p.distance));
    expect(await cell(page, p.playerId, 'events').textContent()).toBe(String(p.events));
    expect(await cell(page, p.playerId, 'hsr').textContent()).toBe(whole(p.hsr));
    expect(await cell(page, p.playerId, 'sprints').textContent()).toBe(String(p.sprints));
    expect(await cell(page, p.playerId, 'topSpeed').textContent()).toBe(
      p.topSpeed === null ? '–' : (p.topSpeed * 3.6).toFixed(1),
    );
    expect(await cell(page, p.playerId, 'perMatchDistance').textContent()).toBe(
      p.perMatch === null ? '–' : whole(p.perMatch.distance),
    );
  }
  return api.events;
}

interface WorkloadDay {
  date: string;
  events: number;
  missingDevice: number;
  distance: number | null;
}

/** This week's days (Monday to Sunday) and today, the reader's dates. */
function thisWeek(now: number = Date.now()): { days: string[]; today: string } {
  const today = calendarDay(now);
  const monday = mondayOf(today);
  return { days: Array.from({ length: 7 }, (_, i) => addDays(monday, i)), today };
}

const weekTable = (page: Page) => page.getByRole('region', { name: 'Load per player and day this week' });

/**
 * The week's load table shows `teamWorkload`'s days: a rest day 0, a day with an event without
 * device data "no data", a measured distance in metres (* when part of the day is missing), days
 * to come empty; the week's sum last.
 */
async function expectWeekTable(page: Page): Promise<WorkloadDay[]> {
  const { days, today } = thisWeek();
  const { teamWorkload } = await manager.graphql<{
    teamWorkload: { players: { playerId: string; days: WorkloadDay[] }[] };
  }>(
    `query ($t: ID!, $f: Date!, $to: Date!) {
       teamWorkload(teamId: $t, from: $f, to: $to) { players { playerId days { date events missingDevice distance } } } }`,
    { t: manager.teamId, f: days[0], to: days[6] },
  );
  expect(teamWorkload.players.map((p) => p.playerId).sort()).toEqual([...playerIds].sort());
  const all: WorkloadDay[] = [];
  for (const player of teamWorkload.players) {
    const byDate = new Map(player.days.map((d) => [d.date, d]));
    let total: number | null = null;
    let partial = false;
    const expected = days.map((date) => {
      const day = byDate.get(date);
      if (day !== undefined) all.push(day);
      if (day === undefined || day.events === 0) {
        if (date > today) return '';
        total ??= 0;
        return '0';
      }
      if (day.missingDevice > 0) partial = true;
      if (day.distance === null) return 'no data';
      total = (total ?? 0) + day.distance;
      return whole(day.distance) + (day.missingDevice > 0 ? '*' : '');
    });
    const row = weekTable(page).locator(`tr[data-player="${player.playerId}"] td`);
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(8);
    expect((await row.allTextContents()).map((text) => text.trim())).toEqual([
      ...expected,
      total === null ? '–' : whole(total) + (partial ? '*' : ''),
    ]);
  }
  return all;
}

beforeAll(async () => {
  setup = await platformSetup('team-analyses');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Analyses FC');
  for (const [i, player] of PLAYERS.entries()) {
    const device = { serial: SERIALS[i]!, udid: `usb-ta-${i + 1}`, name: `Vest ${i + 1}` };
    playerIds.push((await addPlayerWearing(manager.graphql, manager.teamId, player, device)).playerId);
  }
  // A season around the last two weeks: the latest match and the training.
  await manager.graphql(
    'mutation ($t: ID!, $s: Date!, $e: Date!) { createSeason(teamId: $t, name: "Autumn block", startDate: $s, endDate: $e) { id } }',
    { t: manager.teamId, ...SEASON },
  );
  for (const [e, event] of EVENTS.entries()) {
    // At 10:00 in Paris on the calendar day `daysAgo` back (the latest is over).
    const start = instantOn(dayFromToday(-event.daysAgo), 10);
    const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $n: String!, $y: EventType!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: $n, type: $y, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
      {
        t: manager.teamId,
        n: `${event.type === 'MATCH' ? 'Match' : 'Training'} ${e + 1}`,
        y: event.type,
        s: new Date(start).toISOString(),
        e: new Date(start + 2 * HOUR_MS).toISOString(),
        p: playerIds,
      },
    );
    const csv = strideCsv(
      event.who.map((w) => ({
        key: SERIALS[w]!,
        batch: syntheticPlayer({ seed: 300 + 10 * e + w, seconds: 600, start: start + 5 * 60_000 }),
      })),
    );
    await uploadEventFile(url, manager, createEvent.id, {
      name: `event-${e + 1}.csv`,
      bytes: Buffer.from(csv),
    });
    // Played ("Mark as played"): a selected player without device data is then missing, not resting.
    await manager.graphql('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: createEvent.id });
  }
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

describe('team analyses', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the week's load and the season statistics the API computes, the ACWR trend and the charts (${viewport})`, async () => {
      const { context, page, errors } = await watchedPage(browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: manager.token },
      });
      const width = viewport === 'desktop' ? 1440 : 390;
      if (viewport === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
      // The team's landing page.
      await page.goto(`${url}/team/${manager.teamId}`);
      await page.waitForURL(/\/analyses$/);
      await page.getByRole('heading', { name: 'Season statistics' }).waitFor({ timeout: 30_000 });

      // This week's load, day by day, as the workload API has it.
      const week = await expectWeekTable(page);
      const latest = instantOn(dayFromToday(-EVENTS[0].daysAgo), 10);
      if (thisWeek().days.includes(thisWeek(latest).today)) {
        // The latest match is this week: Cleo played it without device data.
        expect(week.some((d) => d.missingDevice > 0 && d.distance === null)).toBe(true);
        await weekTable(page).locator('td.heat--missing').first().waitFor();
      }
      // The ACWR trend: the team's average and the first player, on its bands.
      await page
        .getByRole('figure', { name: 'Acute:chronic workload ratio' })
        .locator('.main-svg')
        .first()
        .waitFor({ timeout: 30_000 });
      expect(
        await page
          .getByRole('figure', { name: 'Acute:chronic workload ratio' })
          .locator('.scatterlayer .trace')
          .count(),
      ).toBe(2);

      // Three events of the last 12 weeks; every player's figures as the API sums them.
      const events = await expectTable(page, null);
      expect(events).toBe(3);
      await page.getByText(/^3 events with device data from /).waitFor();
      await page
        .getByRole('note')
        .getByText(/predicts injuries is disputed \(Impellizzeri et al\. 2020\)/)
        .waitFor();
      // Top speeds and the two week charts.
      await page
        .getByRole('figure', { name: 'Top speeds' })
        .locator('.main-svg')
        .first()
        .waitFor({ timeout: 30_000 });
      await page.getByRole('figure', { name: 'Week metrics' }).locator('.main-svg').first().waitFor();
      await page.getByRole('figure', { name: 'Week sprints' }).locator('.main-svg').first().waitFor();
      expect(await page.getByRole('figure', { name: 'Top speeds' }).locator('.bars .point').count()).toBe(3);
      await screenshot(page, `team-analyses-${width}`);

      // Trainings only: one player, one event.
      await page.getByLabel('Event type').selectOption('TRAINING');
      await page.getByText(/^1 events with device data from /).waitFor({ timeout: 30_000 });
      expect(await expectTable(page, 'TRAINING')).toBe(1);
      await screenshot(page, `team-analyses-trainings-${width}`);
      await page.getByRole('button', { name: 'Last 12 weeks' }).click();
      await page.getByText(/^3 events with device data from /).waitFor();

      // The season (the current one: its dates hold today) fills the range: two events.
      await page.getByLabel('Season', { exact: true }).selectOption({ label: 'Autumn block (current)' });
      await page.getByText(/^2 events with device data from /).waitFor({ timeout: 30_000 });
      expect(await page.getByLabel('From').inputValue()).toBe(SEASON.s);
      expect(await expectTable(page, null, { from: SEASON.s, to: SEASON.e })).toBe(2);
      await screenshot(page, `team-analyses-season-${width}`);
      // A first day after the last: said, not asked.
      await page.getByLabel('From').fill('2031-01-01');
      await page.getByRole('alert').getByText('Choose a first day before the last').waitFor();

      expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await context.close();
    });
  }

  it('speaks the reader’s language', async () => {
    const { context, page } = await watchedPage(browser, {
      locale: 'de-DE',
      viewport: 'desktop',
      storage: { authToken: manager.token },
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${url}/team/${manager.teamId}/analyses`);
    await page.getByRole('heading', { name: 'Saisonstatistik' }).waitFor({ timeout: 30_000 });
    await page.getByText(/Impellizzeri et al\. 2020/).waitFor();
    await screenshot(page, 'team-analyses-de-1440');
    await context.close();
  });
});
