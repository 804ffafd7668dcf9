/**
 * The event's squad (`event.players`): every selection with its number, position, profile and
 * device, whether it is in the squad, whether the player is on the pitch, their time on it and
 * their sessions. "Select players" adds the team's other players; per row "Edit" changes the
 * selection, and while the event runs "On pitch" / "Off pitch" start and stop the player's session.
 * Live: the `eventSelections` subscription follows the other clients.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { EventFrame } from './EventFrame.tsx';
import { Squad } from './Squad.tsx';

export default function EventPlayersScreen({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('nav.selection')}>
      {(page) => <Squad {...page} />}
    </EventFrame>
  );
}
