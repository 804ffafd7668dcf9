/**
 * A form's texts made into the API's values once the form is valid: a blank is null, a number may
 * have a decimal comma, an enumeration's value is one of its values.
 */
import { parseDecimal } from './validation.ts';

/** The number typed (a decimal comma accepted); null for a blank or a text that is not a number. */
export function numberOrNull(text: string): number | null {
  const number = parseDecimal(text);
  return number === null || Number.isNaN(number) ? null : number;
}

/** The text without its surrounding blanks; null when nothing is left. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The value when it is one of `values` (a choice left on "Not set" is not): null otherwise. */
export function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}
