/**
 * The one place the API enforces who may do what: `authorize(context, action, target)` checks the
 * table of `@stride/contracts/permissions` against the caller and throws the catalogue's code
 * when the answer is no. Resolvers find the club (and team) an argument belongs to, then call it
 * before reading or writing anything of that club.
 *
 * Refusals, in the order they are checked:
 * - no valid session → `UNAUTHENTICATED`;
 * - an admin-only action by a non-admin → `ADMIN_ONLY`;
 * - an unverified e-mail → `USER_NOT_VERIFIED`;
 * - a club-scoped action on a club that is not the caller's → `FORBIDDEN` (the same for every
 *   club-scoped query, mutation and subscription: one club never sees another's data);
 * - the caller's club subscription is expired → `SUBSCRIPTION_EXPIRED`;
 * - a manager-only action by another member → `MANAGER_ONLY`; a team action by a member who
 *   neither manages the club nor coaches the team → `COACH_ONLY`.
 */
import { DomainError } from '@stride/contracts/errors';
import { can, permissions, type Action, type Role, type Target } from '@stride/contracts/permissions';
import type { ApiContext } from '../context.ts';
import type { PrincipalModel } from '../read-model/catalog.ts';

/** The signed-in caller, or `UNAUTHENTICATED`. */
export function signedIn(context: Pick<ApiContext, 'viewer'>): PrincipalModel {
  const principal = context.viewer.principal;
  if (principal === null) throw new DomainError('UNAUTHENTICATED');
  return principal;
}

/** A club's subscription is active when switched on and not past its end. */
export function clubIsActive(club: { active: boolean; expiresAt: Date | null }, now: Date): boolean {
  return club.active && (club.expiresAt === null || club.expiresAt.getTime() > now.getTime());
}

export function authorize(
  context: Pick<ApiContext, 'viewer' | 'deps'>,
  action: Action,
  target: Target = {},
): PrincipalModel {
  const principal = signedIn(context);
  const permission = permissions[action];
  const roles = permission.roles as readonly Role[];
  if (roles.length === 1 && roles[0] === 'admin') {
    if (!principal.admin) throw new DomainError('ADMIN_ONLY');
    return principal;
  }
  if (!principal.verified) throw new DomainError('USER_NOT_VERIFIED');
  if (permission.scope !== 'none') {
    if (target.clubId === undefined) throw new Error(`authorize(${action}) needs a club`);
    if (principal.staff === null || principal.staff.clubId !== target.clubId) {
      throw new DomainError('FORBIDDEN');
    }
    if (principal.club !== null && !clubIsActive(principal.club, context.deps.now())) {
      throw new DomainError('SUBSCRIPTION_EXPIRED');
    }
  }
  if (!can(principal, action, target)) {
    throw new DomainError(roles.includes('coach') ? 'COACH_ONLY' : 'MANAGER_ONLY');
  }
  return principal;
}

/** True when the caller may act; never throws for a refusal (lists filter with it). */
export function allowed(
  context: Pick<ApiContext, 'viewer' | 'deps'>,
  action: Action,
  target: Target = {},
): boolean {
  try {
    authorize(context, action, target);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}
