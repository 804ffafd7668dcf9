/** The event's periods with their times, tags (issue 19) and actions. */
import { Card } from '../../../components/Card.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDateTime, formatDuration, formatTime } from '../../../i18n/format.ts';
import { localDate } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useRemovePeriod, useStartPeriod, useStopPeriod } from '../api/event-mutations.ts';
import type { EventView, Period } from '../api/fragments.ts';
import { periodElapsedMs, runningPeriod } from '../event-times.ts';
import { TagChips } from './TagChips.tsx';

export interface Confirmation {
  readonly title: string;
  readonly question: string;
  readonly confirmLabel: string;
  readonly danger: boolean;
  readonly onConfirm: () => void;
}

export function Periods({
  event,
  editable,
  now,
  onConfirm,
  onEdit,
  onTags,
}: {
  event: EventView;
  editable: boolean;
  now: number;
  onConfirm: (confirmation: Confirmation) => void;
  onEdit: (period: Period | null) => void;
  /** Edit a period's tags; absent: not offered (no tag management in the plan). */
  onTags?: (period: Period) => void;
}) {
  const { t, locale } = useI18n();
  const start = useStartPeriod(event.id);
  const stop = useStopPeriod(event.id);
  const remove = useRemovePeriod(event.id);
  const busy = start.isPending || stop.isPending || remove.isPending;
  const running = runningPeriod(event);
  // On the event's day a period shows its times (to the second); on another day, the date too.
  const day = event.startDate === null ? null : localDate(new Date(event.startDate));
  const date = (value: string | null) =>
    value === null
      ? t('common.none')
      : localDate(new Date(value)) === day
        ? formatTime(locale, value)
        : formatDateTime(locale, value);

  return (
    <Card
      title={t('event.periods.title')}
      actions={
        editable ? (
          <button type="button" className="button button--primary" onClick={() => onEdit(null)}>
            <Icon name="plus" />
            {t('event.periods.add')}
          </button>
        ) : null
      }
    >
      {event.periods.length === 0 ? (
        <p className="muted">{t('event.periods.empty')}</p>
      ) : (
        <DataTable
          label={t('event.periods.title')}
          rows={event.periods}
          columns={[
            { key: 'name', kind: 'main', header: t('event.periods.name'), cell: (period) => period.name },
            {
              key: 'status',
              header: t('event.periods.status'),
              cell: (period) => (
                <span className={`status status--period-${period.status.toLowerCase()}`}>
                  {period.status === 'STARTED' ? <span className="chip__pulse" aria-hidden="true" /> : null}
                  {t(`enums.periodStatus.${period.status}`)}
                </span>
              ),
            },
            { key: 'start', header: t('event.start'), cell: (period) => date(period.startDate) },
            {
              key: 'end',
              header: t('event.end'),
              cell: (period) => (period.status === 'STARTED' ? '—' : date(period.endDate)),
            },
            {
              key: 'duration',
              kind: 'number',
              header: t('event.duration'),
              cell: (period) => {
                const elapsed = periodElapsedMs(period, now);
                return elapsed === null ? t('common.none') : formatDuration(elapsed);
              },
            },
            {
              key: 'tags',
              header: t('eventTags.column'),
              cell: (period) =>
                period.tags.length === 0 ? (
                  '—'
                ) : (
                  <TagChips tags={period.tags} label={t('eventTags.dialogTitle', { name: period.name })} />
                ),
            },
            editable && {
              key: 'actions',
              kind: 'actions',
              header: t('common.actions'),
              cell: (period) => {
                const startable =
                  event.status === 'STARTED' && period.status === 'CREATED' && running === null;
                return (
                  <>
                    {startable ? (
                      <RowAction
                        variant="primary"
                        icon="play"
                        label={t('event.periods.start')}
                        ariaLabel={t('event.periods.startFor', { name: period.name })}
                        disabled={busy}
                        onClick={() =>
                          start.mutate(
                            { periodId: period.id },
                            {
                              onSuccess: () =>
                                notifySuccess(t('event.periods.started', { name: period.name })),
                            },
                          )
                        }
                      />
                    ) : null}
                    {period.status === 'STARTED' ? (
                      <RowAction
                        variant="danger"
                        icon="stop"
                        label={t('event.periods.stop')}
                        ariaLabel={t('event.periods.stopFor', { name: period.name })}
                        disabled={busy}
                        onClick={() =>
                          onConfirm({
                            title: t('event.periods.stopTitle'),
                            question: t('event.periods.stopQuestion'),
                            confirmLabel: t('event.stop'),
                            danger: true,
                            onConfirm: () =>
                              stop.mutate(
                                { periodId: period.id },
                                {
                                  onSuccess: () =>
                                    notifySuccess(t('event.periods.stopped', { name: period.name })),
                                },
                              ),
                          })
                        }
                      />
                    ) : null}
                    <RowAction
                      label={t('event.periods.edit')}
                      ariaLabel={t('event.periods.editFor', { name: period.name })}
                      disabled={busy}
                      onClick={() => onEdit(period)}
                    />
                    {onTags === undefined ? null : (
                      <RowAction
                        label={t('eventTags.title')}
                        ariaLabel={t('eventTags.editFor', { name: period.name })}
                        disabled={busy}
                        onClick={() => onTags(period)}
                      />
                    )}
                    {period.status === 'STARTED' ? null : (
                      <RowAction
                        variant="danger-text"
                        label={t('event.periods.remove')}
                        ariaLabel={t('event.periods.removeFor', { name: period.name })}
                        disabled={busy}
                        onClick={() =>
                          onConfirm({
                            title: t('event.periods.removeTitle'),
                            question: t('event.periods.removeQuestion', { name: period.name }),
                            confirmLabel: t('event.periods.remove'),
                            danger: true,
                            onConfirm: () =>
                              remove.mutate(
                                { periodId: period.id },
                                {
                                  onSuccess: () =>
                                    notifySuccess(t('event.periods.removed', { name: period.name })),
                                },
                              ),
                          })
                        }
                      />
                    )}
                  </>
                );
              },
            },
          ]}
        />
      )}
      {editable && event.status === 'NOT_STARTED' && event.periods.length > 0 ? (
        <p className="muted periods__note">{t('event.periods.startEventFirst')}</p>
      ) : null}
    </Card>
  );
}
