/**
 * Account rules shared by the server and the web app, so both validate the same way (spec §5).
 * `passwordConfig` serves `passwordRules` to clients.
 */

export const passwordRules = {
  minLength: 8,
  maxLength: 128,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
} as const;

export type PasswordProblem = 'required' | 'minLength' | 'maxLength' | 'uppercase' | 'lowercase' | 'digit';

/** What is wrong with a password, in the order a form shows it; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordProblem[] {
  if (password.length === 0) return ['required'];
  const problems: PasswordProblem[] = [];
  if (password.length < passwordRules.minLength) problems.push('minLength');
  if (password.length > passwordRules.maxLength) problems.push('maxLength');
  if (passwordRules.requireUppercase && !/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (passwordRules.requireLowercase && !/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (passwordRules.requireDigit && !/\p{Nd}/u.test(password)) problems.push('digit');
  return problems;
}

export const EMAIL_MAX_LENGTH = 254;

/**
 * A practical e-mail check (the WHATWG `input type=email` pattern): one `@`, a dotted domain of
 * letters, digits and hyphens. Deliverability is proven by the verification mail, not here.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** Addresses compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Lifetimes of the tokens (documented in the README). */
export const TOKEN_LIFETIMES = {
  /** Session token; refreshed by the client while in use. */
  sessionSeconds: 24 * 3600,
  /** A session token may be refreshed up to this long after it expired. */
  refreshGraceSeconds: 7 * 24 * 3600,
  /** However often it is refreshed, a session ends this long after its login: log in again. */
  sessionMaxSeconds: 30 * 24 * 3600,
  /** A token dated later than the API's clock by more than this is refused. */
  clockSkewSeconds: 60,
  impersonationSeconds: 3600,
  verifySeconds: 48 * 3600,
  resetSeconds: 3600,
  /** A new verification or reset mail is refused this soon after the last (EMAIL_ALREADY_SENT). */
  resendSeconds: 60,
  /** A download link (an export, an archive, a report: query/src/downloads) works this long. */
  downloadSeconds: 10 * 60,
} as const;
