/**
 * Languages in Debian's Chromium against `npm start` (issue 16):
 * - a pt-PT browser (none of its languages is ours) lands in French, as the spec says, but is
 *   offered the choice at once — on the login card and in a banner on every screen —; choosing
 *   Deutsch switches the whole app and is stored (a reload stays German, the banner is gone);
 * - a German user's failed uploads (a docking station file of unknown serials, a FIT file with
 *   compressed timestamps) say why in German only: none of the server's English words.
 * Screenshots at 1440 × 900 and 390 × 844 in test-output/screenshots/languages-*.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { DATASETS, syntheticFit, withCompressedTimestamp } from '@stride/command/readers/testing';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { postFile } from '@stride/query/testing/client';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let manager: ClubSession;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  setup = await platformSetup('languages');
  [browser, { url }] = await Promise.all([
    launchBrowser(),
    startPlatformProcess(setup, { env: { READ_YOUR_WRITES_TIMEOUT_MS: '10000' } }),
  ]);
  manager = await clubSession(url, path.join(setup.dataDir, 'mail'), 'Sprach FC');
});
afterAll(async () => {
  await browser?.close();
  await setup?.cleanup();
});

/** The page at both widths, each screenshot looked at by the author (test-output/screenshots). */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

const storedLocale = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('locale'));

