/**
 * The event dashboard (the spec's event overview): its facts (type, dates, duration or elapsed
 * time, squad, match details), its life (start, stop, lock, unlock, each asking first where it
 * cannot be undone) and its periods (add, change, remove, start, stop). Live: the `event`
 * subscription keeps it current when another client (a second coach, a tablet on the bench)
 * changes the event.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { EventFrame } from './EventFrame.tsx';
import { Dashboard } from './Dashboard.tsx';

export default function EventOverview({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('event.title')}>
      {(page) => <Dashboard {...page} />}
    </EventFrame>
  );
}
