/**
 * The subscription-expired screen (spec §2: it tells the user to contact the provider to activate
 * the club). It is not a route: whatever club page a member opens while the club's subscription is
 * switched off or past its end, the router shows this screen instead; the API refuses the same
 * actions with `SUBSCRIPTION_EXPIRED`. Admins are never blocked (also not in their own area), and
 * the account, auth and e-mail pages stay reachable.
 */
import { subscriptionIsActive, type ClubSubscription } from '@stride/contracts/plans';
import type { AreaName } from './routes.ts';

/** The areas that show a club's data. */
export const CLUB_AREAS: ReadonlySet<AreaName> = new Set<AreaName>([
  'coach',
  'club',
  'team',
  'player',
  'event',
]);

export interface GateSession {
  readonly user: { readonly admin: boolean } | null;
  readonly staff: { readonly club: { readonly subscription: ClubSubscription } | null } | null;
}

/** Whether `area` is replaced by the subscription-expired screen for this session at `now`. */
export function subscriptionExpired(session: GateSession, area: AreaName, now: Date): boolean {
  if (!CLUB_AREAS.has(area)) return false;
  if (session.user?.admin === true) return false;
  const club = session.staff?.club ?? null;
  // No club (or not known yet): nothing to block; the guards decide where such a user goes.
  if (club === null) return false;
  return !subscriptionIsActive(club.subscription, now);
}
