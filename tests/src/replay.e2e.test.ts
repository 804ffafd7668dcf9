/**
 * Replay (issue 20), in Debian's Chromium against `npm start`: a finished match of four players
 * (two 5-minute halves, uploaded synthetic 10 Hz files) opened from its metrics page, sought to
 * the second half's start and to a typed time, played at 60× and paused, then played to the end.
 * At every stop each tile's distance, HSR and sprints equal `eventPlayerAnalyses(to:)` at the
 * replay's time, and at the end the records. Screenshots at 1440 and 390 px go to
 * `test-output/screenshots/replay-*`.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeReplayColumns, replaySpan } from '@stride/contracts/replay';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';
import { replayEvent, type ReplayEvent } from './replay-event.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let match: ReplayEvent;
let from = 0;
let to = 0;
const START = Date.parse('2026-05-02T18:00:00Z');

interface Analysis {
  selectionId: string;
  distance: number;
  hid: number;
  sprint: number;
}

const analysesAt = async (at: number | null): Promise<Analysis[]> =>
  (
    await manager.graphql<{ eventPlayerAnalyses: Analysis[] }>(
      'query ($e: ID!, $to: DateTime) { eventPlayerAnalyses(eventId: $e, to: $to) { selectionId distance hid sprint } }',
      { e: match.eventId, to: at === null ? null : new Date(at).toISOString() },
    )
  ).eventPlayerAnalyses;

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** "m:ss" or "h:mm:ss" on the screen → ms. */
const msOf = (text: string) => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) * 1000;

async function shownTime(page: Page): Promise<number> {
  return msOf((await page.getByTestId('replay-time').textContent()) ?? '');
}

/** Each tile's distance, HSR and sprints as shown, by selection id. */
async function shownFigures(
  page: Page,
): Promise<Map<string, { distance: string; hsr: string; sprints: string }>> {
  const tiles = await page.getByTestId('live-tile').all();
  const shown = new Map<string, { distance: string; hsr: string; sprints: string }>();
  for (const tile of tiles) {
    const figure = async (label: string) =>
      (
        (await tile
          .locator('.live-tile__figure', { has: page.getByText(label, { exact: true }) })
          .locator('dd')
          .textContent()) ?? ''
      )
        .replace(/\s*m$/, '')
        .trim();
    shown.set((await tile.getAttribute('data-selection-id'))!, {
      distance: await figure('Distance'),
      hsr: await figure('HSR'),
      sprints: await figure('Sprints'),
    });
  }
  return shown;
}

/** The tiles show what the API gives as of the replay's time (the page is paused). */
async function expectApiFigures(page: Page, at: number | null): Promise<void> {
  const analyses = await analysesAt(at);
  const expected = new Map(
    analyses.map((a) => [
      a.selectionId,
      { distance: whole(a.distance), hsr: whole(a.hid), sprints: String(a.sprint) },
    ]),
  );
  await expect
    .poll(async () => Object.fromEntries(await shownFigures(page)))
    .toEqual(Object.fromEntries(expected));
}

beforeAll(async () => {
  setup = await platformSetup('replay');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Replay FC');
  match = await replayEvent(url, manager, { players: 4, minutes: 10, start: START, seed: 900 });
  const { eventReplay } = await manager.graphql<{ eventReplay: { columns: string }[] }>(
    'query ($e: ID!) { eventReplay(eventId: $e) { columns } }',
    { e: match.eventId },
  );
  ({ from, to } = replaySpan(eventReplay.map((r) => decodeReplayColumns(Buffer.from(r.columns, 'base64'))))!);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

describe('replay', () => {
  for (const viewport of ['wide', 'phone'] as const) {
    it(`seeks, changes speed and shows the API's figures at the replay's time (${viewport})`, async () => {
      const width = viewport === 'wide' ? 1440 : 390;
      const { context, page, errors, refused } = await watchedPage(browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: manager.token },
      });
      // From the finished event's metrics page.
      await page.goto(`${url}/event/${match.eventId}/metrics`);
      await page.getByRole('link', { name: 'Replay', exact: true }).click();
      await expect.poll(() => page.url()).toMatch(/\/replay$/);
      await expect.poll(() => page.getByTestId('live-tile').count(), { timeout: 30_000 }).toBe(4);
      expect(await shownTime(page)).toBe(0);
      await expectApiFigures(page, from);

      // Seek to a period's start.
      await page.getByRole('button', { name: 'Start of 2nd half' }).click();
      await expect.poll(() => shownTime(page)).toBe(match.halves[1] - from);
      await expectApiFigures(page, match.halves[1]);

      // Seek to a typed time.
      await page.getByLabel('Go to (mm:ss)').fill('3:07');
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await expect.poll(() => shownTime(page)).toBe(187_000);
      await expectApiFigures(page, from + 187_000);
      await screenshot(page, `replay-seek-${width}`);

      // The intervals' control in the replay's slot marks the moment under the playhead.
      const label = `Pressing ${width}`;
      await page.getByRole('textbox', { name: 'Label' }).fill(label);
      await page.getByRole('button', { name: 'Mark', exact: true }).click();
      const marks = async () =>
        (
          await manager.graphql<{ event: { marks: { at: string; label: string }[] } }>(
            'query ($e: ID!) { event(eventId: $e) { marks { at label } } }',
            { e: match.eventId },
          )
        ).event.marks;
      await expect
        .poll(async () => (await marks()).find((mark) => mark.label === label)?.at)
        .toBe(new Date(Math.floor((from + 187_000) / 1000) * 1000).toISOString());

      // The scrubber: half-way.
      const middle = Math.round((to - from) / 2000) * 1000;
      await page.getByRole('slider', { name: 'Timeline' }).fill(String(middle));
      await expect.poll(() => shownTime(page)).toBe(middle);
      await expectApiFigures(page, from + middle);

      // 60×, play for at least 30 s of the match, pause: the figures are the API's at that time.
      await page.getByRole('button', { name: '60×' }).click();
      expect(await page.getByRole('button', { name: '60×' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(() => shownTime(page)).toBeGreaterThanOrEqual(middle + 30_000);
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      const paused = await shownTime(page);
      expect(paused).toBeGreaterThanOrEqual(middle + 30_000);
      await expectApiFigures(page, from + paused);

      // Played to the end: the records' figures.
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(() => shownTime(page), { timeout: 30_000 }).toBe(to - from);
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
      await expectApiFigures(page, null);
      await screenshot(page, `replay-end-${width}`);
      expect(errors).toEqual([]);
      expect(refused).toEqual([]);
      await context.close();
    });
  }

  it("refuses another club's staff", async () => {
    const other = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Other FC');
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...other.headers },
      body: JSON.stringify({
        query: 'query ($e: ID!) { eventReplay(eventId: $e) { selectionId } }',
        variables: { e: match.eventId },
      }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe('FORBIDDEN');
  });
});
