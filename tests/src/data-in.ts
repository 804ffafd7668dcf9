/**
 * What the browser tests of getting data in share (issue 16): the platform with a club, a team's
 * Upload page as its manager sees it, and the check that a page sent nothing the API refused but
 * the upload quota's refusals, which the upload queue waits out.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { clubSession, type ClubSession } from './accounts.ts';
import { launchBrowser, watchedPage } from './browser.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

export interface DataIn {
  readonly setup: PlatformSetup;
  readonly browser: Browser;
  readonly url: string;
  readonly manager: ClubSession;
}

/**
 * The platform, a browser and a club's manager. The server reads one of a club's files at a time
 * (`UPLOAD_MAX_PENDING_PER_CLUB=1`, 3 by default): the queue in the browser assumes 3, so a
 * refusal comes and must be waited out.
 */
export async function startDataIn(prefix: string, club: string): Promise<DataIn> {
  const setup = await platformSetup(prefix);
  const [browser, { url }] = await Promise.all([
    launchBrowser(),
    startPlatformProcess(setup, { env: { UPLOAD_MAX_PENDING_PER_CLUB: '1' } }),
  ]);
  const manager = await clubSession(url, path.join(setup.dataDir, 'mail'), club);
  return { setup, browser, url, manager };
}

export async function stopDataIn(dataIn: DataIn | undefined): Promise<void> {
  await dataIn?.browser.close();
  await dataIn?.setup.cleanup();
}

/** The team's Upload page in a new context, in American English. */
export async function uploadPage(
  { browser, url, manager }: DataIn,
  viewport: 'desktop' | 'phone' = 'desktop',
) {
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
export function checkClean(errors: readonly string[], refused: readonly string[]): void {
  expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  expect(refused.filter((code) => code !== 'UPLOAD_LIMIT_REACHED')).toEqual([]);
}
