/**
 * `npm start` survives the loss of its process: the supervisor it runs starts the platform's
 * process again when it dies (killed outright, as the kernel's out-of-memory killer does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSetup, rolePids, startPlatformProcess, type PlatformSetup } from './platform-process.ts';

let setup: PlatformSetup;
beforeAll(async () => {
  setup = await platformSetup('supervisor');
});
afterAll(async () => {
  await setup.cleanup();
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start', () => {
  it(
    'starts its platform process again when it is killed, and stops cleanly',
    { timeout: 150_000 },
    async () => {
      const { child, url, exited } = await startPlatformProcess(setup, { env: { WEB_DIR: 'none' } });
      let log = '';
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));

      const first = rolePids(child.pid!);
      expect([...first.keys()], JSON.stringify([...first])).toEqual(['all']);
      const killed = first.get('all')!;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      process.kill(killed, 'SIGKILL');
      const restarted = await until(
        'a new platform process',
        () => Promise.resolve(rolePids(child.pid!).get('all')),
        30_000,
      );
      expect(restarted).not.toBe(killed);
      await until(
        'the restarted API to answer',
        async () => ((await fetch(`${url}/healthz`)).status === 200 ? true : undefined),
        // A start takes 5 s on a quiet machine, up to 35 s at a load of 15 on 2 cores.
        90_000,
      );
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
      // What an operator reads in the log.
      expect(log).toMatch(/"child":"all".*"signal":"SIGKILL".*a role stopped unexpectedly, restarting it/);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(() => process.kill(restarted, 0)).toThrow();
    },
  );
});
