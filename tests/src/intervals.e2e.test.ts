/**
 * Marks and cut intervals in Debian's Chromium against `npm start` (issue 20). A training played
 * two days ago with two players' device data: on its Intervals page the manager cuts two spans by
 * typing the match clock, sees each player's figures (those `intervalAnalyses` answers) and the
 * chart comparing the spans, renames one, removes the other after a confirmation, and sees a mark
 * made through the API. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { until } from '@stride/streams/testing/until';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { syntheticCsv, uploadEventFile } from './event-data.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
const MINUTE = 60_000;
const start = Math.floor((Date.now() - 2 * 86_400_000) / MINUTE) * MINUTE;
const SERIALS = ['CUT-0001', 'CUT-0002'];

interface Figures {
  playerId: string;
  time: number;
  distance: number;
}

const analysesAt = async (to: number) =>
  (
    await manager.graphql<{ eventPlayerAnalyses: Figures[] }>(
      'query ($e: ID!, $to: DateTime) { eventPlayerAnalyses(eventId: $e, to: $to) { playerId time distance } }',
      { e: eventId, to: new Date(to).toISOString() },
    )
  ).eventPlayerAnalyses;

beforeAll(async () => {
  setup = await platformSetup('intervals');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Intervals FC');
  const g = manager.graphql;
  const playerIds: string[] = [];
  for (const [i, name] of ['Ada', 'Bea'].entries()) {
    const device = { serial: SERIALS[i]!, udid: `usb-cut-${i + 1}`, name: `Tracker ${i + 1}` };
    playerIds.push(
      (await addPlayerWearing(g, manager.teamId, { firstName: name, lastName: 'Cutter' }, device)).playerId,
    );
  }
  const { createEvent } = await g<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Pressing training", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: manager.teamId,
      s: new Date(start).toISOString(),
      e: new Date(start + 30 * MINUTE).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
  await uploadEventFile(url, manager, eventId, {
    name: 'training.csv',
    bytes: syntheticCsv(SERIALS, { start: start + MINUTE, seconds: 720, seed: 31 }),
  });
  await g('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: eventId });
  // Finishing computes the records again: both players' series are back.
  await until(
    async () => {
      const figures = await analysesAt(start + 30 * MINUTE);
      return figures.length === 2 && figures.every((f) => f.time > 600);
    },
    { timeoutMs: 90_000, everyMs: 250 },
  );
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

const open = async (viewport: ViewportName) => {
  const watched = await watchedPage(browser, {
    viewport,
    locale: 'en-US',
    storage: { authToken: manager.token },
  });
  await watched.page.goto(`${url}/event/${eventId}/intervals`);
  return watched;
};

const intervalRow = (page: Page, label: string) =>
  page.getByTestId('interval-row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

async function cut(page: Page, from: string, to: string, label: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Cut an interval' });
  await form.getByLabel('Start').fill(from);
  await form.getByLabel('End').fill(to);
  await form.getByLabel('Label').fill(label);
  await form.getByRole('button', { name: 'Cut interval' }).click();
  await intervalRow(page, label).waitFor();
}

/** Move a slider as a person dragging it would (React hears the input event). */
async function slide(page: Page, seconds: number): Promise<void> {
  const slider = page.getByRole('slider', { name: 'Position' });
  await slider.evaluate((element, value) => {
    const input = element as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, seconds);
}

describe('intervals page', () => {
  it('cuts two spans, shows their figures and the comparison, renames one, removes the other', async () => {
    const { context, page, errors, refused } = await open('wide');
    await page.getByText('No interval yet.', { exact: false }).waitFor();
    await cut(page, '2:00', '6:30', 'Pressing phase');
    await cut(page, '6:30', '10:00', 'Rondo');
    const pressing = intervalRow(page, 'Pressing phase');
    expect(await pressing.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['2:00', '6:30', '4:30']),
    );

    // The figures table shows what the API answers for the first interval.
    const { event } = await manager.graphql<{
      event: { intervals: { id: string | null; kind: string; label: string | null }[] };
    }>('query ($e: ID!) { event(eventId: $e) { intervals { id kind label } } }', { e: eventId });
    const pressingId = event.intervals.find((i) => i.label === 'Pressing phase')!.id!;
    const { intervalAnalyses } = await manager.graphql<{ intervalAnalyses: Figures[] }>(
      'query ($e: ID!, $i: ID!) { intervalAnalyses(eventId: $e, intervalId: $i) { playerId time distance } }',
      { e: eventId, i: pressingId },
    );
    expect(intervalAnalyses).toHaveLength(2);
    const figures = page.getByRole('region', { name: 'Figures per player' }).first();
    await figures.getByTestId('interval-figures-row').nth(1).waitFor();
    const table = await figures.innerText();
    for (const f of intervalAnalyses) {
      expect(f.time).toBe(270);
      expect(table).toContain(
        new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(f.distance),
      );
    }
    // The comparison chart is drawn: a bar per interval.
    const compare = page.getByRole('region', { name: 'Intervals compared' });
    await compare.locator('.main-svg').first().waitFor();
    await expect.poll(() => compare.locator('.bars .point').count()).toBe(2);
    await screenshot(page, 'intervals-wide');

    await page.getByRole('button', { name: 'Rename Rondo' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename interval' });
    await rename.getByLabel('Label').fill('Rondo 4v4');
    await rename.getByRole('button', { name: 'Save' }).click();
    await intervalRow(page, 'Rondo 4v4').waitFor();

    await page.getByRole('button', { name: 'Remove Pressing phase' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove interval' });
    await remove.getByText('Remove “Pressing phase” and its figures', { exact: false }).waitFor();
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => intervalRow(page, 'Pressing phase').count()).toBe(0);
    const after = await manager.graphql<{ event: { intervals: { kind: string; label: string | null }[] } }>(
      'query ($e: ID!) { event(eventId: $e) { intervals { kind label } } }',
      { e: eventId },
    );
    expect(after.event.intervals.filter((i) => i.kind === 'CUT').map((i) => i.label)).toEqual(['Rondo 4v4']);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  }, 180_000);

  it('marks and cuts with the replay controls at a timeline position', async () => {
    const { context, page, errors } = await open('wide');
    const timeline = page.getByRole('region', { name: 'Mark and cut on the timeline' });
    const controls = timeline.getByRole('region', { name: 'Marks and cuts' });
    const status = controls.getByRole('status');
    await slide(page, 600);
    await timeline.getByTestId('timeline-clock').getByText('10:00').waitFor();
    // No label yet: the field says so and nothing is sent.
    await controls.getByRole('button', { name: 'Mark' }).click();
    await controls.getByText('Give it a label first.').waitFor();
    await controls.getByLabel('Label').fill('Free kick');
    await controls.getByRole('button', { name: 'Mark' }).click();
    await status.getByText('Marked “Free kick” at 10:00').waitFor();
    await page.getByRole('region', { name: 'Marks' }).first().getByText('Free kick').waitFor();

    await slide(page, 780);
    await controls.getByRole('button', { name: 'Start cut' }).click();
    await status.getByText('Cutting from 13:00').waitFor();
    // Ended before it started: the span runs between the two positions either way.
    await slide(page, 660);
    await controls.getByLabel('Label').fill('Cool-down');
    await controls.getByRole('button', { name: 'End cut' }).click();
    await status.getByText('Cut “Cool-down”, 11:00 to 13:00').waitFor();
    const row = intervalRow(page, 'Cool-down');
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['11:00', '13:00', '2:00']),
    );
    await page.getByRole('region', { name: 'Intervals compared' }).locator('.main-svg').first().waitFor();
    await screenshot(page, 'intervals-timeline-wide');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  }, 120_000);

  it('lists a mark made while replaying (through the API) and fits a phone', async () => {
    await manager.graphql(
      'mutation ($e: ID!, $a: DateTime!) { markEventMoment(eventId: $e, at: $a, label: "Goal") { id } }',
      {
        e: eventId,
        a: new Date(start + 8 * MINUTE + 400).toISOString(),
      },
    );
    const { context, page, errors } = await open('phone');
    const marks = page.getByRole('region', { name: 'Marks', exact: true }).first();
    await marks.getByText('Goal').waitFor();
    await marks.getByText('8:00').waitFor();
    await page
      .getByRole('region', { name: 'Figures per player' })
      .getByTestId('interval-figures-row')
      .first()
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'intervals-phone');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  }, 120_000);
});
