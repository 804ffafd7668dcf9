/**
 * The `DateTime` scalar: an instant written as an RFC 3339 / ISO-8601 date-time with its UTC
 * offset. Without an offset a value names no instant (whose 18:30?), so it is refused rather than
 * read in the server's zone. Output is always `toISOString()` (UTC, milliseconds).
 */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

const EXPECTED = 'DateTime must be an ISO-8601 date-time with a UTC offset, e.g. 2024-05-01T18:30:00+02:00';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The instant a date-time string names, or null when it is not a valid date-time with an offset. */
export function parseDateTime(text: string): Date | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? '0');
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (zulu === undefined) {
    const offsetHours = Number(oh);
    const offsetMins = Number(om);
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  date.setTime(date.getTime() - offsetMinutes * 60_000);
  return Number.isNaN(date.getTime()) ? null : date;
}

function fromInput(value: unknown): Date {
  const date = typeof value === 'string' ? parseDateTime(value) : null;
  if (date === null) throw new GraphQLError(EXPECTED);
  return date;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  specifiedByURL: 'https://scalars.graphql.org/andimarek/date-time',
  serialize(value) {
    const date = value instanceof Date ? value : typeof value === 'string' ? parseDateTime(value) : null;
    if (date === null || Number.isNaN(date.getTime())) {
      throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    }
    return date.toISOString();
  },
  parseValue: fromInput,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(EXPECTED, { nodes: ast });
    return fromInput(ast.value);
  },
});
