/**
 * The event's charts (`event.charts`): per player, distance by speed zone, distance per minute,
 * sprints and high-intensity runs, accelerations and decelerations, and heart rate, over the
 * whole event or one period. Numbers people compare side by side, drawn with plotly.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { EventFrame } from './EventFrame.tsx';
import { Charts } from './Charts.tsx';

export default function EventChartsScreen({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('nav.charts')}>
      {(page) => <Charts {...page} />}
    </EventFrame>
  );
}
