/**
 * The club's settings (name, sport, time zone) and, read-only, its subscription: plan, status,
 * end, and each limit with what the club uses of it. Only an admin changes a subscription.
 */
import { ClubScreen } from './ClubScreen.tsx';
import { ClubSettings } from './ClubSettings.tsx';

export default function SettingsScreen() {
  return <ClubScreen>{(clubId) => <ClubSettings clubId={clubId} />}</ClubScreen>;
}
