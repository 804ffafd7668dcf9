/**
 * The web app the API serves. With the default `WEB_DIR` (this checkout's `web/dist`), `npm start`
 * builds it with Vite when it is missing or older than any of its sources, so a fresh clone serves
 * the app without a separate build step. The build goes to a temporary folder that replaces
 * `web/dist` in one rename: a process starting meanwhile never serves half a build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';

export const WEB_ROOT = path.resolve(import.meta.dirname, '../../web');
const REPO_ROOT = path.resolve(WEB_ROOT, '..');
/** Written last by a build: its age is the build's. */
const MARKER = path.join('.vite', 'manifest.json');

/** What a web build depends on besides `web/src` and `web/public` (folders count by their newest file). */
const SOURCE_FILES = [
  path.join(WEB_ROOT, 'index.html'),
  path.join(WEB_ROOT, 'vite.config.ts'),
  path.join(WEB_ROOT, 'graphql-documents.ts'),
  path.join(WEB_ROOT, 'package.json'),
  path.join(REPO_ROOT, 'package.json'),
  path.join(REPO_ROOT, 'package-lock.json'),
  // The web app bundles the contracts it imports (errors, permissions, plans, …).
  path.join(REPO_ROOT, 'contracts', 'src'),
];

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => null);
  if (info === null) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newestMtime(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times);
}

/** Why `dist` needs a (re)build, or null when it is up to date. */
export async function staleReason(dist: string): Promise<string | null> {
  const built = await stat(path.join(dist, MARKER)).catch(() => null);
  if (built === null || !existsSync(path.join(dist, 'index.html'))) return 'no build yet';
  const sources = await Promise.all(
    [path.join(WEB_ROOT, 'src'), path.join(WEB_ROOT, 'public'), ...SOURCE_FILES].map(newestMtime),
  );
  return Math.max(...sources) > built.mtimeMs ? 'sources changed since the last build' : null;
}

function viteBin(): string | null {
  try {
    const require = createRequire(path.join(WEB_ROOT, 'package.json'));
    return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  } catch {
    return null;
  }
}

/** Run `vite build` into `outDir`; rejects with Vite's output when it fails. */
export function buildWeb(outDir: string): Promise<void> {
  const bin = viteBin();
  if (bin === null) return Promise.reject(new Error('vite is not installed (npm ci installs it)'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build', '--logLevel', 'warn'], {
      cwd: WEB_ROOT,
      env: { ...process.env, WEB_OUT_DIR: outDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Build `dist` if it is stale. Returns whether there is an app to serve: a failed build with an
 * older one in place serves the older one (and says so).
 */
export async function ensureWebBuild(
  dist: string,
  log: Pick<Logger, 'info' | 'warn' | 'error'>,
): Promise<boolean> {
  const reason = await staleReason(dist);
  if (reason === null) return true;
  const started = performance.now();
  log.info({ dist, reason }, 'web: building the app');
  const temporary = `${dist}.building-${process.pid}`;
  try {
    await buildWeb(temporary);
    const previous = `${dist}.previous-${process.pid}`;
    await rename(dist, previous).catch(() => undefined);
    await rename(temporary, dist);
    await rm(previous, { recursive: true, force: true });
    log.info({ seconds: Math.round(performance.now() - started) / 1000 }, 'web: app built');
    return true;
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    const fallback = existsSync(path.join(dist, 'index.html'));
    log.error({ err: error, servingPreviousBuild: fallback }, 'web: build failed');
    return fallback;
  }
}
