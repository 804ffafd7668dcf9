/**
 * How the History panel writes what the API gives as JSON text: a value as a person reads it, and
 * the "View as of" picker's local date-time (field paths: `i18n/event-labels.ts`).
 */

/**
 * A value's JSON text as shown: text as it is, `—` for none, a yes or no in the reader's words
 * (`common.yes`/`common.no`) when given, lists and objects as compact JSON.
 */
export function valueText(
  json: string | null | undefined,
  words?: { readonly yes: string; readonly no: string },
): string {
  if (json === null || json === undefined) return '—';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' && words !== undefined) return value ? words.yes : words.no;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.length === 0 ? '—' : value.join(', ');
  return JSON.stringify(value);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The instant as a `datetime-local` input's value (the browser's time zone, to the second). */
export function toLocalInput(instant: Date): string {
  return (
    `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}`
  );
}

/** A `datetime-local` value as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
