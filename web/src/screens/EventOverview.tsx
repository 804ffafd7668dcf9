/**
 * The event overview (event dashboard): name, type, dates and status, with start and stop.
 * Stopping asks for confirmation. The `event` subscription keeps it current when another client
 * (a second coach, a tablet on the bench) changes the event.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { asCommand } from '../api/command-id.ts';
import { GraphQLRequestError } from '../api/graphql.ts';
import { useLiveStatus } from '../api/live.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { Icon } from '../components/Icon.tsx';
import { formatDateTime, formatDuration } from '../i18n/format.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { useNotifications } from '../notifications/notifications.ts';
import type { ScreenProps } from '../routing/Router.tsx';
import { api, live, queryClient, reportError } from '../services.ts';
import {
  EVENT_QUERY,
  EVENT_SUBSCRIPTION,
  eventKey,
  newer,
  START_EVENT,
  STOP_EVENT,
  type EventView,
} from './event/event-api.ts';

/** Re-render every second while `active`, for the elapsed time. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Follows the event live once it is known to exist: the API refuses a live stream for an event
 * the caller cannot see, and the query has already said so (one notification, not two).
 */
function useEventSubscription(eventId: string, exists: boolean): void {
  useEffect(
    () =>
      !exists
        ? undefined
        : live.subscribe<{ event: EventView | null }>(
            EVENT_SUBSCRIPTION,
            { eventId },
            {
              next: ({ event }) => {
                if (event === null) return;
                queryClient.setQueryData<EventView | null>(eventKey(eventId), (current) =>
                  newer(current, event),
                );
              },
              error: reportError,
            },
          ),
    [eventId, exists],
  );
}

function LiveBadge() {
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

export default function EventOverview({ params }: ScreenProps) {
  const eventId = params['eventId'] ?? '';
  const { t, locale } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const [confirmStop, setConfirmStop] = useState(false);

  const query = useQuery({
    queryKey: eventKey(eventId),
    queryFn: async ({ signal }) =>
      (await api.request<{ event: EventView | null }>(EVENT_QUERY, { eventId }, { signal })).event,
  });
  useEventSubscription(eventId, query.data !== undefined && query.data !== null);

  const transition = (
    mutation: string,
    field: 'startEvent' | 'stopEvent',
    notice: 'event.startedNotice' | 'event.stoppedNotice',
  ) =>
    ({
      mutationFn: async () =>
        (await api.request<Record<typeof field, EventView>>(mutation, { eventId }, asCommand()))[field],
      onSuccess: (event: EventView) => {
        queryClient.setQueryData<EventView | null>(eventKey(eventId), (current) => newer(current, event));
        notify({ type: 'positive', message: t(notice) });
      },
    }) as const;
  const start = useMutation(transition(START_EVENT, 'startEvent', 'event.startedNotice'));
  const stop = useMutation(transition(STOP_EVENT, 'stopEvent', 'event.stoppedNotice'));

  const event = query.data;
  const now = useNow(event?.status === 'STARTED');

  if (query.isPending) {
    return (
      <div className="loading" role="progressbar" aria-label={t('app.loading')}>
        <span className="loading__bar" />
      </div>
    );
  }
  if (event === null || event === undefined) {
    const missing = query.error instanceof GraphQLRequestError && query.error.has('EVENT_NOT_FOUND');
    return (
      <section className="card card--empty">
        <h1>{t('event.title')}</h1>
        <p>{missing || event === null ? t('event.notFound') : t('errors.UNEXPECTED_ERROR')}</p>
      </section>
    );
  }

  const date = (value: string | null) => (value === null ? t('event.notSet') : formatDateTime(locale, value));
  const duration =
    event.startDate === null
      ? null
      : event.status === 'STARTED'
        ? now - Date.parse(event.startDate)
        : event.endDate === null
          ? null
          : Date.parse(event.endDate) - Date.parse(event.startDate);
  const busy = start.isPending || stop.isPending;

  return (
    <section className="card event" aria-labelledby="event-name">
      <header className="event__head">
        <div>
          <p className="event__eyebrow">{t('event.title')}</p>
          <h1 id="event-name" className="event__name">
            {event.name}
          </h1>
        </div>
        <LiveBadge />
      </header>

      <dl className="facts">
        <div className="facts__item">
          <dt>{t('event.status')}</dt>
          <dd className={`status status--${event.status.toLowerCase()}`} data-testid="event-status">
            {event.status === 'STARTED' ? <span className="chip__pulse" aria-hidden="true" /> : null}
            {t(`event.statuses.${event.status}`)}
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('event.type')}</dt>
          <dd>{t(`event.types.${event.type}`)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('event.start')}</dt>
          <dd>{date(event.startDate)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('event.end')}</dt>
          {/* While it runs, an event has no end yet (the planned one is shown below). */}
          <dd>{event.status === 'STARTED' ? '—' : date(event.endDate)}</dd>
        </div>
        <div className="facts__item">
          <dt>{event.status === 'STARTED' ? t('event.elapsed') : t('event.duration')}</dt>
          <dd className="facts__number">
            {duration === null ? t('event.notSet') : formatDuration(duration)}
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('event.playersSelected')}</dt>
          <dd className="facts__number">{event.playerIds.length}</dd>
        </div>
        {event.plannedStartDate !== null && event.plannedEndDate !== null ? (
          <div className="facts__item facts__item--wide">
            <dt>{t('event.planned')}</dt>
            <dd>
              {formatDateTime(locale, event.plannedStartDate)} –{' '}
              {formatDateTime(locale, event.plannedEndDate)}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="event__actions">
        {event.status === 'NOT_STARTED' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => start.mutate()}
          >
            <Icon name="play" />
            {t('event.startEvent')}
          </button>
        ) : null}
        {event.status === 'STARTED' ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => setConfirmStop(true)}
          >
            <Icon name="stop" />
            {t('event.stopEvent')}
          </button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirmStop}
        title={t('event.stopTitle')}
        question={t('event.stopQuestion')}
        cancelLabel={t('event.cancel')}
        confirmLabel={t('event.stop')}
        danger
        onCancel={() => setConfirmStop(false)}
        onConfirm={() => {
          setConfirmStop(false);
          stop.mutate();
        }}
      />
    </section>
  );
}
