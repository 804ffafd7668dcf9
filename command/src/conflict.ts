/**
 * Retrying an append another writer beat (`WrongExpectedVersionError`): jittered exponential
 * backoff ("full jitter": a random wait up to a doubling cap), bounded in attempts and in total
 * time. Retrying at once, as before, let forty concurrent writers on one stream collide again and
 * again; spreading them out lets each read the winner's events and decide anew. A conflict that
 * outlasts the budget is `WRITE_CONFLICT`: the client may simply send the command again.
 */
import { DomainError } from '@stride/contracts/errors';

export interface ConflictRetry {
  /** Tries in all, the first included. @default 12 */
  readonly maxAttempts?: number;
  /** No new try starts later than this after the first. @default 3000 */
  readonly budgetMs?: number;
  /** Cap of the first wait; it doubles with each conflict. @default 10 */
  readonly baseDelayMs?: number;
  /** Largest cap of one wait. @default 400 */
  readonly maxDelayMs?: number;
}

/** How long to wait after the `attempt`-th conflict (1-based): uniform in [0, cap). */
export function backoffDelay(attempt: number, retry: ConflictRetry = {}, random = Math.random): number {
  const base = retry.baseDelayMs ?? 10;
  const cap = Math.min(retry.maxDelayMs ?? 400, base * 2 ** Math.min(attempt - 1, 20));
  return Math.floor(random() * cap);
}

/**
 * After the `attempt`-th conflict, started at `startedAt` (ms, `performance.now()`): wait and
 * resolve to let the caller try again, or throw `WRITE_CONFLICT` once the budget is spent.
 */
export async function afterConflict(
  attempt: number,
  startedAt: number,
  retry: ConflictRetry = {},
): Promise<void> {
  const delay = backoffDelay(attempt, retry);
  const elapsed = performance.now() - startedAt;
  if (attempt >= (retry.maxAttempts ?? 12) || elapsed + delay > (retry.budgetMs ?? 3000)) {
    throw new DomainError('WRITE_CONFLICT');
  }
  await new Promise((resolve) => setTimeout(resolve, delay));
}
