/**
 * The fault suite (issue 15, "Prove it"): `npm start -- tree` runs a process per role; command
 * bursts and uploads go on while the relay, projector and API processes are killed with SIGKILL
 * at seeded random moments (FAULT_SEED to replay a run; the seed is printed). Then, once the
 * restarted roles have caught up: every acknowledged create is stored once and nothing twice,
 * NATS holds every stored event once, no upload job is left unfinished, nothing was parked, and
 * every read model equals a rebuild from the store byte for byte.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSession } from './accounts.ts';
import { checkAgainstRebuild, waitUntilCaughtUp } from './faults-check.ts';
import { runFaultLoad } from './faults-load.ts';
import { platformSetup, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
beforeAll(async () => {
  setup = await platformSetup('faults');
});
afterAll(async () => {
  await setup.cleanup();
});

const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('the platform under kill -9', () => {
  it(
    'loses no acknowledged write, repeats none, and its read models equal a rebuild',
    { timeout: 280_000 },
    async () => {
      console.log(`fault suite: FAULT_SEED=${seed}`);
      // A longer read-your-writes wait than the default 2 s: on a loaded machine the set-up's own
      // mutations (register, create the club) would otherwise answer before their projector ran.
      // What is checked here is loss and repetition, not how many answers were errors (the bench).
      const platform = await startPlatformProcess(setup, {
        role: 'tree',
        env: { WEB_DIR: 'none', READ_YOUR_WRITES_TIMEOUT_MS: '10000' },
        startTimeoutMs: 90_000,
      });
      const session = await clubSession(platform.url, path.join(setup.dataDir, 'mail'));
      const load = await runFaultLoad({
        url: platform.url,
        supervisorPid: platform.child.pid!,
        session,
        seed,
        seconds: 8,
        kills: 3,
        writers: 3,
        log: (line) => console.log(line),
      });
      const caughtUp = await waitUntilCaughtUp(setup.db.url, setup.deployment, 60_000);
      platform.child.kill('SIGTERM');
      expect(await platform.exited).toBe(0);
      const checked = await checkAgainstRebuild(setup.db.url, `Fault ${seed}-`);
      console.log(
        `fault suite: ${load.kills.length} kills (${load.kills.map((k) => `${k.role}, back after ${k.downMs} ms`).join('; ')}); ` +
          `creates ${load.creates.attempted} attempted, ${load.creates.acknowledged} acknowledged, ` +
          `${checked.storedNames.size} stored, ${checked.duplicates} duplicates; answers ${JSON.stringify(load.creates.answers)}; ` +
          `uploads ${load.uploads.attempted}, answers ${JSON.stringify(load.uploads.answers)}, jobs ${JSON.stringify(checked.jobs)}; ${caughtUp.stored} events` +
          (load.creates.givenUp.length + load.uploads.givenUp.length > 0
            ? `; given up: ${JSON.stringify([...load.creates.givenUp, ...load.uploads.givenUp])}`
            : ''),
      );

      expect(load.kills.length).toBeGreaterThan(0);
      // Every write was answered at last (the same x-command-id sent again), and stored once.
      expect(load.creates.gaveUp).toBe(0);
      expect(load.uploads.gaveUp).toBe(0);
      for (const name of load.creates.acknowledgedNames) expect(checked.storedNames.get(name), name).toBe(1);
      expect(checked.duplicates).toBe(0);
      expect(checked.storedNames.size).toBe(load.creates.attempted);
      // NATS holds each stored event once (the relay's publishes are deduplicated by event id).
      expect(caughtUp.relayed).toBe(caughtUp.stored);
      // Every job ended: one whose API process died is failed by the next one, not left PARSING.
      expect(checked.jobs.RECEIVED ?? 0).toBe(0);
      expect(checked.jobs.PARSING ?? 0).toBe(0);
      expect(Object.values(checked.jobs).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(
        load.uploads.acknowledged,
      );
      expect(checked.parked).toBe(0);
      expect(checked.differing).toEqual([]);
    },
  );
});
