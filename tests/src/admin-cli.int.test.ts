/**
 * `npm run admin` on the data of `npm start` without being given its variables again: the
 * platform started as `npm start` is (a supervisor, given DATABASE_URL, NATS_URL and DEPLOYMENT,
 * with a data folder), then the command run with nothing but that data folder. And on a data
 * folder whose `npm start` runs private PostgreSQL and NATS servers, the command uses those.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { storedVariablesOf, writeStoredSettings } from '@stride/deploy/config/stored-settings';
import { ensureServices, missingPrivateServerBinaries } from '@stride/deploy/services';
import { http, post } from '@stride/query/testing/client';
import { createTestDatabase } from '@stride/streams/testing/pg';
import { verifiedUser } from './accounts.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `npm run admin -- …` (or `parked`) in a process of its own, as an operator in a fresh shell runs
 * it: none of the platform's variables, only `more` (DATA_DIR, say).
 */
async function cli(args: readonly string[], more: Record<string, string>): Promise<CliResult> {
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn', ...more };
  for (const name of ['DATABASE_URL', 'NATS_URL', 'DEPLOYMENT', 'EVENT_STORE', 'JWT_SECRET'])
    if (!(name in more)) delete env[name];
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'deploy/src/cli.ts', ...args],
      {
        cwd: ROOT,
        env,
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run admin beside npm start', () => {
  let setup: PlatformSetup;
  beforeAll(async () => {
    setup = await platformSetup('admincli');
  });
  afterAll(async () => {
    await setup.cleanup();
  });

  it('grants admin on the database npm start was given, with only the data folder', async () => {
    const platform = await startPlatformProcess(setup, { env: { WEB_DIR: 'none' } });
    const user = await verifiedUser(platform.url, path.join(setup.dataDir, 'mail'));
    const secretBefore = readFileSync(path.join(setup.dataDir, 'jwt-secret'), 'utf8');

    const granted = await cli(['admin', 'grant', user.email], { DATA_DIR: setup.dataDir });
    expect(granted.stderr).toContain(
      `As the last npm start (${path.join(setup.dataDir, 'settings.json')}): DATABASE_URL, NATS_URL, DEPLOYMENT.`,
    );
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${user.email} (${user.userId}): admin granted (done).`);

    // The running platform sees it: the user's own session now says admin.
    const me = () =>
      post<{ user: { admin: boolean } | null }>(
        http,
        '{ user { admin } }',
        {
          headers: { authorization: `Bearer ${user.token}` },
        },
        platform.url,
      );
    await until(async () => (await me()).data?.user?.admin === true, { timeoutMs: 20_000, everyMs: 100 });
    // The data folder's JWT secret was read, not replaced.
    expect(readFileSync(path.join(setup.dataDir, 'jwt-secret'), 'utf8')).toBe(secretBefore);

    // The command's own environment wins: on another (empty) database the address is unknown.
    const other = await createTestDatabase('admincli_other');
    try {
      const elsewhere = await cli(['admin', 'sign-out', user.email], {
        DATA_DIR: setup.dataDir,
        DATABASE_URL: other.url,
      });
      expect(elsewhere.stderr).toContain('): NATS_URL, DEPLOYMENT.');
      expect(elsewhere.code).toBe(1);
      expect(elsewhere.stderr).toContain(`${user.email}: no account has this address.`);
    } finally {
      await other.drop();
    }

    platform.child.kill('SIGTERM');
    expect(await platform.exited).toBe(0);
  });
});

const missing = missingPrivateServerBinaries();
if (missing.length > 0) console.warn(`admin-cli: the private-server test is skipped: ${missing.join(' ')}`);

describe.skipIf(missing.length > 0)("npm run admin on npm start's private servers", () => {
  it('uses the private PostgreSQL and NATS of the data folder', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-admincli-private-'));
    // What npm start's supervisor does when nothing answers on the standard ports: private
    // servers in the data folder, and the settings beside them. (Here something does answer on
    // 5432 and 4222, so the supervisor's discovery is stood in for by forcePrivate.)
    const owner = await ensureServices({
      dataDir,
      purpose: 'start',
      forcePrivate: true,
      log: () => undefined,
    });
    try {
      expect(owner.sources).toEqual({ postgres: 'private', nats: 'private' });
      writeStoredSettings(dataDir, { variables: storedVariablesOf({}), servers: owner.sources });
      const tables = async (): Promise<number> => {
        const client = new pg.Client({ connectionString: owner.databaseUrl });
        await client.connect();
        try {
          const result = await client.query<{ n: string }>(
            "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
          );
          return Number(result.rows[0]!.n);
        } finally {
          await client.end();
        }
      };
      expect(await tables()).toBe(0);

      const parked = await cli(['parked'], { DATA_DIR: dataDir });
      expect(parked.code, parked.stderr).toBe(0);
      expect(parked.stderr).toContain('its private PostgreSQL, its private NATS.');
      expect(parked.stdout).toContain('No parked events.');
      // It opened the platform there: the event store and read models were set up in that server.
      expect(await tables()).toBeGreaterThan(5);
    } finally {
      await owner.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
