/**
 * What the fault suite checks once the load is over and the platform has caught up: the store
 * holds each write once, NATS holds each stored event once, no upload job is left unfinished,
 * nothing was parked, and every read model equals, byte for byte, a rebuild from the store.
 */
import pg from 'pg';
import { connect } from 'nats';
import { natsNames } from '@stride/contracts/nats';
import { allProjections } from '@stride/projector/projections';
import { rebuildProjection } from '@stride/projector/runtime';
import { projectionRows } from '@stride/projector/testing/rebuild';
import { createPostgresEventStore } from '@stride/streams/postgres/event-store';
import { natsUrl, silentLog } from '@stride/streams/testing/harness';

async function until(what: string, ms: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface CaughtUp {
  /** Events in the store, and messages in the JetStream stream. */
  readonly stored: number;
  readonly relayed: number;
}

/**
 * Waits until the relay has published every stored event, every projector's consumer has nothing
 * pending or unacknowledged, and no upload job of the club is RECEIVED or PARSING.
 */
export async function waitUntilCaughtUp(
  databaseUrl: string,
  deployment: string,
  ms: number,
): Promise<CaughtUp> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const nats = await connect({ servers: natsUrl().split(',') });
  const names = natsNames(deployment);
  try {
    const jsm = await nats.jetstreamManager();
    let stored = 0;
    let relayed = 0;
    await until('the relay and the projectors to catch up', ms, async () => {
      stored = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM es.events')).rows[0]!.n);
      relayed = (await jsm.streams.info(names.eventsStream)).state.messages;
      if (relayed !== stored) return false;
      for (const p of allProjections) {
        const info = await jsm.consumers.info(names.eventsStream, names.consumer(p.name));
        if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
      }
      return true;
    });
    await until('every upload job to end', ms, async () => {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM rm.jobs WHERE state IN ('RECEIVED', 'PARSING')`,
      );
      return rows[0]!.n === '0';
    });
    return { stored, relayed };
  } finally {
    await nats.close();
    await pool.end();
  }
}

export interface Checked {
  /** Creates stored per name: names stored more than once, and how many extra events they make. */
  readonly duplicates: number;
  readonly storedNames: Map<string, number>;
  readonly jobs: Record<string, number>;
  readonly parked: number;
  /** Projections whose read model differs from a rebuild, with the first differing table. */
  readonly differing: string[];
}

/** With the platform stopped: the store's creates and jobs, parked events, read models against a rebuild. */
export async function checkAgainstRebuild(databaseUrl: string, namePrefix: string): Promise<Checked> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const store = createPostgresEventStore({ pool });
  try {
    const { rows } = await pool.query<{ name: string; n: string }>(
      `SELECT convert_from(data, 'UTF8')::jsonb ->> 'name' AS name, count(*) AS n
         FROM es.events WHERE type = 'EventCreated' GROUP BY 1`,
    );
    const storedNames = new Map(
      rows.filter((r) => r.name?.startsWith(namePrefix)).map((r) => [r.name, Number(r.n)] as const),
    );
    const duplicates = [...storedNames.values()].reduce((sum, n) => sum + n - 1, 0);
    const jobRows = await pool.query<{ state: string; n: string }>(
      'SELECT state, count(*) AS n FROM rm.jobs GROUP BY state',
    );
    const jobs = Object.fromEntries(jobRows.rows.map((r) => [r.state, Number(r.n)]));
    const parked = Number(
      (await pool.query<{ n: string }>('SELECT count(*) AS n FROM projection.parked')).rows[0]!.n,
    );
    const differing: string[] = [];
    for (const projection of allProjections) {
      const live = await projectionRows(pool, projection);
      await rebuildProjection(projection, { pool, store, log: silentLog, maxAttempts: 3 });
      const rebuilt = await projectionRows(pool, projection);
      const table = Object.keys(live).find((t) => JSON.stringify(live[t]) !== JSON.stringify(rebuilt[t]));
      if (table !== undefined) differing.push(`${projection.name} (${table})`);
    }
    return { duplicates, storedNames, jobs, parked, differing };
  } finally {
    await store.close();
    await pool.end();
  }
}
