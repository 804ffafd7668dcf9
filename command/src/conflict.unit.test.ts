import { describe, expect, it } from 'vitest';
import { afterConflict, backoffDelay } from './conflict.ts';

describe('backoff after a version conflict', () => {
  it('waits a random time below a cap that doubles and stops at its maximum', () => {
    const highest = (attempt: number) =>
      backoffDelay(attempt, { baseDelayMs: 10, maxDelayMs: 400 }, () => 0.999);
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(highest)).toEqual([9, 19, 39, 79, 159, 319, 399, 399]);
    expect(backoffDelay(3, {}, () => 0)).toBe(0);
  });

  it('answers WRITE_CONFLICT once the tries are used up', async () => {
    await expect(afterConflict(3, performance.now(), { maxAttempts: 3 })).rejects.toMatchObject({
      code: 'WRITE_CONFLICT',
    });
    await expect(afterConflict(1, performance.now(), { maxAttempts: 3 })).resolves.toBeUndefined();
  });

  it('answers WRITE_CONFLICT rather than start a try past the time budget', async () => {
    const longAgo = performance.now() - 5000;
    await expect(afterConflict(1, longAgo, { budgetMs: 3000 })).rejects.toMatchObject({
      code: 'WRITE_CONFLICT',
    });
  });
});
