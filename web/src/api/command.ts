/**
 * Commands: a mutation goes with a fresh command id (`x-command-id`), so a retry of the same
 * command is applied once: it is sent again with that id when the answer was lost, the write is
 * not visible yet or collided with another (`command-retry.ts`); afterwards the queries it
 * changed are marked stale.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { TypedDocumentString } from '../gql/graphql.ts';
import { api, queryClient } from '../services.ts';
import { asCommand } from './command-id.ts';
import { withRetries } from './command-retry.ts';
import type { OperationArguments } from './graphql.ts';

/** Send `document` as a command; resolves with its answer. */
export function sendCommand<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  // `request` takes (variables, options) for any document; a generic one needs telling.
  return withRetries(
    (options) => api.request(document, ...([variables, options] as OperationArguments<Variables>)),
    asCommand(),
  );
}

/** Mark the queries under these keys stale (the ones shown are asked again); resolves once done. */
export async function invalidate(...queryKeys: readonly QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
