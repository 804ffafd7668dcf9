/** Waiting on a condition in tests, rather than sleeping a fixed time. */

export interface UntilOptions {
  /** @default 10000 */
  readonly timeoutMs?: number;
  /** How often `check` is asked. @default 10 */
  readonly everyMs?: number;
}

/** Resolves once `check` holds; throws when it still does not after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, everyMs = 10 }: UntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
