/**
 * `Player.availability` and `Player.injury` for a list of players (a squad, an event's
 * selections) in one query each: the keys asked for in one tick of one operation are loaded
 * together. Keyed by the operation's context, so nothing outlives the request.
 */
import type { ApiContext } from '../../context.ts';

type Load<Value> = (keys: readonly string[]) => Promise<ReadonlyMap<string, Value>>;

interface Pending<Value> {
  readonly keys: Set<string>;
  readonly result: Promise<ReadonlyMap<string, Value>>;
}

const loaders = new WeakMap<object, Map<string, Pending<unknown>>>();

/** The value of `key`, loaded with the other keys asked for `name` in the same tick. */
export function batched<Value>(
  context: ApiContext,
  name: string,
  key: string,
  load: Load<Value>,
): Promise<Value | null> {
  let byName = loaders.get(context);
  if (byName === undefined) {
    byName = new Map();
    loaders.set(context, byName);
  }
  let pending = byName.get(name) as Pending<Value> | undefined;
  if (pending === undefined) {
    const keys = new Set<string>();
    const result = Promise.resolve().then(() => {
      // Later keys start a new batch.
      byName.delete(name);
      return load([...keys]);
    });
    pending = { keys, result };
    byName.set(name, pending);
  }
  pending.keys.add(key);
  return pending.result.then((values) => values.get(key) ?? null);
}
