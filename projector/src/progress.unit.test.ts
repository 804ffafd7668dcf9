import type pg from 'pg';
import type { NatsConnection } from 'nats';
import { describe, expect, it } from 'vitest';
import { natsNames } from '@stride/contracts/nats';
import { formatPosition, type Position } from '@stride/streams/port';
import { trackProgress } from './progress.ts';

type Callback = (error: Error | null, message: { data: Uint8Array }) => void;

/** A NATS connection that only delivers what the test sends, and a checkpoint table that never moves. */
function fakes(): {
  nats: NatsConnection;
  pool: pg.Pool;
  send: (projector: string, at: Position) => void;
} {
  let callback: Callback | undefined;
  const nats = {
    subscribe: (_subject: string, options: { callback: Callback }) => {
      callback = options.callback;
      return { unsubscribe: () => undefined };
    },
  } as unknown as NatsConnection;
  const pool = {
    query: () =>
      Promise.resolve({
        rows: [{ version: 1, commit_position: null, prepare_position: null, stream_seq: null }],
        rowCount: 1,
      }),
  } as unknown as pg.Pool;
  const send = (projector: string, at: Position): void =>
    callback!(null, {
      data: new TextEncoder().encode(JSON.stringify({ projector, position: formatPosition(at) })),
    });
  return { nats, pool, send };
}

const at = (commit: number, prepare = 0): Position => ({ commit: BigInt(commit), prepare: BigInt(prepare) });

describe('read-your-writes progress', () => {
  it('resolves the waiters a notice reaches, in any order they came, and only for their projector', async () => {
    const { nats, pool, send } = fakes();
    const tracker = trackProgress(nats, natsNames('progress_test'), pool);
    const settled: string[] = [];
    const wait = (projector: string, position: Position, label: string) =>
      tracker.waitFor(projector, position, 60_000).then((ok) => settled.push(`${label}:${ok}`));
    // A notice first, so no waiter reads the table.
    send('events', at(1));
    send('catalog', at(1));
    const waits = [
      wait('events', at(5, 2), 'e5.2'),
      wait('events', at(3), 'e3'),
      wait('events', at(9), 'e9'),
      wait('events', at(5, 1), 'e5.1'),
      wait('catalog', at(4), 'c4'),
    ];
    await Promise.resolve();

    send('catalog', at(9));
    send('events', at(5, 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual(['c4:true', 'e3:true', 'e5.1:true']);

    send('events', at(8));
    send('events', at(10));
    await Promise.all(waits);
    expect(settled).toEqual(['c4:true', 'e3:true', 'e5.1:true', 'e5.2:true', 'e9:true']);
    // Reached already: answered at once.
    expect(await tracker.waitFor('events', at(7), 60_000)).toBe(true);
    tracker.close();
  });

  it('answers false when the time runs out, and leaves the other waiters waiting', async () => {
    const { nats, pool, send } = fakes();
    const tracker = trackProgress(nats, natsNames('progress_test'), pool);
    send('events', at(1));
    const late = tracker.waitFor('events', at(3), 60_000);
    expect(await tracker.waitFor('events', at(2), 10)).toBe(false);
    send('events', at(3));
    expect(await late).toBe(true);
    tracker.close();
  });
});
