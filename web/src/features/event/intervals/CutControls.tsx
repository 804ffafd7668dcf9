/**
 * Mark and cut on an event's timeline while replaying it (issue 20): a label field, a "Mark"
 * button that marks the moment under the playhead, and "Start cut" / "End cut" buttons that cut
 * the span between two playhead positions (either order) as one of the event's intervals. The
 * API trims both to the whole second and refuses what lies outside the event (the global error
 * notice says so). Mount it beside any player that knows its current time:
 *
 *   <CutControls eventId={event.id} currentTime={new Date(playhead)} eventStart={event.startDate} />
 *
 * The caller checks the person may cut (`event.manage`; `EventPage.manage`): the API refuses
 * anyone else.
 */
import { useState } from 'react';
import { TextField } from '../../../components/Field.tsx';
import { formatDuration } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCutCommands, type EventCuts } from './api/intervals.ts';
import './intervals.css';
import { offsetOf } from './interval-figures.ts';

export interface CutControlsProps {
  /** The event whose timeline is marked and cut. */
  readonly eventId: string;
  /** The playhead: the instant "Mark", "Start cut" and "End cut" take. */
  readonly currentTime: Date;
  /**
   * The event's actual start (ISO), to show times as the match clock (`12:05` since it);
   * null or absent: times of day.
   */
  readonly eventStart?: string | null;
  /** Called with the event's marks and intervals once a mark or cut is stored (e.g. to draw them). */
  readonly onChange?: (cuts: EventCuts) => void;
}

export function CutControls({ eventId, currentTime, eventStart = null, onChange }: CutControlsProps) {
  const { t, locale } = useI18n();
  const { mark, cut } = useCutCommands(eventId);
  const [label, setLabel] = useState('');
  const [from, setFrom] = useState<Date | null>(null);
  const [said, setSaid] = useState('');
  const [missingLabel, setMissingLabel] = useState(false);
  const busy = mark.isPending || cut.isPending;
  const clock = (at: Date) =>
    eventStart === null ? at.toLocaleTimeString(locale) : formatDuration(offsetOf(eventStart, at));
  const named = (): string | null => {
    const text = label.trim();
    setMissingLabel(text === '');
    return text === '' ? null : text;
  };

  const onMark = () => {
    const text = named();
    if (text === null) return;
    const at = currentTime;
    mark.mutate(
      { at, label: text },
      {
        onSuccess: (cuts) => {
          setSaid(t('intervals.controls.marked', { label: text, time: clock(at) }));
          if (cuts != null) onChange?.(cuts);
        },
      },
    );
  };

  const onStartOrEnd = () => {
    if (from === null) {
      setFrom(currentTime);
      setSaid(t('intervals.controls.cutting', { time: clock(currentTime) }));
      return;
    }
    const text = named();
    if (text === null) return;
    const [start, end] = from <= currentTime ? [from, currentTime] : [currentTime, from];
    cut.mutate(
      { start, end, label: text },
      {
        onSuccess: (cuts) => {
          setFrom(null);
          setSaid(t('intervals.controls.cut', { label: text, from: clock(start), to: clock(end) }));
          if (cuts != null) onChange?.(cuts);
        },
      },
    );
  };

  return (
    <section className="cut-controls" aria-label={t('intervals.controls.region')}>
      <TextField
        label={t('intervals.controls.label')}
        hint={t('intervals.controls.labelHint')}
        value={label}
        maxLength={40}
        messages={missingLabel ? [{ key: 'intervals.controls.labelRequired' }] : []}
        onValueChange={(value) => {
          setLabel(value);
          if (value.trim() !== '') setMissingLabel(false);
        }}
      />
      <div className="cut-controls__buttons">
        <button type="button" className="button button--flat" disabled={busy} onClick={onMark}>
          {t('intervals.controls.mark')}
        </button>
        <button
          type="button"
          className={from === null ? 'button button--flat' : 'button button--primary'}
          aria-pressed={from !== null}
          disabled={busy}
          onClick={onStartOrEnd}
        >
          {from === null ? t('intervals.controls.startCut') : t('intervals.controls.endCut')}
        </button>
        {from === null ? null : (
          <button
            type="button"
            className="button button--flat"
            disabled={busy}
            onClick={() => {
              setFrom(null);
              setSaid('');
            }}
          >
            {t('intervals.controls.cancelCut')}
          </button>
        )}
      </div>
      <p className="muted" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
