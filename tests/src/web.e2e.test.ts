/**
 * The web app in a real browser (Debian Chromium) against the real stack started as `npm start`
 * starts it: routes and guards, languages, themes, notifications from real server errors, and the
 * event overview kept current by another client. Screens are saved under
 * test-output/screenshots in both themes, at phone and desktop widths.
 *
 * A session is the token of a real account (registered and verified through the API, the
 * verification link read from the platform's .eml mail), put in local storage as the login screen
 * does; the account journey through the screens themselves is in journey.e2e.test.ts.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, registeredUser, type ClubSession } from './accounts.ts';
import {
  confirmAction,
  graphqlErrors,
  launchBrowser,
  liveConnected,
  newContext,
  pageErrors,
  screenshot,
  type ViewportName,
} from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
/** A club manager's session (their club has one team), and a registered user who has not verified. */
let manager: ClubSession;
let SESSION: { authToken: string };
let UNVERIFIED: { authToken: string };

beforeAll(async () => {
  setup = await platformSetup('web');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Web FC');
  SESSION = { authToken: manager.token };
  UNVERIFIED = { authToken: (await registeredUser(url)).token };
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

interface EventRow {
  readonly id: string;
  readonly status: string;
}

async function createEvent(name: string): Promise<string> {
  const data = await manager.graphql<{ createEvent: EventRow }>(
    `
      mutation ($name: String!, $teamId: ID!) {
        createEvent(
          teamId: $teamId
          name: $name
          type: MATCH
          startDate: "2026-11-21T14:00:00Z"
          endDate: "2026-11-21T15:45:00Z"
        ) {
          id
          status
        }
      }
    `,
    { name, teamId: manager.teamId },
  );
  return data.createEvent.id;
}

async function pathAfterLoad(page: Page, path: string): Promise<string> {
  await page.goto(`${url}${path}`);
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname;
}

describe('routes and guards', () => {
  it('sends a visitor without a session to the login page, whatever they open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of [
      '/',
      '/coach',
      '/club/teams',
      '/event/e1',
      '/admin',
      '/user',
      '/auth',
      '/somewhere/else',
    ]) {
      expect(await pathAfterLoad(page, path), path).toBe('/auth/login');
    }
    expect(await pathAfterLoad(page, '/auth/new-password')).toBe('/auth/login');
    expect(await pathAfterLoad(page, '/auth/register')).toBe('/auth/register');
    await expect(page.getByRole('heading', { name: 'Create an account' }).isVisible()).resolves.toBe(true);
    const tabs = page.getByRole('navigation', { name: 'Section navigation' });
    await expect(tabs.getByRole('link').allTextContents()).resolves.toEqual([
      'Log in',
      'Register',
      'Reset password',
    ]);
    await context.close();
  });

  it('sends a user who has not verified their address to verification, and keeps them out of auth and admin', async () => {
    const context = await newContext(browser, { storage: UNVERIFIED });
    const page = await context.newPage();
    expect(await pathAfterLoad(page, '/')).toBe('/user/verification');
    expect(await pathAfterLoad(page, '/auth/login')).toBe('/user/verification');
    expect(await pathAfterLoad(page, '/admin/users')).toBe('/user/verification');
    expect(await pathAfterLoad(page, '/team/t1')).toBe('/user/verification');
    expect(await pathAfterLoad(page, '/verify-email')).toBe('/user/verification');
    expect(await pathAfterLoad(page, '/event/abc')).toBe('/event/abc/dashboard');
    expect(await pathAfterLoad(page, '/player/p1')).toBe('/player/p1/overview');
    await context.close();
  });

  it('shows the not-found page inside an area, with a way home', async () => {
    const context = await newContext(browser, { storage: UNVERIFIED });
    const page = await context.newPage();
    expect(await pathAfterLoad(page, '/event/abc/nothing-here')).toBe('/event/abc/nothing-here');
    await page.getByRole('heading', { name: 'Oops. Nothing here...' }).waitFor();
    await expect(page.title()).resolves.toBe('Oops. Nothing here... · Stride');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${url}/user/verification`);
    await context.close();
  });

  it('scrolls to the top on every route change', async () => {
    const context = await newContext(browser, { storage: SESSION, viewport: 'phone' });
    const page = await context.newPage();
    const id = await createEvent('Scroll check');
    await page.goto(`${url}/event/${id}/dashboard`);
    await page.getByRole('heading', { name: 'Scroll check' }).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page
      .getByRole('navigation', { name: 'Section navigation' })
      .getByRole('link', { name: 'Analyses' })
      .click();
    await page.waitForURL(`${url}/event/${id}/analyses`);
    await page.getByRole('heading', { name: 'Under construction' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('drawer: language, theme, logout', () => {
  it('switches the language, stores it under the locale key and keeps it after a reload', async () => {
    const context = await newContext(browser, { storage: SESSION });
    const page = await context.newPage();
    const id = await createEvent('Derby');
    await page.goto(`${url}/event/${id}/dashboard`);
    await page.getByRole('heading', { name: 'Derby' }).waitFor();
    await expect(page.getByText('Players selected').isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('complementary', { name: 'Settings' });
    await drawer.getByText('Version 0.1.0').waitFor();
    await drawer.getByRole('radio', { name: 'Deutsch' }).check();
    await page.getByText('Ausgewählte Spieler').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('locale'))).resolves.toBe('de-DE');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de-DE');

    await page.reload();
    await page.getByRole('heading', { name: 'Derby' }).waitFor();
    await expect(page.getByText('Ausgewählte Spieler').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page
      .getByRole('complementary', { name: 'Einstellungen' })
      .getByRole('radio', { name: 'Italiano' })
      .check();
    await page.getByText('Giocatori convocati').waitFor();
    await context.close();
  });

  it('takes the browser language when nothing is stored, and fr-FR for a language we do not have', async () => {
    for (const [browserLocale, expected] of [
      ['es-ES', 'es-ES'],
      ['en-US', 'en-US'],
      ['ja-JP', 'fr-FR'],
    ] as const) {
      const context = await newContext(browser, { locale: browserLocale });
      const page = await context.newPage();
      await pathAfterLoad(page, '/auth/login');
      await expect(
        page.evaluate(() => document.documentElement.lang),
        browserLocale,
      ).resolves.toBe(expected);
      await context.close();
    }
  });

  it('switches between light and dark themes and keeps the choice', async () => {
    const context = await newContext(browser, { storage: { ...SESSION, theme: 'light' } });
    const page = await context.newPage();
    await pathAfterLoad(page, '/event/abc/live');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(243, 245, 249)');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('switch', { name: 'Dark theme' }).check();
    await expect(page.evaluate(() => document.documentElement.dataset['theme'])).resolves.toBe('dark');
    expect(await background()).toBe('rgb(11, 17, 32)');
    await page.reload();
    await page.getByRole('main').waitFor();
    expect(await background()).toBe('rgb(11, 17, 32)');
    await context.close();
  });

  it('logs out only after confirmation, and forgets the session', async () => {
    const context = await newContext(browser, { storage: SESSION });
    const page = await context.newPage();
    await pathAfterLoad(page, '/event/abc/live');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await dialog.getByText('Do you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(new URL(page.url()).pathname).toBe('/event/abc/live');

    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${url}/auth/login`);
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await context.close();
  });
});

