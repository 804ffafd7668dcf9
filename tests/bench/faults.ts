/**
 * `npm run bench -- faults`: `npm start -- tree` under command bursts and uploads while the relay,
 * projector and API processes are killed with SIGKILL at seeded random moments (the fault
 * suite's load, tests/src/faults-load.ts, for longer: BENCH_SECONDS, default 20; BENCH_KILLS,
 * default 6; FAULT_SEED). Every write carries an x-command-id and is sent again with the same id
 * after an error or a lost connection. Reports writes attempted, stored, answered as errors (each
 * answer counted, by code), duplicates, and whether the read models equal a rebuild. Goal: 0
 * duplicates, 0 internal errors.
 */
import path from 'node:path';
import { clubSession } from '../src/accounts.ts';
import { checkAgainstRebuild, waitUntilCaughtUp } from '../src/faults-check.ts';
import { runFaultLoad } from '../src/faults-load.ts';
import { platformSetup, startPlatformProcess } from '../src/platform-process.ts';
import { report } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const KILLS = Number(process.env.BENCH_KILLS ?? 6);

export async function faultsBench(): Promise<void> {
  const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`  FAULT_SEED=${seed}, ${SECONDS} s of load, ${KILLS} kills`);
  const setup = await platformSetup('bench-faults');
  try {
    const platform = await startPlatformProcess(setup, {
      role: 'tree',
      env: { WEB_DIR: 'none' },
      startTimeoutMs: 150_000,
    });
    const session = await clubSession(platform.url, path.join(setup.dataDir, 'mail'));
    const load = await runFaultLoad({
      url: platform.url,
      supervisorPid: platform.child.pid!,
      session,
      seed,
      seconds: SECONDS,
      kills: KILLS,
      log: (line) => console.log(line),
    });
    const caughtUp = await waitUntilCaughtUp(setup.db.url, setup.deployment, 120_000);
    platform.child.kill('SIGTERM');
    await platform.exited;
    const checked = await checkAgainstRebuild(setup.db.url, `Fault ${seed}-`);

    const { creates, uploads } = load;
    const errorAnswers = (answers: Record<string, number>) =>
      Object.entries(answers)
        .filter(([said]) => said !== 'ok')
        .reduce((n, [, count]) => n + count, 0);
    const internal =
      (creates.answers.INTERNAL_SERVER_ERROR ?? 0) + (uploads.answers.INTERNAL_SERVER_ERROR ?? 0);
    report('kills (SIGKILL of relay, projector, api)', load.kills.length, 'processes');
    for (const k of load.kills)
      console.log(
        `    ${k.role} killed at ${(k.atMs / 1000).toFixed(1)} s, back after ${((k.downMs ?? 0) / 1000).toFixed(1)} s`,
      );
    report('creates attempted (each with its own x-command-id)', creates.attempted, 'writes');
    report('creates acknowledged at last (same id sent again)', creates.acknowledged, 'writes');
    report('creates stored (EventCreated in the store)', checked.storedNames.size, 'writes');
    report('creates given up (no answer with data in 120 s)', creates.gaveUp, 'writes');
    for (const { name, answers } of creates.givenUp) console.log(`    given up: ${name}: ${answers}`);
    report('answers that were errors, all sends counted', errorAnswers(creates.answers), 'answers');
    console.log(`    by what they said: ${JSON.stringify(creates.answers)}`);
    report('duplicates (a create stored more than once)', checked.duplicates, 'events');
    report('internal errors (INTERNAL_SERVER_ERROR answers)', internal, 'answers');
    report('uploads attempted', uploads.attempted, 'files');
    console.log(
      `    upload answers: ${JSON.stringify(uploads.answers)}; jobs: ${JSON.stringify(checked.jobs)}`,
    );
    report('events stored / relayed to NATS', caughtUp.stored, `/ ${caughtUp.relayed}`);
    report('parked events', checked.parked, 'events');
    console.log(
      `  read models against a rebuild: ${checked.differing.length === 0 ? 'equal, byte for byte' : `DIFFERENT: ${checked.differing.join(', ')}`}`,
    );
    console.log(
      `  goal 0 duplicates: ${checked.duplicates === 0 ? 'met' : 'not met'}; goal 0 internal errors: ${internal === 0 ? 'met' : 'not met'}`,
    );
  } finally {
    await setup.cleanup();
  }
}
