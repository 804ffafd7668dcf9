/**
 * The coach dashboard and session RPE entry (issue 19, items 1 and 4) in Debian's Chromium against
 * `npm start`. A club on the PRO plan with two teams and a coach of both: the first team trained
 * on Tuesday two weeks ago (3 minutes of play each) and on Tuesday last week (12 minutes, marked as
 * played), the second plays a friendly now and trains tomorrow. The coach's dashboard shows both teams, tomorrow's
 * training, the players whose load rose by more than 30 % last week and the reserve who is ill, and
 * the latest uploads;
 * on last week's training the coach enters each player's session RPE and sees it again after a
 * reload. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { until } from '@stride/streams/testing/until';
import { clubSession, verifiedUser, type ClubSession } from './accounts.ts';
import { screenshot, launchBrowser, watchedPage, type ViewportName } from './browser.ts';
import { addDays, dayFromToday, instantOn, mondayOf } from './calendar.ts';
import { syntheticCsv, uploadEventFile } from './event-data.ts';
import { grantAdmin, platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let coachToken = '';
let reservesId = '';
let lastWeekId = '';

const HOUR = 3_600_000;
const PLAYERS = [
  { firstName: 'Ada', lastName: 'Quick', number: 7 },
  { firstName: 'Ben', lastName: 'Steady', number: 4 },
];
const SERIALS = ['COACH-0001', 'COACH-0002'];

/** Tuesday 11:00 in Paris of the week `weeksBack` weeks before this one (weeks start on Monday). */
function tuesday(weeksBack: number): number {
  return instantOn(addDays(mondayOf(dayFromToday(0)), 1 - 7 * weeksBack), 11);
}

