/**
 * An event's status as a word with its colour (and a pulsing dot while it runs): in the team's
 * event list and on the event's pages. A locked event shows "Locked" whatever its status says.
 */
import { useI18n } from '../i18n/use-i18n.ts';

export type EventStatusName = 'NOT_STARTED' | 'STARTED' | 'FINISHED' | 'LOCKED';

export function shownStatus(status: EventStatusName, locked: boolean): EventStatusName {
  return locked ? 'LOCKED' : status;
}

export function EventStatusBadge({
  status,
  locked,
  testId,
}: {
  readonly status: EventStatusName;
  readonly locked: boolean;
  readonly testId?: string;
}) {
  const { t } = useI18n();
  const shown = shownStatus(status, locked);
  return (
    <span className={`status status--${shown.toLowerCase()}`} data-testid={testId}>
      {shown === 'STARTED' ? <span className="chip__pulse" aria-hidden="true" /> : null}
      {t(`event.statuses.${shown}`)}
    </span>
  );
}
