/**
 * Today's and the next 7 days' events of the coach's teams, by day then start: time, name (opens
 * the event; a running one opens its live screen and is marked Live), team, type and squad.
 */
import { Link } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { EventStatusBadge } from '../../../components/EventStatusBadge.tsx';
import type { Locale } from '../../../i18n/locale.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { DashboardEvent, DashboardTeam } from '../api/dashboard.ts';
import { eventsByDay } from '../coming-days.ts';

const shortTime = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
const dayName = (locale: Locale, day: Date) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(day);

const eventPath = (event: DashboardEvent) =>
  `/event/${encodeURIComponent(event.id)}/${event.status === 'STARTED' ? 'live' : 'dashboard'}`;

export function ComingEvents({
  events,
  teams,
  today,
}: {
  readonly events: readonly DashboardEvent[];
  readonly teams: readonly DashboardTeam[];
  readonly today: Date;
}) {
  const { t, tn, locale } = useI18n();
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const days = eventsByDay(events, today);
  return (
    <Card title={t('coachDashboard.coming')}>
      {days.length === 0 ? (
        <p className="muted">{t('coachDashboard.noEvents')}</p>
      ) : (
        <div className="coach-days">
          {days.map(({ day, offset, events: dayEvents }) => (
            <section key={offset} className="coach-day" aria-label={dayName(locale, day)}>
              <h3 className="coach-day__title">
                {offset === 0
                  ? t('coachDashboard.today')
                  : offset === 1
                    ? t('coachDashboard.tomorrow')
                    : dayName(locale, day)}
                {offset <= 1 ? <span className="muted"> · {dayName(locale, day)}</span> : null}
              </h3>
              <ul className="coach-list">
                {dayEvents.map((event) => (
                  <li key={event.id} className="coach-event" data-testid="coach-event">
                    <span className="coach-event__time">{shortTime(locale, event.startDate ?? '')}</span>
                    <span className="coach-event__main">
                      <Link href={eventPath(event)} className="coach-event__name">
                        {event.name}
                      </Link>
                      <span className="muted">
                        {teamName.get(event.teamId) ?? ''} · {t(`event.types.${event.type}`)} ·{' '}
                        {tn('coachDashboard.squad', event.selectedCount)}
                      </span>
                    </span>
                    {event.status === 'STARTED' ? (
                      <span className="chip coach-event__live" data-testid="coach-event-live">
                        <span className="chip__pulse" aria-hidden="true" />
                        {t('coachDashboard.live')}
                      </span>
                    ) : (
                      <EventStatusBadge status={event.status} locked={event.locked} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
