/**
 * A real browser for end-to-end tests: Debian's Chromium driven by playwright-core (never a
 * browser download of a test tool). `CHROMIUM_PATH` points elsewhere when needed.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { TEST_TIME_ZONE } from './calendar.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** Where screenshots go (ignored by git; CI keeps the folder as an artefact). */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-output/screenshots');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1000 },
  /** The narrowest desktop (the side navigation appears at 1024 px). */
  laptop: { width: 1024, height: 768 },
  desktop: { width: 1366, height: 860 },
  wide: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface ContextOptions {
  readonly viewport?: ViewportName;
  /** The browser's language (what the app detects when nothing is stored). @default en-GB */
  readonly locale?: string;
  /** Local storage set before any page script runs (a stored token, theme, language). */
  readonly storage?: Readonly<Record<string, string>>;
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    locale: options.locale ?? 'en-GB',
    timezoneId: TEST_TIME_ZONE,
    reducedMotion: 'reduce',
  });
  if (options.storage !== undefined) {
    // Only on the first load of each page: a reload keeps what the app stored since.
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__seeded') !== null) return;
      sessionStorage.setItem('__seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  return context;
}

/** Collects what the page logs as errors, so a test can assert there were none it did not expect. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * GraphQL errors the page receives, as `<code>` strings: in HTTP answers (queries, mutations) and
 * in WebSocket frames (subscriptions). A screen that sends an operation the API refuses shows a
 * toast a test might not look for; this catches it.
 */
export function graphqlErrors(page: Page): string[] {
  const errors: string[] = [];
  const collect = (payload: unknown): void => {
    const list = (payload as { errors?: { message?: string }[] } | null)?.errors;
    if (Array.isArray(list)) for (const error of list) errors.push(String(error.message));
  };
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    void response.json().then(collect, () => undefined);
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as { type?: string; payload?: unknown };
        if (message.type === 'next') collect(message.payload);
        if (message.type === 'error' && Array.isArray(message.payload)) collect({ errors: message.payload });
      } catch {
        // not JSON: not a graphql-ws message
      }
    });
  });
  return errors;
}

/** A page in a new context (see `newContext`), with the errors it logs and the GraphQL errors it receives. */
export async function watchedPage(
  browser: Browser,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; refused: string[] }> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page), refused: graphqlErrors(page) };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The event page's live updates are connected (the badge's state: it shows "Connected" only while
 * the event runs). Wait for it before acting on what another client must see.
 */
export async function liveConnected(page: Page): Promise<void> {
  await page
    .locator('[data-testid="live-connection"][data-state="connected"]')
    .waitFor({ state: 'attached' });
}

/** Click the button `action`, and answer `answer` in the dialog of the same name it opens. */
export async function confirmAction(page: Page, action: string, answer: string): Promise<void> {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('dialog', { name: action }).getByRole('button', { name: answer, exact: true }).click();
}
