/**
 * What a private PostgreSQL server needs from the machine: its binaries, a cluster made by
 * initdb, and, when we are root, the `postgres` system user to run as (PostgreSQL refuses root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ServicesError, type Context } from './context.ts';
import { isExecutable, runText, runToEnd, tail, type RunAs } from './server-process.ts';

export function postgresRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = lookUpUser('postgres');
  if (user === undefined) {
    throw new ServicesError(
      'PostgreSQL refuses to run as root, and there is no "postgres" system user to run the private server as. ' +
        'Install the Debian package postgresql (it creates that user), create the user (adduser --system --group postgres), ' +
        'or run as an ordinary user.',
    );
  }
  return user;
}

function lookUpUser(name: string): RunAs | undefined {
  let line: string | undefined;
  try {
    line = execFileSync('getent', ['passwd', name], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    try {
      line = fs
        .readFileSync('/etc/passwd', 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${name}:`));
    } catch {
      line = undefined;
    }
  }
  const fields = line?.trim().split(':');
  if (fields === undefined || fields.length < 4) return undefined;
  const uid = Number(fields[2]);
  const gid = Number(fields[3]);
  return Number.isInteger(uid) && Number.isInteger(gid) ? { user: name, uid, gid } : undefined;
}

/** The server runs as another user: it must be able to enter every folder above its data. */
export function ensureReachableBy(runAs: RunAs, dataDir: string, instanceDir: string): void {
  const canEnter = (dir: string) =>
    spawnSync('sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' })
      .status === 0;
  const parent = path.dirname(instanceDir);
  if (canEnter(parent)) return;
  // Our own data folder may simply be private (mkdtemp makes 0700): let others pass through it.
  const stat = fs.statSync(dataDir);
  if (stat.uid === process.getuid?.() && (stat.mode & 0o001) === 0) {
    fs.chmodSync(dataDir, stat.mode | 0o001);
    if (canEnter(parent)) return;
  }
  let blocking = parent;
  for (let dir = parent; ; dir = path.dirname(dir)) {
    if (!canEnter(dir)) blocking = dir;
    if (dir === path.dirname(dir)) break;
  }
  throw new ServicesError(
    `PostgreSQL refuses to run as root, so the private server runs as the system user ${runAs.user}, ` +
      `which cannot enter ${blocking}. Use a data folder it can reach (DATA_DIR), or allow it to pass: chmod o+x ${blocking}`,
  );
}

export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
  readonly version: string;
}

export function findPostgresBinaries(dataDir: string): PostgresBinaries {
  const names = ['initdb', 'pg_ctl', 'postgres'];
  const candidates: string[] = [];
  let wanted: string | undefined;
  try {
    wanted = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
    candidates.push(`/usr/lib/postgresql/${wanted}/bin`);
  } catch {
    wanted = undefined;
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir !== '') candidates.push(dir);
  let versions: string[] = [];
  try {
    versions = fs
      .readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  } catch {
    versions = [];
  }
  for (const version of versions) candidates.push(`/usr/lib/postgresql/${version}/bin`);

  const found: PostgresBinaries[] = [];
  for (const dir of candidates) {
    if (!names.every((name) => isExecutable(path.join(dir, name)))) continue;
    const postgres = path.join(dir, 'postgres');
    const version = /\(PostgreSQL\)\s+(\d+)/.exec(runText(postgres, ['--version']))?.[1];
    if (version === undefined) continue;
    const binaries = { initdb: path.join(dir, 'initdb'), postgres, version };
    if (wanted === undefined || wanted === version) return binaries;
    found.push(binaries);
  }
  if (found.length === 0) {
    throw new ServicesError(
      'PostgreSQL server binaries not found (initdb, pg_ctl, postgres on PATH or in /usr/lib/postgresql/*/bin): ' +
        'install the Debian package postgresql (apt-get install postgresql), or set DATABASE_URL to a server you run.',
    );
  }
  throw new ServicesError(
    `The private PostgreSQL data in ${dataDir} was created by PostgreSQL ${wanted}, but only PostgreSQL ` +
      `${found.map((b) => b.version).join(', ')} binaries were found. Install postgresql-${wanted} ` +
      '(apt-get install postgresql-' +
      `${wanted}), or upgrade the data with pg_upgrade. Do not delete it: with EVENT_STORE=postgres it holds the event store.`,
  );
}

export async function initdb(
  binaries: PostgresBinaries,
  dir: string,
  runAs: RunAs | undefined,
  purpose: Context['purpose'],
): Promise<void> {
  // Initialise aside and rename: a folder at `dir` is always a complete cluster.
  const pending = `${dir}.initialising`;
  fs.rmSync(pending, { recursive: true, force: true });
  fs.mkdirSync(pending, { mode: 0o700 });
  if (runAs !== undefined) fs.chownSync(pending, runAs.uid, runAs.gid);
  const args = ['-D', pending, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'];
  if (purpose === 'tests') args.push('--no-sync');
  const { code, output } = await runToEnd(binaries.initdb, args, { cwd: pending, runAs });
  if (code !== 0) {
    throw new ServicesError(`PostgreSQL initdb failed (exit ${code}):\n${tail(output)}`);
  }
  fs.renameSync(pending, dir);
}
export function chownTree(dir: string, runAs: RunAs): void {
  fs.lchownSync(dir, runAs.uid, runAs.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, runAs);
    else fs.lchownSync(full, runAs.uid, runAs.gid);
  }
}
