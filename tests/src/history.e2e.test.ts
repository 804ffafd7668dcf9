/**
 * History and "view as of" in Debian's Chromium against `npm start` (issue 20, items 3 and 4): a
 * manager renames the team twice and an admin acting as the manager once more; the History
 * panel on the team's settings lists the changes newest first (who, "as admin", field before →
 * after), views the team as of the first rename (the
 * banner, the old name), goes back to now, and picks an instant before the team existed. The
 * event's settings show its history too. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { clubSession, verifiedUser, type ClubSession } from './accounts.ts';
import {
  launchBrowser,
  screenshot as pageShot,
  SCREENSHOT_DIR,
  watchedPage,
  type ViewportName,
} from './browser.ts';
import { grantAdmin, platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
let adminEmail = '';
let adminToken = '';

/** An admin made on the command line, once the API knows it: their session, acting as the manager. */
async function adminAsManager(mailDir: string): Promise<Record<string, string>> {
  const user = await verifiedUser(url, mailDir);
  grantAdmin(setup, user.email);
  adminEmail = user.email;
  adminToken = user.token;
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  // The grant reaches the API once its projector has it: asked again until the API takes it.
  let token = '';
  await until(
    async () => {
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: `mutation { impersonate(userId: "${manager.userId}") { token } }` }),
      }).catch(() => null);
      const body = (await answer?.json().catch(() => null)) as {
        data?: { impersonate?: { token: string } };
      } | null;
      token = body?.data?.impersonate?.token ?? '';
      return token !== '';
    },
    { timeoutMs: 30_000, everyMs: 100 },
  );
  return { ...headers, impersonate: `Bearer ${token}` };
}

beforeAll(async () => {
  setup = await platformSetup('history');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'History FC');
  for (const name of ['Rovers XI', 'Rovers Firsts']) {
    await manager.graphql('mutation ($t: ID!, $n: String!) { updateTeam(teamId: $t, name: $n) { id } }', {
      t: manager.teamId,
      n: name,
    });
  }
  // An admin acting as the manager renames it once more.
  const renamed = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: await adminAsManager(path.join(setup.dataDir, 'mail')),
    body: JSON.stringify({
      query: `mutation { updateTeam(teamId: "${manager.teamId}", name: "Rovers") { id } }`,
    }),
  });
  expect(((await renamed.json()) as { errors?: unknown }).errors).toBeUndefined();
  const { addDevice } = await manager.graphql<{ addDevice: { id: string } }>(
    'mutation { addDevice(serial: "HIST-1", udid: "hist-1", name: "Vest 1") { id } }',
  );
  await manager.graphql(
    'mutation ($t: ID!, $d: [ID!]!) { assignDevicesToTeam(teamId: $t, deviceIds: $d) { id } }',
    {
      t: manager.teamId,
      d: [addDevice.id],
    },
  );
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    'mutation ($t: ID!) { createEvent(teamId: $t, name: "Derby", type: MATCH) { id } }',
    { t: manager.teamId },
  );
  eventId = createEvent.id;
  await manager.graphql(
    'mutation ($e: ID!) { updateEvent(eventId: $e, name: "Derby day", type: MATCH) { id } }',
    {
      e: eventId,
    },
  );
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

const panel = (page: Page) => page.getByRole('region', { name: 'History', exact: true });

/** The whole page from its top (the header is sticky), and the History panel alone, to read it. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await pageShot(page, name);
  const shown = page.locator('.history');
  if ((await shown.count()) > 0)
    await shown.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-panel.png`) });
}

/** Open the team's History panel; its entries, newest first. */
async function teamHistory(page: Page) {
  await page.getByRole('button', { name: 'Show history' }).click();
  const entries = panel(page).getByRole('region', { name: 'Changes' }).locator('.history__item');
  await panel(page).getByText('4 of 4 changes').waitFor();
  return entries;
}

