/**
 * The event dashboard (the spec's event overview): its facts (type, dates, duration or elapsed
 * time, squad, match details), its life (start, stop, lock, unlock, each asking first where it
 * cannot be undone) and its periods (add, change, remove, start, stop). Live: the `event`
 * subscription keeps it current when another client (a second coach, a tablet on the bench)
 * changes the event.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatDateTime, formatDuration, formatNumber, formatTime } from '../../../i18n/format.ts';
import { localDate } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import {
  useLockEvent,
  useRemovePeriod,
  useStartEvent,
  useStartPeriod,
  useStopEvent,
  useStopPeriod,
  useUnlockEvent,
} from '../api/event-mutations.ts';
import type { EventView, Period } from '../api/fragments.ts';
import { eventElapsedMs, periodElapsedMs, runningPeriod } from '../event-times.ts';
import { useNow } from '../hooks/use-now.ts';
import { EventFrame, type EventPage } from './EventFrame.tsx';
import { PeriodDialog } from './PeriodDialog.tsx';

interface Confirmation {
  readonly title: string;
  readonly question: string;
  readonly confirmLabel: string;
  readonly danger: boolean;
  readonly onConfirm: () => void;
}

function Facts({ event, now }: { event: EventView; now: number }) {
  const { t, locale } = useI18n();
  const date = (value: string | null) => (value === null ? t('event.notSet') : formatDateTime(locale, value));
  const elapsed = eventElapsedMs(event, now);
  const running = event.status === 'STARTED';
  const extra: [string, string][] = [];
  if (event.place !== null) extra.push([t('event.place'), t(`enums.place.${event.place}`)]);
  if (event.competition !== null)
    extra.push([t('event.competition'), t(`enums.competition.${event.competition}`)]);
  if (event.score !== null)
    extra.push([
      t('event.score'),
      `${formatNumber(locale, event.score.team, 0)} – ${formatNumber(locale, event.score.adv, 0)}`,
    ]);
  if (event.matchSystem !== null) extra.push([t('event.matchSystem'), event.matchSystem]);
  if (event.theme !== null) extra.push([t('event.theme'), event.theme]);
  if (event.daysToMatch !== null)
    extra.push([t('event.daysToMatch'), formatNumber(locale, event.daysToMatch, 0)]);
  return (
    <dl className="facts">
      <div className="facts__item">
        <dt>{t('event.start')}</dt>
        <dd>{date(event.startDate)}</dd>
      </div>
      <div className="facts__item">
        <dt>{t('event.end')}</dt>
        {/* While it runs, an event has no end yet (the planned one is shown below). */}
        <dd>{running ? '—' : date(event.endDate)}</dd>
      </div>
      <div className="facts__item">
        <dt>{running ? t('event.elapsed') : t('event.duration')}</dt>
        <dd className="facts__number" data-testid="event-elapsed">
          {elapsed === null ? t('event.notSet') : formatDuration(elapsed)}
        </dd>
      </div>
      <div className="facts__item">
        <dt>{t('event.playersSelected')}</dt>
        <dd className="facts__number">{formatNumber(locale, event.selectedCount, 0)}</dd>
      </div>
      {extra.map(([label, value]) => (
        <div key={label} className="facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {event.plannedStartDate !== null && event.plannedEndDate !== null ? (
        <div className="facts__item facts__item--wide">
          <dt>{t('event.planned')}</dt>
          <dd>
            {formatDateTime(locale, event.plannedStartDate)} – {formatDateTime(locale, event.plannedEndDate)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Periods({
  event,
  editable,
  now,
  onConfirm,
  onEdit,
}: {
  event: EventView;
  editable: boolean;
  now: number;
  onConfirm: (confirmation: Confirmation) => void;
  onEdit: (period: Period | null) => void;
}) {
  const { t, locale } = useI18n();
  const notify = useNotifications((state) => state.notify);
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
    <section className="card" aria-labelledby="periods-title">
      <div className="card__head">
        <h2 id="periods-title" className="card__title">
          {t('event.periods.title')}
        </h2>
        {editable ? (
          <button type="button" className="button button--primary" onClick={() => onEdit(null)}>
            <Icon name="plus" />
            {t('event.periods.add')}
          </button>
        ) : null}
      </div>
      {event.periods.length === 0 ? (
        <p className="muted">{t('event.periods.empty')}</p>
      ) : (
        <ScrollTable label={t('event.periods.title')}>
          <thead>
            <tr>
              <th scope="col">{t('event.periods.name')}</th>
              <th scope="col">{t('event.periods.status')}</th>
              <th scope="col">{t('event.start')}</th>
              <th scope="col">{t('event.end')}</th>
              <th scope="col" className="table__number">
                {t('event.duration')}
              </th>
              {editable ? (
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {event.periods.map((period) => {
              const elapsed = periodElapsedMs(period, now);
              const startable = event.status === 'STARTED' && period.status === 'CREATED' && running === null;
              return (
                <tr key={period.id}>
                  <th scope="row" className="table__main">
                    {period.name}
                  </th>
                  <td>
                    <span className={`status status--period-${period.status.toLowerCase()}`}>
                      {period.status === 'STARTED' ? (
                        <span className="chip__pulse" aria-hidden="true" />
                      ) : null}
                      {t(`enums.periodStatus.${period.status}`)}
                    </span>
                  </td>
                  <td>{date(period.startDate)}</td>
                  <td>{period.status === 'STARTED' ? '—' : date(period.endDate)}</td>
                  <td className="table__number">
                    {elapsed === null ? t('common.none') : formatDuration(elapsed)}
                  </td>
                  {editable ? (
                    <td className="table__actions">
                      {startable ? (
                        <button
                          type="button"
                          className="button button--primary button--small"
                          aria-label={t('event.periods.startFor', { name: period.name })}
                          disabled={busy}
                          onClick={() =>
                            start.mutate(
                              { periodId: period.id },
                              {
                                onSuccess: () =>
                                  notify({
                                    type: 'positive',
                                    message: t('event.periods.started', { name: period.name }),
                                  }),
                              },
                            )
                          }
                        >
                          <Icon name="play" size={16} />
                          {t('event.periods.start')}
                        </button>
                      ) : null}
                      {period.status === 'STARTED' ? (
                        <button
                          type="button"
                          className="button button--danger button--small"
                          aria-label={t('event.periods.stopFor', { name: period.name })}
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
                                      notify({
                                        type: 'positive',
                                        message: t('event.periods.stopped', { name: period.name }),
                                      }),
                                  },
                                ),
                            })
                          }
                        >
                          <Icon name="stop" size={16} />
                          {t('event.periods.stop')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="button button--flat button--small"
                        aria-label={t('event.periods.editFor', { name: period.name })}
                        disabled={busy}
                        onClick={() => onEdit(period)}
                      >
                        {t('event.periods.edit')}
                      </button>
                      {period.status === 'STARTED' ? null : (
                        <button
                          type="button"
                          className="button button--flat button--small button--danger-text"
                          aria-label={t('event.periods.removeFor', { name: period.name })}
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
                                      notify({
                                        type: 'positive',
                                        message: t('event.periods.removed', { name: period.name }),
                                      }),
                                  },
                                ),
                            })
                          }
                        >
                          {t('event.periods.remove')}
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
      {editable && event.status === 'NOT_STARTED' && event.periods.length > 0 ? (
        <p className="muted periods__note">{t('event.periods.startEventFirst')}</p>
      ) : null}
    </section>
  );
}

function Dashboard({ event, manage, editable }: EventPage) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [periodDialog, setPeriodDialog] = useState<{ period: Period | null } | null>(null);
  const start = useStartEvent(event.id);
  const stop = useStopEvent(event.id);
  const lock = useLockEvent(event.id);
  const unlock = useUnlockEvent(event.id);
  const running = event.status === 'STARTED' || runningPeriod(event) !== null;
  const now = useNow(running);
  const busy = start.isPending || stop.isPending || lock.isPending || unlock.isPending;
  const locked = event.locked || event.status === 'LOCKED';
  const done = (message: string) => ({ onSuccess: () => notify({ type: 'positive', message }) });

  return (
    <>
      <section className="card event" aria-label={t('event.summary')}>
        <Facts event={event} now={now} />
        {manage ? (
          <div className="event__actions">
            {event.status === 'NOT_STARTED' && !locked ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() =>
                  setConfirmation({
                    title: t('event.startTitle'),
                    question: t('event.startQuestion'),
                    confirmLabel: t('event.startConfirm'),
                    danger: false,
                    onConfirm: () => start.mutate(undefined, done(t('event.startedNotice'))),
                  })
                }
              >
                <Icon name="play" />
                {t('event.startEvent')}
              </button>
            ) : null}
            {event.status === 'STARTED' && !locked ? (
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() =>
                  setConfirmation({
                    title: t('event.stopTitle'),
                    question: t('event.stopQuestion'),
                    confirmLabel: t('event.stop'),
                    danger: true,
                    onConfirm: () => stop.mutate(undefined, done(t('event.stoppedNotice'))),
                  })
                }
              >
                <Icon name="stop" />
                {t('event.stopEvent')}
              </button>
            ) : null}
            {event.status === 'FINISHED' && !locked ? (
              <button
                type="button"
                className="button button--flat"
                disabled={busy}
                onClick={() =>
                  setConfirmation({
                    title: t('event.lockTitle'),
                    question: t('event.lockQuestion'),
                    confirmLabel: t('event.lock'),
                    danger: false,
                    onConfirm: () => lock.mutate(undefined, done(t('event.lockedNotice'))),
                  })
                }
              >
                <Icon name="lock" />
                {t('event.lockEvent')}
              </button>
            ) : null}
            {locked ? (
              <button
                type="button"
                className="button button--flat"
                disabled={busy}
                onClick={() => unlock.mutate(undefined, done(t('event.unlockedNotice')))}
              >
                {t('event.unlockEvent')}
              </button>
            ) : null}
          </div>
        ) : null}
        {locked ? <p className="muted event__note">{t('event.lockedNote')}</p> : null}
      </section>

      <Periods
        event={event}
        editable={editable}
        now={now}
        onConfirm={setConfirmation}
        onEdit={(period) => setPeriodDialog({ period })}
      />

      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        question={confirmation?.question ?? ''}
        cancelLabel={t('event.cancel')}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        danger={confirmation?.danger ?? false}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => {
          const action = confirmation?.onConfirm;
          setConfirmation(null);
          action?.();
        }}
      />
      {periodDialog === null ? null : (
        <PeriodDialog event={event} period={periodDialog.period} onClose={() => setPeriodDialog(null)} />
      )}
    </>
  );
}

export default function EventOverview({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('event.title')}>
      {(page) => <Dashboard {...page} />}
    </EventFrame>
  );
}
