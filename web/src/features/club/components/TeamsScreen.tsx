/**
 * The club's teams with their player and device counts; a team's name opens the team. New team and
 * rename; the list follows the `clubTeams` subscription.
 */
import { ClubScreen } from './ClubScreen.tsx';
import { Teams } from './Teams.tsx';

export default function TeamsScreen() {
  return <ClubScreen>{(clubId) => <Teams clubId={clubId} />}</ClubScreen>;
}
