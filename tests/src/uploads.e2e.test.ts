/**
 * Device data through the screens, in Debian's Chromium against `npm start` (issue #7): a manager
 * whose team has a match with three players wearing devices sends a docking station's file from
 * the team's upload page, follows the job to "Done", reads every player's metrics in the event's
 * table (equal to the API's records, sortable), the event's charts, and one player's speed and
 * heart-rate series with the heat map. A file that is no device data shows why it failed. No
 * screen may send an operation the API refuses.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
const START = Date.parse('2026-05-02T18:00:00Z');

const PLAYERS = [
  { firstName: 'Kylian', lastName: 'Stride', number: 10, maxHeartRate: 198 },
  { firstName: 'Aitana', lastName: 'Pace', number: 8, maxHeartRate: 192 },
  { firstName: 'Giorgio', lastName: 'Tempo', number: 4, maxHeartRate: 190 },
] as const;
const SERIALS = ['UP-0001', 'UP-0002', 'UP-0003'];

beforeAll(async () => {
  setup = await platformSetup('uploads');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Upload FC');
  const playerIds: string[] = [];
  for (const [i, player] of PLAYERS.entries()) {
    const device = { serial: SERIALS[i]!, udid: `usb-up-${i + 1}`, name: `Tracker ${i + 1}` };
    playerIds.push((await addPlayerWearing(manager.graphql, manager.teamId, player, device)).playerId);
  }
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    `
      mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
        createEvent(teamId: $t, name: "Cup final", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) {
          id
        }
      }
    `,
    {
      t: manager.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 100 * 60_000).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

/** A docking station's file: each device's first 12 minutes of the match. */
function dockFile(): Buffer {
  return Buffer.from(
    strideCsv(
      SERIALS.map((key, i) => ({
        key,
        batch: syntheticPlayer({
          seed: 70 + i,
          seconds: 720,
          start: START + 5 * 60_000,
          hr: true,
          dropRate: 0.05,
        }),
      })),
    ),
  );
}

async function sendDockFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  const dock = page.getByRole('region', { name: 'Docking station' });
  await dock.getByLabel('Docking-station files').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await dock.getByRole('button', { name: 'Upload' }).click();
}

interface ApiRecord {
  readonly player: { readonly firstName: string };
  readonly record: {
    readonly globalMetrics: { readonly distance: number; readonly maxSpeed: number };
  } | null;
}

describe('device data through the screens', () => {
  it('uploads a docking station file, follows the job, and shows the metrics, charts and a player', async () => {
    const { context, page, errors, refused } = await watchedPage(browser, {
      locale: 'en-US',
      storage: { authToken: manager.token },
    });

    await page.goto(`${url}/team/${manager.teamId}/upload`);
    await page.getByRole('heading', { name: 'Upload', exact: true }).waitFor();
    await page.getByText('No uploads yet.').waitFor();
    // The spec's message where the browser has no WebUSB; none where it has.
    const usb = await page.evaluate(() => 'usb' in navigator);
    expect(await page.getByText('Your browser does not support USB').count()).toBe(usb ? 0 : 1);

    await sendDockFile(page, 'dock.csv', dockFile());
    const row = page.getByTestId('job-row').filter({ hasText: 'dock.csv' });
    await row.getByTestId('job-state').filter({ hasText: 'Done' }).waitFor({ timeout: 60_000 });
    await row.getByText('3 devices').waitFor();
    await screenshot(page, 'uploads-team-upload-light-desktop');

    // A file that is no device data: the job fails and says why.
    await sendDockFile(page, 'notes.csv', Buffer.from('just,some\nwords,here\n'));
    const failed = page.getByTestId('job-row').filter({ hasText: 'notes.csv' });
    await failed.getByTestId('job-state').filter({ hasText: 'Failed' }).waitFor({ timeout: 30_000 });
    await failed.getByText('Device type not supported').waitFor();

    // The event's metrics: every player, as the API's records say.
    await row.getByRole('link', { name: 'Event 1' }).click();
    await page.waitForURL(`${url}/event/${eventId}/metrics`);
    await page.getByRole('heading', { name: 'Metrics', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('metrics-row').count(), { timeout: 20_000 }).toBe(3);
    const { eventSelections } = await manager.graphql<{ eventSelections: ApiRecord[] }>(
      `{ eventSelections(eventId: "${eventId}") { player { firstName } record { globalMetrics { distance maxSpeed } } } }`,
    );
    for (const selection of eventSelections) {
      const distance = Math.round(selection.record!.globalMetrics.distance).toLocaleString('en-US');
      await page
        .getByTestId('metrics-row')
        .filter({ hasText: selection.player.firstName })
        .getByRole('cell', { name: distance, exact: true })
        .waitFor();
    }
    // Sorted by the fastest first after a click on the column.
    await page.getByRole('button', { name: 'Max speed (km/h)' }).click();
    const fastestFirst = [...eventSelections]
      .sort((a, b) => b.record!.globalMetrics.maxSpeed - a.record!.globalMetrics.maxSpeed)
      .map((s) => s.player.firstName);
    await expect
      .poll(async () =>
        (await page.getByTestId('metrics-row').allTextContents()).map((text) =>
          PLAYERS.map((p) => p.firstName).find((name) => text.includes(name)),
        ),
      )
      .toEqual(fastestFirst);
    await screenshot(page, 'uploads-event-metrics-light-desktop');
    // Computing the records again from the stored samples: the button says so until it is done.
    await page.getByRole('button', { name: 'Compute records' }).click();
    await page.getByRole('button', { name: 'Compute records' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('metrics-row').count()).toBe(3);

    // The charts.
    await page.goto(`${url}/event/${eventId}/charts`);
    await page.getByRole('heading', { name: 'Charts', exact: true }).waitFor();
    await expect
      .poll(() => page.locator('.chart .main-svg').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(5);
    await page.getByRole('figure', { name: 'Distance by speed zone' }).waitFor();
    await screenshot(page, 'uploads-event-charts-light-desktop');

    // One player: figures, speed and heart rate, heat map.
    await page.goto(`${url}/event/${eventId}/metrics`);
    await page.getByRole('link', { name: 'Kylian Stride' }).click();
    await page.waitForURL(/\/player\/[^/]+\/metrics\/[^/]+$/);
    await page.getByRole('heading', { name: 'Kylian Stride: metrics' }).waitFor();
    await page.getByTestId('player-facts').waitFor();
    await expect
      .poll(() => page.locator('.chart .main-svg').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await page.locator('.heatmap__cell').count()).toBeGreaterThan(20);
    await screenshot(page, 'uploads-player-metrics-light-desktop');

    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    // The Content-Security-Policy of the served app refused nothing the app does (Chromium logs each refusal).
    expect(errors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
