/**
 * Getting data in as a coach coming from another vendor would (issue 16), in Debian's Chromium
 * against `npm start`: six docking-station files chosen at once go up one after another, each
 * with its own line, and every one is imported although the server reads one of the club's files
 * at a time here (`UPLOAD_MAX_PENDING_PER_CLUB=1`: the queue learns it from the refusal and
 * waits); the Kinexon handball recording (relative times, a ball, tags the club does not have)
 * asks when it was recorded, imports the player whose tag is registered, lists the rest, and one
 * name mapped to a player is remembered for the next file; a quick import's event is finished,
 * and an event played without being started is marked as played; a Kinexon tag is added without
 * a UDID. Screenshots at desktop width and at 390 px.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, datasetsPresent, toGpx } from '@stride/command/readers/testing';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, SCREENSHOT_DIR, screenshot, VIEWPORTS, watchedPage } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;
let eventId = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const SERIALS = ['DOCK-0001', 'DOCK-0002'];
const KINEXON = path.join(DATASETS, 'floodlight-kinexon-handball', 'anonymized_data.csv');
if (!datasetsPresent)
  console.warn(`data-in: ${DATASETS} is absent, so the Kinexon file's screens are skipped`);

beforeAll(async () => {
  setup = await platformSetup('data_in');
  [browser, { url }] = await Promise.all([
    launchBrowser(),
    startPlatformProcess(setup, { env: { UPLOAD_MAX_PENDING_PER_CLUB: '1' } }),
  ]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Handball Club');
  const playerIds: string[] = [];
  for (const [i, serial] of SERIALS.entries()) {
    const player = { firstName: ['Nora', 'Ivo'][i]!, lastName: 'Dock' };
    playerIds.push(
      (await addPlayerWearing(manager.graphql, manager.teamId, player, { serial, udid: `usb-dock-${i}` }))
        .playerId,
    );
  }
  // Kinexon tags have no UDID: one registered by the sensor id the file names, one by its own.
  await addPlayerWearing(
    manager.graphql,
    manager.teamId,
    { firstName: 'Feynman', lastName: 'Forward' },
    { serial: '36434', type: 'KINEXON', name: 'Tag 36434' },
  );
  await addPlayerWearing(
    manager.graphql,
    manager.teamId,
    { firstName: 'Curie', lastName: 'Crosser' },
    { serial: 'KX-CURIE', type: 'KINEXON', name: 'Tag Curie' },
  );
  const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Training", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: manager.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 90 * 60_000).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

/** Six docking-station files: two minutes of one device each, ten minutes apart. */
function dockFiles() {
  return Array.from({ length: 6 }, (_, i) => ({
    name: `dock-${i + 1}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      strideCsv([
        {
          key: SERIALS[i % 2]!,
          batch: syntheticPlayer({ seed: 90 + i, seconds: 120, start: START + i * 10 * 60_000, hr: true }),
        },
      ]),
    ),
  }));
}

async function uploadPage(viewport: 'desktop' | 'phone' = 'desktop') {
  const watched = await watchedPage(browser, {
    locale: 'en-US',
    viewport,
    storage: { authToken: manager.token },
  });
  await watched.page.goto(`${url}/team/${manager.teamId}/upload`);
  await watched.page.getByRole('heading', { name: 'Upload', exact: true }).waitFor();
  return watched;
}

/** The page sent nothing the API refused but the quota's refusals, which the queue waits out. */
function checkClean(errors: readonly string[], refused: readonly string[]): void {
  expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  expect(refused.filter((code) => code !== 'UPLOAD_LIMIT_REACHED')).toEqual([]);
}

describe('getting data in', () => {
  it('sends six files chosen at once, one after another, and imports all six', async () => {
    const { context, page, errors, refused } = await uploadPage();
    const dock = page.getByRole('region', { name: 'Docking station' });
    await dock.getByLabel("The docking stations' files").setInputFiles(dockFiles());
    await dock.getByText('dock-6.csv (').waitFor();
    await dock.getByRole('button', { name: 'Upload 6 files' }).click();
    // Each file has its line; those not sent yet wait their turn, and the page says why.
    await expect.poll(() => dock.getByTestId('queued-file').count()).toBe(6);
    await dock.getByTestId('queued-file').filter({ hasText: 'In line to be sent' }).first().waitFor();
    await dock.getByRole('note').filter({ hasText: "of the club's files at a time" }).waitFor();
    await screenshot(page, 'data-in-queue-desktop');
    for (let i = 1; i <= 6; i++) {
      const row = page.getByTestId('job-row').filter({ hasText: `dock-${i}.csv` });
      await row.getByTestId('job-state').filter({ hasText: 'Done' }).waitFor({ timeout: 90_000 });
    }
    expect(await dock.locator('[data-testid="queued-file"][data-status="refused"]').count()).toBe(0);
    expect(await page.getByTestId('job-row').filter({ hasText: 'Failed' }).count()).toBe(0);
    await screenshot(page, 'data-in-queue-done-desktop');
    const waitedOut = refused.filter((code) => code === 'UPLOAD_LIMIT_REACHED').length;
    console.info(`data-in: the queue waited out ${waitedOut} UPLOAD_LIMIT_REACHED answers of the server`);
    const { eventSelections } = await manager.graphql<{
      eventSelections: { record: { samples: number } | null }[];
    }>(`{ eventSelections(eventId: "${eventId}") { record { samples } } }`);
    expect(eventSelections.reduce((n, s) => n + (s.record?.samples ?? 0), 0)).toBe(
      dockFiles().reduce((n, f) => n + f.buffer.toString().trim().split('\n').length - 1, 0),
    );
    checkClean(errors, refused);
    await context.close();
  }, 180_000);

  it("imports several files at once on an event's Import page, each with its line", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page, errors, refused } = await watchedPage(browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: manager.token },
      });
      await page.goto(`${url}/event/${eventId}/import`);
      const files = [0, 1, 2].map((i) => ({
        name: `${viewport}-half-${i + 1}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(
          strideCsv([
            {
              key: SERIALS[i % 2]!,
              batch: syntheticPlayer({
                seed: viewport === 'desktop' ? 300 + i : 400 + i,
                seconds: 60,
                start: START + (viewport === 'desktop' ? 60 : 70) * 60_000 + i * 3 * 60_000,
              }),
            },
          ]),
        ),
      }));
      await page.getByLabel('Files', { exact: true }).setInputFiles(files);
      await page.getByRole('button', { name: 'Upload 3 files' }).click();
      await expect.poll(() => page.getByTestId('queued-file').count()).toBe(3);
      await screenshot(page, `data-in-event-import-queue-${viewport}`);
      for (const file of files) {
        const row = page.getByTestId('job-row').filter({ hasText: file.name });
        await row.getByTestId('job-state').filter({ hasText: 'Done' }).waitFor({ timeout: 90_000 });
      }
      await screenshot(page, `data-in-event-import-done-${viewport}`);
      checkClean(errors, refused);
      await context.close();
    }
  }, 180_000);

  it('adds a Kinexon tag without a UDID', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page, errors, refused } = await watchedPage(browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: manager.token },
      });
      await page.goto(`${url}/club/devices`);
      await page.getByRole('button', { name: 'New device' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Serial number').fill(`kx-spare-${viewport}`);
      await dialog.getByLabel('Type').selectOption({ label: 'Kinexon (indoor tag)' });
      await dialog.getByLabel('UDID (optional)').waitFor();
      await screenshot(page, `data-in-new-device-${viewport}`);
      await dialog.getByRole('button', { name: 'Add device' }).click();
      await page.getByText(`KX-SPARE-${viewport.toUpperCase()}`).first().waitFor();
      checkClean(errors, refused);
      await context.close();
    }
  });

  it.skipIf(!datasetsPresent)(
    'asks when a Kinexon file was recorded, lists its unknown tags, remembers a name mapped to a player, and makes finished events',
    async () => {
      const kinexon = readFileSync(KINEXON);
      const { context, page, errors, refused } = await uploadPage();
      const quick = page.getByRole('region', { name: 'Quick import' });
      await quick.getByLabel("The event's name").fill('Handball, first half');
      await quick
        .getByLabel('File', { exact: true })
        .setInputFiles({ name: 'anonymized_data.csv', mimeType: 'text/csv', buffer: kinexon });
      // Its times count from the recording's start: the form asks for it before sending.
      await quick.getByRole('group', { name: 'Recording started' }).waitFor();
      await quick.getByRole('button', { name: 'Upload' }).click();
      await quick.getByText('This field is required').first().waitFor();
      await quick.getByLabel('Date').fill('2026-05-10');
      await quick.getByLabel('Start time').fill('18:00:00');
      await screenshot(page, 'data-in-kinexon-start-desktop');
      await quick.getByRole('button', { name: 'Upload' }).click();

      const row = page.getByTestId('job-row').filter({ hasText: 'anonymized_data.csv' });
      await row.getByTestId('job-state').filter({ hasText: 'Done' }).waitFor({ timeout: 60_000 });
      // The tag registered by its sensor id is imported; the ball and the other tags are listed.
      const skipped = row.getByTestId('job-skipped');
      await skipped.getByText('10 devices left out').click();
      await skipped.getByText('Ball [ball] (40849)').waitFor();
      await skipped.getByText('772 samples, not a device of the club').first().waitFor();
      await screenshot(page, 'data-in-skipped-desktop');
      await skipped
        .getByRole('listitem')
        .filter({ hasText: 'Curie Crosser (46573)' })
        .getByRole('button', { name: 'Map to player…' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Who is Curie Crosser?' });
      await dialog.getByLabel('Player').selectOption({ label: 'Curie Crosser · Tag Curie' });
      await screenshot(page, 'data-in-map-dialog-desktop');
      await dialog.getByRole('button', { name: 'Map' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('tag-mapping').filter({ hasText: 'Curie Crosser' }).waitFor();

      // The quick import's event was played: finished over the file's minutes, no Start button.
      await row.getByRole('link', { name: 'Event 1' }).click();
      await page.waitForURL(/\/event\/[^/]+\/metrics$/);
      const firstEvent = page.url().split('/').at(-2)!;
      await page.goto(`${url}/event/${firstEvent}/dashboard`);
      await page.getByText('Finished').first().waitFor();
      expect(await page.getByRole('button', { name: 'Start event' }).count()).toBe(0);
      await screenshot(page, 'data-in-quick-event-finished-desktop');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'data-in-quick-event-finished-phone');
      await page.setViewportSize(VIEWPORTS.desktop);

      // The next file of the team: the mapped name is remembered, both players are selected.
      await page.goto(`${url}/team/${manager.teamId}/upload`);
      await quick.getByLabel("The event's name").fill('Handball, second half');
      const second = Buffer.from(kinexon.toString().trim().split('\n').slice(0, -11).join('\n') + '\n');
      await quick
        .getByLabel('File', { exact: true })
        .setInputFiles({ name: 'second-half.csv', mimeType: 'text/csv', buffer: second });
      await quick.getByLabel('Date').fill('2026-05-10');
      await quick.getByLabel('Start time').fill('19:00:00');
      await quick.getByRole('button', { name: 'Upload' }).click();
      const next = page.getByTestId('job-row').filter({ hasText: 'second-half.csv' });
      await next.getByTestId('job-state').filter({ hasText: 'Done' }).waitFor({ timeout: 60_000 });
      await next.getByText('9 devices left out').waitFor();
      await next.getByRole('link', { name: 'Event 1' }).click();
      await page.waitForURL(/\/event\/[^/]+\/metrics$/);
      const secondEvent = page.url().split('/').at(-2)!;
      await page.goto(`${url}/event/${secondEvent}/players`);
      // Quick import selects the players wearing the file's devices: in the squad, each with data.
      for (const name of ['Feynman Forward', 'Curie Crosser'])
        expect(await page.getByRole('checkbox', { name: `In the squad: ${name}` }).isChecked()).toBe(true);
      await screenshot(page, 'data-in-quick-event-players-desktop');
      const { event } = await manager.graphql<{ event: { status: string; startDate: string } }>(
        `{ event(eventId: "${secondEvent}") { status startDate } }`,
      );
      // 19:00 in Paris (the browser's time zone) in May is 17:00 UTC.
      expect(event).toEqual({ status: 'FINISHED', startDate: '2026-05-10T17:00:00.000Z' });
      checkClean(errors, refused);
      await context.close();
    },
    180_000,
  );

  it('quick-imports one device’s GPX file for the device chosen, selecting who wears it', async () => {
    const points = Array.from({ length: 240 }, (_, i) => ({
      t: START + 2 * 86_400_000 + i * 1000,
      lat: 48.85 + i * 1e-5,
      lon: 2.35,
      hr: 140,
    }));
    const { context, page, errors, refused } = await uploadPage();
    const quick = page.getByRole('region', { name: 'Quick import' });
    await quick.getByLabel("The event's name").fill('Recovery run');
    await quick
      .getByLabel('Device of a one-device file')
      .selectOption({ label: 'DOCK-0001 (DOCK-0001) · Nora Dock' });
    await quick.getByLabel('File', { exact: true }).setInputFiles({
      name: 'run.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(toGpx(points)),
    });
    await quick.getByRole('button', { name: 'Upload' }).click();
    const row = page.getByTestId('job-row').filter({ hasText: 'run.gpx' });
    await row.getByTestId('job-state').filter({ hasText: 'Done' }).waitFor({ timeout: 60_000 });
    await row.getByText('1 device, 240 samples').waitFor();
    await row.getByRole('link', { name: 'Event 1' }).click();
    await page.waitForURL(/\/event\/[^/]+\/metrics$/);
    await page.goto(page.url().replace(/metrics$/, 'players'));
    expect(await page.getByRole('checkbox', { name: 'In the squad: Nora Dock' }).isChecked()).toBe(true);
    checkClean(errors, refused);
    await context.close();
  });

  it('marks an event played without being started as played', async () => {
    const { createEvent } = await manager.graphql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $s: DateTime, $e: DateTime) {
         createEvent(teamId: $t, name: "Friendly", type: MATCH, startDate: $s, endDate: $e) { id } }`,
      {
        t: manager.teamId,
        s: new Date(START - 86_400_000).toISOString(),
        e: new Date(START - 86_400_000 + 90 * 60_000).toISOString(),
      },
    );
    const { context, page, errors, refused } = await watchedPage(browser, {
      locale: 'en-US',
      storage: { authToken: manager.token },
    });
    await page.goto(`${url}/event/${createEvent.id}/dashboard`);
    // Played without being started: marked as played first; starting it now stays possible.
    await page.getByRole('button', { name: 'Start event' }).waitFor();
    await screenshot(page, 'data-in-mark-played-desktop');
    await page.getByRole('button', { name: 'Mark as played' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as played' });
    await dialog.getByRole('button', { name: 'Mark as played' }).click();
    await page.getByText('Finished').first().waitFor();
    await page.getByRole('button', { name: 'Lock event' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start event' }).count()).toBe(0);
    checkClean(errors, refused);
    await context.close();
  });

  it('shows the upload page and its queue at 390 px without sideways scrolling', async () => {
    const { context, page, errors, refused } = await uploadPage('phone');
    const dock = page.getByRole('region', { name: 'Docking station' });
    await dock
      .getByLabel("The docking stations' files")
      .setInputFiles(dockFiles().map((file) => ({ ...file, name: `phone-${file.name}` })));
    await dock.getByRole('button', { name: 'Upload 6 files' }).click();
    await dock.getByTestId('queued-file').first().waitFor();
    await screenshot(page, 'data-in-queue-phone');
    await dock.screenshot({ path: path.join(SCREENSHOT_DIR, 'data-in-queue-card-phone.png') });
    await page
      .getByTestId('job-row')
      .filter({ hasText: 'phone-dock-6.csv' })
      .getByTestId('job-state')
      .filter({ hasText: /Done|Already uploaded/ })
      .waitFor({ timeout: 90_000 });
    await screenshot(page, 'data-in-upload-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (datasetsPresent) {
      // The left-out devices and "Map to player…" at 390 px.
      const kinexon = page.getByTestId('job-row').filter({ hasText: 'anonymized_data.csv' });
      await kinexon.getByText('10 devices left out').click();
      await kinexon
        .getByTestId('job-skipped')
        .screenshot({ path: path.join(SCREENSHOT_DIR, 'data-in-skipped-phone.png') });
      await kinexon
        .getByRole('listitem')
        .filter({ hasText: 'Kepler Keeper (28485)' })
        .getByRole('button', { name: 'Map to player…' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Who is Kepler Keeper?' });
      await dialog.getByRole('button', { name: 'Map' }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'data-in-map-dialog-phone.png') });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    checkClean(errors, refused);
    await context.close();
  }, 180_000);
});
