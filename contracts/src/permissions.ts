/**
 * Who may do what (spec §6, completed by us): the one table the API enforces
 * (`query/src/auth/authorize.ts`) and the web app reads to show or hide actions. `docs/permissions.md`
 * prints it; a test keeps the two equal.
 *
 * Roles, from the caller's session:
 * - `admin`: the user's admin flag (not while impersonating someone who is not admin).
 * - `manager`: staff of the club with `isManager`.
 * - `coach`: staff of the club assigned to the team (the spec's trainer is a coach here).
 * - `staff`: any staff member of the club.
 * - `user`: anyone signed in with a verified e-mail (no club needed).
 *
 * A club-scoped action is also refused while the club's subscription is expired
 * (`SUBSCRIPTION_EXPIRED`), except for admins.
 */

export type Role = 'admin' | 'manager' | 'coach' | 'staff' | 'user';

/** What an action is about: nothing, a club (by id), or a team of a club. */
export type Scope = 'none' | 'club' | 'team';

export interface Permission {
  readonly scope: Scope;
  /** Any of these roles may act (a coach only on the teams assigned to them). */
  readonly roles: readonly Role[];
  /** What the action is, for the docs. */
  readonly description: string;
}

/** The actions open to `roles` on `scope`: most actions share one of these few. */
const grantedTo =
  (scope: Scope, roles: readonly Role[]) =>
  (description: string): Permission => ({ scope, roles, description });
const anyUser = grantedTo('none', ['user']);
const admins = grantedTo('none', ['admin']);
const clubManagers = grantedTo('club', ['manager']);
/** The club's managers, and the coaches of the team. */
const teamStaff = grantedTo('team', ['manager', 'coach']);

export const permissions = {
  'account.read': anyUser('Read own account and staff record'),
  'club.create': anyUser('Create a club (a user without a club)'),
  'admin.users': admins('List every user'),
  'admin.clubs': admins('List every club'),
  'admin.impersonate': admins('Act as another user'),
  'admin.sessions': admins("End a user's sessions"),
  'admin.audit': admins("Read and export every club's audit log (docs/audit.md)"),
  'admin.operations': admins('See projections and parked events; retry parked events, rebuild read models'),
  'admin.subscription': {
    scope: 'club',
    roles: ['admin'],
    description: "Change a club's subscription and limits",
  },
  'club.read': {
    scope: 'club',
    roles: ['manager', 'staff'],
    description: "Read the club's staff, teams, players and devices (non-managers: their teams only)",
  },
  'club.dashboard': {
    scope: 'club',
    roles: ['manager', 'staff'],
    description:
      "Read the coach dashboard: the teams' coming events and latest uploads (non-managers: their teams only)",
  },
  'club.update': clubManagers("Change the club's settings"),
  'club.drills': {
    scope: 'club',
    roles: ['manager', 'staff'],
    description: "Add, rename and delete the club's drills (the names period tags are picked from)",
  },
  'audit.read': clubManagers("Read and export the club's audit log: who changed what, and when"),
  'staff.manage': clubManagers('Add, remove staff, change their access, assign coaches'),
  'team.create': clubManagers('Create a team'),
  'team.read': teamStaff("Open a team's pages and read its devices"),
  'team.update': teamStaff(
    "Change a team's name and logo, create, change and delete its seasons and choose the current one, set its data ranges",
  ),
  'team.tracking': teamStaff(
    "Set a team's tracking profiles (how its recordings are cleaned), which recomputes its records",
  ),
  'team.alerts': teamStaff("Set a team's live alert thresholds (targets and the heart-rate alert)"),
  'team.receivers': grantedTo('team', ['manager'])(
    "Issue and revoke a team's receiver tokens (live devices send with them), and list them",
  ),
  'player.manage': teamStaff("Create, update and archive a team's players"),
  'device.manage': clubManagers('Add devices to the club, assign them to teams or take them back'),
  'device.wear': teamStaff("Give a team's device to one of its players, or take it back"),
  'event.read': teamStaff("Read a team's events, selections and sessions, and follow them live"),
  'event.manage': teamStaff(
    "Create, change, start, stop, lock and delete a team's events, with their periods, selections, sessions, ranges and tags",
  ),
  'records.whatif': teamStaff(
    "Compute a team's records again with other metric settings beside the stored ones (what-if), changing nothing",
  ),
  'records.settings': grantedTo('team', ['manager'])(
    "Apply metric settings (zones, bands, effort rules, cleaning) to a team's events, which recomputes their records",
  ),
  'data.upload': teamStaff("Upload device files for a team's devices and events, and follow the upload jobs"),
  'workload.read': teamStaff("Read the workload of a team's players: daily loads, acute and chronic, weeks"),
  'workload.rpe': teamStaff("Enter a player's session RPE after a finished event (staff or a shared tablet)"),
  'availability.read': grantedTo('team', ['manager', 'coach', 'staff'])(
    "Read a team's players' availability and injuries: statuses and dates, without medical details",
  ),
  'availability.medical': teamStaff(
    "Read the medical details of a team's players: injury descriptions, body parts and notes, availability notes",
  ),
  'availability.manage': teamStaff(
    "Set, correct and end a team's players' availability; record and update injuries",
  ),
  'history.club': clubManagers(
    'Read the history and past state of the club, its staff, devices and uploads without a team',
  ),
  'history.team': teamStaff(
    'Read the history and past state of a team, its seasons, players, availability, events and uploads',
  ),
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof permissions;

export const actions = Object.keys(permissions) as Action[];

/** The caller as the permission check sees them. */
export interface Principal {
  readonly userId: string;
  readonly verified: boolean;
  readonly admin: boolean;
  readonly staff: {
    readonly clubId: string;
    readonly isManager: boolean;
    readonly coachTeamIds: readonly string[];
  } | null;
}

export interface Target {
  readonly clubId?: string;
  readonly teamId?: string;
}

/** The roles `principal` holds for `target`. */
export function rolesOf(principal: Principal, target: Target): Set<Role> {
  const roles = new Set<Role>();
  if (principal.verified) roles.add('user');
  if (principal.admin) roles.add('admin');
  const staff = principal.staff;
  if (principal.verified && staff !== null && target.clubId !== undefined && staff.clubId === target.clubId) {
    roles.add('staff');
    if (staff.isManager) roles.add('manager');
    if (target.teamId !== undefined && staff.coachTeamIds.includes(target.teamId)) roles.add('coach');
  }
  return roles;
}

/** True when `principal` may perform `action` on `target`. */
export function can(principal: Principal, action: Action, target: Target = {}): boolean {
  const held = rolesOf(principal, target);
  return (permissions[action].roles as readonly Role[]).some((role) => held.has(role));
}
