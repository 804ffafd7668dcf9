import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README's quick start names one Node version and package.json's engines states it; `npm ci`
// warns (EBADENGINE) about every installed package whose own engines exclude the running Node.
// Every package the lockfile installs must accept the version we tell users is enough.

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(root + path, 'utf8');

interface LockedPackage {
  readonly version?: string;
  readonly engines?: Record<string, string> | readonly string[];
}

const statedRange = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const minimum = semver.minVersion(statedRange)?.version ?? '';

describe('the Node version we state', () => {
  it('is the one the README quick start names', () => {
    expect(minimum).toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor] = minimum.split('.');
    expect(read('README.md')).toContain(`Node.js ${major}.${minor}+`);
  });

  it('is accepted by every package in the lockfile', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, LockedPackage>;
    };
    const refusing: string[] = [];
    let checked = 0;
    for (const [path, pkg] of Object.entries(lock.packages)) {
      const engines = pkg.engines;
      if (engines === undefined || Array.isArray(engines)) continue;
      const node = (engines as Record<string, string>).node;
      if (node === undefined) continue;
      checked += 1;
      if (!semver.satisfies(minimum, node, { includePrerelease: true }))
        refusing.push(`${path}@${pkg.version ?? '?'} wants node ${node}`);
    }
    expect(checked).toBeGreaterThan(100);
    expect(refusing).toEqual([]);
  });
});
