/** The player's last events on the overview, each with its main figures and a link to its metrics. */
import { Link } from 'wouter';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { figureText } from '../../../metrics/cells.ts';
import type { PlayerEventSelection } from '../api/player-selections.ts';
import { useMainColumns } from '../main-columns.ts';

export function LastEvents({
  playerId,
  rows,
}: {
  readonly playerId: string;
  readonly rows: readonly PlayerEventSelection[];
}) {
  const { t, locale } = useI18n();
  const columns = useMainColumns();
  return (
    <section className="card" aria-labelledby="player-last-events">
      <h2 id="player-last-events" className="section-title">
        {t('playerPages.overview.lastEvents')}
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{t('playerPages.noEvents')}</p>
      ) : (
        <ul className="player-events">
          {rows.map(({ event, selection }) => (
            <li key={event.id} className="player-events__item" data-testid="last-event">
              <Link
                href={`/player/${encodeURIComponent(playerId)}/metrics/${encodeURIComponent(event.id)}`}
                className="link player-events__name"
              >
                {event.name}
              </Link>
              <span className="muted">
                {t(`event.types.${event.type}`)}
                {event.startDate ? ` · ${formatDate(locale, event.startDate)}` : ''}
              </span>
              {selection.record === null ? (
                <span className="muted">{t('playerPages.noRecord')}</span>
              ) : (
                <dl className="facts facts--compact">
                  {columns.map((column) => (
                    <div key={column.id} className="facts__item" title={column.hint}>
                      <dt>{column.label}</dt>
                      <dd className="facts__number" data-testid={`last-event-${column.id}`}>
                        {figureText({ t, locale }, column, selection.record!.globalMetrics).text}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
