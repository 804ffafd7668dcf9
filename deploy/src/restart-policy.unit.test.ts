import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './restart-policy.ts';

describe('restartDelayMs', () => {
  it('waits 1 s after a first death, doubling with each death in a row up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