describe('a browser whose languages are not ours (pt-PT)', () => {
  it('lands in French with the choice in plain sight; choosing Deutsch switches and is stored', async () => {
    const { context, page, errors } = await watchedPage(browser, { locale: 'pt-PT' });
    await page.goto(`${url}/auth/login`);
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await page.evaluate(() => navigator.language)).toBe('pt-PT');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    expect(await storedLocale(page)).toBeNull(); // the default is not a choice: nothing stored

    const banner = page.getByRole('region', { name: 'Choix de la langue' });
    await banner.getByText('Langue : Français.').waitFor();
    for (const name of ['Deutsch', 'English (UK)', 'English (US)', 'Español', 'Italiano'])
      await banner.getByRole('button', { name }).waitFor();
    // The login card carries the language menu too, showing the current one.
    expect(await page.getByLabel('Langue', { exact: true }).inputValue()).toBe('fr-FR');
    await bothWidths(page, 'languages-pt-PT-login');

    await banner.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await storedLocale(page)).toBe('de-DE');
    expect(await page.getByRole('region', { name: 'Sprachwahl' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.reload();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await page.getByRole('region', { name: 'Sprachwahl' }).count()).toBe(0);
    await bothWidths(page, 'languages-pt-PT-after-deutsch');

    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it('can choose on the login card, and keeping French is a choice too', async () => {
    const { context, page } = await watchedPage(browser, { locale: 'pt-PT' });
    await page.goto(`${url}/auth/register`);
    await page.getByLabel('Langue', { exact: true }).selectOption('it-IT');
    await page.getByRole('heading', { name: 'Crea un account' }).waitFor();
    expect(await storedLocale(page)).toBe('it-IT');
    await context.close();

    const kept = await watchedPage(browser, { locale: 'pt-PT' });
    await kept.page.goto(`${url}/auth/login`);
    await kept.page.getByRole('button', { name: 'Garder Français' }).click();
    await kept.page.getByRole('region', { name: 'Choix de la langue' }).waitFor({ state: 'detached' });
    expect(await storedLocale(kept.page)).toBe('fr-FR');
    await kept.context.close();
  });

  it('sees the banner inside the app as well, until a choice is made', async () => {
    const { context, page } = await watchedPage(browser, {
      locale: 'pt-PT',
      storage: { authToken: manager.token },
    });
    await page.goto(`${url}/team/${manager.teamId}/upload`);
    const banner = page.getByRole('region', { name: 'Choix de la langue' });
    await banner.waitFor();
    await page.getByRole('heading', { name: 'Téléverser', exact: true }).waitFor();
    await bothWidths(page, 'languages-pt-PT-app');
    await banner.getByRole('button', { name: 'Español' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedLocale(page)).toBe('es-ES');
    await context.close();
  });
});

/** A dock upload through the API (the screen's form is not what is tested here); its job id. */
async function uploadDock(name: string, bytes: Uint8Array): Promise<string> {
  const response = await postFile<{ uploadDockFile: { id: string } }>(
    url,
    'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id } }',
    { t: manager.teamId },
    { name, bytes },
    manager.headers,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.uploadDockFile.id;
}

interface EndedJob {
  readonly state: string;
  readonly message: string | null;
  readonly failure: { readonly reason: string | null } | null;
}

async function ended(jobId: string): Promise<EndedJob> {
  let job: EndedJob | undefined;
  await until(
    async () => {
      ({ job } = await manager.graphql<{ job: EndedJob }>(
        `{ job(jobId: "${jobId}") { state message failure { reason } } }`,
      ));
      return ['FAILED', 'COMPUTED', 'DUPLICATE'].includes(job.state);
    },
    { timeoutMs: 60_000, everyMs: 100 },
  );
  return job!;
}

describe('failed uploads on a German screen', () => {
  it('say why in German only: unknown serials, a FIT file with compressed timestamps', async () => {
    const batch = syntheticPlayer({ seed: 9, seconds: 60, start: Date.UTC(2026, 4, 2, 18), hr: true });
    const unknown = await uploadDock(
      'dock-unbekannt.csv',
      new TextEncoder().encode(
        strideCsv([
          { key: 'GHOST-1', batch },
          { key: 'GHOST-2', batch },
        ]),
      ),
    );
    // The datasets' file when present (the one the issue saw), else one made the same way.
    const real = `${DATASETS}garmin-fit-fitparse/compressed-speed-distance.fit`;
    const fit = existsSync(real)
      ? readFileSync(real)
      : withCompressedTimestamp(syntheticFit([{ t: Date.UTC(2026, 4, 2, 18), hr: 120 }]));
    const broken = await uploadDock('uhr.fit', fit);
    const jobs = { unknown: await ended(unknown), broken: await ended(broken) };
    expect(jobs.unknown).toMatchObject({ state: 'FAILED', failure: { reason: 'UNKNOWN_DEVICES' } });
    expect(jobs.broken).toMatchObject({ state: 'FAILED', failure: { reason: 'FIT_COMPRESSED_TIMESTAMPS' } });

    const { context, page, errors, refused } = await watchedPage(browser, {
      locale: 'de-DE',
      storage: { authToken: manager.token },
    });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${url}/team/${manager.teamId}/upload`);
    await page.getByRole('heading', { name: 'Hochladen', exact: true }).waitFor();
    const row = (file: string) => page.getByTestId('job-row').filter({ hasText: file });
    await row('dock-unbekannt.csv').getByText('Fehlgeschlagen').waitFor();
    const unknownText = await row('dock-unbekannt.csv').innerText();
    expect(unknownText).toContain('Gerät nicht gefunden');
    expect(unknownText).toContain(
      'Kein Gerät des Vereins hat diese 2 Seriennummern oder UDIDs: GHOST-1 und GHOST-2.',
    );
    const brokenText = await row('uhr.fit').innerText();
    expect(brokenText).toContain('Ungültige Gerätedaten');
    expect(brokenText).toMatch(/Die FIT-Datei verwendet komprimierte Zeitstempel \(ab Byte [\d.]+\)/);
    // Nothing of what the server says in English: not its messages, not a word of them.
    for (const text of [unknownText, brokenText]) {
      for (const job of Object.values(jobs)) expect(text).not.toContain(job.message!);
      expect(text).not.toMatch(/\b(no device|serial or UDID|FIT Runtime Error|decoder|failed|the file)\b/i);
    }
    await bothWidths(page, 'languages-de-DE-failed-uploads');

    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
