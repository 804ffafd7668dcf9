/**
 * What a command's text may hold (issue 15): every string of every command goes through
 * `checkCommandText` (called by `decideByType`, so by every decider) before it is decided on.
 *
 * Refused with `BAD_USER_INPUT` `{ field, reason: 'characters' }`:
 * - control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). PostgreSQL's
 *   text cannot hold U+0000 (a stored one made the projectors park the event, 22021), and none of
 *   them is something a person types into a name. Multi-line fields (`MULTILINE_FIELDS`, the
 *   player's note) may hold line feeds, carriage returns and tabs;
 * - lone surrogates (half of a UTF-16 pair): they are not Unicode text, JSON and PostgreSQL turn
 *   them into U+FFFD or refuse them, so what was stored would not be what is read back.
 *
 * Facts a handler read from other streams (already stored, `FACT_KEYS`) are not the client's input
 * and are not checked here: history is never rewritten, and the projectors tolerate what older
 * events hold (projector/src/runtime/readable.ts).
 */
import { DomainError } from '@stride/contracts/errors';

/** Fields whose text may span several lines. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['note']);

/** Keys of command data that carry facts from the store rather than input. */
export const FACT_KEYS: ReadonlySet<string> = new Set(['teamRanges', 'players', 'devices', 'creator']);

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, but line feed, carriage return and tab pass
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Half of a UTF-16 surrogate pair standing alone (in Unicode mode a whole pair is one code point). */
export const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Whether `value` may be stored in a field, single-line or multi-line. */
export function isAcceptableText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value);
}

/** The `BAD_USER_INPUT` of a field whose text holds what it may not. */
export function badCharacters(field: string): DomainError {
  return new DomainError('BAD_USER_INPUT', { field, reason: 'characters' });
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Throws `BAD_USER_INPUT` naming the first field (its own key: `name`, `firstName`, `note`) whose
 * text is not acceptable. Walks plain objects and arrays; maps, dates and binary data are facts or
 * not text.
 */
export function checkCommandText(data: unknown, field = 'data'): void {
  if (typeof data === 'string') {
    if (!isAcceptableText(data, MULTILINE_FIELDS.has(field))) throw badCharacters(field);
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  if (Array.isArray(data)) {
    for (const item of data as unknown[]) checkCommandText(item, field);
    return;
  }
  if (!isPlainObject(data)) return;
  for (const [key, value] of Object.entries(data)) {
    if (!FACT_KEYS.has(key)) checkCommandText(value, key);
  }
}
