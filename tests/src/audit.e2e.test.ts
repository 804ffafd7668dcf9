/**
 * The admin audit screen in Debian's Chromium against `npm start` (issue 20, docs/audit.md). An
 * admin (granted on the command line) opens /admin/audit: the newest entries of every club, paged
 * forward and back by cursor; filters by club and event type, expands an entry's changes, narrows
 * to one entity from its row, and exports the filter as CSV, which parsed holds what the API
 * lists. A club's manager is kept out of the admin area. Screens at 1440 px and 390 px.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { clubSession, verifiedUser, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, SCREENSHOT_DIR, watchedPage, type ViewportName } from './browser.ts';
import { grantAdmin, platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let a: ClubSession;
let b: ClubSession;
let adminToken = '';
/** The trial plan's limit is 30 players. */
const PLAYERS = 28;

interface Entry {
  position: string;
  eventType: string;
  entityId: string;
  clubName: string | null;
}

async function auditLog(filter: Record<string, string>, first = 200): Promise<Entry[]> {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($f: AuditFilter, $n: Int) { auditLog(filter: $f, first: $n) { entries { position eventType entityId clubName } } }`,
      variables: { f: filter, n: first },
    }),
  });
  const body = (await answer.json()) as { data?: { auditLog: { entries: Entry[] } }; errors?: unknown };
  if (body.data === undefined) throw new Error(JSON.stringify(body.errors));
  return body.data.auditLog.entries;
}

beforeAll(async () => {
  setup = await platformSetup('audit');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  const mailDir = path.join(setup.dataDir, 'mail');
  a = await clubSession(url, mailDir, 'Audit FC');
  b = await clubSession(url, mailDir, 'Other FC');
  // Each player created, then renamed: more of the club's entries than one page holds.
  for (let i = 0; i < PLAYERS; i++) {
    const { createPlayer } = await a.graphql<{ createPlayer: { id: string } }>(
      'mutation ($t: ID!, $n: String!) { createPlayer(teamId: $t, player: { firstName: $n, lastName: "Roe" }) { id } }',
      { t: a.teamId, n: `Player ${i + 1}` },
    );
    await a.graphql(
      'mutation ($p: ID!, $n: String!) { updatePlayer(playerId: $p, player: { firstName: $n, lastName: "Doe" }) { id } }',
      { p: createPlayer.id, n: `Player ${i + 1}` },
    );
  }
  const admin = await verifiedUser(url, mailDir);
  adminToken = admin.token;
  grantAdmin(setup, admin.email);
  // The grant and every player are in the audit log once its projector has them.
  await until(
    async () =>
      (await auditLog({ clubId: a.clubId, eventType: 'PlayerUpdated' }).catch(() => [])).length === PLAYERS,
    { timeoutMs: 60_000, everyMs: 200 },
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function open(viewport: ViewportName, token: string) {
  const watched = await watchedPage(browser, { viewport, storage: { authToken: token } });
  await watched.page.goto(`${url}/admin/audit`);
  return watched;
}

const table = (page: Page) => page.getByRole('region', { name: 'Audit entries' });
const rows = (page: Page) => table(page).locator('tbody tr');
const firstTime = (page: Page) => rows(page).first().locator('time').getAttribute('datetime');

describe('audit screen', () => {
  it('pages, filters, expands and exports at 1440 px', async () => {
    const { context, page, errors, refused } = await open('wide', adminToken);
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await rows(page).nth(49).waitFor();
    expect(await rows(page).count()).toBe(50);
    const newest = await auditLog({}, 51);
    await expect.poll(() => firstTime(page)).not.toBeNull();
    expect(await rows(page).first().getByRole('cell').nth(3).textContent()).toContain(newest[0]!.eventType);

    // Next and back by cursor.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await until(
      async () => (await rows(page).first().textContent())?.includes(newest[50]!.eventType) ?? false,
      {
        timeoutMs: 10_000,
        everyMs: 50,
      },
    );
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1').waitFor();

    // Audit FC's entries only, two pages of them.
    const ofClub = await auditLog({ clubId: a.clubId });
    expect(ofClub.length).toBeGreaterThan(50);
    await page.getByLabel('Club', { exact: true }).selectOption({ label: 'Audit FC' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await until(async () => !(await page.getByText('Other FC').isVisible()), {
      timeoutMs: 10_000,
      everyMs: 50,
    });
    await rows(page).nth(49).waitFor();
    expect((await rows(page).allTextContents()).every((text) => text.includes('Audit FC'))).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await until(async () => (await rows(page).count()) === ofClub.length - 50, {
      timeoutMs: 10_000,
      everyMs: 50,
    });
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // And of one event type: the renames.
    await page.getByLabel('Event type').fill('PlayerUpdated');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('Page 1').waitFor();
    await until(async () => (await rows(page).count()) === PLAYERS, { timeoutMs: 10_000, everyMs: 50 });
    const shown = await rows(page).allTextContents();
    // Each event in the reader's language, the stored type (what the filter takes) under it.
    expect(
      shown.every(
        (text) =>
          text.includes('Player changed') && text.includes('PlayerUpdated') && text.includes('Audit FC'),
      ),
    ).toBe(true);

    // The newest player's changes, expanded.
    const first = rows(page).first();
    await first.locator('summary').click();
    await expect.poll(() => first.locator('pre').textContent()).toContain(`"firstName": "Player ${PLAYERS}"`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'audit-1440');

    // Export: the file holds the filter's entries, as the API lists them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stride-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const records = parse<Record<string, string>>(await readFile(file, 'utf8'), { columns: true });
    const listed = await auditLog({ clubId: a.clubId, eventType: 'PlayerUpdated' });
    expect(listed).toHaveLength(PLAYERS);
    expect(records.map((r) => [r.position, r.event_type, r.entity_id, r.club_name])).toEqual(
      listed.map((e) => [e.position, e.eventType, e.entityId, e.clubName]),
    );
    expect(records.every((r) => (JSON.parse(r.changes!) as { lastName: string }).lastName === 'Doe')).toBe(
      true,
    );

    // One entity, from its row: the player's creation and rename.
    await first.getByRole('button', { name: /Player/ }).click();
    await until(async () => (await rows(page).count()) === 2, { timeoutMs: 10_000, everyMs: 50 });
    expect(await page.getByLabel('Entity ID').inputValue()).toBe(listed[0]!.entityId);
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone at 390 px, and keeps a club manager out', async () => {
    const { context, page, errors } = await open('phone', adminToken);
    await rows(page).nth(49).waitFor();
    await rows(page).first().locator('summary').click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The filters and the first cards: the whole page of 50 cards is too tall to look at.
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'audit-390.png'),
      fullPage: true,
      clip: { x: 0, y: 0, width: 390, height: 1800 },
    });
    expect(errors).toEqual([]);
    await context.close();

    const manager = await open('wide', b.token);
    await manager.page.waitForURL((u) => !u.pathname.startsWith('/admin'));
    await manager.context.close();
  });
});
