/**
 * A player's figures in one event, every group of the event's metrics table (running, speed
 * zones, accelerations, heart rate, metabolic power, the team's ranges, individual bands), each
 * saying whose thresholds it uses; a definition on each figure's label.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import { extrapolated, figureText } from '../../../metrics/cells.ts';
import { metricGroups, type DataRange, type RecordMetrics } from '../../../metrics/columns.ts';

export function Figures({ metrics, ranges }: { metrics: RecordMetrics; ranges: readonly DataRange[] }) {
  const { t, locale } = useI18n();
  const groups = metricGroups({ t, locale }, ranges).filter((group) => group.columns.length > 0);
  const starred = groups.some((group) => group.columns.some((column) => extrapolated(column, metrics)));
  return (
    <div className="stack" data-testid="player-facts">
      {metrics.activity === 'CYCLING' ? <p className="card muted">{t('figures.rideNote')}</p> : null}
      {groups.map((group) => (
        <section key={group.id} className="card" aria-labelledby={`figures-${group.id}`}>
          <h2 id={`figures-${group.id}`} className="section-title">
            {group.label}
          </h2>
          <p className="muted">{t(`figures.sources.${group.source}`)}</p>
          <dl className="facts facts--compact">
            {group.columns.map((column) => {
              const { text, title } = figureText({ t, locale }, column, metrics);
              return (
                <div key={column.id} className="facts__item" title={title}>
                  <dt title={column.hint}>{column.label}</dt>
                  <dd className="facts__number">{text}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      {starred ? <p className="muted">{t('figures.extrapolatedNote')}</p> : null}
    </div>
  );
}
