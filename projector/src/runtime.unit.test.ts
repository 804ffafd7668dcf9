import { describe, expect, it } from 'vitest';
import { classifyDelivery, isTransient } from './runtime.ts';

describe('classifyDelivery', () => {
  it('applies the next sequence, skips repeats and stops at a gap', () => {
    expect(classifyDelivery(10, 11)).toBe('next');
    expect(classifyDelivery(10, 10)).toBe('repeat');
    expect(classifyDelivery(10, 3)).toBe('repeat');
    expect(classifyDelivery(10, 12)).toBe('gap');
    expect(classifyDelivery(0, 1)).toBe('next');
    expect(classifyDelivery(0, 2)).toBe('gap');
  });
  it('lets positions decide when the checkpoint has no sequence (after a rebuild)', () => {
    expect(classifyDelivery(null, 1)).toBe('next');
    expect(classifyDelivery(null, 500)).toBe('next');
  });
});

describe('isTransient', () => {
  it('retries passing database conditions instead of parking the event', () => {
    for (const code of ['40001', '40P01', '08006', '53300', '55P03', '57014', '57P01']) {
      expect(isTransient({ code })).toBe(true);
    }
  });
  it('parks what will fail every time', () => {
    for (const code of ['23505', '22P02', '42P01', '42703']) expect(isTransient({ code })).toBe(false);
    expect(isTransient(new Error('bug in apply'))).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});
