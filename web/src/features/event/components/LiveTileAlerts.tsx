/** A tile's alerts: each target as % reached (flagged once reached), and a long high heart rate. */
import { formatDuration, formatNumber, formatUnit } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { SelectionLive } from '../api/event-live.ts';
import { heartRateAlert, targetProgress, type LiveAlertThresholds } from '../live-alerts.ts';
import type { TileFigures } from '../live-figures.ts';

export type TileAlerts = LiveAlertThresholds;

const LABELS = { hsr: 'live.hsr', sprints: 'live.sprints', distance: 'live.distance' } as const;

export function LiveTileAlerts({
  alerts,
  figures,
  live,
}: {
  readonly alerts: TileAlerts;
  readonly figures: TileFigures;
  readonly live: SelectionLive | undefined;
}) {
  const { t, locale } = useI18n();
  const progress = targetProgress(alerts, figures);
  const hr =
    live?.live === null || live?.live === undefined
      ? null
      : heartRateAlert(alerts, live.live, live.player.maxHeartRate);
  if (progress.length === 0 && hr === null) return null;
  return (
    <ul className="live-tile__alerts" aria-label={t('live.alertsLabel')} data-testid="live-alerts">
      {progress.map((p) => (
        <li
          key={p.kind}
          className={`live-alert${p.reached ? ' live-alert--reached' : ''}`}
          data-testid={`live-target-${p.kind}`}
          data-reached={p.reached}
        >
          {t(p.reached ? 'live.targetReached' : 'live.ofTarget', {
            figure: t(LABELS[p.kind]),
            percent: formatUnit(locale, p.percent, 'percent', 0),
          })}
        </li>
      ))}
      {hr === null || alerts.heartRatePercent === null ? null : (
        <li className="live-alert live-alert--danger" data-testid="live-hr-alert">
          {t('live.hrAlert', {
            percent: formatNumber(locale, alerts.heartRatePercent, 0),
            duration: formatDuration(hr * 1000),
          })}
        </li>
      )}
    </ul>
  );
}
