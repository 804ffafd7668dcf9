/**
 * The account journey in Debian's Chromium against `npm start`, through the screens only (the
 * mail is read from the `.eml` files the platform writes without SMTP):
 * a manager registers, verifies the address, creates a club, adds a team, a player and a device,
 * gives the device to the team and to the player, and adds a coach for the team; the coach logs
 * in and lands on their team. An admin (made with `npm run admin`) sees the clubs and
 * impersonates the manager.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, post } from '@stride/query/testing/client';
import { E2E_PASSWORD, tokenFromMail, verifiedUser } from './accounts.ts';
import { graphqlErrors, launchBrowser, newContext, screenshot, watchedPage } from './browser.ts';
import { natsUrl } from '@stride/streams/testing/harness';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let mailDir: string;

beforeAll(async () => {
  setup = await platformSetup('journey');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  mailDir = path.join(setup.dataDir, 'mail');
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

const managerEmail = 'head.coach@example.com';
const coachEmail = 'assistant@example.com';

async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label).fill(value);
}

/** The manager's session, as the first test stored it. */
const managerSession = (): string => path.join(setup.dataDir, 'manager.json');

/** A page of the manager's session, with the GraphQL errors it receives. */
async function managerPage(): Promise<{ context: BrowserContext; page: Page; refused: string[] }> {
  const context = await browser.newContext({ storageState: managerSession() });
  const page = await context.newPage();
  return { context, page, refused: graphqlErrors(page) };
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  const main = page.getByRole('main');
  await fill(page, 'E-mail', email);
  await fill(page, 'Password', E2E_PASSWORD);
  await main.getByRole('button', { name: 'Log in' }).click();
}

