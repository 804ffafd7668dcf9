/**
 * Availability and injuries in Debian's Chromium against `npm start` (issue 19, item 5): a
 * manager sets a player INJURED with an injury and follows the injury, sees the badge on the
 * squad screen and in the event's player selection (marked, still selectable, with a warning),
 * sets the player AVAILABLE again, and the history lists both. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, verifiedUser, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
const players: Record<string, string> = {};

beforeAll(async () => {
  setup = await platformSetup('availability');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Availability FC');
  for (const [firstName, lastName, number] of [
    ['Ada', 'Lovelace', 7],
    ['Ben', 'Babbage', 9],
    ['Cleo', 'Curie', 4],
  ] as const) {
    const { createPlayer } = await manager.graphql<{ createPlayer: { id: string } }>(
      'mutation ($t: ID!, $p: PlayerInput!) { createPlayer(teamId: $t, player: $p) { id } }',
      { t: manager.teamId, p: { firstName, lastName, number, position: 'MIDFIELDER' } },
    );
    players[firstName] = createPlayer.id;
  }
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    'mutation ($t: ID!) { createEvent(teamId: $t, name: "Tuesday training", type: TRAINING) { id } }',
    { t: manager.teamId },
  );
  eventId = createEvent.id;
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function open(viewport: ViewportName, address: string) {
  const watched = await watchedPage(browser, { viewport, storage: { authToken: manager.token } });
  await watched.page.goto(`${url}${address}`);
  return watched;
}

const adaPage = () => `/player/${players['Ada']}/availability`;
const today = (page: Page) => page.getByRole('region', { name: 'Today' });

async function setStatus(
  page: Page,
  status: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  shot?: string,
) {
  await page.getByRole('button', { name: 'Set status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a status' });
  await dialog.getByLabel('Status').selectOption({ label: status });
  await fill(dialog);
  if (shot !== undefined) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('availability', () => {
  it('sets a player injured with an injury, shows it on the squad and in the selection, and back to available', async () => {
    const { page, errors, refused, context } = await open('wide', adaPage());
    await page.getByRole('heading', { name: 'Availability · Ada Lovelace' }).waitFor();
    await today(page).getByText('No status recorded').waitFor();

    await setStatus(
      page,
      'Injured',
      async (dialog) => {
        await dialog.getByRole('textbox', { name: 'Note', exact: true }).fill('Scan on Monday');
        await dialog.getByRole('textbox', { name: 'Injury', exact: true }).fill('Hamstring strain');
        await dialog.getByLabel('Body part').fill('Left thigh');
      },
      'availability-set-injured-wide',
    );
    await today(page).getByText('Injured', { exact: true }).waitFor();
    await today(page).getByText('Hamstring strain (Left thigh)').waitFor();
    await today(page).getByText('Scan on Monday').waitFor();

    // The injury moves on to the physio, with a note kept in the history.
    const injuries = page.getByRole('region', { name: 'Injuries' });
    await injuries.getByRole('button', { name: 'Update the injury: Hamstring strain (Left thigh)' }).click();
    const injuryDialog = page.getByRole('dialog', {
      name: 'Update the injury: Hamstring strain (Left thigh)',
    });
    await injuryDialog.getByLabel('Injury status').selectOption({ label: 'Physio rehab' });
    await injuryDialog.getByLabel('Note on this change').fill('Physio twice a week');
    await injuryDialog.getByRole('button', { name: 'Save injury' }).click();
    await injuryDialog.waitFor({ state: 'detached' });
    await injuries.getByText('Physio rehab', { exact: true }).waitFor();
    await screenshot(page, 'availability-injured-wide');

    // The squad screen: a badge per player, Ada's says Injured and leads to her page.
    await page.goto(`${url}/club/players`);
    const adaBadge = page.getByRole('link', { name: 'Availability of Ada Lovelace: Injured' });
    await adaBadge.waitFor();
    await page.getByRole('link', { name: 'Availability of Ben Babbage: Available' }).waitFor();
    await screenshot(page, 'availability-squad-wide');

    // The event's selection: Ada is marked and can still be picked, with a warning.
    await page.goto(`${url}/event/${eventId}/players`);
    await page.getByRole('button', { name: 'Select players' }).click();
    const select = page.getByRole('dialog', { name: 'Select players' });
    const adaBox = select.getByRole('checkbox', { name: /Ada Lovelace/ });
    // Only Ada is marked: the others are available.
    await adaBox.locator('xpath=..').getByText('Injured', { exact: true }).waitFor();
    expect(await select.getByText('Injured', { exact: true }).count()).toBe(1);
    await adaBox.check();
    await select.getByRole('checkbox', { name: /Ben Babbage/ }).check();
    await select
      .getByText('Not available on the event day: Ada Lovelace. They can still be selected.')
      .waitFor();
    await screenshot(page, 'availability-selection-wide');
    await select.getByRole('button', { name: 'Select (2)' }).click();
    await select.waitFor({ state: 'detached' });
    const squad = page.getByRole('table', { name: /squad|players/i });
    await squad.getByRole('link', { name: 'Availability of Ada Lovelace: Injured' }).waitFor();
    await screenshot(page, 'availability-event-squad-wide');
    expect(await squad.getByRole('link', { name: /Availability of Ben Babbage/ }).count()).toBe(0);

    // Back to available: the injured status ends the day before, the history keeps both.
    await page.goto(`${url}${adaPage()}`);
    await today(page).getByText('Injured', { exact: true }).waitFor();
    await setStatus(page, 'Available', () => Promise.resolve());
    await today(page).getByText('Available', { exact: true }).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    const sets = history.getByRole('listitem').filter({ hasText: 'Status set' });
    await expect.poll(() => sets.count()).toBe(2);
    await expect(sets.nth(0).getByText('Available', { exact: true }).count()).resolves.toBe(1);
    await expect(sets.nth(1).getByText('Injured', { exact: true }).count()).resolves.toBe(1);
    await history.getByText('Physio twice a week').waitFor();
    // A correction is one more change: the note is added, the history says so.
    await today(page).getByRole('button', { name: 'Correct' }).click();
    const correct = page.getByRole('dialog', { name: 'Correct the status' });
    await correct.getByRole('textbox', { name: 'Note', exact: true }).fill('Cleared by the physio');
    await correct.getByRole('button', { name: 'Save status' }).click();
    await correct.waitFor({ state: 'detached' });
    await today(page).getByText('Cleared by the physio').waitFor();
    await history.getByRole('listitem').filter({ hasText: 'Status corrected' }).waitFor();
    await screenshot(page, 'availability-history-wide');

    await page.goto(`${url}/club/players`);
    await page.getByRole('link', { name: 'Availability of Ada Lovelace: Available' }).waitFor();
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('shows a staff member who neither manages nor coaches the team the statuses, not the medical details', async () => {
    const member = await verifiedUser(url, path.join(setup.dataDir, 'mail'));
    await manager.graphql('mutation ($e: String!) { newStaff(email: $e) { id } }', { e: member.email });
    const watched = await watchedPage(browser, { viewport: 'wide', storage: { authToken: member.token } });
    const { page } = watched;
    await page.goto(`${url}${adaPage()}`);
    await page.getByRole('heading', { name: 'Availability · Ada Lovelace' }).waitFor();
    await today(page).getByText('Available', { exact: true }).waitFor();
    await today(page)
      .getByText('Medical details are shown only to managers and the team’s coaches.')
      .waitFor();
    await page.getByRole('region', { name: 'Injuries' }).getByText('Injury (details restricted)').waitFor();
    await page.getByText('Only managers and the team’s coaches can change availability.').waitFor();
    expect(await page.getByText(/Hamstring|Left thigh|Scan on Monday|Physio twice|Cleared by/).count()).toBe(
      0,
    );
    expect(await page.getByRole('button', { name: 'Set status' }).count()).toBe(0);
    await screenshot(page, 'availability-restricted-wide');
    expect(watched.errors).toEqual([]);
    await watched.context.close();
  });

  it('fits a phone: the availability page, the squad badges and the selection', async () => {
    const { page, errors, context } = await open('phone', adaPage());
    await page.getByRole('heading', { name: 'Availability · Ada Lovelace' }).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Injury updated').waitFor();
    await screenshot(page, 'availability-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.goto(`${url}/club/players`);
    await page.getByRole('link', { name: 'Availability of Ada Lovelace: Available' }).waitFor();
    await screenshot(page, 'availability-squad-phone');
    // Cleo is off sick today (set through the API): marked in the selection on a phone too.
    const { playerAvailability } = await manager.graphql<{ playerAvailability: { date: string } }>(
      'query ($p: ID!) { playerAvailability(playerId: $p) { date } }',
      { p: players['Cleo'] },
    );
    await manager.graphql(
      'mutation ($p: ID!, $d: Date!) { setPlayerAvailability(playerId: $p, availability: { status: SICK, startDate: $d }) { id } }',
      { p: players['Cleo'], d: playerAvailability.date },
    );
    await page.goto(`${url}/event/${eventId}/players`);
    await page.getByRole('button', { name: 'Select players' }).click();
    const select = page.getByRole('dialog', { name: 'Select players' });
    await select.getByRole('checkbox', { name: /Cleo Curie/ }).check();
    await select.getByText('Sick', { exact: true }).waitFor();
    await select
      .getByText('Not available on the event day: Cleo Curie. They can still be selected.')
      .waitFor();
    await screenshot(page, 'availability-selection-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
