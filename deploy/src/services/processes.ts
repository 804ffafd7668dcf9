/**
 * Processes known only by pid, as a lock file names them: alive, the same one (a pid is reused),
 * what it runs, and stopping it.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { STOP_TIMEOUT_MS } from './context.ts';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Start time of a process in clock ticks since boot (Linux), to tell a reused pid from the original. */
export function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

export function isSameProcess(pid: number, start: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = startTime(pid);
  return start === undefined || now === undefined || now === start;
}

export function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export async function stopPid(pid: number, signal: NodeJS.Signals): Promise<void> {
  const signalled = (s: NodeJS.Signals) => {
    try {
      process.kill(pid, s);
    } catch {
      // gone already
    }
  };
  signalled(signal);
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) signalled('SIGKILL');
  while (isAlive(pid)) await sleep(50);
}
