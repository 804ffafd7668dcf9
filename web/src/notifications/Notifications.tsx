/**
 * The toasts: one live region per position, each with a count badge when grouped. A position
 * shows its newest toast only; the older ones wait under it (their timers running), so toasts
 * never pile up over the page. The default position is drawn inside the header bar, beside the
 * menu button (styles.css, "notifications"): a toast covers no button of the page.
 */
import { useI18n } from '../i18n/use-i18n.ts';
import { Icon } from '../components/Icon.tsx';
import { NOTIFY_POSITIONS, useNotifications, type Notification } from './notifications.ts';

function Toast({ item }: { readonly item: Notification }) {
  const { t, tn } = useI18n();
  const dismiss = useNotifications((state) => state.dismiss);
  const urgent = item.type === 'negative' || item.type === 'warning';
  return (
    <div
      className={`toast toast--${item.color ?? item.type}`}
      role={urgent ? 'alert' : 'status'}
      data-type={item.type}
    >
      <div className="toast__body">
        <div className="toast__message">{item.message}</div>
        {item.caption === undefined ? null : <div className="toast__caption">{item.caption}</div>}
      </div>
      {item.count > 1 ? (
        <span className="toast__badge" aria-label={tn('notifications.count', item.count)}>
          {item.count}
        </span>
      ) : null}
      <button
        type="button"
        className="toast__close"
        aria-label={t('notifications.dismiss')}
        onClick={() => dismiss(item.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

export function Notifications() {
  const items = useNotifications((state) => state.items);
  const { t } = useI18n();
  return (
    <>
      {NOTIFY_POSITIONS.map((position) => {
        const newest = items.findLast((item) => item.position === position);
        if (newest === undefined) return null;
        return (
          <section
            key={position}
            className={`toasts toasts--${position}`}
            aria-label={t('notifications.region')}
          >
            <Toast key={newest.id} item={newest} />
          </section>
        );
      })}
    </>
  );
}
