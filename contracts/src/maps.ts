/**
 * Copies of a read-only map with one entry set, changed or removed: the stream folds (the event's
 * in `events/event-state.ts`, the club's on the write side) keep every state immutable, so a state
 * once folded can be shared.
 */

export function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> {
  return new Map(map).set(key, value);
}

export function withoutEntry<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

/** The map with `change` applied to the entry of `key`; the same map when there is none. */
export function updateEntry<K, V>(
  map: ReadonlyMap<K, V>,
  key: K,
  change: (value: V) => V,
): ReadonlyMap<K, V> {
  const value = map.get(key);
  return value === undefined ? map : withEntry(map, key, change(value));
}
