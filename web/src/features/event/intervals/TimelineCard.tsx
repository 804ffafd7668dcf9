/**
 * Mark and cut without replaying: a position on the event's timeline (a slider, one step a
 * second) and the same `CutControls` the replay screen mounts at its playhead.
 */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { formatDuration } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { CutControls } from './CutControls.tsx';

export function TimelineCard({
  eventId,
  eventStart,
  eventEnd,
}: {
  eventId: string;
  eventStart: string;
  /** The event's end; null while it runs (the timeline then reaches now). */
  eventEnd: string | null;
}) {
  const { t } = useI18n();
  const start = Date.parse(eventStart);
  const [end] = useState(() => (eventEnd === null ? Date.now() : Date.parse(eventEnd)));
  const seconds = Math.max(0, Math.floor((end - start) / 1000));
  const [position, setPosition] = useState(0);
  return (
    <Card title={t('intervals.timelineTitle')} intro={t('intervals.timelineIntro')}>
      <div className="timeline-position">
        <label htmlFor="timeline-position">{t('intervals.position')}</label>
        <input
          id="timeline-position"
          type="range"
          min={0}
          max={seconds}
          step={1}
          value={position}
          aria-valuetext={formatDuration(position * 1000)}
          onChange={(event) => setPosition(Number(event.target.value))}
        />
        <output htmlFor="timeline-position" data-testid="timeline-clock">
          {formatDuration(position * 1000)}
        </output>
      </div>
      <CutControls
        eventId={eventId}
        currentTime={new Date(start + position * 1000)}
        eventStart={eventStart}
      />
    </Card>
  );
}
