/**
 * Follow a subscription while the component is shown (and `enabled`): each result goes to
 * `onData`, a failure is reported like a query's. New variables subscribe again; a new `onData`
 * (a new closure each render) does not.
 */
import { useEffect, useRef } from 'react';
import type { TypedDocumentString } from '../gql/graphql.ts';
import { live, reportError } from '../services.ts';

export function useSubscription<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  onData: (data: Result) => void,
  enabled = true,
): void {
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!enabled) return undefined;
    return live.subscribe(document, JSON.parse(key) as Variables, {
      next: (data) => handler.current(data),
      error: reportError,
    });
  }, [document, key, enabled]);
}
