/**
 * The report pages in Debian's Chromium against `npm start` (issue 21, docs/reports.md): the
 * team's report page downloads the weekly team report as a PDF; a content switched off is kept
 * over a reload and left out of the PDF, and "Reset" brings the default contents back (and
 * their section to the PDF); the event report of one of the team's events has contents of its
 * own. The player's report page, titled with the player's name, downloads the player report
 * (his name in its title, pages numbered). Screens at
 * 390 px and 1440 px.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let a: ClubSession;
let playerId = '';

beforeAll(async () => {
  setup = await platformSetup('reports');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  a = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Report FC');
  const { createPlayer } = await a.graphql<{ createPlayer: { id: string } }>(
    'mutation ($t: ID!) { createPlayer(teamId: $t, player: { firstName: "Léa", lastName: "Dupré" }) { id } }',
    { t: a.teamId },
  );
  playerId = createPlayer.id;
  await a.graphql(
    'mutation ($t: ID!, $p: [ID!]) { createEvent(teamId: $t, name: "Derby à Lyon", type: MATCH, playerIds: $p) { id } }',
    {
      t: a.teamId,
      p: [playerId],
    },
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function open(viewport: ViewportName, route: string) {
  const watched = await watchedPage(browser, { viewport, storage: { authToken: a.token } });
  await watched.page.goto(`${url}${route}`);
  return watched;
}

/** Clicks Download in `card` and gives the PDF's text (pdftotext). */
async function downloadText(page: Page, card: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = await download.path();
  return {
    name: download.suggestedFilename(),
    text: execFileSync('/usr/bin/pdftotext', ['-layout', file, '-']).toString(),
  };
}

const weekly = (page: Page) => page.getByTestId('weekly-report');
const charts = (page: Page) => weekly(page).getByRole('checkbox', { name: 'Charts' });

describe('team report page', () => {
  it('downloads the weekly report; a content switched off is kept and left out; Reset restores the defaults', async () => {
    const { context, page, errors, refused } = await open('wide', `/team/${a.teamId}/report`);
    await page.getByRole('heading', { name: 'Weekly team report' }).waitFor();
    expect(await charts(page).isChecked()).toBe(true);
    expect(await weekly(page).getByRole('checkbox', { name: 'Box for notes' }).isChecked()).toBe(false);
    await screenshot(page, 'reports-team-1440');

    const full = await downloadText(page, weekly(page));
    expect(full.name).toMatch(/^Weekly-report-.*\.pdf$/);
    expect(full.text).toContain('Weekly team report');
    expect(full.text).toContain('L. Dupré');
    expect(full.text).toContain("Team's distance per day");

    await charts(page).uncheck();
    await page.reload();
    await page.getByRole('heading', { name: 'Weekly team report' }).waitFor();
    await expect.poll(() => charts(page).isChecked()).toBe(false);
    const without = await downloadText(page, weekly(page));
    expect(without.text).toContain('Weekly team report');
    expect(without.text).not.toContain("Team's distance per day");

    await weekly(page).getByRole('button', { name: 'Reset to default contents' }).click();
    await expect.poll(() => charts(page).isChecked()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Weekly team report' }).waitFor();
    await expect.poll(() => charts(page).isChecked()).toBe(true);
    expect((await downloadText(page, weekly(page))).text).toContain("Team's distance per day");
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("downloads the event report of one of the team's events, with its own contents", async () => {
    const { context, page, errors, refused } = await open('wide', `/team/${a.teamId}/report`);
    const card = page.getByTestId('event-report');
    await card.getByRole('combobox', { name: 'Event' }).waitFor();
    expect(
      await card.getByRole('combobox', { name: 'Event' }).locator('option:checked').textContent(),
    ).toContain('Derby à Lyon');
    const notes = card.getByRole('checkbox', { name: 'Box for notes' });
    expect(await notes.isChecked()).toBe(false);
    await notes.check();
    // The weekly report's contents are its own.
    expect(await weekly(page).getByRole('checkbox', { name: 'Box for notes' }).isChecked()).toBe(false);
    const { name, text } = await downloadText(page, card);
    expect(name).toMatch(/^Report-Derby-a-Lyon-.*\.pdf$/);
    expect(text).toContain('Event report');
    expect(text).toContain('Derby à Lyon');
    expect(text).toContain('No figures yet.');
    expect(text).toContain('Notes');
    await card.getByRole('button', { name: 'Reset to default contents' }).click();
    await expect.poll(() => notes.isChecked()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'reports-team-event-1440');
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page, errors } = await open('phone', `/team/${a.teamId}/report`);
    await weekly(page).getByRole('button', { name: 'Download PDF' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'reports-team-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('player report page', () => {
  it.each(['wide', 'phone'] as const)('downloads the player report (%s)', async (viewport) => {
    const { context, page, errors, refused } = await open(viewport, `/player/${playerId}/report`);
    await page.getByRole('combobox', { name: 'Weeks of history' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Weeks of history' }).inputValue()).toBe('4');
    await page.getByRole('heading', { name: 'Léa Dupré · report' }).waitFor();
    await screenshot(page, `reports-player-${viewport === 'wide' ? 1440 : 390}`);
    const { name, text } = await downloadText(page, page.getByTestId('player-report'));
    expect(name).toMatch(/^Report-Lea-Dupre-.*\.pdf$/);
    expect(text).toContain('Player report: Léa Dupré');
    expect(text).toMatch(/Page 1 of \d/);
    expect(text.split('Week of')).toHaveLength(5);
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
