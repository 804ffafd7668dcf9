import { usage, type Usage } from '../../../components/usage.ts';
import { useClub } from '../api/club.ts';
import type { PlanLimits } from '@stride/contracts/plans';

/**
 * How much of one plan limit the club uses, counting `used` from the list on screen (it follows
 * live changes); null until the club's subscription is known.
 */
export function useLimit(clubId: string, limit: keyof PlanLimits, used: number | undefined): Usage | null {
  const club = useClub(clubId);
  const limits = club.data?.subscription.limits;
  if (limits === undefined || used === undefined) return null;
  return usage(used, limits[limit]);
}
