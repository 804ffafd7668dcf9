import { passwordRules } from '@stride/contracts/account';
import { describe, expect, it } from 'vitest';
import {
  before,
  email,
  integerBetween,
  isValid,
  localDate,
  matches,
  maxLength,
  minLength,
  numberBetween,
  parseDecimal,
  password,
  required,
  url,
  validate,
  validateForm,
} from './validation.ts';

const keys = (messages: readonly { key: string }[]) => messages.map((message) => message.key);

describe('spec §5 rules', () => {
  it('required: anything but blanks', () => {
    expect(required('')).toEqual([{ key: 'validation.required' }]);
    expect(required('   ')).toEqual([{ key: 'validation.required' }]);
    expect(required('x')).toEqual([]);
  });

  it('email: the shared check, on the trimmed value; blank is left to required', () => {
    expect(email('coach@club.example')).toEqual([]);
    expect(email('  Coach@Club.example ')).toEqual([]);
    expect(email('coach@club')).toEqual([{ key: 'validation.email' }]);
    expect(email('not an address')).toEqual([{ key: 'validation.email' }]);
    expect(email('')).toEqual([]);
  });

  it('minLength and maxLength carry the length for the message', () => {
    expect(minLength(3)('ab')).toEqual([{ key: 'validation.minLength', params: { length: 3 } }]);
    expect(minLength(3)('abc')).toEqual([]);
    expect(minLength(3)('')).toEqual([]);
    expect(maxLength(3)('abcd')).toEqual([{ key: 'validation.maxLength', params: { length: 3 } }]);
  });

  it('password: every rule of the contracts it breaks, at once', () => {
    expect(keys(password(''))).toEqual(['validation.required']);
    expect(password('abc')).toEqual([
      { key: 'validation.minLength', params: { length: passwordRules.minLength } },
      { key: 'validation.uppercase' },
      { key: 'validation.digit' },
    ]);
    expect(keys(password('ABCDEFGH1'))).toEqual(['validation.lowercase']);
    expect(password('Goalkeeper1')).toEqual([]);
  });
});

describe('numbers', () => {
  it('parseDecimal reads a point or a comma, and nothing else', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal('31,5')).toBe(31.5);
    expect(parseDecimal('31.5')).toBe(31.5);
    expect(parseDecimal(' 1 200 ')).toBe(1200);
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('12km')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
  });

  it('numberBetween and integerBetween bound the value, inclusive', () => {
    expect(numberBetween(5, 45)('45')).toEqual([]);
    expect(numberBetween(5, 45)('45,1')).toEqual([
      { key: 'validation.between', params: { min: 5, max: 45 } },
    ]);
    expect(numberBetween(5, 45)('fast')).toEqual([{ key: 'validation.number' }]);
    expect(integerBetween(0, 999)('7')).toEqual([]);
    expect(integerBetween(0, 999)('7,5')).toEqual([{ key: 'validation.integer' }]);
    expect(integerBetween(0, 999)('')).toEqual([]);
  });
});

describe('other rules', () => {
  it('matches a pattern on the trimmed value', () => {
    expect(matches(/^[A-Z0-9]+$/)(' AB12 ')).toEqual([]);
    expect(matches(/^[A-Z0-9]+$/)('ab 12')).toEqual([{ key: 'validation.format' }]);
  });

  it('url: absolute http or https only', () => {
    expect(url('https://example.org/a.png')).toEqual([]);
    expect(url('http://example.org')).toEqual([]);
    expect(url('example.org')).toEqual([{ key: 'validation.url' }]);
    expect(url('javascript:alert(1)')).toEqual([{ key: 'validation.url' }]);
  });

  it('before: a date strictly in the past', () => {
    expect(before('2026-06-01')('2026-05-31')).toEqual([]);
    expect(before('2026-06-01')('2026-06-01')).toEqual([{ key: 'validation.pastDate' }]);
  });

  it('localDate is the browser-local calendar date', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('validate and validateForm', () => {
  it('the first failing rule speaks', () => {
    expect(keys(validate('', [required, email]))).toEqual(['validation.required']);
    expect(keys(validate('x', [required, email]))).toEqual(['validation.email']);
    expect(validate('a@b.co', [required, email])).toEqual([]);
  });

  it('lists only the fields with a problem, and ignores fields without text', () => {
    const errors = validateForm(
      { email: 'nope', password: 'Goalkeeper1', manager: true },
      { email: [required, email], password: [password], manager: [required] },
    );
    expect(Object.keys(errors)).toEqual(['email']);
    expect(isValid(errors)).toBe(false);
    expect(isValid(validateForm({ email: 'a@b.co' }, { email: [email] }))).toBe(true);
  });
});
