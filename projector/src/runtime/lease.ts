/**
 * One active worker per projection and deployment: a session advisory lock. Other projector
 * processes wait as standbys and take over when the holder stops or its connection dies; with
 * several projections, processes share the work by holding different locks.
 */
import type pg from 'pg';
import { sleeper } from '@stride/streams/sleeper';
import type { Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import * as sql from './lease.queries.ts';
import { runWorker, type Worker, type WorkerOptions } from './worker.ts';

export interface ProjectorsOptions extends WorkerOptions {
  readonly projections: readonly Projection[];
  /** How often a standby tries to take over a projection. @default 1000 */
  readonly standbyRetryMs?: number;
}

export interface Projectors {
  stop(): Promise<void>;
}

export function startProjectors(options: ProjectorsOptions): Projectors {
  const workers = options.projections.map((p) => startStandby(p, options));
  return {
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}

const LOCK_CLASS = 72_911;

/** Try the projection's lock until this process holds it, then run its worker until it ends. */
function startStandby(projection: Projection, options: ProjectorsOptions): Projectors {
  const standbyRetryMs = options.standbyRetryMs ?? 1000;
  const lease = { lockClass: LOCK_CLASS, key: `${options.names.deployment}/${projection.name}` };
  let stopped = false;
  let current: Worker | null = null;
  const { sleep, wake } = sleeper();

  const loop = (async () => {
    while (!stopped) {
      let lost = false;
      let client: pg.PoolClient | null = null;
      try {
        client = await options.pool.connect();
        const onError = (): void => {
          lost = true;
          void current?.stop();
        };
        client.on('error', onError);
        const [lock] = await sql.tryLease.run(lease, typedSql(client));
        if (lock?.ok) {
          current = await runWorker(projection, options, () => lost || stopped);
          await current.done;
          current = null;
          if (!lost) await sql.releaseLease.run(lease, typedSql(client));
        }
        client.off('error', onError);
        client.release(lost);
        client = null;
      } catch (error) {
        client?.release(true);
        if (!stopped)
          options.log.warn(
            { projector: projection.name, err: error },
            'projector: worker failed, restarting',
          );
      }
      if (!stopped) await sleep(standbyRetryMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      await current?.stop();
      wake();
      await loop;
    },
  };
}
