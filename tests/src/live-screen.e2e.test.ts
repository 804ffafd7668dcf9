/**
 * The event's live screen in Debian's Chromium against `npm start` (issue 18, item 3): a started
 * match with a running half and a squad of twelve, each with a device. The screen shows a tile per
 * player, sorts them, follows picked players on the live chart, takes a player off the pitch and
 * back, stops and starts periods from its clock, says "Offline" and recovers, and (with receiver
 * batches through the gateway) shows the figures as they arrive and "no data for N s" once a
 * device goes quiet. Screens at 1440 px and 390 px.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession, type ClubSession } from './accounts.ts';
import {
  launchBrowser,
  liveConnected,
  screenshot,
  SCREENSHOT_DIR,
  watchedPage,
  type ViewportName,
} from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';
import { postLiveBatch, runningBatch } from './live-batches.ts';
import { startedSquad } from './live-squad.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
let receiverToken = '';
/** Device of each player, by last name. */
const devices = new Map<string, string>();

const FIRST = ['Ada', 'Ben', 'Cleo', 'Dario', 'Eva', 'Femi', 'Gus', 'Hana', 'Ivo', 'Juno', 'Kai', 'Lea'];
const SQUAD = FIRST.map((firstName, i) => ({
  firstName,
  lastName: `Runner${String.fromCharCode(65 + ((i * 7) % 12))}`,
  number: ((i * 5) % 23) + 1,
  maxHeartRate: 200,
}));

