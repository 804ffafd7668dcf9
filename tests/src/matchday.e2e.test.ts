/**
 * A coach's match day in Debian's Chromium against `npm start` (issue #6): a manager whose club
 * has a team with three players and two devices (set up through the API) creates a match from the
 * team's event list, selects the squad, gives one player a device, starts the match, plays two
 * halves (each started and stopped from the dashboard, stopping after a confirmation) and stops
 * the match. The API then shows two periods inside the match's window and three selections, each
 * with its sessions. No screen may send an operation the API refuses.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, type ClubSession } from './accounts.ts';
import {
  confirmAction,
  graphqlErrors,
  launchBrowser,
  liveConnected,
  newContext,
  screenshot,
  watchedPage,
} from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
/** The match the first test plays, for the later ones. */
let eventId = '';

const PLAYERS = [
  { firstName: 'Kylian', lastName: 'Stride', number: 10 },
  { firstName: 'Aitana', lastName: 'Pace', number: 8 },
  { firstName: 'Giorgio', lastName: 'Tempo', number: 4 },
] as const;

beforeAll(async () => {
  setup = await platformSetup('matchday');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Matchday FC');
  for (const player of PLAYERS) {
    await manager.graphql(
      'mutation ($teamId: ID!, $player: PlayerInput!) { createPlayer(teamId: $teamId, player: $player) { id } }',
      {
        teamId: manager.teamId,
        player,
      },
    );
  }
  const deviceIds: string[] = [];
  for (const n of [1, 2]) {
    const { addDevice } = await manager.graphql<{ addDevice: { id: string } }>(
      'mutation ($serial: String!, $udid: String!, $name: String) { addDevice(serial: $serial, udid: $udid, name: $name) { id } }',
      { serial: `MD-000${n}`, udid: `usb-md-${n}`, name: `Tracker ${n}` },
    );
    deviceIds.push(addDevice.id);
  }
  await manager.graphql(
    'mutation ($teamId: ID!, $deviceIds: [ID!]!) { assignDevicesToTeam(teamId: $teamId, deviceIds: $deviceIds) { id } }',
    {
      teamId: manager.teamId,
      deviceIds,
    },
  );
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

function sectionLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Section navigation' })
    .getByRole('link', { name, exact: true });
}

/** Add a period without dates (it is started live) from the dashboard. */
async function addPeriod(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add period' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add period' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add period' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText('Not started')
    .waitFor();
}

/** Start a period, let it run a moment, and stop it after the confirmation. */
async function playPeriod(page: Page, name: string): Promise<void> {
  const row = page.getByRole('row', { name: new RegExp(name) });
  await page.getByRole('button', { name: `Start ${name}` }).click();
  await row.getByText('Running').waitFor();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: `Stop ${name}` }).click();
  const question = page.getByRole('dialog', { name: 'Stop period' });
  await question.getByText('Are you sure you want to stop this period?', { exact: true }).waitFor();
  await question.getByRole('button', { name: 'Stop', exact: true }).click();
  await row.getByText('Stopped').waitFor();
}

interface StoredEvent {
  readonly status: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly periods: readonly {
    readonly name: string;
    readonly status: string;
    readonly startDate: string | null;
    readonly endDate: string | null;
  }[];
}

interface StoredSelection {
  readonly player: { readonly firstName: string };
  readonly selected: boolean;
  readonly device: { readonly name: string } | null;
  readonly sessions: readonly {
    readonly periodId: string | null;
    readonly startDate: string;
    readonly endDate: string | null;
  }[];
}

