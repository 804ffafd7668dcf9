/**
 * The club's players, one table per team, with a team filter and the archived players on request.
 * New player, edit, and archive (after a confirmation: archived players leave the plan's count but
 * keep their history). The lists follow the `clubPlayers` subscription.
 */
import { ClubScreen } from './ClubScreen.tsx';
import { Players } from './Players.tsx';

export default function PlayersScreen() {
  return <ClubScreen>{(clubId) => <Players clubId={clubId} />}</ClubScreen>;
}
