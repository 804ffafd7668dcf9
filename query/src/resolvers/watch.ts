/**
 * What every live query shares: read a read model, then read it again after each change notice
 * the projector sends on `subject`, and push what is new.
 *
 * The notice subscription opens before the first read, so no change between the two is lost;
 * notices that arrive while a read is running fold into one more read; `fresh` decides whether a
 * value is worth pushing (a notice for a change already shown pushes nothing). A failed read ends
 * the stream with the error. A Repeater rather than an async generator: when the client goes
 * away, `return()` ends the stream at once even while it waits for the next notice.
 */
import { Repeater } from 'graphql-yoga';
import type { ApiDependencies } from '../context.ts';

export type Update<Value> = { readonly value: Value } | { readonly error: unknown };

export function watchReadModel<Value>(
  deps: Pick<ApiDependencies, 'changes' | 'shutdown'>,
  subject: string | readonly string[],
  read: () => Promise<Value | null>,
  fresh: (value: Value) => boolean,
  /** Shortest time between two pushes; notices in between fold into one read after it. */
  minIntervalMs = 0,
): Repeater<Update<Value>> {
  return new Repeater<Update<Value>>(async (push, stop) => {
    let reading = false;
    let again = false;
    let ended = false;
    let lastPush = -Infinity;
    let timer: NodeJS.Timeout | null = null;
    const pause = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        timer = setTimeout(() => {
          timer = null;
          resolve();
        }, ms);
      });

    const refresh = async (): Promise<void> => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          const wait = lastPush + minIntervalMs - Date.now();
          if (wait > 0) await pause(wait);
          if (ended) return;
          again = false;
          const value = await read();
          if (ended) return;
          if (value !== null && fresh(value)) {
            lastPush = Date.now();
            await push({ value });
          }
        } while (again && !ended);
      } catch (error) {
        if (!ended) {
          await push({ error });
          stop();
        }
      } finally {
        reading = false;
      }
    };

    const watchers = (typeof subject === 'string' ? [subject] : subject).map((one) =>
      deps.changes.watch(one, () => void refresh()),
    );
    const onShutdown = (): void => stop();
    deps.shutdown.addEventListener('abort', onShutdown, { once: true });
    if (deps.shutdown.aborted) stop();
    void refresh();

    await stop;
    ended = true;
    if (timer !== null) clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    deps.shutdown.removeEventListener('abort', onShutdown);
  });
}

/** A subscription's `resolve`: the value pushed, or the read's failure as the result's error. */
export function valueOf<Value>(update: Update<Value>): Value {
  // A failed read ends the stream with an error result the client can act on (resubscribe).
  if ('error' in update) throw update.error;
  return update.value;
}
