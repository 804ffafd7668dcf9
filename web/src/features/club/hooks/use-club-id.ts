import { useSession } from '../../../state/session.ts';

/** The manager's club (the club area's guard lets only managers in). */
export function useClubId(): string | null {
  return useSession().staff?.club?.id ?? null;
}
