import { describe, expect, it } from 'vitest';
import { ANCHORS, RATINGS, minutesOf } from './scale.ts';

describe('the CR-10 scale', () => {
  it('rates 0 to 10 with the anchors of Foster’s scale', () => {
    expect(RATINGS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Object.keys(ANCHORS).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 7, 10]);
  });

  it('reads minutes 1 to 600, empty as the default, anything else as invalid', () => {
    expect(minutesOf('')).toBeNull();
    expect(minutesOf(' 90 ')).toBe(90);
    expect(minutesOf('1')).toBe(1);
    expect(minutesOf('600')).toBe(600);
    expect(minutesOf('0')).toBeUndefined();
    expect(minutesOf('601')).toBeUndefined();
    expect(minutesOf('45.5')).toBeUndefined();
    expect(minutesOf('-3')).toBeUndefined();
  });
});
