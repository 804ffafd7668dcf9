/**
 * The admin area's operations page (issue 20, item 5) in Debian's Chromium against `npm start`:
 * an event the catalog projector cannot apply (a check on its table refuses it) is parked and
 * shown with its error; every projection shows its lag; once the cause is fixed, Retry re-applies
 * it and it leaves the list, and the team's new name reaches the read model. Screens at 1440 px
 * and 390 px.
 */
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { clubSession, verifiedUser, type ClubSession } from './accounts.ts';
import { launchBrowser, screenshot, watchedPage } from './browser.ts';
import { grantAdmin, platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
let browser: Browser;
let url: string;
let db: pg.Pool;
let manager: ClubSession;
let adminToken = '';

/** The admin's GraphQL answer; a connection closed under load counts as an error, asked again by `until`. */
async function adminCall(query: string): Promise<{ data?: Record<string, unknown>; errors?: unknown[] }> {
  try {
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  } catch (error) {
    return { errors: [error] };
  }
}

beforeAll(async () => {
  setup = await platformSetup('operations');
  [browser, { url }] = await Promise.all([launchBrowser(), startPlatformProcess(setup)]);
  db = new pg.Pool({ connectionString: setup.db.url, max: 2 });
  const mailDir = path.join(setup.dataDir, 'mail');
  manager = await clubSession(url, mailDir, 'Operations FC');
  const admin = await verifiedUser(url, mailDir);
  adminToken = admin.token;
  grantAdmin(setup, admin.email);
  await until(async () => (await adminCall('{ projections { name } }')).errors === undefined, {
    timeoutMs: 30_000,
    everyMs: 100,
  });

  // The cause: a check the catalog's update of the team breaks, at every attempt.
  await db.query(`ALTER TABLE rm.teams ADD CONSTRAINT e2e_blocked CHECK (name <> 'Blocked FC')`);
  await manager.graphql(`mutation ($t: ID!) { updateTeam(teamId: $t, name: "Blocked FC") { id } }`, {
    t: manager.teamId,
  });
  await until(
    async () => {
      const answer = await adminCall('{ parkedEvents { eventId } }');
      return ((answer.data?.parkedEvents as unknown[] | undefined) ?? []).length === 1;
    },
    { timeoutMs: 30_000, everyMs: 100 },
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await setup?.cleanup();
});

describe('the operations page', () => {
  it('shows a parked event with its error and the lag, and retries it once the cause is fixed', async () => {
    const { context, page, errors, refused } = await watchedPage(browser, {
      viewport: 'wide',
      locale: 'en-US',
      storage: { authToken: adminToken },
    });
    await page.goto(`${url}/admin/operations`);
    await page.getByRole('heading', { name: 'Operations', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Operations' }).first().waitFor();

    const catalog = page.getByTestId('projection-catalog');
    await catalog.getByText('0 events · 0 s').waitFor();
    await expect(catalog.innerText()).resolves.toContain('Running');
    await expect(page.getByTestId(/^projection-/).count()).resolves.toBeGreaterThanOrEqual(5);

    const parked = page.getByTestId(/^parked-/);
    await expect(parked.count()).resolves.toBe(1);
    const row = parked.first();
    const text = await row.innerText();
    expect(text).toContain('TeamUpdated');
    expect(text).toContain('catalog');
    expect(text).toContain('e2e_blocked');
    expect(text).toContain(manager.clubId);
    await screenshot(page, 'operations-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'operations-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await db.query('ALTER TABLE rm.teams DROP CONSTRAINT e2e_blocked');
    await row.getByRole('button', { name: /^Retry TeamUpdated/ }).click();
    await page.getByText('No parked events.').waitFor({ timeout: 30_000 });
    const { rows } = await db.query<{ name: string }>('SELECT name FROM rm.teams WHERE id = $1', [
      manager.teamId,
    ]);
    expect(rows).toEqual([{ name: 'Blocked FC' }]);
    await screenshot(page, 'operations-retried-wide');

    // Rebuild asks first, then the projection shows its progress and comes back running.
    await page.getByRole('button', { name: 'Rebuild catalog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rebuild catalog?' });
    await dialog.getByRole('button', { name: 'Rebuild', exact: true }).click();
    await until(
      async () => {
        const { rows: done } = await db.query(
          `SELECT 1 FROM projection.operations WHERE kind = 'rebuild' AND projector = 'catalog' AND outcome = 'done'`,
        );
        return done.length === 1;
      },
      { timeoutMs: 60_000, everyMs: 200 },
    );
    await catalog.getByText('Running').waitFor();
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
