/** A player's main figures in one event. */
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { type PlayerEventMetrics } from '../api/player-metrics.ts';

export function Figures({
  metrics,
}: {
  metrics: NonNullable<NonNullable<PlayerEventMetrics['selection']>['record']>;
}) {
  const { t, locale } = useI18n();
  const m = metrics.globalMetrics;
  const facts: [string, string][] = [
    [t('metrics.columns.time'), formatNumber(locale, m.time / 60, 0)],
    [t('metrics.columns.distance'), formatNumber(locale, m.distance, 0)],
    [
      t('metrics.columns.distancePerMinute'),
      m.distancePerMinute === null ? t('common.none') : formatNumber(locale, m.distancePerMinute, 0),
    ],
    [
      t('metrics.columns.maxSpeed'),
      m.maxSpeed === null ? t('common.none') : formatNumber(locale, m.maxSpeed * 3.6, 1),
    ],
    [t('metrics.columns.hid'), formatNumber(locale, m.hid, 0)],
    [t('metrics.columns.sprints'), formatNumber(locale, m.sprint.count, 0)],
    [t('metrics.columns.accelerations'), formatNumber(locale, m.accelerations.a2.count, 0)],
    [t('metrics.columns.decelerations'), formatNumber(locale, m.decelerations.d2.count, 0)],
    [
      t('metrics.columns.hrAvg'),
      m.heartRate?.avg == null ? t('common.none') : formatNumber(locale, m.heartRate.avg, 0),
    ],
    [
      t('metrics.columns.hrMax'),
      m.heartRate === null ? t('common.none') : formatNumber(locale, m.heartRate.max, 0),
    ],
  ];
  return (
    <dl className="facts card" data-testid="player-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="facts__item">
          <dt>{label}</dt>
          <dd className="facts__number">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
