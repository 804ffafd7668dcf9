/**
 * One player on the live screen: number and name, current speed, distance, HSR, sprints,
 * accelerations, heart rate coloured by zone, time on the pitch, and "no data for 6 s" when the
 * device has gone quiet. Memoised: a tile draws again only when its selection, its live figures
 * (a new object only when the player's delta arrived) or its place on the chart changed; the
 * parts that move with the clock (freshness, time on the pitch) tick on their own.
 * A click on the tile adds the player to the live chart, or takes them off it.
 */
import { defaultMetricsConfig } from '@stride/contracts/metrics';
import { memo, type ReactNode } from 'react';
import { formatDuration, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { SelectionLive } from '../api/event-live.ts';
import type { Selection } from '../api/fragments.ts';
import { timeOnPitchMs } from '../event-times.ts';
import { useSecond } from '../hooks/use-second.ts';
import { heartRateZone, staleSeconds, tileFigures } from '../live-figures.ts';
import { playerName } from '../player-name.ts';
import { LiveTileAlerts, type TileAlerts } from './LiveTileAlerts.tsx';

const HSR_KMH = defaultMetricsConfig().hidThresholdKmh;

export interface LiveTileProps {
  readonly selection: Selection;
  readonly live: SelectionLive | undefined;
  /** The figures' window: the whole event (null) or one period. */
  readonly periodId: string | null;
  readonly charted: boolean;
  readonly onChart: (selectionId: string) => void;
  /** The on/off pitch button: none (not editable, the event not running), or whether it is usable. */
  readonly pitch: 'none' | 'enabled' | 'disabled';
  readonly onPitch: (selection: Selection) => void;
  readonly alerts: TileAlerts | null;
}

/** "No data for 6 s" once the newest sample is older than 5 s; "No data yet" before any. */
function Freshness({ lastSampleAt }: { readonly lastSampleAt: string | null | undefined }) {
  const { t, locale } = useI18n();
  const stale = staleSeconds(lastSampleAt, useSecond());
  if (stale === null) return null;
  return (
    <p
      className={`live-tile__stale${stale === 'never' ? ' live-tile__stale--never' : ''}`}
      role="status"
      data-testid="live-stale"
    >
      {stale === 'never'
        ? t('live.noDataYet')
        : t('live.noDataFor', { seconds: formatNumber(locale, stale, 0) })}
    </p>
  );
}

function PitchTime({ selection }: { readonly selection: Selection }) {
  const now = useSecond();
  return <>{formatDuration(timeOnPitchMs(selection, now))}</>;
}

function Figure({
  label,
  hint,
  children,
  className,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <div className={`live-tile__figure${className === undefined ? '' : ` ${className}`}`} title={hint}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A figure and its unit (smaller on phones, where six figures share a row); the dash alone without one. */
function withUnit(text: string, value: number | null, unit: string): ReactNode {
  if (value === null) return text;
  return (
    <>
      {text}
      <span className="live-tile__unit"> {unit}</span>
    </>
  );
}

function LiveTileView({
  selection,
  live,
  periodId,
  charted,
  onChart,
  pitch,
  onPitch,
  alerts,
}: LiveTileProps) {
  const { t, locale } = useI18n();
  const dash = t('common.none');
  const figures = tileFigures(live?.live, periodId);
  const n = (value: number | null, digits = 0) =>
    value === null ? dash : formatNumber(locale, value, digits);
  const zone = heartRateZone(figures.heartRatePercent);
  const name = playerName(selection.player);
  const number = selection.number ?? selection.player.number;
  return (
    <article
      className={`live-tile${charted ? ' live-tile--charted' : ''}${selection.active ? ' live-tile--on' : ''}`}
      data-testid="live-tile"
      data-selection-id={selection.id}
      onClick={() => onChart(selection.id)}
    >
      {/* The tile's click (or this button's Enter) reaches the tile: it follows the player on the chart. */}
      <button
        type="button"
        className="live-tile__head"
        aria-pressed={charted}
        aria-label={t('live.chartToggle', { name })}
      >
        <span className="live-tile__number">{number ?? dash}</span>
        <span className="live-tile__name">{name}</span>
      </button>
      <p className="live-tile__speed" data-testid="live-speed">
        <span className="live-tile__speed-value">{n(figures.speed, 1)}</span> km/h
      </p>
      <dl className="live-tile__figures">
        <Figure label={t('live.distance')}>{withUnit(n(figures.distance), figures.distance, 'm')}</Figure>
        <Figure label={t('live.hsr')} hint={t('live.hsrHint', { kmh: formatNumber(locale, HSR_KMH, 1) })}>
          {withUnit(n(figures.hsr), figures.hsr, 'm')}
        </Figure>
        <Figure label={t('live.sprints')}>{n(figures.sprints)}</Figure>
        <Figure label={t('live.accelerations')} hint={t('live.accelerationsHint')}>
          {n(figures.accelerations)}
        </Figure>
        <Figure
          label={t('live.heartRate')}
          className={zone === null ? undefined : `live-tile__hr live-tile__hr--z${zone}`}
          hint={figures.heartRatePercent === null ? undefined : `${n(figures.heartRatePercent)} %`}
        >
          {withUnit(n(figures.heartRate), figures.heartRate, 'bpm')}
        </Figure>
        <Figure label={t('live.timeOnPitch')}>
          <PitchTime selection={selection} />
        </Figure>
      </dl>
      {alerts === null ? null : <LiveTileAlerts alerts={alerts} figures={figures} live={live} />}
      <div className="live-tile__foot">
        {/* Final figures: how long ago the last sample came no longer matters. */}
        {live?.live?.final === true ? null : <Freshness lastSampleAt={live?.live?.lastSampleAt} />}
        {pitch === 'none' ? null : (
          <button
            type="button"
            className={`button button--small ${selection.active ? 'button--flat' : 'button--primary'}`}
            disabled={pitch === 'disabled'}
            aria-label={
              selection.active
                ? t('event.players.offPitchFor', { name })
                : t('event.players.onPitchFor', { name })
            }
            onClick={(event) => {
              event.stopPropagation();
              onPitch(selection);
            }}
          >
            {selection.active ? t('event.players.offPitch') : t('event.players.onPitchAction')}
          </button>
        )}
      </div>
    </article>
  );
}

export const LiveTile = memo(LiveTileView);
