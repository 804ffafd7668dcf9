/**
 * Form rules (spec §5) as pure functions: a rule takes a field's text and returns the messages to
 * show, empty when the value is acceptable. The e-mail and password rules come from
 * `@stride/contracts/account`, the same ones the API enforces.
 *
 * Only `required` rejects an empty field: every other rule lets an empty value through, so an
 * optional field may stay blank.
 */
import { isEmail, passwordProblems, passwordRules, type PasswordProblem } from '@stride/contracts/account';
import type { MessageKey, MessageParams } from '../i18n/i18n.ts';

/** A translatable message: a dictionary key and its parameters. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

export type Rule = (value: string) => readonly Message[];

const OK: readonly Message[] = [];

function fail(key: MessageKey, params?: MessageParams): readonly Message[] {
  return [params === undefined ? { key } : { key, params }];
}

export const required: Rule = (value) => (value.trim() === '' ? fail('validation.required') : OK);

export const email: Rule = (value) =>
  value.trim() === '' || isEmail(value.trim()) ? OK : fail('validation.email');

export const minLength =
  (length: number): Rule =>
  (value) =>
    value.length === 0 || value.length >= length ? OK : fail('validation.minLength', { length });

export const maxLength =
  (length: number): Rule =>
  (value) =>
    value.length <= length ? OK : fail('validation.maxLength', { length });

const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, Message>> = {
  required: { key: 'validation.required' },
  minLength: { key: 'validation.minLength', params: { length: passwordRules.minLength } },
  maxLength: { key: 'validation.maxLength', params: { length: passwordRules.maxLength } },
  uppercase: { key: 'validation.uppercase' },
  lowercase: { key: 'validation.lowercase' },
  digit: { key: 'validation.digit' },
};

/** Every rule a new password breaks, in the order the contracts list them (all shown at once). */
export const password: Rule = (value) => passwordProblems(value).map((problem) => PASSWORD_MESSAGES[problem]);

/**
 * A number typed by a person: spaces ignored, a decimal comma accepted (`31,5`), nothing else.
 * Null for an empty text, NaN for text that is not a number.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return null;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

export const numberBetween =
  (min: number, max: number): Rule =>
  (value) => {
    const number = parseDecimal(value);
    if (number === null) return OK;
    if (Number.isNaN(number)) return fail('validation.number');
    return number >= min && number <= max ? OK : fail('validation.between', { min, max });
  };

export const integerBetween =
  (min: number, max: number): Rule =>
  (value) => {
    const number = parseDecimal(value);
    if (number === null) return OK;
    if (Number.isNaN(number) || !Number.isInteger(number)) return fail('validation.integer');
    return number >= min && number <= max ? OK : fail('validation.between', { min, max });
  };

export const matches =
  (pattern: RegExp): Rule =>
  (value) =>
    value.trim() === '' || pattern.test(value.trim()) ? OK : fail('validation.format');

/** An absolute http or https address. */
export const url: Rule = (value) => {
  const text = value.trim();
  if (text === '') return OK;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? OK : fail('validation.url');
  } catch {
    return fail('validation.url');
  }
};

/** A calendar date (`YYYY-MM-DD`) before `today` (also `YYYY-MM-DD`). */
export const before =
  (today: string): Rule =>
  (value) =>
    value === '' || value < today ? OK : fail('validation.pastDate');

/** The first rule that fails decides the field's messages. */
export function validate(value: string, rules: readonly Rule[]): readonly Message[] {
  for (const rule of rules) {
    const messages = rule(value);
    if (messages.length > 0) return messages;
  }
  return OK;
}

export type FormValues = Readonly<Record<string, unknown>>;
export type FormRules<V extends FormValues> = { readonly [K in keyof V]?: readonly Rule[] };
export type FormErrors<V extends FormValues> = { readonly [K in keyof V]?: readonly Message[] };

/** Messages of every text field of a form (fields that are not text have no rules). */
export function validateForm<V extends FormValues>(values: V, rules: FormRules<V>): FormErrors<V> {
  const errors: { [K in keyof V]?: readonly Message[] } = {};
  for (const name of Object.keys(rules) as (keyof V & string)[]) {
    const value = values[name];
    const fieldRules = rules[name];
    if (typeof value !== 'string' || fieldRules === undefined) continue;
    const messages = validate(value, fieldRules);
    if (messages.length > 0) errors[name] = messages;
  }
  return errors;
}

export function isValid<V extends FormValues>(errors: FormErrors<V>): boolean {
  return Object.values(errors).every((messages) => messages === undefined || messages.length === 0);
}

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/* ---------- a valid form's texts as the API's values: a blank is null ---------- */

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
