/**
 * `npm run bench -- live`: where each projection's `apply` spends its wall time (the store's
 * reads, SQL by statement, the rest), measured by wrapping the projection the pipeline runs.
 */
import type { liveProjection } from '@stride/projector/projections';

type Projection = typeof liveProjection;
type Sources = Parameters<Projection['apply']>[2];
type Tx = Parameters<Projection['apply']>[0];
/** Where a projection's `apply` spends its wall time: the store's reads, SQL, and the rest (CPU). */
export interface Spent {
  ms: number;
  count: number;
  readMs: number;
  readEvents: number;
  sqlMs: number;
  sqlCount: number;
  /** By statement (its first words): ms, count. */
  statements: Map<string, { ms: number; count: number }>;
}
export const applied = new Map<string, Spent>();

function timedTx(tx: Tx, spent: Spent): Tx {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
      return async (...args: unknown[]) => {
        const t0 = performance.now();
        try {
          return await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          const ms = performance.now() - t0;
          spent.sqlMs += ms;
          spent.sqlCount++;
          const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
          const key = text.replace(/\s+/g, ' ').slice(0, 60);
          const one = spent.statements.get(key) ?? { ms: 0, count: 0 };
          one.ms += ms;
          one.count++;
          spent.statements.set(key, one);
        }
      };
    },
  });
}

function timedSources(sources: Sources, spent: Spent): Sources {
  const store = sources.store;
  const readStream: typeof store.readStream = (name, options) => ({
    async *[Symbol.asyncIterator]() {
      const iterator = store.readStream(name, options)[Symbol.asyncIterator]();
      for (;;) {
        const t0 = performance.now();
        const next = await iterator.next();
        spent.readMs += performance.now() - t0;
        if (next.done === true) return;
        spent.readEvents++;
        yield next.value;
      }
    },
  });
  return { ...sources, store: Object.assign(Object.create(store) as typeof store, { readStream }) };
}

export function timed(projection: Projection): Projection {
  const spent: Spent = {
    ms: 0,
    count: 0,
    readMs: 0,
    readEvents: 0,
    sqlMs: 0,
    sqlCount: 0,
    statements: new Map(),
  };
  applied.set(projection.name, spent);
  return {
    ...projection,
    async apply(tx, event, sources) {
      const t0 = performance.now();
      try {
        return await projection.apply(timedTx(tx, spent), event, timedSources(sources, spent));
      } finally {
        spent.ms += performance.now() - t0;
        spent.count++;
      }
    },
  };
}