describe('a new club, through the screens', () => {
  let teamPath = '';

  it('registers, verifies from the e-mail and creates a club', async () => {
    const { context, page, errors, refused } = await watchedPage(browser, { locale: 'en-US' });
    await page.goto(`${url}/auth/register`);
    await fill(page, 'E-mail', managerEmail);
    await fill(page, 'Password', 'short');
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    // The form refuses a weak password before asking the server.
    await page.getByText('at least 8 characters', { exact: false }).first().waitFor();
    await fill(page, 'Password', E2E_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    await screenshot(page, 'journey-verification-light-desktop');

    const token = await tokenFromMail(mailDir, managerEmail, 'verify');
    await page.goto(`${url}/verify-email#token=${encodeURIComponent(token)}`);
    await page.getByLabel('Club name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');
    await screenshot(page, 'journey-create-club-light-desktop');
    await fill(page, 'Club name', 'Olympique Stride');
    await page.getByRole('button', { name: 'Create club' }).click();
    await page.waitForURL(`${url}/club/teams`);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    // The Content-Security-Policy of the served app refused nothing the app does (Chromium logs each refusal).
    expect(errors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
    expect(refused).toEqual([]);
    await context.storageState({ path: managerSession() });
    await context.close();
  });

  it('adds a team, a player and a device, and gives the device to the player', async () => {
    const { context, page, refused } = await managerPage();
    await page.goto(`${url}/club/teams`);
    await page.getByRole('button', { name: 'New team' }).click();
    const teamDialog = page.getByRole('dialog');
    await teamDialog.getByLabel('Name').fill('Seniors');
    await teamDialog.getByRole('button', { name: 'Create team' }).click();
    const teamLink = page.getByRole('link', { name: 'Seniors' });
    await teamLink.waitFor();
    teamPath = new URL((await teamLink.getAttribute('href')) ?? '', url).pathname;
    // The trial allows one team: the button says why it is disabled.
    await expect(page.getByRole('button', { name: 'New team' }).isDisabled()).resolves.toBe(true);

    await page.goto(`${url}/club/players`);
    await page.getByRole('button', { name: 'New player' }).click();
    const playerDialog = page.getByRole('dialog');
    await playerDialog.getByLabel('First name').fill('Kylian');
    await playerDialog.getByLabel('Last name').fill('Stride');
    await playerDialog.getByLabel('Shirt number').fill('10');
    await playerDialog.getByLabel('Position').selectOption('FORWARD');
    await playerDialog.getByLabel('Maximum speed (km/h)').fill('36');
    await playerDialog.getByRole('button', { name: 'Create player' }).click();
    await page.getByRole('cell', { name: 'Kylian', exact: false }).first().waitFor();
    await screenshot(page, 'journey-players-light-desktop');

    await page.goto(`${url}/club/devices`);
    await page.getByRole('button', { name: 'New device' }).click();
    const deviceDialog = page.getByRole('dialog');
    await deviceDialog.getByLabel('Serial number').fill('ins-0042');
    await deviceDialog.getByLabel('UDID').fill('usb-42');
    await deviceDialog.getByRole('button', { name: 'Add device' }).click();
    await page.getByText('INS-0042').first().waitFor();
    await page.getByLabel('Select INS-0042').check();
    await page.getByRole('button', { name: 'Assign to team' }).click();
    const assignDialog = page.getByRole('dialog');
    await assignDialog.getByLabel('Team').selectOption({ label: 'Seniors' });
    await assignDialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('cell', { name: 'Seniors' }).waitFor();
    await page.getByRole('button', { name: 'Assign to player: INS-0042' }).click();
    const wearDialog = page.getByRole('dialog');
    await wearDialog.getByLabel('Player').selectOption({ index: 1 });
    await wearDialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('button', { name: 'Unassign player: INS-0042' }).waitFor();
    await screenshot(page, 'journey-devices-light-desktop');

    // What the screens did is what the API says.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const answer = await post<{ staff: { club: { id: string } } }>(
      http,
      '{ staff { club { id } } }',
      { headers: { authorization: `Bearer ${token ?? ''}` } },
      url,
    );
    const clubId = answer.data?.staff.club.id ?? '';
    const players = await post<{
      clubPlayers: { firstName: string; number: number; device: { serial: string } | null }[];
    }>(
      http,
      `{ clubPlayers(clubId: "${clubId}") { firstName number device { serial } } }`,
      { headers: { authorization: `Bearer ${token ?? ''}` } },
      url,
    );
    expect(players.data?.clubPlayers).toEqual([
      { firstName: 'Kylian', number: 10, device: { serial: 'INS-0042' } },
    ]);
    // No screen sent an operation the API refused.
    expect(refused).toEqual([]);
    await context.close();
  });

  it('adds a coach for the team, who logs in and lands on it', async () => {
    await verifiedUser(url, mailDir, coachEmail);
    const { context, page, refused } = await managerPage();
    await page.goto(`${url}/club/members`);
    await page.getByRole('button', { name: 'Add member' }).click();
    const addDialog = page.getByRole('dialog');
    await addDialog.getByLabel('E-mail').fill(coachEmail);
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('cell', { name: coachEmail }).waitFor();

    await page.getByRole('button', { name: `Edit access for ${coachEmail}` }).click();
    const access = page.getByRole('dialog');
    await access.getByRole('group', { name: 'Coached teams' }).getByLabel('Seniors').check();
    await access.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('row', { name: coachEmail, exact: false }).getByText('Seniors').waitFor();
    await screenshot(page, 'journey-members-light-desktop');
    expect(refused).toEqual([]);
    await context.close();

    const coach = await newContext(browser, { locale: 'en-US' });
    const coachPage = await coach.newPage();
    await logIn(coachPage, coachEmail);
    await coachPage.waitForURL(`${url}${teamPath.replace(/\/$/, '')}/analyses`);
    expect(new URL(coachPage.url()).pathname).toBe(`${teamPath.replace(/\/analyses$/, '')}/analyses`);

    // Logging out on every device ends the session's token at the API too, not only here.
    const token = (await coachPage.evaluate(() => localStorage.getItem('authToken'))) ?? '';
    const me = () =>
      post<{ user: { id: string } | null }>(
        http,
        '{ user { id } }',
        { headers: { authorization: `Bearer ${token}` } },
        url,
      );
    expect((await me()).data?.user).not.toBeNull();
    await coachPage.getByRole('button', { name: 'Open menu' }).click();
    await coachPage.getByRole('button', { name: 'Log out on every device' }).click();
    const confirm = coachPage.getByRole('dialog', { name: 'Log out on every device' });
    await confirm.waitFor();
    await screenshot(coachPage, 'journey-logout-everywhere-light-desktop');
    await coachPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(coachPage, 'journey-logout-everywhere-light-phone');
    await confirm.getByRole('button', { name: 'Log out everywhere' }).click();
    await coachPage.waitForURL(`${url}/auth/login`);
    expect((await me()).data?.user).toBeNull();
    await coach.close();
  });

  it('lets an admin made on the command line see the club and impersonate its manager', async () => {
    const admin = await verifiedUser(url, mailDir, 'ops@example.com');
    const cliEnv = {
      ...process.env,
      DATABASE_URL: setup.db.url,
      NATS_URL: natsUrl(),
      DEPLOYMENT: setup.deployment,
      DATA_DIR: setup.dataDir,
      LOG_LEVEL: 'warn',
    };
    const runCli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', 'admin', ...args], {
        env: cliEnv,
        encoding: 'utf8',
      });
    const cli = runCli('grant', admin.email);
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('admin granted');

    // `sign-out` ends every session of a user from the command line.
    const coachLogin = await post<{ login: { token: string } }>(
      http,
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { variables: { email: coachEmail, password: E2E_PASSWORD } },
      url,
    );
    const coachToken = coachLogin.data?.login.token ?? '';
    const coachUser = async () =>
      (
        await post<{ user: { id: string } | null }>(
          http,
          '{ user { id } }',
          { headers: { authorization: `Bearer ${coachToken}` } },
          url,
        )
      ).data?.user ?? null;
    expect(await coachUser()).not.toBeNull();
    const signOut = runCli('sign-out', coachEmail);
    expect(signOut.status, signOut.stderr).toBe(0);
    expect(signOut.stdout).toContain('every session ended');
    // The platform refuses the token once its projector has the revocation.
    await expect.poll(coachUser, { timeout: 15_000 }).toBeNull();

    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const refused = graphqlErrors(page);
    await logIn(page, admin.email);
    await page.waitForURL(/\/admin\//);
    await page.goto(`${url}/admin/clubs`);
    await page.getByRole('cell', { name: 'Olympique Stride' }).waitFor();
    await screenshot(page, 'journey-admin-clubs-light-desktop');
    await page.goto(`${url}/admin/users`);
    await page.getByRole('button', { name: `Impersonate ${managerEmail}` }).click();
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await banner.getByText(`You are acting as ${managerEmail}`).waitFor();
    await page.waitForURL(/\/club\//);
    await page.getByRole('link', { name: 'Seniors' }).waitFor();
    await screenshot(page, 'journey-impersonating-light-desktop');
    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL(/\/admin\//);

    // Switched off by the admin, the subscription blocks the club for its members.
    await page.goto(`${url}/admin/clubs`);
    await page.getByRole('button', { name: 'Edit subscription: Olympique Stride' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Active', { exact: true }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(refused).toEqual([]);
    await context.close();

    const manager = await browser.newContext({ storageState: managerSession() });
    const managerPage = await manager.newPage();
    await managerPage.goto(`${url}/club/players`);
    await managerPage.getByRole('heading', { name: 'Subscription expired' }).waitFor();
    await screenshot(managerPage, 'journey-subscription-expired-light-desktop');
    await manager.close();
  });
});
