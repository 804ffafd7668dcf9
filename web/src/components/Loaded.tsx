/**
 * A query's part of a screen: the loading bar while it loads; the failure with a retry when it
 * failed (or answered nothing: null); once loaded, what `children` shows of its data, or the
 * `empty` sentence when there is nothing to list.
 */
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { Loading } from './Loading.tsx';

/** The part of react-query's result this reads. */
export interface QueryState<Data> {
  readonly data: Data | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly refetch: () => Promise<unknown>;
}

export interface LoadedProps<Data> {
  readonly query: QueryState<Data>;
  /** Shown instead of `children` (as an empty card) when there is nothing to list; null when there is. */
  readonly empty?: string | null;
  readonly children: (data: NonNullable<Data>) => ReactNode;
}

export function Loaded<Data>({ query, empty = null, children }: LoadedProps<Data>) {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined || query.data === null)
    return <LoadError onRetry={() => void query.refetch()} />;
  return empty === null ? children(query.data) : <p className="card card--empty">{empty}</p>;
}

/**
 * A list that could not be loaded: says so and offers to try again. The reason itself was already
 * shown as a notification (services.ts).
 */
export function LoadError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="card card--empty" role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button button--flat" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
