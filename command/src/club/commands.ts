/** Commands of the `club-<id>` aggregate. */
import type { PlanLimits } from '@stride/contracts/plans';
import type { PlayerDetails } from '@stride/contracts/player';

/** A player's details as the API receives them: every optional detail may be left out or null. */
export type PlayerInput = Pick<PlayerDetails, 'firstName' | 'lastName'> & {
  readonly [K in Exclude<keyof PlayerDetails, 'firstName' | 'lastName'>]?: PlayerDetails[K] | null;
};

export interface SubscriptionInput {
  readonly plan: string;
  readonly active: boolean;
  readonly expiresAt: Date | null;
  /** Overrides of the plan's limits; a limit left out is the plan's. */
  readonly limits?: Partial<PlanLimits> | null;
  /** @default the plan's */
  readonly tagManagement?: boolean | null;
}

export interface CreateClub {
  readonly type: 'CreateClub';
  readonly data: {
    readonly clubId: string;
    readonly name: string;
    /** @default 'football' (also for blank) */
    readonly sport?: string | null;
    /** An IANA zone. @default 'Europe/Paris' (also for blank) */
    readonly timeZone?: string | null;
    /** The user creating the club: its first manager. */
    readonly creator: { readonly userId: string; readonly email: string; readonly staffId: string };
  };
  readonly now: Date;
}

export interface UpdateClub {
  readonly type: 'UpdateClub';
  /** A sport or time zone left out, null or blank stays as it is. */
  readonly data: { readonly name: string; readonly sport?: string | null; readonly timeZone?: string | null };
}

export interface UpdateSubscription {
  readonly type: 'UpdateSubscription';
  readonly data: { readonly subscription: SubscriptionInput };
}

export interface AddStaff {
  readonly type: 'AddStaff';
  readonly data: {
    readonly staffId: string;
    readonly userId: string;
    readonly email: string;
    readonly isManager: boolean;
  };
}

export interface RemoveStaff {
  readonly type: 'RemoveStaff';
  readonly data: { readonly staffId: string; readonly actorUserId: string };
}

export interface ChangeStaffAccess {
  readonly type: 'ChangeStaffAccess';
  /** A manager may take their own manager access while another manager remains. */
  readonly data: { readonly staffId: string; readonly isManager: boolean; readonly actorUserId: string };
}

export interface AssignCoach {
  readonly type: 'AssignCoach';
  readonly data: { readonly staffId: string; readonly teamIds: readonly string[] };
}

export interface CreateTeam {
  readonly type: 'CreateTeam';
  readonly data: { readonly teamId: string; readonly name: string; readonly logoUrl?: string | null };
}

export interface UpdateTeam {
  readonly type: 'UpdateTeam';
  readonly data: { readonly teamId: string; readonly name: string; readonly logoUrl?: string | null };
}

export interface CreateSeason {
  readonly type: 'CreateSeason';
  readonly data: {
    readonly teamId: string;
    readonly seasonId: string;
    readonly name: string;
    readonly league?: string | null;
    /** `YYYY-MM-DD` */
    readonly startDate: string;
    /** `YYYY-MM-DD`, after startDate. */
    readonly endDate: string;
  };
}

/** Create (no `rangeId` yet: the handler derives it) or change a team's data range. */
export interface SaveTeamRange {
  readonly type: 'CreateTeamRange' | 'UpdateTeamRange';
  readonly data: {
    readonly teamId: string;
    readonly rangeId: string;
    readonly rangeType: string;
    readonly name: string;
    readonly min: number | null;
    readonly max: number | null;
  };
}

export interface DeleteTeamRange {
  readonly type: 'DeleteTeamRange';
  readonly data: { readonly teamId: string; readonly rangeId: string };
}

export interface CreatePlayer {
  readonly type: 'CreatePlayer';
  readonly data: { readonly playerId: string; readonly teamId: string; readonly details: PlayerInput };
  /** A birthdate may not be after the club's today. */
  readonly now: Date;
}

export interface UpdatePlayer {
  readonly type: 'UpdatePlayer';
  /**
   * A detail left out (undefined) keeps its value; null clears it. `teamId` left out or null
   * keeps the player's team.
   */
  readonly data: {
    readonly playerId: string;
    readonly teamId?: string | null;
    readonly details: PlayerInput;
  };
  readonly now: Date;
}

export interface ArchivePlayer {
  readonly type: 'ArchivePlayer';
  readonly data: { readonly playerId: string };
}

export interface AssignDeviceToPlayer {
  readonly type: 'AssignDeviceToPlayer';
  readonly data: {
    readonly playerId: string;
    readonly deviceId: string;
    /** Read by the handler from `device-<id>`: the device's club and current team (null: none). */
    readonly deviceClubId: string;
    readonly deviceTeamId: string | null;
  };
}

export interface UnassignDeviceFromPlayer {
  readonly type: 'UnassignDeviceFromPlayer';
  readonly data: { readonly playerId: string };
}

/** Devices that left their team: whoever wears one gives it back. */
export interface ReleaseDevices {
  readonly type: 'ReleaseDevices';
  readonly data: { readonly deviceIds: readonly string[] };
}

export type ClubCommand =
  | CreateClub
  | UpdateClub
  | UpdateSubscription
  | AddStaff
  | RemoveStaff
  | ChangeStaffAccess
  | AssignCoach
  | CreateTeam
  | UpdateTeam
  | CreateSeason
  | SaveTeamRange
  | DeleteTeamRange
  | CreatePlayer
  | UpdatePlayer
  | ArchivePlayer
  | AssignDeviceToPlayer
  | UnassignDeviceFromPlayer
  | ReleaseDevices;
