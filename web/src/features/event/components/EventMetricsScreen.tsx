/**
 * The event's metrics (`event.metrics`): every player's figures over the whole event or one
 * period, in a table sorted by any column (a click on its header; again to turn it). A player
 * whose device sent no data yet says so; the table follows new records live.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { EventFrame } from './EventFrame.tsx';
import { MetricsTable } from './MetricsTable.tsx';

export default function EventMetricsScreen({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('nav.metrics')}>
      {(page) => <MetricsTable {...page} />}
    </EventFrame>
  );
}
