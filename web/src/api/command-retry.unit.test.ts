import { describe, expect, it } from 'vitest';
import { withRetries, type RetryPolicy } from './command-retry.ts';
import { GraphQLRequestError, NetworkError, type RequestOptions } from './graphql.ts';

const refusal = (code: string) =>
  new GraphQLRequestError([{ message: code, extensions: { code: 'BAD_USER_INPUT' } }]);

/** A policy that waits for nothing and records the waits it was asked for. */
function instant(attempts = 5): RetryPolicy & { readonly waits: number[] } {
  const waits: number[] = [];
  return {
    attempts,
    waits,
    delayMs: (attempt) => attempt * 100,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

/** A server that answers with each of `outcomes` in turn, recording the command ids sent. */
function server(outcomes: readonly (Error | string)[]) {
  const sent: (string | undefined)[] = [];
  let call = 0;
  const send = (options: RequestOptions): Promise<string> => {
    sent.push(options.commandId);
    const outcome = outcomes[Math.min(call++, outcomes.length - 1)];
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome ?? '');
  };
  return { send, sent };
}

describe('a command sent again with the same command id', () => {
  it('after a lost answer, a write not visible yet and a conflict, then its answer', async () => {
    const { send, sent } = server([
      new NetworkError('offline'),
      refusal('WRITE_PENDING'),
      refusal('WRITE_CONFLICT'),
      'done',
    ]);
    const policy = instant();
    await expect(withRetries(send, { commandId: 'c-1' }, policy)).resolves.toBe('done');
    expect(sent).toEqual(['c-1', 'c-1', 'c-1', 'c-1']);
    expect(policy.waits).toEqual([100, 200, 300]);
  });

  it('not at all when the server refused it for a reason of its own', async () => {
    const { send, sent } = server([refusal('EVENT_STARTED'), 'done']);
    await expect(withRetries(send, { commandId: 'c-2' }, instant())).rejects.toMatchObject({
      errors: [{ message: 'EVENT_STARTED' }],
    });
    expect(sent).toEqual(['c-2']);
  });

  it('a bounded number of times, then the last error goes to the caller', async () => {
    const { send, sent } = server([refusal('WRITE_PENDING')]);
    await expect(withRetries(send, { commandId: 'c-3' }, instant(3))).rejects.toMatchObject({
      errors: [{ message: 'WRITE_PENDING' }],
    });
    expect(sent).toEqual(['c-3', 'c-3', 'c-3']);
  });
});
