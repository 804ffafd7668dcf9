/**
 * What-if in Debian's Chromium against `npm start` (issue 20): on an event's What-if page the
 * analyst lowers the high-intensity threshold and the acceleration bands, runs, and sees each
 * player's current and what-if figures with the difference; the manager applies them (after a
 * confirmation), the records are computed again with them, and the comparison shows no
 * difference left. A team's what-if over a date range shows its progress. Screens at 1440 px and
 * 390 px.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { postFile } from '@stride/query/testing/client';
import { until } from '@stride/streams/testing/until';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage, type ViewportName } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
const playerIds: string[] = [];
const START = Date.parse('2026-05-09T18:00:00Z');

beforeAll(async () => {
  setup = await platformSetup('whatif');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'What-if FC');
  const serials = ['WIF-0001', 'WIF-0002'];
  for (const [i, serial] of serials.entries()) {
    const { playerId } = await addPlayerWearing(
      manager.graphql,
      manager.teamId,
      { firstName: ['Ada', 'Ben'][i], lastName: 'Winger', maxHeartRate: 195 },
      { serial, udid: `usb-${serial}` },
    );
    playerIds.push(playerId);
  }
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Cup match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: manager.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 3_600_000).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
  const csv = strideCsv(
    serials.map((key, i) => ({
      key,
      batch: syntheticPlayer({ seed: 70 + i, seconds: 900, start: START, dropRate: 0.05, hr: true }),
    })),
  );
  const job = await postFile<{ uploadEventFile: { id: string } }>(
    url,
    'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
    { e: eventId },
    { name: 'cup.csv', bytes: new TextEncoder().encode(csv) },
    manager.headers,
  );
  expect(job.errors).toBeUndefined();
  await until(async () => (await recordedHid()).every((v) => v !== null), {
    timeoutMs: 60_000,
    everyMs: 100,
  });
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

/** Each player's recorded high-intensity distance, as the API answers it; null before it is computed. */
async function recordedHid(): Promise<(number | null)[]> {
  const values: (number | null)[] = [];
  for (const playerId of playerIds) {
    const { selection } = await manager.graphql<{
      selection: { record: { globalMetrics: { hid: number | null } } | null } | null;
    }>(`{ selection(eventId: "${eventId}", playerId: "${playerId}") { record { globalMetrics { hid } } } }`);
    values.push(selection?.record?.globalMetrics.hid ?? null);
  }
  return values;
}

/** What the API's what-if gives for each player's high-intensity distance with `settings`. */
async function whatIfHid(settings: Record<string, unknown>): Promise<number[]> {
  const { eventWhatIf } = await manager.graphql<{
    eventWhatIf: { players: { playerId: string; figures: { metric: string; whatIf: number }[] }[] };
  }>(
    `query ($e: ID!, $s: MetricSettingsInput!) { eventWhatIf(eventId: $e, settings: $s) {
       players { playerId figures { metric whatIf } } } }`,
    { e: eventId, s: settings },
  );
  return playerIds.map(
    (id) =>
      eventWhatIf.players.find((p) => p.playerId === id)!.figures.find((f) => f.metric === 'hid')!.whatIf,
  );
}

async function open(viewport: ViewportName, where: string) {
  const watched = await watchedPage(browser, {
    locale: 'en-US',
    viewport,
    storage: { authToken: manager.token },
  });
  await watched.page.goto(`${url}${where}`);
  await watched.page.getByRole('button', { name: 'Run what-if' }).waitFor();
  return watched;
}

const comparison = (page: Page) =>
  page.getByRole('region', { name: 'High-intensity distance: current and what-if' });

describe('what-if', () => {
  it("shows an event's figures with other settings beside the records; the manager applies them", async () => {
    const before = await recordedHid();
    const tried = { hidThresholdKmh: 12, accelerationBands: [0.5, 1.5, 2.5] };
    const expected = await whatIfHid(tried);
    expect(expected.every((v, i) => v > before[i]!)).toBe(true);
    const { context, page, errors, refused } = await open('wide', `/event/${eventId}/what-if`);
    await page.getByLabel('High-intensity threshold (km/h)').fill('12');
    await page.getByLabel('Acceleration bands (m/s²)').fill('0.5 1,5 2.5');
    await page.getByRole('button', { name: 'Run what-if' }).click();
    const rows = comparison(page).getByTestId('whatif-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    // Both players cover more distance above the lower threshold: a positive difference each.
    for (const cell of await comparison(page).getByTestId('whatif-difference').all())
      expect(await cell.textContent()).toMatch(/^\+\d/);
    await page.getByRole('figure', { name: 'High-intensity distance' }).waitFor();
    // Nothing changed yet.
    expect(await recordedHid()).toEqual(before);
    await screenshot(page, 'what-if-event-wide');

    await page.getByRole('button', { name: 'Apply to this event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply these settings' });
    await dialog.getByText('Apply these settings to Cup match?').waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    // The records are computed again with the settings: exactly the what-if's figures.
    await expect.poll(recordedHid, { timeout: 30_000 }).toEqual(expected);
    // The comparison follows: no difference left.
    await expect
      .poll(
        async () => (await comparison(page).getByTestId('whatif-difference').allTextContents()).join(' '),
        {
          timeout: 30_000,
        },
      )
      .toBe('0 0');
    await screenshot(page, 'what-if-event-applied-wide');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('fits a phone, and says which field is wrong before asking the server', async () => {
    const { context, page, errors, refused } = await open('phone', `/event/${eventId}/what-if`);
    await page.getByLabel('Speed zone edges (km/h)').fill('3 2 1');
    await page.getByRole('button', { name: 'Run what-if' }).click();
    await page.getByText('Numbers in ascending order').waitFor();
    await page.getByLabel('Speed zone edges (km/h)').fill('');
    await page.getByLabel('Sprint threshold (km/h)').fill('16');
    await page.getByRole('button', { name: 'Run what-if' }).click();
    await expect.poll(() => comparison(page).getByTestId('whatif-row').count(), { timeout: 30_000 }).toBe(2);
    await page.getByRole('figure', { name: 'High-intensity distance' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'what-if-event-phone');
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  for (const viewport of ['wide', 'phone'] as const) {
    it(`runs a team's what-if over a date range with its progress (${viewport})`, async () => {
      const { context, page, errors, refused } = await open(viewport, `/team/${manager.teamId}/what-if`);
      await page.getByLabel('From', { exact: true }).fill('2026-05-01');
      await page.getByLabel('To', { exact: true }).fill('2026-05-31');
      await page.getByLabel('High-intensity threshold (km/h)').fill('15');
      await page.getByRole('button', { name: 'Run what-if' }).click();
      await expect
        .poll(() => page.getByTestId('whatif-progress').textContent(), { timeout: 30_000 })
        .toBe('1 of 1 event computed');
      await expect.poll(() => comparison(page).getByTestId('whatif-row').count()).toBe(1);
      await page.getByRole('button', { name: 'Apply to 1 event' }).waitFor();
      if (viewport === 'phone')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `what-if-team-${viewport}`);
      expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      expect(refused).toEqual([]);
      await context.close();
    });
  }
});
