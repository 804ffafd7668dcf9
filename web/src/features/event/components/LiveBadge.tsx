/**
 * The state of the event's live updates (the `event` subscription), where it matters: while the
 * event runs, and whenever the connection was lost (`connection-badge.ts`). It names the
 * connection ("Connected"), not the match: the event's status says whether that is running.
 * `data-state` tells the browser tests the connection's state whatever is shown (`offline` while
 * the browser has no network).
 */
import { useLiveStatus } from '../../../api/live.ts';
import type { EventStatus } from '../../../gql/graphql.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { connectionBadgeKey } from '../connection-badge.ts';
import { useOnline } from '../hooks/use-online.ts';

export function LiveBadge({ eventStatus }: { readonly eventStatus: EventStatus }) {
  const { t } = useI18n();
  const status = useLiveStatus((state) => state.status);
  const online = useOnline();
  const key = connectionBadgeKey(eventStatus, status, online);
  const state = online ? status : 'offline';
  return (
    <span
      className={`live-badge live-badge--${state}`}
      role="status"
      title={t('event.connectionHint')}
      data-testid="live-connection"
      data-state={state}
    >
      {key === null ? null : (
        <>
          <span className="live-badge__dot" aria-hidden="true" />
          {t(key)}
        </>
      )}
    </span>
  );
}
