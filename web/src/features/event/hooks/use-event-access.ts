import { can } from '@stride/contracts/permissions';
import { useSession } from '../../../state/session.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useEventTeam } from '../api/event-team.ts';

/**
 * Whether the person may change the event (`event.manage` on its team), and its team. Event pages
 * render before the session lookups answer (a fast first paint), so actions appear once the
 * session and the team are known; the API checks again either way.
 */
export function useEventAccess(teamId: string | undefined) {
  const principal = usePrincipal();
  const sessionLoaded = useSession().loaded;
  const team = useEventTeam(teamId);
  const clubId = team.data?.clubId;
  const manage =
    sessionLoaded &&
    teamId !== undefined &&
    clubId !== undefined &&
    can(principal, 'event.manage', { clubId, teamId });
  return { manage, team: team.data ?? null };
}
