/**
 * Strict value parsing shared by the readers: decimal numbers (from strings and from bytes, with
 * identical results), ISO-8601 instants and Excel serial days.
 *
 * A number is `[+-]? digits [. digits] [(e|E) [+-] digits]` (one digit at least before the
 * exponent); surrounding spaces and tabs are ignored; an empty field is NaN (a missing value);
 * anything else (`abc`, `0x10`, `Infinity`, `1,5`, `1e999`) is null (a bad value).
 */

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** NaN when empty, null when not a number. */
export function parseNumber(text: string): number | null {
  const s = text.trim();
  if (s.length === 0) return Number.NaN;
  if (!NUMBER.test(s)) return null;
  const value = Number(s);
  // 1e999 is a number to the grammar and Infinity to Number(): a bad value.
  return Number.isFinite(value) ? value : null;
}

/** Exact powers of ten as doubles (10^22 is the largest). */
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

const SPACE = 32;
const TAB = 9;
const PLUS = 43;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;
const COLON = 58;
const COMMA = 44;
const T_UPPER = 84;
const T_LOWER = 116;
const Z_UPPER = 90;
const Z_LOWER = 122;

/**
 * `parseNumber` on bytes `start..end` of `buf`, without making a string in the common case: up
 * to 15 significant digits and no exponent, m / 10^k is exact for m and 10^k, so the division
 * is correctly rounded, which is what `Number()` gives too. Longer numbers go through `Number()`.
 */
export function parseNumberBytes(buf: Buffer, start: number, end: number): number | null {
  while (start < end && (buf[start] === SPACE || buf[start] === TAB)) start++;
  while (end > start && (buf[end - 1] === SPACE || buf[end - 1] === TAB)) end--;
  if (start === end) return Number.NaN;
  let i = start;
  let negative = false;
  const first = buf[i]!;
  if (first === MINUS || first === PLUS) {
    negative = first === MINUS;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let fraction = 0;
  let seenDot = false;
  for (; i < end; i++) {
    const c = buf[i]!;
    if (c >= ZERO && c <= NINE) {
      mantissa = mantissa * 10 + (c - ZERO);
      digits++;
      if (seenDot) fraction++;
    } else if (c === DOT && !seenDot) {
      seenDot = true;
    } else {
      break;
    }
  }
  if (digits === 0) return null;
  if (i === end) {
    if (digits > 15 || fraction > 22) return slow(buf, start, end);
    const value = fraction === 0 ? mantissa : mantissa / POW10[fraction]!;
    return negative ? -value : value;
  }
  const c = buf[i]!;
  if (c !== LOWER_E && c !== UPPER_E) return null;
  i++;
  if (i < end && (buf[i] === PLUS || buf[i] === MINUS)) i++;
  const expStart = i;
  while (i < end && buf[i]! >= ZERO && buf[i]! <= NINE) i++;
  if (i === expStart || i !== end) return null;
  return slow(buf, start, end);
}

function slow(buf: Buffer, start: number, end: number): number | null {
  const value = Number(buf.toString('latin1', start, end));
  return Number.isFinite(value) ? value : null;
}

/* ---------- times ---------- */

const MS_PER_DAY = 86_400_000;

/** Days from 1970-01-01 to the given civil date (proleptic Gregorian; H. Hinnant's algorithm). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The digit at `i`, or NaN. */
function digit(b: Uint8Array, i: number): number {
  const c = b[i]! - ZERO;
  return c >= 0 && c <= 9 ? c : Number.NaN;
}

function two(b: Uint8Array, i: number): number {
  return digit(b, i) * 10 + digit(b, i + 1);
}

/**
 * `YYYY-MM-DDThh:mm:ss[.fff…](Z|±hh:mm|±hhmm|±hh)` (a space may stand for the T) in bytes
 * `start..end` (spaces and tabs around it ignored) to epoch ms, fractions kept (callers round).
 * Without an offset: UTC when `assumeUtc` (GPX and TCX say their times are UTC), else null.
 * Null for anything else.
 */
export function parseIsoTimeBytes(
  b: Uint8Array,
  start: number,
  end: number,
  assumeUtc: boolean,
): number | null {
  while (start < end && (b[start] === SPACE || b[start] === TAB)) start++;
  while (end > start && (b[end - 1] === SPACE || b[end - 1] === TAB)) end--;
  if (end - start < 19) return null;
  const s = start;
  const year = two(b, s) * 100 + two(b, s + 2);
  const month = two(b, s + 5);
  const day = two(b, s + 8);
  const hour = two(b, s + 11);
  const minute = two(b, s + 14);
  const second = two(b, s + 17);
  const sep = b[s + 10];
  if (b[s + 4] !== MINUS || b[s + 7] !== MINUS || (sep !== T_UPPER && sep !== T_LOWER && sep !== SPACE))
    return null;
  if (b[s + 13] !== COLON || b[s + 16] !== COLON) return null;
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return null;
  if (!(hour <= 23 && minute <= 59 && second <= 59)) return null;
  let i = s + 19;
  let millis = 0;
  if (i < end && (b[i] === DOT || b[i] === COMMA)) {
    i++;
    let scale = 100;
    const first = i;
    for (; i < end; i++) {
      const c = digit(b, i);
      if (Number.isNaN(c)) break;
      millis += c * scale;
      scale /= 10;
    }
    if (i === first) return null;
  }
  let offsetMinutes = 0;
  if (i === end) {
    if (!assumeUtc) return null;
  } else if (b[i] === Z_UPPER || b[i] === Z_LOWER) {
    if (i + 1 !== end) return null;
  } else if (b[i] === PLUS || b[i] === MINUS) {
    const sign = b[i] === MINUS ? -1 : 1;
    const rest = end - i - 1;
    if (!(rest === 2 || rest === 4 || (rest === 5 && b[i + 3] === COLON))) return null;
    const oh = two(b, i + 1);
    const om = rest === 2 ? 0 : two(b, rest === 5 ? i + 4 : i + 3);
    if (!(oh <= 23 && om <= 59)) return null;
    offsetMinutes = sign * (oh * 60 + om);
  } else {
    return null;
  }
  return (
    daysFromCivil(year, month, day) * MS_PER_DAY +
    ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 +
    millis
  );
}

const scratch = new Uint8Array(64);

/** `parseIsoTimeBytes` on a string (ASCII only: anything else is not a time). */
export function parseIsoTime(text: string, assumeUtc: boolean): number | null {
  const s = text.trim();
  if (s.length > scratch.length) return null;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 127) return null;
    scratch[i] = c;
  }
  return parseIsoTimeBytes(scratch, 0, s.length, assumeUtc);
}

/** Days from 1899-12-30 (Excel's day 0) to 1970-01-01. */
export const EXCEL_EPOCH_DAYS = 25_569;

/** Excel serial days (a clock without zone, read as UTC) to epoch ms. */
export function excelSerialToEpochMs(days: number): number {
  return (days - EXCEL_EPOCH_DAYS) * MS_PER_DAY;
}
