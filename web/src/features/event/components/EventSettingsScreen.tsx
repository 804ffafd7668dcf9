/**
 * The event's settings (`event.settings`, our page: the spec's event routes list none): its details
 * (`updateEvent`), its window (`updateEventDates`: the planned one before it starts, the actual
 * start, and end once finished, after) and its data ranges (copied from the team's when it was
 * created; changed here without touching the team's). A locked event shows them read-only.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { EventFrame } from './EventFrame.tsx';
import { EventSettings } from './EventSettings.tsx';

export default function EventSettingsScreen({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('nav.eventSettings')}>
      {(page) => <EventSettings {...page} />}
    </EventFrame>
  );
}