describe("a coach's match day, through the screens", () => {
  it('creates a match, selects the squad, plays two halves and stops the match', async () => {
    const { context, page, errors, refused } = await watchedPage(browser, {
      locale: 'en-US',
      storage: { authToken: manager.token },
    });

    // The team's events: none yet; a new match.
    await page.goto(`${url}/team/${manager.teamId}/events`);
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.getByText('No events yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'New event' }).click();
    const create = page.getByRole('dialog', { name: 'Create event' });
    await create.getByLabel('Name').fill('Derby');
    await create.getByLabel('Type').selectOption('MATCH');
    // The form checks the planned window as the API does before sending anything.
    await create.getByLabel('Date').fill('2026-06-01');
    await create.getByLabel('Start time').fill('15:00');
    await create.getByRole('button', { name: 'Create event' }).click();
    await create.getByText('Enter an end time, or leave the date and times empty').waitFor();
    await create.getByLabel('End time').fill('19:00');
    await create.getByRole('button', { name: 'Create event' }).click();
    await create.getByText('The end must be from 1 minute to 3 hours after the start').waitFor();
    // Recorded live instead: no planned window.
    for (const field of ['Date', 'Start time', 'End time']) await create.getByLabel(field).fill('');
    await create.getByRole('button', { name: 'Create event' }).click();
    await create.waitFor({ state: 'hidden' });
    const link = page.getByRole('link', { name: 'Derby' });
    await link.waitFor();
    await screenshot(page, 'matchday-team-events-light-desktop');

    // Open it: the dashboard.
    await link.click();
    await page.waitForURL(/\/event\/[^/]+\/dashboard$/);
    eventId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await page.getByRole('heading', { name: 'Derby' }).waitFor();
    await expect(page.getByTestId('event-status').textContent()).resolves.toBe('Not started');

    // The squad: all three players, and a device for one of them.
    await sectionLink(page, 'Players').click();
    await page.waitForURL(`${url}/event/${eventId}/players`);
    await page.getByRole('button', { name: 'Select players' }).click();
    const select = page.getByRole('dialog', { name: 'Select players' });
    for (const player of PLAYERS) await select.getByLabel(`${player.firstName} ${player.lastName}`).check();
    await select.getByRole('button', { name: 'Select (3)' }).click();
    await select.waitFor({ state: 'hidden' });
    for (const player of PLAYERS)
      await page.getByRole('row', { name: new RegExp(`${player.firstName} ${player.lastName}`) }).waitFor();
    await page.getByRole('button', { name: 'Edit selection: Kylian Stride' }).click();
    const edit = page.getByRole('dialog', { name: 'Selection of Kylian Stride' });
    await edit.getByLabel('Device').selectOption({ label: 'Tracker 1' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page
      .getByRole('row', { name: /Kylian Stride/ })
      .getByRole('cell', { name: 'Tracker 1' })
      .waitFor();
    await screenshot(page, 'matchday-players-light-desktop');

    // Kick-off: start the match after the confirmation.
    await sectionLink(page, 'Dashboard').click();
    await page.waitForURL(`${url}/event/${eventId}/dashboard`);
    // Followed live again after moving between the event's pages.
    await liveConnected(page);
    await confirmAction(page, 'Start event', 'Start');
    await page.getByTestId('event-status').filter({ hasText: 'In progress' }).waitFor();

    // Two halves, each started and stopped live.
    await addPeriod(page, '1st half');
    await playPeriod(page, '1st half');
    await addPeriod(page, '2nd half');
    await playPeriod(page, '2nd half');
    await screenshot(page, 'matchday-dashboard-running-light-desktop');

    // Full time.
    await page.getByRole('button', { name: 'Stop event' }).click();
    const stop = page.getByRole('dialog', { name: 'Stop event' });
    await stop.getByText('Are you sure you want to stop this event?').waitFor();
    await stop.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByTestId('event-status').filter({ hasText: 'Finished' }).waitFor();
    await expect(page.getByRole('button', { name: 'Stop event' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Lock event' }).waitFor();
    await screenshot(page, 'matchday-dashboard-finished-light-desktop');

    // Back in the list, the match is finished with its squad of three.
    await page.getByRole('link', { name: 'All events of First team' }).click();
    await page.waitForURL(`${url}/team/${manager.teamId}/events`);
    const row = page.getByRole('row', { name: /Derby/ });
    await row.getByText('Finished').waitFor();
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toBe('3');

    // What the screens did is what the API says.
    const { event } = await manager.graphql<{ event: StoredEvent }>(
      'query ($id: ID!) { event(eventId: $id) { status startDate endDate periods { name status startDate endDate } } }',
      { id: eventId },
    );
    expect(event.status).toBe('FINISHED');
    expect(event.startDate).not.toBeNull();
    expect(event.endDate).not.toBeNull();
    const eventStart = Date.parse(event.startDate ?? '');
    const eventEnd = Date.parse(event.endDate ?? '');
    expect(event.periods.map((period) => [period.name, period.status])).toEqual([
      ['1st half', 'STOPPED'],
      ['2nd half', 'STOPPED'],
    ]);
    for (const period of event.periods) {
      const periodStart = Date.parse(period.startDate ?? '');
      const periodEnd = Date.parse(period.endDate ?? '');
      expect(periodStart, period.name).toBeGreaterThanOrEqual(eventStart);
      expect(periodEnd, period.name).toBeGreaterThan(periodStart);
      expect(periodEnd, period.name).toBeLessThanOrEqual(eventEnd);
    }
    const { eventSelections } = await manager.graphql<{ eventSelections: StoredSelection[] }>(
      'query ($id: ID!) { eventSelections(eventId: $id) { player { firstName } selected device { name } sessions { periodId startDate endDate } } }',
      { id: eventId },
    );
    expect(eventSelections.map((selection) => selection.player.firstName).sort()).toEqual(
      PLAYERS.map((player) => player.firstName).sort(),
    );
    for (const selection of eventSelections) {
      expect(selection.selected).toBe(true);
      expect(selection.sessions.length, selection.player.firstName).toBeGreaterThan(0);
      for (const session of selection.sessions) expect(session.endDate).not.toBeNull();
    }
    expect(eventSelections.find((selection) => selection.player.firstName === 'Kylian')?.device?.name).toBe(
      'Tracker 1',
    );

    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("sets the match's details and a range of its own, the team's ranges, and locks the match", async () => {
    expect(eventId).not.toBe('');
    const context = await newContext(browser, { locale: 'en-US', storage: { authToken: manager.token } });
    const page = await context.newPage();
    const refused = graphqlErrors(page);

    await page.goto(`${url}/event/${eventId}/settings`);
    await page.getByRole('heading', { name: 'Derby' }).waitFor();
    await page.getByLabel('Place').selectOption('HOME');
    await page.getByLabel('Competition').selectOption('LEAGUE');
    await page.getByLabel('Score (our team)').fill('2');
    await page.getByLabel('Score (opponent)').fill('1');
    await page.getByLabel('Match system').fill('4-3-3');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').filter({ hasText: 'Details saved' }).waitFor();
    await page.getByRole('button', { name: 'Add speed range' }).click();
    const range = page.getByRole('dialog', { name: 'New speed range' });
    await range.getByLabel('Name').fill('Sprint');
    await range.getByLabel('From (km/h)').fill('25');
    await range.getByRole('button', { name: 'Add range' }).click();
    await range.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Sprint/ }).waitFor();
    await screenshot(page, 'matchday-event-settings-light-desktop');
    const { event } = await manager.graphql<{
      event: {
        place: string;
        competition: string;
        score: { team: number; adv: number };
        matchSystem: string;
        ranges: { speed: { name: string; min: number | null; max: number | null }[] };
      };
    }>(
      'query ($id: ID!) { event(eventId: $id) { place competition score { team adv } matchSystem ranges { speed { name min max } } } }',
      {
        id: eventId,
      },
    );
    expect(event).toEqual({
      place: 'HOME',
      competition: 'LEAGUE',
      score: { team: 2, adv: 1 },
      matchSystem: '4-3-3',
      ranges: { speed: [{ name: 'Sprint', min: 25, max: null }] },
    });

    await page.goto(`${url}/team/${manager.teamId}/settings`);
    await page.getByRole('button', { name: 'Add acceleration range' }).click();
    const accel = page.getByRole('dialog', { name: 'New acceleration range' });
    await accel.getByLabel('Name').fill('Hard braking');
    await accel.getByLabel('To (m/s²)').fill('-3');
    await accel.getByRole('button', { name: 'Add range' }).click();
    await accel.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Hard braking/ }).waitFor();
    await page.getByText('Data ranges: 1 / 3').waitFor();
    await screenshot(page, 'matchday-team-settings-light-desktop');
    const { team } = await manager.graphql<{
      team: { ranges: { accel: { name: string; min: number | null; max: number | null }[] } };
    }>('query ($id: ID!) { team(teamId: $id) { ranges { accel { name min max } } } }', {
      id: manager.teamId,
    });
    expect(team.ranges.accel).toEqual([{ name: 'Hard braking', min: null, max: -3 }]);

    // Final: the records are locked, then opened again.
    await page.goto(`${url}/event/${eventId}/dashboard`);
    await confirmAction(page, 'Lock event', 'Lock');
    await page.getByTestId('event-status').filter({ hasText: 'Locked' }).waitFor();
    await expect(page.getByRole('button', { name: 'Add period' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Unlock event' }).click();
    await page.getByTestId('event-status').filter({ hasText: 'Finished' }).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });
});
