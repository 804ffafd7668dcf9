/**
 * The replay's controls: play and pause, the speed (1× to 60×), the timeline scrubber with the
 * periods' starts marked on it, a jump to a typed time, and a jump to each period's start.
 */
import { useState, type FormEvent } from 'react';
import { formatDuration } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { Period } from '../api/fragments.ts';
import { parseReplayTime } from '../replay/replay-live.ts';
import { REPLAY_SPEEDS, type ReplayClock } from '../replay/use-replay-clock.ts';

export function ReplayControls({
  clock,
  from,
  to,
  periods,
}: {
  readonly clock: ReplayClock;
  readonly from: number;
  readonly to: number;
  readonly periods: readonly Period[];
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [bad, setBad] = useState(false);
  const span = to - from;
  const started = periods.filter((p) => p.startDate !== null && Date.parse(p.startDate) < to);
  const onGo = (event: FormEvent) => {
    event.preventDefault();
    const ms = parseReplayTime(typed);
    setBad(ms === null || ms > span);
    if (ms !== null && ms <= span) clock.seek(from + ms);
  };
  return (
    <div className="replay-controls">
      <div className="replay-controls__row">
        <button
          type="button"
          className="button button--primary"
          onClick={clock.playing ? clock.pause : clock.play}
        >
          {clock.playing ? t('replay.pause') : t('replay.play')}
        </button>
        <div className="toolbar" role="group" aria-label={t('replay.speed')}>
          {REPLAY_SPEEDS.map((speed) => (
            <button
              key={speed}
              type="button"
              className={`button button--small${speed === clock.speed ? ' button--primary' : ''}`}
              aria-pressed={speed === clock.speed}
              onClick={() => clock.setSpeed(speed)}
            >
              {speed}×
            </button>
          ))}
        </div>
        <p className="replay-controls__time" aria-live="off">
          <span className="muted">{t('replay.elapsed')} </span>
          <output data-testid="replay-time">{formatDuration(clock.at - from)}</output>
          <span className="muted"> / {formatDuration(span)}</span>
        </p>
      </div>
      <div className="replay-timeline">
        <input
          type="range"
          className="replay-timeline__range"
          aria-label={t('replay.timeline')}
          aria-valuetext={formatDuration(clock.at - from)}
          min={0}
          max={span}
          step={1000}
          value={clock.at - from}
          onChange={(event) => clock.seek(from + Number(event.target.value))}
        />
        {started.map((period) => (
          <span
            key={period.id}
            className="replay-timeline__mark"
            style={{ left: `${(100 * (Date.parse(period.startDate!) - from)) / Math.max(1, span)}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
      <div className="replay-controls__row">
        <form className="replay-controls__go" onSubmit={onGo}>
          <label>
            <span className="muted">{t('replay.goTo')} </span>
            <input
              className="field__input replay-controls__input"
              value={typed}
              inputMode="numeric"
              aria-invalid={bad}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--small">
            {t('replay.go')}
          </button>
        </form>
        {started.map((period) => (
          <button
            key={period.id}
            type="button"
            className="button button--small"
            onClick={() => clock.seek(Date.parse(period.startDate!))}
          >
            {t('replay.periodStart', { name: period.name })}
          </button>
        ))}
      </div>
      {bad ? (
        <p className="field__message" role="alert">
          {t('replay.badTime')}
        </p>
      ) : null}
    </div>
  );
}
