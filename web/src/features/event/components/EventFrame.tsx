/**
 * The frame of every event page: loads the event (following it live once it exists), says so when
 * it does not exist, and shows its name, status and live state with a way back to its team's
 * events. The page gets the event and whether the person may change it.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link } from 'wouter';
import { GraphQLRequestError } from '../../../api/graphql.ts';
import { preloadCharts } from '../../../charts/preload.ts';
import { EventStatusBadge } from '../../../components/EventStatusBadge.tsx';
import { Loading } from '../../../components/Loading.tsx';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useEvent } from '../api/event.ts';
import type { EventTeam } from '../api/event-team.ts';
import type { EventView } from '../api/fragments.ts';
import { useEventAccess } from '../hooks/use-event-access.ts';
import { LiveBadge } from './LiveBadge.tsx';

export interface EventPage {
  readonly event: EventView;
  /** The person may change the event (and it is not locked: see `editable`). */
  readonly manage: boolean;
  /** `manage`, and the event is not locked. */
  readonly editable: boolean;
  readonly team: EventTeam | null;
}

export function EventFrame({
  eventId,
  eyebrow,
  children,
}: {
  readonly eventId: string;
  readonly eyebrow: string;
  readonly children: (page: EventPage) => ReactNode;
}) {
  const { t } = useI18n();
  const query = useEvent(eventId);
  const event = query.data;
  const { manage, team } = useEventAccess(event?.teamId);
  // The charts' code (plotly) downloads while the person reads the event: the charts screen and
  // a player's page then draw as soon as their data is there.
  useEffect(preloadCharts, []);

  if (query.isPending) return <Loading />;
  if (event === null || event === undefined) {
    const missing = query.error instanceof GraphQLRequestError && query.error.has('EVENT_NOT_FOUND');
    return (
      <section className="card card--empty">
        <h1>{t('event.title')}</h1>
        <p>{missing || event === null ? t('event.notFound') : t('errors.UNEXPECTED_ERROR')}</p>
      </section>
    );
  }
  const locked = event.locked || event.status === 'LOCKED';
  return (
    <div className="stack">
      <header className="card event__head" aria-labelledby="event-name">
        <div className="event__title">
          {team === null ? null : (
            <Link href={`/team/${encodeURIComponent(team.id)}/events`} className="event__back">
              {t('event.backToEvents', { team: team.name })}
            </Link>
          )}
          <p className="event__eyebrow">{eyebrow}</p>
          <h1 id="event-name" className="event__name">
            {event.name}
          </h1>
          <p className="event__meta">
            <EventStatusBadge status={event.status} locked={locked} testId="event-status" />
            <span className="event__type">{t(`event.types.${event.type}`)}</span>
          </p>
        </div>
        <LiveBadge eventStatus={event.status} />
      </header>
      {children({ event, manage, editable: manage && !locked, team })}
    </div>
  );
}

/**
 * The route's screen of an event page: `Page` in the frame of the event its path names.
 * `prefetch` starts the page's own queries at once, alongside the event's, not after it.
 */
export function eventScreen(
  Page: ComponentType<EventPage>,
  eyebrow: MessageKey,
  prefetch?: (eventId: string) => void,
): ComponentType<ScreenProps> {
  return function EventScreen({ params }: ScreenProps) {
    const { t } = useI18n();
    const eventId = params['eventId'] ?? '';
    useEffect(() => prefetch?.(eventId), [eventId]);
    return (
      <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t(eyebrow)}>
        {(page) => <Page {...page} />}
      </EventFrame>
    );
  };
}
