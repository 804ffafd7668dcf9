/**
 * Several files at once (issue 16), in Debian's Chromium against `npm start`: six docking-station
 * files chosen at once on the team's Upload page, and three on an event's Import page, go up one
 * after another, each with its own line, and every one is imported although the server reads
 * one of the club's files at a time here (`UPLOAD_MAX_PENDING_PER_CLUB=1`: the queue learns it
 * from the refusal and waits). Screenshots at desktop width and at 390 px.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import { SCREENSHOT_DIR, screenshot, watchedPage } from './browser.ts';
import { checkClean, startDataIn, stopDataIn, uploadPage, type DataIn } from './data-in.ts';

let d: DataIn;
let eventId = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const SERIALS = ['DOCK-0001', 'DOCK-0002'];

beforeAll(async () => {
  d = await startDataIn('data_in', 'Dock Club');
  const playerIds: string[] = [];
  for (const [i, serial] of SERIALS.entries()) {
    const player = { firstName: ['Nora', 'Ivo'][i]!, lastName: 'Dock' };
    playerIds.push(
      (await addPlayerWearing(d.manager.graphql, d.manager.teamId, player, { serial, udid: `usb-dock-${i}` }))
        .playerId,
    );
  }
  const { createEvent } = await d.manager.graphql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Training", type: TRAINING, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: d.manager.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 90 * 60_000).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
});
afterAll(() => stopDataIn(d));

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

describe('several files at once', () => {
  it('sends six files chosen at once, one after another, and imports all six', async () => {
    const { context, page, errors, refused } = await uploadPage(d);
    const dock = page.getByRole('region', { name: 'Docking station' });
    await dock.getByLabel('Docking-station files').setInputFiles(dockFiles());
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
    const { eventSelections } = await d.manager.graphql<{
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
      const { context, page, errors, refused } = await watchedPage(d.browser, {
        locale: 'en-US',
        viewport,
        storage: { authToken: d.manager.token },
      });
      await page.goto(`${d.url}/event/${eventId}/import`);
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

  it('shows the upload page and its queue at 390 px without sideways scrolling', async () => {
    const { context, page, errors, refused } = await uploadPage(d, 'phone');
    const dock = page.getByRole('region', { name: 'Docking station' });
    await dock
      .getByLabel('Docking-station files')
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
    checkClean(errors, refused);
    await context.close();
  }, 180_000);
});
