import { describe, expect, it } from 'vitest';
import { pageInfo } from './pagination.ts';

describe('pageInfo', () => {
  it('says which items a page shows, "x–y of total"', () => {
    expect(pageInfo(0, 20, 20, 45)).toEqual({ from: 1, to: 20, total: 45, previous: null, next: 20 });
    expect(pageInfo(20, 20, 20, 45)).toEqual({ from: 21, to: 40, total: 45, previous: 0, next: 40 });
    expect(pageInfo(40, 20, 5, 45)).toEqual({ from: 41, to: 45, total: 45, previous: 20, next: null });
  });

  it('has neither previous nor next on a single page', () => {
    expect(pageInfo(0, 20, 3, 3)).toEqual({ from: 1, to: 3, total: 3, previous: null, next: null });
    expect(pageInfo(0, 20, 0, 0)).toEqual({ from: 0, to: 0, total: 0, previous: null, next: null });
  });

  it('leads back to the last page from a page past the end (items deleted meanwhile)', () => {
    expect(pageInfo(60, 20, 0, 41)).toEqual({ from: 0, to: 0, total: 41, previous: 40, next: null });
    expect(pageInfo(20, 20, 0, 20)).toMatchObject({ previous: 0, next: null });
  });
});
