import { useSession } from '../../../state/session.ts';

/**
 * The club of the team being shown: the user's own (the team guard lets through only teams of the
 * user's club), for the permission checks; null while the session is not known.
 */
export function useTeamClubId(): string | null {
  return useSession().staff?.club?.id ?? null;
}
