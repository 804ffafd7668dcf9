import { describe, expect, it } from 'vitest';
import {
  excelSerialToEpochMs,
  parseIsoTime,
  parseIsoTimeBytes,
  parseNumber,
  parseNumberBytes,
} from './parse.ts';

// The same readers for any double and any instant: parse.prop.test.ts.

const bytesOf = (s: string) => Buffer.from(s, 'latin1');

describe('numbers', () => {
  it('reads decimals, signs, exponents; empty is NaN; anything else is null', () => {
    expect(parseNumber('41.7260952')).toBe(41.7260952);
    expect(parseNumber(' -9.123676221696329 ')).toBe(-9.123676221696329);
    expect(parseNumber('+3')).toBe(3);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('5.')).toBe(5);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('  ')).toBeNaN();
    for (const bad of [
      'abc',
      '0x10',
      'Infinity',
      'NaN',
      '1,5',
      '1.2.3',
      '-',
      '.',
      'e5',
      '1e',
      '12a',
      '1e999',
      '-1e400',
    ]) {
      expect(parseNumber(bad)).toBeNull();
      expect(parseNumberBytes(bytesOf(bad), 0, bad.length)).toBeNull();
    }
  });
});

describe('ISO-8601 times', () => {
  it('reads offsets, fractions and Z, and the UTC default only when asked', () => {
    const t = Date.UTC(2024, 2, 2, 14, 0, 0);
    expect(parseIsoTime('2024-03-02T14:00:00Z', false)).toBe(t);
    expect(parseIsoTime('2024-03-02T15:00:00+01:00', false)).toBe(t);
    expect(parseIsoTime('2024-03-02T15:00:00+0100', false)).toBe(t);
    expect(parseIsoTime('2024-03-02T10:30:00-03:30', false)).toBe(t);
    expect(parseIsoTime('2024-03-02 14:00:00.125Z', false)).toBe(t + 125);
    expect(parseIsoTime('2024-03-02T14:00:00.1234567Z', false)).toBeCloseTo(t + 123.4567, 6);
    expect(parseIsoTime('2024-03-02T14:00:00', false)).toBeNull();
    expect(parseIsoTime('2024-03-02T14:00:00', true)).toBe(t);
  });

  it('reads only its own bytes (not the next field, not an earlier call)', () => {
    const t = Date.UTC(2024, 2, 2, 14, 0, 0);
    const row = bytesOf('A,2024-03-02T14:00:00,5.123Z');
    expect(parseIsoTimeBytes(row, 2, 21, false)).toBeNull();
    expect(parseIsoTimeBytes(row, 2, 21, true)).toBe(t);
    expect(parseIsoTime('2024-03-02T14:00:00.999+01:00', false)).toBe(t - 3_600_000 + 999);
    expect(parseIsoTime('2024-03-02T14:00:00', true)).toBe(t);
    expect(parseIsoTime('2024-03-02T14:00:00é', true)).toBeNull();
  });

  it('refuses impossible dates and other layouts', () => {
    for (const bad of [
      '2023-02-29T00:00:00Z',
      '2024-13-01T00:00:00Z',
      '2024-03-02T24:00:00Z',
      '2024-03-02T14:60:00Z',
      '2024-03-02T14:00:00+25:00',
      '2024-03-02',
      'Sun Jun 11 07:34:09 PDT 2017',
      '1709388000000',
      '2024-03-02T14:00:00Zjunk',
      '2024-03-02T14:00:00.Z',
    ]) {
      expect(parseIsoTime(bad, true), bad).toBeNull();
    }
    expect(parseIsoTime('2024-02-29T00:00:00Z', false)).toBe(Date.UTC(2024, 1, 29));
  });
});

describe('Excel serial days', () => {
  it('counts days from 1899-12-30, the clock read as UTC', () => {
    // The Catapult README's example: 44519.71609375 is 2021-11-19 17:11:10.5.
    expect(excelSerialToEpochMs(44519.71609375)).toBeCloseTo(Date.UTC(2021, 10, 19, 17, 11, 10, 500), 3);
    expect(excelSerialToEpochMs(25569)).toBe(0);
  });
});
