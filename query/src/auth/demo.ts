/**
 * Demo mode (issue 19; spec §7: every request carries the demo flag). A signed-in, verified user
 * who sends `demo: true` is answered as a read-only manager of the demo club that `npm run demo`
 * made (contracts/src/demo.ts), whatever club they belong to:
 *
 * - their principal keeps who they are (user, e-mail, session) but loses their own club and the
 *   admin flag, and takes the demo manager's staff record: every permission check then sees a
 *   manager of the demo club and of no other club, so nothing of a real club can be read;
 * - every mutation is refused with DEMO_READ_ONLY (`readOnlyInDemo`), except the two that act on
 *   the caller's own session and no club's data: `refreshToken` (the app keeps its session while
 *   in demo mode) and `revokeSessions` (logout everywhere);
 * - without a demo club, they have no club at all (the web app says how to make one).
 *
 * Anonymous callers, and a `demo` header with any other value, are untouched.
 */
import { DEMO_CLUB_ID, DEMO_HEADER, DEMO_USER_ID } from '@stride/contracts/demo';
import type { PrincipalModel } from '../read-model/catalog.ts';
import type { AccessCache } from './access-cache.ts';

export function demoRequested(headers: Headers): boolean {
  return headers.get(DEMO_HEADER)?.trim().toLowerCase() === 'true';
}

/** `viewer` as demo mode shows it: the demo club's read-only manager, or nobody's staff. */
export async function demoViewer<
  V extends {
    readonly principal: PrincipalModel | null;
    readonly clubId: string | null;
    readonly demo: boolean;
  },
>(viewer: V, access: Pick<AccessCache, 'principal'>): Promise<V> {
  const principal = viewer.principal;
  if (principal === null || !principal.verified) return viewer;
  const manager = await access.principal(DEMO_USER_ID);
  const staff = manager?.staff?.clubId === DEMO_CLUB_ID ? manager.staff : null;
  return {
    ...viewer,
    demo: true,
    clubId: staff === null ? null : DEMO_CLUB_ID,
    principal: {
      ...principal,
      // Not an admin in demo mode: the app shows the demo club, not the admin area.
      user: { ...principal.user, admin: false },
      admin: false,
      staffId: staff === null ? null : manager!.staffId,
      staff: staff === null ? null : { ...staff, isManager: true, coachTeamIds: [] },
      club: staff === null ? null : manager!.club,
    },
  };
}
