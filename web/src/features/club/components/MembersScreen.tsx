/**
 * The club's staff (spec §2 "members", §6): who is a manager and which teams each member coaches.
 * Adding a member, editing access and removing one each ask for confirmation first. The list
 * follows the `clubStaff` subscription, so another manager's change appears by itself.
 */
import { ClubScreen } from './ClubScreen.tsx';
import { Members } from './Members.tsx';

export default function MembersScreen() {
  return <ClubScreen>{(clubId) => <Members clubId={clubId} />}</ClubScreen>;
}
