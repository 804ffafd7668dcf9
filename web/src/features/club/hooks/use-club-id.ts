import { useClientStore } from '../../../state/client-store.ts';

/** The manager's club (the club area's guard lets only managers in). */
export function useClubId(): string | null {
  return useClientStore((state) => state.staff?.club?.id ?? null);
}
