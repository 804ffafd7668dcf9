/** Whether the event's live updates are connected (the `event` subscription). */
import { useLiveStatus } from '../../../api/live.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';

export function LiveBadge() {
  const { t } = useI18n();
  const status = useLiveStatus((state) => state.status);
  const label =
    status === 'connected'
      ? t('event.live')
      : status === 'reconnecting'
        ? t('event.reconnecting')
        : t('event.connecting');
  return (
    <span className={`live-badge live-badge--${status}`} role="status">
      <span className="live-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
