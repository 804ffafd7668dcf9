/**
 * The live screen's clock and controls: the running period's elapsed time (the event's without
 * one), starting the next period or stopping the running one, and the event's own next step
 * (start, stop), so the touchline has them at hand without leaving the page.
 */
import { Icon } from '../../../components/Icon.tsx';
import { formatDuration } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useStartPeriod, useStopPeriod } from '../api/event-mutations.ts';
import type { EventView } from '../api/fragments.ts';
import { eventElapsedMs, periodElapsedMs, runningPeriod } from '../event-times.ts';
import { useSecond } from '../hooks/use-second.ts';
import { EventLife } from './EventLife.tsx';
import type { Confirmation } from './Periods.tsx';

export function LiveClock({
  event,
  manage,
  editable,
  onConfirm,
}: {
  readonly event: EventView;
  readonly manage: boolean;
  readonly editable: boolean;
  readonly onConfirm: (confirmation: Confirmation) => void;
}) {
  const { t } = useI18n();
  const now = useSecond();
  const start = useStartPeriod(event.id);
  const stop = useStopPeriod(event.id);
  const busy = start.isPending || stop.isPending;
  const running = runningPeriod(event);
  const next = event.periods.find((period) => period.status === 'CREATED') ?? null;
  const locked = event.locked || event.status === 'LOCKED';
  const elapsed = running === null ? eventElapsedMs(event, now) : periodElapsedMs(running, now);
  const label =
    running === null ? (event.periods.length === 0 ? t('live.eventTime') : t('live.noPeriod')) : running.name;

  return (
    <div className="live-clock" aria-label={t('live.clock')} role="group">
      <p className="live-clock__time">
        <span className="live-clock__label">{label}</span>
        <span className="live-clock__value" data-testid="live-clock" role="timer">
          {elapsed === null || (running === null && event.periods.length > 0) ? '—' : formatDuration(elapsed)}
        </span>
      </p>
      <div className="live-clock__actions">
        {editable && event.status === 'STARTED' && running !== null ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() =>
              onConfirm({
                title: t('event.periods.stopTitle'),
                question: t('event.periods.stopQuestion'),
                confirmLabel: t('event.stop'),
                danger: true,
                onConfirm: () =>
                  stop.mutate(
                    { periodId: running.id },
                    { onSuccess: () => notifySuccess(t('event.periods.stopped', { name: running.name })) },
                  ),
              })
            }
          >
            <Icon name="stop" />
            {t('event.periods.stopFor', { name: running.name })}
          </button>
        ) : null}
        {editable && event.status === 'STARTED' && running === null && next !== null ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              start.mutate(
                { periodId: next.id },
                { onSuccess: () => notifySuccess(t('event.periods.started', { name: next.name })) },
              )
            }
          >
            <Icon name="play" />
            {t('event.periods.startFor', { name: next.name })}
          </button>
        ) : null}
        {manage ? <EventLife event={event} locked={locked} onConfirm={onConfirm} /> : null}
      </div>
    </div>
  );
}
