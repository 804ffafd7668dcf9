/**
 * The lock file beside each private server's data folder (`<dataDir>/<name>.lock`): who owns the
 * server, its pid and, once ready, its port. A later start cleans up after an owner that died; a
 * second `npm start` shares a live owner's server; a concurrent test run gets a folder of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { READY_TIMEOUT_MS, ServicesError, type Context } from './context.ts';
import { commandOf, isSameProcess, startTime, stopPid } from './processes.ts';

export interface Instance {
  /** The server's data folder. */
  readonly dir: string;
  readonly lockFile: string;
  readonly logFile: string;
  /** A folder of its own for a concurrent run; deleted at stop. */
  readonly ephemeral: boolean;
  /** Records the server's pid in the lock file. */
  recordChild(pid: number): void;
  /** Records the port once the server accepts connections: other processes may now share it. */
  recordReady(port: number): void;
  /** Deletes the lock (and an ephemeral folder). Only after the server has exited. */
  release(): void;
}

interface LockContent {
  readonly owner: number;
  readonly ownerStart?: string;
  readonly child?: number;
  readonly childStart?: string;
  readonly port?: number;
}

/** Another live process's private server, which `npm start` in a second process (one role each) shares. */
export interface SharedInstance {
  readonly shared: true;
  readonly owner: number;
  readonly port: number;
}

const heldLocks = new Set<string>();

/**
 * Takes `<dataDir>/<name>.lock`. A lock whose owner died is taken over after stopping the server
 * it left behind. When a live process holds it: `npm start` (say one process per role) shares that
 * process's server once it is ready; a test run gets a throw-away `<name>-run-<pid>` folder, so
 * two test runs never stop each other's servers.
 */
export async function claimInstance(
  context: Context,
  name: string,
  binaryName: string,
  stopSignal: NodeJS.Signals,
  label: string,
): Promise<Instance | SharedInstance> {
  const { dataDir, purpose } = context;
  for (const entry of fs.readdirSync(dataDir)) {
    const match = new RegExp(`^${name}-run-\\d+$`).exec(entry);
    if (match === null) continue;
    const dir = path.join(dataDir, entry);
    const taken = await tryLock(`${dir}.lock`, binaryName, stopSignal, context.log);
    if (taken.ok) removeInstanceFiles(dir);
  }

  const primary = path.join(dataDir, name);
  const lockFile = `${primary}.lock`;
  let first = await tryLock(lockFile, binaryName, stopSignal, context.log);
  if (first.ok) return instance(primary, false);
  if (purpose === 'start') {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const content = readLock(lockFile);
      if (
        content !== undefined &&
        content.port !== undefined &&
        isSameProcess(content.owner, content.ownerStart)
      ) {
        return { shared: true, owner: content.owner, port: content.port };
      }
      if (content === undefined || !isSameProcess(content.owner, content.ownerStart)) {
        first = await tryLock(lockFile, binaryName, stopSignal, context.log);
        if (first.ok) return instance(primary, false);
      }
      await sleep(200);
    }
    throw new ServicesError(
      `The private ${binaryName} data in ${primary} is held by process ${first.owner}, whose server did not become ` +
        `ready within ${READY_TIMEOUT_MS / 1000} s. Stop that process (if it is not a Stride process, delete ${lockFile}).`,
    );
  }
  const own = path.join(dataDir, `${name}-run-${process.pid}`);
  const second = await tryLock(`${own}.lock`, binaryName, stopSignal, context.log);
  if (!second.ok) throw new ServicesError(`${own}.lock is held by process ${second.owner}`);
  context.log(`${label}: ${primary} is in use by process ${first.owner}; using ${own} for this run`);
  removeInstanceFiles(own, false);
  return instance(own, true);
}

function instance(dir: string, ephemeral: boolean): Instance {
  const lockFile = `${dir}.lock`;
  return {
    dir,
    lockFile,
    logFile: `${dir}.log`,
    ephemeral,
    recordChild(pid) {
      writeLock(lockFile, {
        owner: process.pid,
        ownerStart: startTime(process.pid),
        child: pid,
        childStart: startTime(pid),
      });
    },
    recordReady(port) {
      const content = readLock(lockFile);
      if (content !== undefined) writeLock(lockFile, { ...content, port });
    },
    release() {
      if (ephemeral) removeInstanceFiles(dir, false);
      fs.rmSync(lockFile, { force: true });
      heldLocks.delete(lockFile);
    },
  };
}

function readLock(lockFile: string): LockContent | undefined {
  try {
    const content = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockContent;
    return typeof content.owner === 'number' ? content : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces a lock's content atomically, so a reader never sees it half-written. */
function writeLock(lockFile: string, content: LockContent): void {
  const temporary = `${lockFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(content));
  fs.renameSync(temporary, lockFile);
}

function removeInstanceFiles(dir: string, lockToo = true): void {
  for (const file of [
    dir,
    `${dir}.initialising`,
    `${dir}.log`,
    `${dir}.port`,
    `${dir}.conf`,
    `${dir}.users.json`,
  ]) {
    fs.rmSync(file, { recursive: true, force: true });
  }
  if (lockToo) fs.rmSync(`${dir}.lock`, { force: true });
}

async function tryLock(
  lockFile: string,
  binaryName: string,
  stopSignal: NodeJS.Signals,
  log: (msg: string) => void,
): Promise<{ ok: true } | { ok: false; owner: number }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const content: LockContent = { owner: process.pid, ownerStart: startTime(process.pid) };
      fs.writeFileSync(lockFile, JSON.stringify(content), { flag: 'wx' });
      heldLocks.add(lockFile);
      return { ok: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const content = readLock(lockFile);
    if (content === undefined) {
      // Being written by its creator this very moment, or garbage: look again shortly.
      await sleep(100);
      if (attempt >= 2) fs.rmSync(lockFile, { force: true });
      continue;
    }
    const ownerIsUs = content.owner === process.pid && heldLocks.has(lockFile);
    if (ownerIsUs || (content.owner !== process.pid && isSameProcess(content.owner, content.ownerStart))) {
      return { ok: false, owner: content.owner };
    }
    if (
      content.child !== undefined &&
      isSameProcess(content.child, content.childStart) &&
      commandOf(content.child).includes(binaryName)
    ) {
      log(
        `Stopping the ${binaryName} server ${content.child} left behind by process ${content.owner}, which is gone`,
      );
      await stopPid(content.child, stopSignal);
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new ServicesError(`Could not take the lock ${lockFile}; delete it if no Stride process is running.`);
}