beforeAll(async () => {
  setup = await platformSetup('live_screen');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Live FC');
  const g = manager.graphql;
  const squad = await startedSquad(manager, SQUAD, { prefix: 'LV', eventName: 'Live derby' });
  eventId = squad.eventId;
  receiverToken = squad.token;
  for (const [i, player] of SQUAD.entries()) devices.set(player.lastName, squad.deviceIds[i]!);
  for (const name of ['1st half', '2nd half']) {
    await g(
      'mutation ($eventId: ID!, $name: String!) { createPeriod(eventId: $eventId, name: $name) { id } }',
      {
        eventId,
        name,
      },
    );
  }
  const { event } = await g<{ event: { periods: { id: string; name: string }[] } }>(
    'query ($eventId: ID!) { event(eventId: $eventId) { periods { id name } } }',
    { eventId },
  );
  await g(
    'mutation ($eventId: ID!, $periodId: ID!) { startPeriod(eventId: $eventId, periodId: $periodId) { id } }',
    {
      eventId,
      periodId: event.periods.find((p) => p.name === '1st half')!.id,
    },
  );
  // Starting the half put the squad on the pitch; the twelfth goes to the bench.
  await g('mutation ($selectionId: ID!) { stopSession(selectionId: $selectionId) { id } }', {
    selectionId: squad.selectionIds[11]!,
  });
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

async function livePage(viewport: ViewportName) {
  const watched = await watchedPage(browser, { viewport, storage: { authToken: manager.token } });
  await watched.page.goto(`${url}/event/${eventId}/live`);
  await tiles(watched.page).first().waitFor();
  await liveConnected(watched.page);
  return watched;
}

const tiles = (page: Page) => page.getByTestId('live-tile');
const tileOf = (page: Page, lastName: string) => tiles(page).filter({ hasText: lastName });
/**
 * Devices sending their samples in real time: every 500 ms a batch of what they ran since the
 * last one (10 Hz), `batches` times at most.
 */
function liveSender(
  senders: { deviceId: string; speed: number; hr: number; lane: number; batches?: number }[],
): { stop(): Promise<void>; refused(): string[] } {
  const refused: string[] = [];
  const state = senders.map(() => ({ seq: 0, from: Date.now(), x: 0 }));
  let inFlight: Promise<unknown> = Promise.resolve();
  const tick = () => {
    const now = Date.now();
    inFlight = Promise.all(
      senders.map(async (sender, i) => {
        const s = state[i]!;
        if (sender.batches !== undefined && s.seq >= sender.batches) return;
        const seconds = Math.floor((now - s.from) / 100) / 10;
        if (seconds <= 0) return;
        const batch = runningBatch({
          eventId,
          deviceId: sender.deviceId,
          seq: ++s.seq,
          startMs: s.from,
          seconds,
          speed: sender.speed,
          hr: sender.hr,
          fromX: s.x,
          lane: sender.lane,
        });
        s.from += seconds * 1000;
        s.x += sender.speed * seconds;
        const answer = await postLiveBatch(url, receiverToken, batch);
        if (answer.code !== undefined) refused.push(answer.code);
      }),
    );
  };
  const timer = setInterval(tick, 500);
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
    refused: () => refused,
  };
}

const names = async (page: Page) =>
  (await tiles(page).locator('.live-tile__name').allTextContents()).map((name) => name.split(' ')[1]);

describe('the live screen', () => {
  it('shows a tile per player, sorts them, and follows picked players on the chart', async () => {
    const { context, page, errors, refused } = await livePage('wide');
    await expect(tiles(page).count()).resolves.toBe(12);
    await page.getByTestId('live-state').getByText('Provisional').waitFor();
    await page.getByRole('group', { name: 'Period clock' }).getByText('1st half', { exact: true }).waitFor();
    // Nothing sent yet: every tile says so.
    await expect(page.getByTestId('live-stale').filter({ hasText: 'No data yet' }).count()).resolves.toBe(12);

    const byNumber = SQUAD.toSorted((a, b) => a.number - b.number).map((p) => p.lastName);
    expect(await names(page)).toEqual(byNumber);
    await page.getByLabel('Sort by').selectOption('name');
    await expect
      .poll(() => names(page))
      .toEqual(SQUAD.toSorted((a, b) => a.firstName.localeCompare(b.firstName)).map((p) => p.lastName));

    await page.getByText('Tap a player’s tile to follow them on the chart.').waitFor();
    const first = SQUAD[0]!;
    await tileOf(page, first.lastName).click();
    await page
      .getByRole('button', { name: `Follow ${first.firstName} ${first.lastName} on the chart` })
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor();
    // No trail yet: the chart says so rather than draw an empty axis.
    await page.getByTestId('live-chart-empty').waitFor();
    await screenshot(page, 'live-screen-wide');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('takes a player off the pitch and back, and stops and starts periods from its clock', async () => {
    const { context, page, refused } = await livePage('desktop');
    const player = SQUAD[1]!;
    const name = `${player.firstName} ${player.lastName}`;
    await page.getByRole('button', { name: `Off pitch: ${name}` }).click();
    await page.getByRole('button', { name: `On pitch: ${name}` }).click();
    await page.getByRole('button', { name: `Off pitch: ${name}` }).waitFor();

    await page.getByRole('button', { name: 'Stop 1st half' }).click();
    await page
      .getByRole('dialog', { name: 'Stop period' })
      .getByRole('button', { name: 'Stop', exact: true })
      .click();
    await page
      .getByRole('group', { name: 'Period clock' })
      .getByText('No period running', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Start 2nd half' }).click();
    await page.getByRole('group', { name: 'Period clock' }).getByText('2nd half', { exact: true }).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it('says "Offline" without a network and recovers by itself', async () => {
    const { context, page } = await livePage('desktop');
    const badge = page.getByTestId('live-connection');
    await context.setOffline(true);
    await page.locator('[data-testid="live-connection"][data-state="offline"]').waitFor();
    await badge.getByText('Offline').waitFor();
    await context.setOffline(false);
    await liveConnected(page);
    await badge.getByText('Connected').waitFor();
    await context.close();
  });

  it('shows the figures as batches arrive, the targets and alerts, and who went quiet', async () => {
    await manager.graphql(
      'mutation ($teamId: ID!, $alerts: TeamLiveAlertsInput!) { setTeamLiveAlerts(teamId: $teamId, alerts: $alerts) { teamId } }',
      {
        teamId: manager.teamId,
        alerts: {
          hsrTarget: 40,
          sprintTarget: 50,
          distanceTarget: 5000,
          heartRatePercent: 90,
          heartRateSeconds: 10,
        },
      },
    );
    const { context, page, errors, refused } = await livePage('wide');
    const [fast, slow, quiet] = [SQUAD[0]!, SQUAD[1]!, SQUAD[2]!];
    const sender = liveSender([
      // 7 m/s (25.2 km/h): high-speed running, at 92.5 % of the maximum heart rate.
      { deviceId: devices.get(fast.lastName)!, speed: 7, hr: 185, lane: 0 },
      { deviceId: devices.get(slow.lastName)!, speed: 3, hr: 120, lane: 10 },
      // One batch, then silence.
      { deviceId: devices.get(quiet.lastName)!, speed: 2, hr: 100, lane: 20, batches: 1 },
    ]);
    // Long tasks while the figures stream in (reported, not asserted: timing decides nothing here).
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    try {
      await tileOf(page, fast.lastName).click();
      const distance = tileOf(page, fast.lastName).locator('.live-tile__figure').first().locator('dd');
      await expect
        .poll(async () => Number((await distance.textContent())?.replace(/[^0-9]/g, '') || 0), {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      await expect
        .poll(
          async () =>
            Number(
              await tileOf(page, fast.lastName)
                .getByTestId('live-speed')
                .locator('.live-tile__speed-value')
                .textContent(),
            ),
          { timeout: 30_000 },
        )
        .toBeGreaterThan(20);
      await tileOf(page, fast.lastName)
        .locator('[data-testid="live-target-hsr"][data-reached="true"]')
        .waitFor({ timeout: 30_000 });
      await tileOf(page, fast.lastName).getByTestId('live-target-distance').getByText('of target').waitFor();
      await tileOf(page, fast.lastName).getByTestId('live-hr-alert').waitFor({ timeout: 30_000 });
      await tileOf(page, quiet.lastName)
        .getByTestId('live-stale')
        .getByText(/No data for \d+ s/)
        .waitFor({ timeout: 30_000 });
      await page.getByTestId('live-averages').getByText('3 players with data').waitFor();
      await page.getByTestId('live-chart').locator('.main-svg').first().waitFor();
      await screenshot(page, 'live-screen-data-wide');
      // One tile alone, to read it at its size.
      await tileOf(page, fast.lastName).screenshot({ path: path.join(SCREENSHOT_DIR, 'live-tile-wide.png') });
      const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
      console.info(
        `live screen: ${longTasks.length} long tasks while streaming (${longTasks.join(', ')} ms)`,
      );
      const phone = await livePage('phone');
      await tileOf(phone.page, fast.lastName).getByTestId('live-target-hsr').waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'live-screen-data-phone');
      await tileOf(phone.page, fast.lastName).screenshot({
        path: path.join(SCREENSHOT_DIR, 'live-tile-phone.png'),
      });
      await phone.context.close();
    } finally {
      await sender.stop();
    }
    expect(sender.refused()).toEqual([]);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone (one column of compact tiles) and a tablet (a grid)', async () => {
    const { context, page, errors } = await livePage('phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [a, b] = [await tiles(page).nth(0).boundingBox(), await tiles(page).nth(1).boundingBox()];
    expect(a!.x).toBe(b!.x);
    expect(b!.y).toBeGreaterThan(a!.y);
    await screenshot(page, 'live-screen-phone');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();

    // A tablet: a grid of three tiles a row.
    const tablet = await livePage('tablet');
    const tops = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await tiles(tablet.page).nth(i).boundingBox())!.y),
    );
    expect(tops.slice(0, 3).every((y) => y === tops[0])).toBe(true);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    expect(await tablet.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    await screenshot(tablet.page, 'live-screen-tablet');
    await tablet.context.close();
  });

  it('once the event stops, shows the figures as final, and the metrics page has the same distance', async () => {
    const { context, page, refused } = await livePage('wide');
    const fast = SQUAD[0]!;
    await page.getByRole('button', { name: 'Stop event' }).click();
    await page
      .getByRole('dialog', { name: 'Stop event' })
      .getByRole('button', { name: 'Stop', exact: true })
      .click();
    await page.getByTestId('live-state').getByText('Final').waitFor({ timeout: 30_000 });
    const digits = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
    const live = digits(
      await tileOf(page, fast.lastName).locator('.live-tile__figure').first().locator('dd').textContent(),
    );
    expect(live).toBeGreaterThan(0);
    await screenshot(page, 'live-screen-final-wide');

    await page.goto(`${url}/event/${eventId}/metrics`);
    const row = page.getByTestId('metrics-row').filter({ hasText: `${fast.firstName} ${fast.lastName}` });
    await row.waitFor();
    const headers = (await page.locator('thead th').allTextContents()).map((h) =>
      h.replace(/[▲▼]/g, '').trim(),
    );
    const column = headers.indexOf('Distance (m)');
    expect(column).toBeGreaterThan(0);
    await expect
      .poll(async () => digits(await row.locator('th, td').nth(column).textContent()), { timeout: 30_000 })
      .toBe(live);
    expect(refused).toEqual([]);
    await context.close();
  });
});
