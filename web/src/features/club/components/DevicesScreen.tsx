/**
 * The club's trackers: new device; select rows to hand them to a team or take them back (after a
 * confirmation); per device, give it to one of its team's players or take it back from the player.
 */
import { ClubScreen } from './ClubScreen.tsx';
import { Devices } from './Devices.tsx';

export default function DevicesScreen() {
  return <ClubScreen>{(clubId) => <Devices clubId={clubId} />}</ClubScreen>;
}
