/**
 * A command-line tool writes all its output before it exits, also into a pipe that takes 64 KiB at
 * a time (`npm run metrics -- <file> --json | jq .` used to stop there). Through a real pipe, as a
 * shell makes it, with output well over that.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { FileReport } from './metrics-cli.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = 'command/src/readers/fixtures/stride.csv';
/** About 9 KB of JSON each. */
const COPIES = 40;

/** Runs `command` with its stdout piped through `cat` by `sh`; the command's exit status comes on stderr. */
function throughPipe(command: readonly string[]): Promise<{ stdout: string; status: string }> {
  return new Promise((resolve, reject) => {
    const shell = spawn('sh', ['-c', '{ "$@"; echo "exit status $?" >&2; } | cat', 'sh', ...command], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    shell.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    shell.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    shell.once('error', reject);
    shell.once('close', () => resolve({ stdout, status: /exit status (\d+)/.exec(stderr)?.[1] ?? stderr }));
  });
}

// One process start (node with tsx's loader), which takes seconds on a loaded machine.
it('npm run metrics -- <files> --json | cat: all of it arrives and parses', { timeout: 30_000 }, async () => {
  const files = Array.from({ length: COPIES }, () => fixture);
  const { stdout, status } = await throughPipe([
    process.execPath,
    '--import',
    'tsx',
    'deploy/src/metrics-cli.ts',
    '--json',
    ...files,
  ]);
  expect(stdout.length).toBeGreaterThan(4 * 64 * 1024);
  const reports = JSON.parse(stdout) as FileReport[];
  expect(reports).toHaveLength(COPIES);
  expect(reports.every((r) => r.format === 'csv-stride' && r.devices.length === 2)).toBe(true);
  expect(status).toBe('0');
});