describe('notifications', () => {
  it('shows a real server error as a translated warning, grouped with a count', async () => {
    const context = await newContext(browser, { storage: SESSION });
    const page = await context.newPage();
    const errors = pageErrors(page);
    const missing = '00000000-0000-4000-8000-000000000000';
    await page.goto(`${url}/event/${missing}/dashboard`);
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid value' });
    await toast.getByText('Event not found').waitFor();
    await page.getByText('This event does not exist or you cannot see it.').waitFor();
    await screenshot(page, 'notification-event-not-found-light-desktop');

    // Back to the screen within a few seconds: the same error again is grouped under the first
    // toast, with a count badge.
    const tabs = page.getByRole('navigation', { name: 'Section navigation' });
    // (Through a page not built yet: a built one asks for its own data and is refused as well.)
    await tabs.getByRole('link', { name: 'Analyses' }).click();
    await tabs.getByRole('link', { name: 'Dashboard' }).click();
    await toast.getByLabel('2 times').waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(1);
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    // A server error is a notification, not a crash: nothing was thrown in the page.
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});

describe('event overview', () => {
  it('starts the event, then shows another client stopping it without a reload', async () => {
    const id = await createEvent('Cup final');
    const coach = await newContext(browser, { storage: SESSION });
    const bench = await newContext(browser, { storage: SESSION, viewport: 'phone' });
    const a = await coach.newPage();
    const b = await bench.newPage();
    await Promise.all([a.goto(`${url}/event/${id}`), b.goto(`${url}/event/${id}`)]);
    await Promise.all([
      a.getByRole('heading', { name: 'Cup final' }).waitFor(),
      b.getByRole('heading', { name: 'Cup final' }).waitFor(),
    ]);
    expect(new URL(a.url()).pathname).toBe(`/event/${id}/dashboard`);
    await expect(a.getByTestId('event-status').textContent()).resolves.toBe('Not started');
    await liveConnected(a);

    await confirmAction(a, 'Start event', 'Start');
    await a.getByRole('status').filter({ hasText: 'Event started' }).waitFor();
    await a.getByTestId('event-status').filter({ hasText: 'In progress' }).waitFor();
    // The other client sees the start through the subscription.
    await b.getByTestId('event-status').filter({ hasText: 'In progress' }).waitFor();

    // Stopping asks first; cancelling changes nothing.
    await b.getByRole('button', { name: 'Stop event' }).click();
    const question = b.getByRole('dialog', { name: 'Stop event' });
    await question.getByText('Are you sure you want to stop this event?').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(b.getByTestId('event-status').textContent()).resolves.toBe('In progress');

    await b.getByRole('button', { name: 'Stop event' }).click();
    await question.getByRole('button', { name: 'Stop' }).click();
    await a.getByTestId('event-status').filter({ hasText: 'Finished' }).waitFor();
    await expect(a.getByRole('button', { name: 'Stop event' }).count()).resolves.toBe(0);
    const stored = await manager.graphql<{ event: EventRow }>(
      'query ($id: ID!) { event(eventId: $id) { id status } }',
      { id },
    );
    expect(stored.event.status).toBe('FINISHED');
    await Promise.all([coach.close(), bench.close()]);
  });

  it('follows a stop made outside the app, over the API', async () => {
    const id = await createEvent('Training match');
    await manager.graphql('mutation ($id: ID!) { startEvent(eventId: $id) { id } }', { id });
    const context = await newContext(browser, { storage: SESSION });
    const page = await context.newPage();
    await page.goto(`${url}/event/${id}/dashboard`);
    await page.getByTestId('event-status').filter({ hasText: 'In progress' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await manager.graphql('mutation ($id: ID!) { stopEvent(eventId: $id) { id } }', { id });
    await page.getByTestId('event-status').filter({ hasText: 'Finished' }).waitFor();
    await context.close();
  });
});

describe('screenshots', () => {
  const shots: readonly [string, (id: string) => string][] = [
    ['event-overview', (id) => `/event/${id}/dashboard`],
    ['under-construction', (id) => `/event/${id}/intervals`],
    ['event-metrics-empty', (id) => `/event/${id}/metrics`],
    ['event-charts-empty', (id) => `/event/${id}/charts`],
    ['event-import', (id) => `/event/${id}/import`],
    ['not-found', (id) => `/event/${id}/nothing`],
    ['club-members', () => '/club/members'],
    ['club-teams', () => '/club/teams'],
    ['club-players', () => '/club/players'],
    ['club-devices', () => '/club/devices'],
    ['team-upload', () => `/team/${manager.teamId}/upload`],
    ['club-settings', () => '/club/settings'],
    ['login', () => '/auth/login'],
    ['register', () => '/auth/register'],
  ];

  it('saves every screen in light and dark, at phone and desktop widths', async () => {
    const id = await createEvent('Season opener');
    await manager.graphql('mutation ($id: ID!) { startEvent(eventId: $id) { id } }', { id });
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
        const context = await newContext(browser, { storage: { ...SESSION, theme }, viewport });
        const page = await context.newPage();
        const refused = graphqlErrors(page);
        for (const [name, path] of shots) {
          if (name === 'login') await page.evaluate(() => localStorage.removeItem('authToken'));
          await page.goto(`${url}${path(id)}`);
          await page.getByRole('heading').first().waitFor();
          await page.waitForLoadState('networkidle');
          await screenshot(page, `${name}-${theme}-${viewport}`);
        }
        await page.goto(`${url}/auth/login`);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('complementary', { name: 'Settings' }).getByText('Version').waitFor();
        await screenshot(page, `drawer-${theme}-${viewport}`);
        // Every screen asked the API only what it answers.
        expect(refused).toEqual([]);
        await context.close();
      }
    }
  });
});
