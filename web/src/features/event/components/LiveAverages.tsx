/** The team's averages over the players with live data, in the tiles' order of figures. */
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { teamAverages } from '../live-figures.ts';

export function LiveAverages({ averages }: { readonly averages: ReturnType<typeof teamAverages> }) {
  const { t, tn, locale } = useI18n();
  const dash = t('common.none');
  const n = (value: number | null, digits = 0, unit = '') =>
    value === null ? dash : `${formatNumber(locale, value, digits)}${unit}`;
  const items = [
    [t('live.speed'), n(averages.speed, 1, ' km/h')],
    [t('live.distance'), n(averages.distance, 0, ' m')],
    [t('live.hsr'), n(averages.hsr, 0, ' m')],
    [t('live.sprints'), n(averages.sprints, 1)],
    [t('live.accelerations'), n(averages.accelerations, 1)],
    [t('live.heartRate'), n(averages.heartRate, 0, ' bpm')],
  ] as const;
  return (
    <section className="live-averages" aria-label={t('live.averages')} data-testid="live-averages">
      <p className="live-averages__title">
        <strong>{t('live.averages')}</strong>{' '}
        <span className="muted">{tn('live.averagesCount', averages.players)}</span>
      </p>
      <dl className="live-averages__figures">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
