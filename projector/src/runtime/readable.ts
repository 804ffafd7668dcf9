/**
 * Text a read model can hold. Commands refuse control characters and lone surrogates
 * (command/src/text.ts), but events stored before that rule (history is never rewritten) may
 * hold them, and PostgreSQL's text and jsonb refuse U+0000 (error 22021): the event would be
 * parked at every try and at every rebuild. So every event is made readable before a projection
 * applies it: U+0000 and each lone surrogate become U+FFFD (the replacement character), the rest
 * stays as stored. The same event always gives the same text, so a rebuild equals the read model.
 */
import type { RecordedEvent } from '@stride/streams/port';

/** U+0000, or half of a surrogate pair standing alone (in Unicode mode a pair is one code point). */
// eslint-disable-next-line no-control-regex -- U+0000 is what PostgreSQL's text cannot hold
const UNREADABLE = /[\u0000\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex -- as above
const UNREADABLE_ALL = /[\u0000\ud800-\udfff]/gu;

/** `value` with U+0000 and lone surrogates replaced by U+FFFD; the same string when it has none. */
export function readableText(value: string): string {
  return UNREADABLE.test(value) ? value.replace(UNREADABLE_ALL, '\uFFFD') : value;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** `value` with every string made readable; the same object when nothing changed. */
export function readableValue<T>(value: T): T {
  if (typeof value === 'string') return readableText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = (value as unknown[]).map((item) => {
      const readable = readableValue(item);
      if (readable !== item) changed = true;
      return readable;
    });
    return (changed ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => {
    const readable = readableValue(item);
    if (readable !== item) changed = true;
    return [key, readable] as const;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

/** Whether any string in `value` needs `readableText`: a scan that allocates nothing (the common case). */
function hasUnreadable(value: unknown): boolean {
  if (typeof value === 'string') return UNREADABLE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) if (hasUnreadable(item)) return true;
    return false;
  }
  if (!isPlainObject(value)) return false;
  const record = value as Record<string, unknown>;
  for (const key in record) if (hasUnreadable(record[key])) return true;
  return false;
}

/** The event as projections may store it (see the module comment); the same event when it is. */
export function readableEvent(event: RecordedEvent): RecordedEvent {
  const dataOk = !hasUnreadable(event.data);
  const metadataOk = !hasUnreadable(event.metadata);
  if (dataOk && metadataOk) return event;
  return {
    ...event,
    data: dataOk ? event.data : readableValue(event.data),
    metadata: metadataOk ? event.metadata : readableValue(event.metadata),
  };
}
