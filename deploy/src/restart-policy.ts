/**
 * When the supervisor starts a dead role again: 1 s after the first death, doubling with each
 * death in a row up to 30 s, so a role that cannot start (its database unreachable, say) does
 * not spin; a role that ran for a minute before dying starts again from 1 s.
 */

/** A run this long counts as stable: the next death starts the backoff again. */
export const STABLE_AFTER_MS = 60_000;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;

/** The delay before the restart that follows the `failures`-th death in a row (1, 2, …). */
export function restartDelayMs(failures: number): number {
  const doublings = Math.max(0, Math.min(failures - 1, 16));
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** doublings);
}
