/**
 * Seasons and tags in Debian's Chromium against `npm start` (issue 19). On the team's Settings
 * page the manager creates two seasons (the current one is found by its dates), makes last season
 * the current one, is refused an overlapping season, and deletes one after a confirmation. The
 * club moves to PRO (tag management); on the event's dashboard the manager tags the training and
 * one of its periods (picking the club's drill from the suggestions) and sees the tags; the drill
 * list is on the club's Settings page and, for whoever may manage drills (a coach adds one
 * there), on the team's. On the team's event list the season filter (all seasons until one is chosen) fills the
 * days with the chosen season's and keeps it in the link. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubCommands } from '@stride/command/club/handlers';
import { createPostgresEventStore } from '@stride/streams/postgres/event-store';
import { until } from '@stride/streams/testing/until';
import { clubSession, verifiedUser, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { dayFromToday } from './calendar.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';

/** The calendar date `days` from today (in Paris, as the pages count days). */
const day = (days: number): string => dayFromToday(days);

/** The club on PRO, as an admin would set it: written to the platform's store. */
async function moveToPro(clubId: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: setup.db.url });
  const store = createPostgresEventStore({ pool });
  try {
    const id = randomUUID();
    await clubCommands(store).updateSubscription(
      clubId,
      { plan: 'PRO', active: true, expiresAt: null },
      { commandId: id, actorId: 'e2e-admin', correlationId: id, causationId: id, occurredAt: new Date() },
    );
  } finally {
    await store.close();
    await pool.end();
  }
}

