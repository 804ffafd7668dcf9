/**
 * Retrying a command with the same `x-command-id`. The server applies one id once, so sending it
 * again is safe: when the answer was lost (`NetworkError`), when the write is stored but not
 * visible yet (`WRITE_PENDING`: the projector is slow), or when another user changed the same
 * record at that moment (`WRITE_CONFLICT`). A few tries with a growing, jittered wait (about
 * 0.4 + 0.8 + 1.6 + 3.2 s at most); then the last error goes to the notifications as usual.
 */
import { GraphQLRequestError, NetworkError, type RequestOptions } from './graphql.ts';

/** Codes that say "the same command again may succeed". */
export const RETRIED_CODES: readonly string[] = ['WRITE_PENDING', 'WRITE_CONFLICT'];

export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly attempts: number;
  /** Wait before the try after `attempt` (1-based). */
  delayMs(attempt: number): number;
  sleep(ms: number): Promise<void>;
}

export const COMMAND_RETRY: RetryPolicy = {
  attempts: 5,
  delayMs: (attempt) => Math.round(200 * 2 ** (attempt - 1) * (1 + Math.random())),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof GraphQLRequestError && RETRIED_CODES.some((code) => error.has(code));
}

/** Send with `options` (one command id for every try) until it succeeds or may not be retried. */
export async function withRetries<Result>(
  send: (options: RequestOptions) => Promise<Result>,
  options: RequestOptions,
  policy: RetryPolicy = COMMAND_RETRY,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(options);
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryable(error) || options.signal?.aborted === true) throw error;
      await policy.sleep(policy.delayMs(attempt));
    }
  }
}