async function createEvent(teamId: string, name: string, start: number, playerIds: string[] = []) {
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $n: String!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: $n, type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id }
     }`,
    {
      t: teamId,
      n: name,
      s: new Date(start).toISOString(),
      e: new Date(start + HOUR).toISOString(),
      p: playerIds,
    },
  );
  return createEvent.id;
}

beforeAll(async () => {
  setup = await platformSetup('coach_dashboard');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  const mailDir = path.join(setup.dataDir, 'mail');
  manager = await clubSession(url, mailDir, 'Coach FC');
  const g = manager.graphql;

  // Two teams need a plan above the trial: an admin made on the command line gives the club one.
  const admin = await verifiedUser(url, mailDir);
  grantAdmin(setup, admin.email);
  const adminHeaders = { authorization: `Bearer ${admin.token}` };
  // The grant reaches the API once its projector has it: asked again until the API takes it.
  await until(
    async () => {
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...adminHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { updateClubSubscription(clubId: "${manager.clubId}", subscription: { plan: PRO, active: true }) { id } }`,
        }),
      }).catch(() => null);
      const body = (await answer?.json().catch(() => null)) as { errors?: unknown } | null;
      return body !== null && body.errors === undefined;
    },
    { timeoutMs: 30_000, everyMs: 100 },
  );
  reservesId = (
    await g<{ createTeam: { id: string } }>(
      'mutation ($c: ID!) { createTeam(clubId: $c, name: "Reserves") { id } }',
      {
        c: manager.clubId,
      },
    )
  ).createTeam.id;

  const coach = await verifiedUser(url, mailDir);
  coachToken = coach.token;
  const { newStaff } = await g<{ newStaff: { id: string } }>(
    'mutation ($e: String!) { newStaff(email: $e) { id } }',
    {
      e: coach.email,
    },
  );
  await g('mutation ($s: ID!, $t: [ID!]!) { assignCoach(staffId: $s, teamIds: $t) { id } }', {
    s: newStaff.id,
    t: [manager.teamId, reservesId],
  });

  const playerIds: string[] = [];
  for (const [i, player] of PLAYERS.entries()) {
    const device = { serial: SERIALS[i]!, udid: `usb-coach-${i + 1}`, name: `Tracker ${i + 1}` };
    playerIds.push((await addPlayerWearing(g, manager.teamId, player, device)).playerId);
  }
  const cleo = await addPlayerWearing(
    g,
    reservesId,
    { firstName: 'Cleo', lastName: 'Young', number: 9 },
    { serial: 'COACH-0003', udid: 'usb-coach-3', name: 'Tracker 3' },
  );
  // Ill since yesterday, until further notice.
  await g(
    'mutation ($p: ID!, $a: AvailabilityInput!) { setPlayerAvailability(playerId: $p, availability: $a) { id } }',
    {
      p: cleo.playerId,
      a: { status: 'SICK', startDate: dayFromToday(-1) },
    },
  );

  // Load: 3 minutes of play two weeks ago, 12 last week: far more than 30 % up.
  const before = tuesday(2);
  const beforeId = await createEvent(manager.teamId, 'Recovery training', before, playerIds);
  await uploadEventFile(url, manager, beforeId, {
    name: 'recovery.csv',
    bytes: syntheticCsv(SERIALS, { start: before + 5 * 60_000, seconds: 180, seed: 19 }),
  });
  const last = tuesday(1);
  lastWeekId = await createEvent(manager.teamId, 'Intensive training', last, playerIds);
  await uploadEventFile(url, manager, lastWeekId, {
    name: 'intensive.csv',
    bytes: syntheticCsv(SERIALS, { start: last + 5 * 60_000, seconds: 720, seed: 29 }),
  });
  await g('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: lastWeekId });

  await createEvent(reservesId, 'Reserves training', instantOn(dayFromToday(1), 17));
  // A match of the reserves under way since a few minutes (listed today, even just after midnight: a
  // running event is happening now) and marked Live.
  const liveId = await createEvent(reservesId, 'Reserves friendly', Date.now() - 5 * 60_000);
  await g('mutation ($e: ID!) { startEvent(eventId: $e) { id } }', { e: liveId });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

const coachPage = (viewport: ViewportName) =>
  watchedPage(browser, { viewport, locale: 'en-US', storage: { authToken: coachToken } });

const pressed = (page: Page, player: string, rating: number) =>
  page
    .getByRole('group', { name: `Rating of ${player}` })
    .locator(`button[data-rating="${rating}"][aria-pressed="true"]`);

describe('the coach dashboard', () => {
  it("shows a coach of two teams both teams, the week's events, the players to watch and the uploads", async () => {
    const { context, page, errors, refused } = await coachPage('wide');
    await page.goto(`${url}/`);
    await page.waitForURL(`${url}/coach`);
    const teams = page.getByTestId('coach-team');
    await expect
      .poll(() => teams.allInnerTexts())
      .toEqual([expect.stringContaining('First team'), expect.stringContaining('Reserves')]);
    await page.getByTestId('coach-event').filter({ hasText: 'Reserves training' }).waitFor();
    await page.getByRole('heading', { name: /^Tomorrow ·/ }).waitFor();
    await page
      .getByTestId('coach-event')
      .filter({ hasText: 'Reserves friendly' })
      .getByTestId('coach-event-live')
      .getByText('Live')
      .waitFor();
    await page.getByRole('heading', { name: /^Today ·/ }).waitFor();
    const flagged = page.getByTestId('coach-flagged');
    await flagged
      .filter({ hasText: 'Ada Quick' })
      .filter({ hasText: /Distance: last week \+[1-9]\d{2,}\s?%/ })
      .waitFor();
    await flagged.filter({ hasText: 'Ben Steady' }).waitFor();
    await flagged.filter({ hasText: 'Cleo Young' }).filter({ hasText: 'Sick' }).waitFor();
    await expect(flagged.count()).resolves.toBe(3);
    await page.getByTestId('coach-upload').filter({ hasText: 'intensive.csv' }).waitFor();
    await expect(page.getByTestId('coach-upload').count()).resolves.toBe(2);
    await screenshot(page, 'coach-dashboard-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'coach-dashboard-phone');

    await teams.filter({ hasText: 'Reserves' }).click();
    await page.waitForURL(`${url}/team/${reservesId}/analyses`);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("takes each player's session RPE after the training, and shows it again after a reload", async () => {
    const { context, page, errors, refused } = await coachPage('wide');
    await page.goto(`${url}/event/${lastWeekId}/dashboard`);
    await page.getByRole('link', { name: 'Enter session RPE' }).waitFor();
    await screenshot(page, 'coach-rpe-overview-wide');
    await page.getByRole('link', { name: 'Enter session RPE' }).click();
    await page.waitForURL(`${url}/event/${lastWeekId}/rpe`);
    await page.getByTestId('rpe-count').getByText('0 of 2 players rated').waitFor();
    await screenshot(page, 'coach-rpe-empty-wide');

    const ada = page.getByRole('group', { name: 'Rating of Ada Quick' });
    await ada.getByRole('button', { name: '7 Very hard' }).click();
    await pressed(page, 'Ada Quick', 7).waitFor();
    const ben = page.getByTestId('rpe-player').filter({ hasText: 'Ben Steady' });
    await ben.getByLabel('Minutes').fill('75');
    await page
      .getByRole('group', { name: 'Rating of Ben Steady' })
      .getByRole('button', { name: '5 Hard' })
      .click();
    await ben.getByText('5 × 75 min = 375 AU').waitFor();
    await page.getByTestId('rpe-count').getByText('2 of 2 players rated').waitFor();

    await page.reload();
    await pressed(page, 'Ada Quick', 7).waitFor();
    await pressed(page, 'Ben Steady', 5).waitFor();
    await expect(
      page.getByTestId('rpe-player').filter({ hasText: 'Ben Steady' }).getByLabel('Minutes').inputValue(),
    ).resolves.toBe('75');
    await screenshot(page, 'coach-rpe-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'coach-rpe-phone');

    // Cleared, the rating is gone for good.
    await ben.getByRole('button', { name: 'Clear' }).click();
    await page.getByTestId('rpe-count').getByText('1 of 2 players rated').waitFor();
    await page.reload();
    await page.getByTestId('rpe-count').getByText('1 of 2 players rated').waitFor();
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