describe('history', () => {
  it("lists a team's changes and shows the team as of an earlier instant", async () => {
    const { page, errors, refused, context } = await open('wide', `/team/${manager.teamId}/settings`);
    const entries = await teamHistory(page);
    // Newest first: the admin's rename as the manager, the manager's two, the creation.
    await expect.poll(() => entries.count()).toBe(4);
    const newest = entries.nth(0);
    // The event's type in the reader's language, the stored one small beside it.
    await newest.locator('.history__type').getByText('Team changed', { exact: true }).waitFor();
    expect(await newest.locator('.history__raw').textContent()).toBe('TeamUpdated');
    await newest.getByText(manager.email).waitFor();
    await newest.getByText(`(as admin ${adminEmail})`).waitFor();
    expect(await newest.locator('.history__before').first().textContent()).toBe('Rovers Firsts');
    expect(await newest.locator('.history__after').first().textContent()).toBe('Rovers');
    const second = entries.nth(1);
    // The command's name only repeats the event's: it is kept in the tooltip.
    expect(await second.locator('.history__type').getAttribute('title')).toBe(
      'Recorded as TeamUpdated · Command: UpdateTeam',
    );
    expect(await second.locator('.history__path').first().textContent()).toBe('Name');
    expect(await second.getByText(/as admin/).count()).toBe(0);
    expect(await second.locator('.history__before').first().textContent()).toBe('Rovers XI');
    expect(await second.locator('.history__after').first().textContent()).toBe('Rovers Firsts');
    await entries.nth(3).getByText('Team created', { exact: true }).waitFor();
    await screenshot(page, 'history-team-wide');

    // As of the first rename: the banner, and the name it had then.
    await entries.nth(2).getByRole('button', { name: 'View as of this change' }).click();
    const asOf = panel(page).getByRole('region', { name: 'As it was' });
    await asOf
      .getByRole('status')
      .getByText(/^Viewing as of /)
      .waitFor();
    const name = asOf.locator('.history__field').filter({ has: page.locator('dt', { hasText: /^Name$/ }) });
    await expect.poll(() => name.locator('dd').textContent()).toBe('Rovers XI');
    await screenshot(page, 'history-team-as-of-wide');

    // Back to now: the banner goes; an instant before the team existed says so.
    await asOf.getByRole('button', { name: 'Back to now' }).click();
    await asOf.waitFor({ state: 'detached' });
    await panel(page).getByLabel('View as of').fill('2020-01-01T12:00:00');
    await panel(page).getByRole('button', { name: 'View', exact: true }).click();
    await panel(page).getByText('It did not exist yet at that time.').waitFor();

    // The event's settings: its history, the rename field by field.
    await page.goto(`${url}/event/${eventId}/settings`);
    await page.getByRole('button', { name: 'Show history' }).click();
    const updated = panel(page).locator('.history__item').filter({ hasText: 'Event changed' });
    await updated.waitFor();
    expect(await updated.locator('.history__after').first().textContent()).toBe('Derby day');
    await screenshot(page, 'history-event-wide');
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone: the history and the view as of', async () => {
    const { page, errors, context } = await open('phone', `/team/${manager.teamId}/settings`);
    const entries = await teamHistory(page);
    await entries.nth(0).getByText('Team changed', { exact: true }).waitFor();
    await panel(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'history-team-phone');
    await entries.nth(2).getByRole('button', { name: 'View as of this change' }).click();
    await panel(page)
      .getByRole('status')
      .getByText(/^Viewing as of /)
      .waitFor();
    await screenshot(page, 'history-team-as-of-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a device's history from the club's devices, and an account's to an admin", async () => {
    const { page, errors, refused, context } = await open('wide', '/club/devices');
    await page.getByRole('button', { name: 'History of Vest 1' }).click();
    const device = page.getByRole('region', { name: 'History of Vest 1' });
    const assigned = device.locator('.history__item').filter({ hasText: 'Device assigned to team' });
    await assigned.waitFor();
    // The team's id is shown as it is stored: the change from none to the team.
    expect(await assigned.locator('.history__before').first().textContent()).toBe('—');
    expect(await assigned.locator('.history__after').first().textContent()).toBe(manager.teamId);
    const serial = device
      .locator('.history__item')
      .filter({ hasText: 'Device added' })
      .locator('.history__change')
      .filter({ has: page.locator('.history__path', { hasText: /^Serial number$/ }) });
    expect(await serial.locator('.history__after').textContent()).toBe('HIST-1');
    await screenshot(page, 'history-device-wide');
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();

    const admin = await watchedPage(browser, { viewport: 'wide', storage: { authToken: adminToken } });
    await admin.page.goto(`${url}/admin/users`);
    await admin.page.getByRole('button', { name: `History of ${manager.email}` }).click();
    const account = admin.page.getByRole('region', { name: `History of ${manager.email}` });
    const joined = account.locator('.history__item').filter({ hasText: 'Joined a club' });
    expect(await joined.locator('.history__after').first().textContent()).toBe(manager.clubId);
    await account.locator('.history__item').filter({ hasText: 'Email verified' }).waitFor();
    // No secret: the password's credential and the token digests are not part of an account's fields.
    expect(await account.getByText(/credential|secretHash|tokenId/).count()).toBe(0);
    await screenshot(admin.page, 'history-account-wide');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it.each(['phone', 'wide'] as const)('speaks German at %s: types and fields labelled', async (viewport) => {
    const { page, errors, context } = await watchedPage(browser, {
      viewport,
      locale: 'de-DE',
      storage: { authToken: manager.token, locale: 'de-DE' },
    });
    await page.goto(`${url}/team/${manager.teamId}/settings`);
    await page.getByRole('button', { name: 'Verlauf anzeigen' }).click();
    const shown = page.getByRole('region', { name: 'Verlauf', exact: true }).locator('.history__item');
    await expect.poll(() => shown.count()).toBe(4);
    await shown.nth(0).locator('.history__type').getByText('Team geändert', { exact: true }).waitFor();
    await shown.nth(3).locator('.history__type').getByText('Team angelegt', { exact: true }).waitFor();
    expect(await shown.nth(0).locator('.history__path').first().textContent()).toBe('Name');
    expect(await shown.nth(0).locator('.history__type').getAttribute('title')).toContain(
      'Gespeichert als TeamUpdated',
    );
    await page.getByRole('region', { name: 'Verlauf', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, `history-team-de-${viewport}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport === 'phone' ? 390 : 1440,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
