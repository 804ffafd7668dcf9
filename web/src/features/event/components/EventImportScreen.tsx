/**
 * Import into an event (`event.import`): a device file or a CSV for this event, optionally one
 * period's samples only, its format forced, and for a one-device file (FIT, GPX, TCX, Catapult)
 * the device it belongs to. Below, the jobs that brought data to this event, live.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { EventFrame } from './EventFrame.tsx';
import { Import } from './EventImport.tsx';

export default function EventImportScreen({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('nav.import')}>
      {(page) => <Import {...page} />}
    </EventFrame>
  );
}