beforeAll(async () => {
  setup = await platformSetup('seasons_tags');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Seasons FC');
  const g = manager.graphql;
  const start = Date.now() - 2 * 3_600_000;
  const { createEvent } = await g<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime) {
       createEvent(teamId: $t, name: "Tuesday session", type: TRAINING, startDate: $s, endDate: $e) { id } }`,
    { t: manager.teamId, s: new Date(start).toISOString(), e: new Date(start + 90 * 60_000).toISOString() },
  );
  eventId = createEvent.id;
  await g('mutation ($e: ID!) { createPeriod(eventId: $e, name: "Rondo block") { id } }', { e: eventId });
  await moveToPro(manager.clubId);
  await until(
    async () =>
      (
        await g<{ staff: { club: { subscription: { options: { tagManagement: boolean } } } } }>(
          '{ staff { club { subscription { options { tagManagement } } } } }',
        )
      ).staff.club.subscription.options.tagManagement,
    { timeoutMs: 20_000, everyMs: 100 },
  );
  await g('mutation ($c: ID!) { createDrill(clubId: $c, name: "4v4 rondo") { id } }', { c: manager.clubId });
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function open(viewport: ViewportName, page: string) {
  const watched = await watchedPage(browser, { viewport, storage: { authToken: manager.token } });
  await watched.page.goto(`${url}${page}`);
  return watched;
}

const seasons = (page: Page) => page.getByRole('region', { name: 'Seasons' });
const seasonRow = (page: Page, name: string) => seasons(page).getByRole('row').filter({ hasText: name });

async function addSeason(page: Page, name: string, first: string, last: string): Promise<void> {
  await seasons(page).getByRole('button', { name: 'Add season' }).click();
  const dialog = page.getByRole('dialog', { name: 'New season' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('First day').fill(first);
  await dialog.getByLabel('Last day').fill(last);
  await dialog.getByRole('button', { name: 'Create' }).click();
}

describe('seasons and tags', () => {
  it('creates two seasons, chooses the current one, refuses an overlap, deletes after asking', async () => {
    const { context, page, errors } = await open('wide', `/team/${manager.teamId}/settings`);
    await seasons(page).getByText('No seasons yet.').waitFor();
    await addSeason(page, 'Last season', day(-400), day(-101));
    await seasonRow(page, 'Last season').waitFor();
    await addSeason(page, 'This season', day(-100), day(200));
    await seasonRow(page, 'This season').getByText('Current (by dates)').waitFor();

    await page.getByRole('button', { name: 'Make Last season the current season' }).click();
    await seasonRow(page, 'Last season').getByText('Current (chosen)').waitFor();
    expect(await seasonRow(page, 'This season').getByTestId('current-season').count()).toBe(0);

    // Sharing a day with "This season": refused, the dialog stays open with the reason shown.
    await addSeason(page, 'Clash', day(150), day(300));
    await page.getByText('Season overlaps another season of the team').first().waitFor();
    await page.getByRole('dialog', { name: 'New season' }).getByRole('button', { name: 'Cancel' }).click();
    // The last day before the first: the form says so and sends nothing.
    await addSeason(page, 'Backwards', day(400), day(300));
    await page.getByText('The last day must be after the first').waitFor();
    await page.getByRole('dialog', { name: 'New season' }).getByRole('button', { name: 'Cancel' }).click();

    await addSeason(page, 'Next season', day(201), day(500));
    await seasonRow(page, 'Next season').waitFor();
    await screenshot(page, 'seasons-settings-wide');
    await page.getByRole('button', { name: 'Delete season Next season' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete season' });
    await confirm.getByText('Delete the season Next season?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => seasonRow(page, 'Next season').count()).toBe(0);

    // Back to choosing by dates.
    await page
      .getByRole('button', { name: 'Let the dates choose the current season instead of Last season' })
      .click();
    await seasonRow(page, 'This season').getByText('Current (by dates)').waitFor();
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it("tags the event and a period, picking the club's drill, and shows the tags", async () => {
    const { context, page, errors, refused } = await open('wide', `/event/${eventId}/dashboard`);
    const tags = page.getByRole('region', { name: 'Tags' });
    await tags.getByText('No tags').waitFor();
    await tags.getByRole('button', { name: 'Edit tags' }).click();
    let dialog = page.getByRole('dialog', { name: 'Tags of Tuesday session' });
    const field = dialog.getByLabel('Add a tag');
    await field.fill('MD-1');
    await field.press('Enter');
    await field.fill('High   intensity');
    await field.press('Enter');
    await field.fill('md-1');
    await field.press('Enter');
    await expect
      .poll(() =>
        dialog
          .getByRole('listitem')
          .filter({ hasText: /^MD-1$/i })
          .count(),
      )
      .toBe(1);
    await field.fill('x'.repeat(41));
    await field.press('Enter');
    await dialog.getByText('A tag has at most 40 characters').waitFor();
    await field.fill('');
    await screenshot(page, 'tags-editor-wide');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('event-tags').getByRole('listitem').allTextContents())
      .toEqual(['MD-1', 'High intensity']);

    await page.getByRole('button', { name: 'Edit the tags of Rondo block' }).click();
    dialog = page.getByRole('dialog', { name: 'Tags of Rondo block' });
    // The club's drill and the team's tags are offered.
    await dialog.getByRole('button', { name: '+ 4v4 rondo' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const periods = page.getByRole('region', { name: 'Periods' });
    await periods.getByRole('row').filter({ hasText: 'Rondo block' }).getByText('4v4 rondo').waitFor();
    await screenshot(page, 'tags-event-wide');

    const { teamTags } = await manager.graphql<{ teamTags: { tag: string }[] }>(
      'query ($t: ID!) { teamTags(teamId: $t) { tag } }',
      { t: manager.teamId },
    );
    expect(teamTags.map((x) => x.tag)).toEqual(['4v4 rondo', 'High intensity', 'MD-1']);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('lists the drills in the club settings', async () => {
    const { context, page } = await open('wide', '/club/settings');
    const drills = page.getByRole('region', { name: 'Drills' });
    await drills.getByRole('row').filter({ hasText: '4v4 rondo' }).waitFor();
    await drills.getByRole('textbox', { name: 'Drill' }).fill('Finishing');
    await drills.getByRole('button', { name: 'Add drill' }).click();
    await drills.getByRole('row').filter({ hasText: 'Finishing' }).waitFor();
    await screenshot(page, 'drills-club-settings-wide');
    await context.close();
  });

  it("lists the club's drills on the team settings for a coach, who adds one there", async () => {
    const coach = await verifiedUser(url, path.join(setup.dataDir, 'mail'));
    const { newStaff } = await manager.graphql<{ newStaff: { id: string } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id } }',
      { e: coach.email },
    );
    await manager.graphql('mutation ($s: ID!, $t: [ID!]!) { assignCoach(staffId: $s, teamIds: $t) { id } }', {
      s: newStaff.id,
      t: [manager.teamId],
    });
    const { context, page } = await watchedPage(browser, {
      viewport: 'wide',
      storage: { authToken: coach.token },
    });
    await page.goto(`${url}/team/${manager.teamId}/settings`);
    const drills = page.getByRole('region', { name: 'Drills' });
    await drills.getByRole('row').filter({ hasText: 'Finishing' }).waitFor();
    await drills.getByRole('textbox', { name: 'Drill' }).fill('Crossing');
    await drills.getByRole('button', { name: 'Add drill' }).click();
    await drills.getByRole('row').filter({ hasText: 'Crossing' }).waitFor();
    await screenshot(page, 'drills-team-settings-coach-wide');
    await context.close();
  });

  it("filters the team's events by season: the season's days, kept in the link", async () => {
    const { context, page, errors } = await open('wide', `/team/${manager.teamId}/events`);
    const filters = page.getByRole('search', { name: 'Filter events' });
    const season = filters.getByLabel('Season', { exact: true });
    const from = filters.getByLabel('From', { exact: true });
    const to = filters.getByLabel('To', { exact: true });
    const rows = page.getByRole('row').filter({ hasText: 'Tuesday session' });
    // Every event until a season is chosen.
    await rows.waitFor();
    expect(await season.inputValue()).toBe('');
    expect(await from.inputValue()).toBe('');

    await season.selectOption({ label: 'Last season' });
    await expect.poll(() => from.inputValue()).toBe(day(-400));
    expect(await to.inputValue()).toBe(day(-101));
    await page.getByText('No events match the filters.').waitFor();
    expect(page.url()).toMatch(/[?&]season=/);

    await season.selectOption({ label: 'This season (current)' });
    await expect.poll(() => from.inputValue()).toBe(day(-100));
    expect(await to.inputValue()).toBe(day(200));
    await rows.waitFor();
    await screenshot(page, 'season-filter-events-wide');

    // The link keeps the season; days typed in drop it.
    await page.reload();
    await expect.poll(() => filters.getByLabel('From', { exact: true }).inputValue()).toBe(day(-100));
    await filters.getByLabel('From', { exact: true }).fill(day(-10));
    await expect.poll(() => season.inputValue()).toBe('');
    expect(await to.inputValue()).toBe(day(200));
    expect(page.url()).not.toMatch(/[?&]season=/);
    await rows.waitFor();
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it('reads well on a phone: the seasons, the tags and the drills', async () => {
    for (const [name, route, ready] of [
      ['seasons-settings-phone', `/team/${manager.teamId}/settings`, 'This season'],
      ['tags-event-phone', `/event/${eventId}/dashboard`, '4v4 rondo'],
      ['drills-club-settings-phone', '/club/settings', 'Finishing'],
      ['season-filter-events-phone', `/team/${manager.teamId}/events`, 'Tuesday session'],
    ] as const) {
      const { context, page } = await open('phone', route);
      await page.getByText(ready).first().waitFor();
      await screenshot(page, name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
      await context.close();
    }
  });
});
