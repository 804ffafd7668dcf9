import type { rangeTypes } from '@stride/contracts/ranges';
import { describe, expect, it } from 'vitest';
import { checkRange, rangeFormFrom, rangeInputFrom, rangeRules, type RangeFormValues } from './ranges.ts';
import { isValid, validateForm } from './validation.ts';

const valid = (type: (typeof rangeTypes)[number], values: RangeFormValues) =>
  isValid({ ...checkRange(values), ...validateForm(values, rangeRules(type)) });

describe('range form', () => {
  it('needs a name and at least one bound', () => {
    expect(valid('SPEED', { name: 'Sprint', min: '25', max: '' })).toBe(true);
    expect(valid('SPEED', { name: 'Walk', min: '', max: '7' })).toBe(true);
    expect(valid('SPEED', { name: '', min: '25', max: '' })).toBe(false);
    expect(checkRange({ name: 'Sprint', min: '', max: '' })).toEqual({
      min: [{ key: 'validation.rangeBound' }],
    });
  });

  it('keeps each bound within its type, the lower below the upper', () => {
    expect(valid('SPEED', { name: 'x', min: '-1', max: '' })).toBe(false);
    expect(valid('SPEED', { name: 'x', min: '', max: '50,5' })).toBe(false);
    expect(valid('ACCELERATION', { name: 'Hard braking', min: '-15', max: '-3' })).toBe(true);
    expect(valid('ACCELERATION', { name: 'x', min: '-16', max: '' })).toBe(false);
    expect(checkRange({ name: 'x', min: '20', max: '20' })).toEqual({
      max: [{ key: 'validation.rangeOrder' }],
    });
  });

  it('sends numbers (a decimal comma accepted) and nulls for open bounds', () => {
    expect(rangeInputFrom({ name: ' High speed ', min: '19,8', max: '' })).toEqual({
      name: 'High speed',
      min: 19.8,
      max: null,
    });
    expect(rangeFormFrom({ id: 'r', type: 'SPEED', name: 'Sprint', min: 25, max: null })).toEqual({
      name: 'Sprint',
      min: '25',
      max: '',
    });
  });
});
