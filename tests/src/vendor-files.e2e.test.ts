/**
 * Files from other vendors' trackers (issue 16), in Debian's Chromium against `npm start`: the
 * Kinexon handball recording (relative times, a ball, tags the club does not have) asks when it
 * was recorded, imports the player whose tag is registered, lists the rest, and a name mapped to
 * a player once is remembered for the next file; a quick import's event is finished and selects
 * who wears its devices, also for a one-device GPX file and the device chosen; an event played
 * without being started is marked as played; a Kinexon tag is added without a UDID. Screenshots
 * at desktop width and at 390 px.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, datasetsPresent, toGpx } from '@stride/command/readers/testing';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { SCREENSHOT_DIR, screenshot, VIEWPORTS, watchedPage } from './browser.ts';
import { checkClean, startDataIn, stopDataIn, uploadPage, type DataIn } from './data-in.ts';

let d: DataIn;
const START = Date.parse('2026-05-02T18:00:00Z');
const KINEXON = path.join(DATASETS, 'floodlight-kinexon-handball', 'anonymized_data.csv');
if (!datasetsPresent)
  console.warn(`vendor-files: ${DATASETS} is absent, so the Kinexon file's screens are skipped`);

beforeAll(async () => {
  d = await startDataIn('vendor_files', 'Handball Club');
  const { graphql, teamId } = d.manager;
  await addPlayerWearing(
    graphql,
    teamId,
    { firstName: 'Nora', lastName: 'Dock' },
    { serial: 'DOCK-0001', udid: 'usb-dock-0' },
  );
  // Kinexon tags have no UDID: one registered by the sensor id the file names, one by its own.
  await addPlayerWearing(
    graphql,
    teamId,
    { firstName: 'Feynman', lastName: 'Forward' },
    { serial: '36434', type: 'KINEXON', name: 'Tag 36434' },
  );
  await addPlayerWearing(
    graphql,
    teamId,
    { firstName: 'Curie', lastName: 'Crosser' },
    { serial: 'KX-CURIE', type: 'KINEXON', name: 'Tag Curie' },
  );
});
afterAll(() => stopDataIn(d));

describe("other vendors' files", () => {
  it('adds a Kinexon tag without a UDID', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page, errors, refused } = await watchedPage(d.browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: d.manager.token },
      });
      await page.goto(`${d.url}/club/devices`);
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
      const { context, page, errors, refused } = await uploadPage(d);
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
      await page.goto(`${d.url}/event/${firstEvent}/dashboard`);
      await page.getByText('Finished').first().waitFor();
      expect(await page.getByRole('button', { name: 'Start event' }).count()).toBe(0);
      await screenshot(page, 'data-in-quick-event-finished-desktop');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'data-in-quick-event-finished-phone');
      await page.setViewportSize(VIEWPORTS.desktop);

      // The next file of the team: the mapped name is remembered, both players are selected.
      await page.goto(`${d.url}/team/${d.manager.teamId}/upload`);
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
      await page.goto(`${d.url}/event/${secondEvent}/players`);
      // Quick import selects the players wearing the file's devices: in the squad, each with data.
      for (const name of ['Feynman Forward', 'Curie Crosser'])
        expect(await page.getByRole('checkbox', { name: `In the squad: ${name}` }).isChecked()).toBe(true);
      await screenshot(page, 'data-in-quick-event-players-desktop');
      const { event } = await d.manager.graphql<{ event: { status: string; startDate: string } }>(
        `{ event(eventId: "${secondEvent}") { status startDate } }`,
      );
      // 19:00 in Paris (the browser's time zone) in May is 17:00 UTC.
      expect(event).toEqual({ status: 'FINISHED', startDate: '2026-05-10T17:00:00.000Z' });
      // The left-out devices and "Map to player…" at 390 px.
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(`${d.url}/team/${d.manager.teamId}/upload`);
      const kinexonRow = page.getByTestId('job-row').filter({ hasText: 'anonymized_data.csv' });
      await kinexonRow.getByText('10 devices left out').click();
      await kinexonRow
        .getByTestId('job-skipped')
        .screenshot({ path: path.join(SCREENSHOT_DIR, 'data-in-skipped-phone.png') });
      await kinexonRow
        .getByRole('listitem')
        .filter({ hasText: 'Kepler Keeper (28485)' })
        .getByRole('button', { name: 'Map to player…' })
        .click();
      const phoneDialog = page.getByRole('dialog', { name: 'Who is Kepler Keeper?' });
      await phoneDialog.getByRole('button', { name: 'Map' }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'data-in-map-dialog-phone.png') });
      await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
      await phoneDialog.waitFor({ state: 'detached' });
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
    const { context, page, errors, refused } = await uploadPage(d);
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
    const { createEvent } = await d.manager.graphql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $s: DateTime, $e: DateTime) {
         createEvent(teamId: $t, name: "Friendly", type: MATCH, startDate: $s, endDate: $e) { id } }`,
      {
        t: d.manager.teamId,
        s: new Date(START - 86_400_000).toISOString(),
        e: new Date(START - 86_400_000 + 90 * 60_000).toISOString(),
      },
    );
    const { context, page, errors, refused } = await watchedPage(d.browser, {
      locale: 'en-US',
      storage: { authToken: d.manager.token },
    });
    await page.goto(`${d.url}/event/${createEvent.id}/dashboard`);
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
});
