/**
 * A team's receiver tokens in Debian's Chromium against `npm start` (issue 18): on the team's
 * Settings page the manager issues a token, sees its secret once with a copy button, the gateway
 * takes it (the batch is refused for its event, not for the token), then revokes it and the
 * gateway refuses the token. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, SCREENSHOT_DIR, watchedPage, type ViewportName } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;

beforeAll(async () => {
  setup = await platformSetup('receivers');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Receivers FC');
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function settingsPage(viewport: ViewportName) {
  const watched = await watchedPage(browser, { viewport, storage: { authToken: manager.token } });
  await watched.page.goto(`${url}/team/${manager.teamId}/settings`);
  await receivers(watched.page).waitFor();
  return watched;
}

const receivers = (page: Page) => page.getByRole('region', { name: 'Receivers' });

/** What the gateway answers a batch sent with `token` for an event that is not this team's. */
async function gatewayCode(token: string): Promise<string> {
  const response = await fetch(`${url}/live/v1/batches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ eventId: randomUUID(), deviceId: randomUUID(), seq: 1, t: [Date.now()] }),
  });
  return ((await response.json()) as { code: string }).code;
}

async function issue(page: Page, name: string): Promise<string> {
  await receivers(page).getByLabel('Name').fill(name);
  await receivers(page).getByRole('button', { name: 'Issue token' }).click();
  const secret = receivers(page).getByTestId('receiver-secret');
  await secret.waitFor();
  return (await secret.textContent()) ?? '';
}

describe("the team's receiver tokens", () => {
  it('issues a token shown once, which the gateway takes, and revokes it', async () => {
    const { context, page, errors, refused } = await settingsPage('wide');
    await receivers(page).getByText('No receiver yet.').waitFor();
    const token = await issue(page, 'North touchline');
    expect(token).toMatch(/^strl_/);
    await receivers(page).getByRole('cell', { name: 'North touchline' }).waitFor();
    await receivers(page).getByRole('button', { name: 'Copy' }).waitFor();
    await screenshot(page, 'receivers-issued-wide');
    expect(await gatewayCode(token)).toBe('LIVE_DEVICE_NOT_SELECTED');

    await receivers(page).getByRole('button', { name: 'Done' }).click();
    expect(await receivers(page).getByTestId('receiver-secret').count()).toBe(0);
    await receivers(page).getByRole('button', { name: 'Revoke North touchline' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the token' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await receivers(page).getByText('Revoked on').waitFor();
    expect(await gatewayCode(token)).toBe('RECEIVER_TOKEN_INVALID');
    await screenshot(page, 'receivers-revoked-wide');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page, errors } = await settingsPage('phone');
    await issue(page, 'Bench receiver with a long name, serial 0042');
    await receivers(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'receivers-issued-phone');
    // The section alone, to read it at the phone's size.
    await receivers(page).screenshot({ path: path.join(SCREENSHOT_DIR, 'receivers-section-phone.png') });
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
