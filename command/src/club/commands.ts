/** Commands of the `club-<id>` aggregate. */
import type { LiveAlerts } from '@stride/contracts/live-alerts';
import type { PlanLimits } from '@stride/contracts/plans';
import type { PlayerDetails } from '@stride/contracts/player';
import type { TrackingOverrides } from '@stride/contracts/tracking';
import type { Command, TimedCommand } from '../decider.ts';

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

export type CreateClub = TimedCommand<
  'CreateClub',
  {
    clubId: string;
    name: string;
    /** @default 'football' (also for blank) */
    sport?: string | null;
    /** An IANA zone. @default 'Europe/Paris' (also for blank) */
    timeZone?: string | null;
    /** The user creating the club: its first manager. */
    creator: { readonly userId: string; readonly email: string; readonly staffId: string };
  }
>;

/** A sport or time zone left out, null or blank stays as it is. */
export type UpdateClub = Command<
  'UpdateClub',
  { name: string; sport?: string | null; timeZone?: string | null }
>;

export type UpdateSubscription = Command<'UpdateSubscription', { subscription: SubscriptionInput }>;

export type AddStaff = Command<
  'AddStaff',
  {
    staffId: string;
    userId: string;
    email: string;
    isManager: boolean;
  }
>;

export type RemoveStaff = Command<'RemoveStaff', { staffId: string; actorUserId: string }>;

/** A manager may take their own manager access while another manager remains. */
export type ChangeStaffAccess = Command<
  'ChangeStaffAccess',
  { staffId: string; isManager: boolean; actorUserId: string }
>;

export type AssignCoach = Command<'AssignCoach', { staffId: string; teamIds: readonly string[] }>;

export type CreateTeam = Command<'CreateTeam', { teamId: string; name: string; logoUrl?: string | null }>;

export type UpdateTeam = Command<'UpdateTeam', CreateTeam['data']>;

export type CreateSeason = Command<
  'CreateSeason',
  {
    teamId: string;
    seasonId: string;
    name: string;
    league?: string | null;
    /** `YYYY-MM-DD` */
    startDate: string;
    /** `YYYY-MM-DD`, after startDate. */
    endDate: string;
  }
>;

/** A season's fields, whole (issue 19): same rules as `CreateSeason`. */
export type UpdateSeason = Command<'UpdateSeason', CreateSeason['data']>;

export type DeleteSeason = Command<'DeleteSeason', { teamId: string; seasonId: string }>;

/** The team's current season; null: the season whose dates hold the club's today. */
export type ChooseCurrentSeason = Command<'ChooseCurrentSeason', { teamId: string; seasonId: string | null }>;

/** The club's drill list (issue 19): needs the plan's tag management. */
export type CreateDrill = Command<'CreateDrill', { drillId: string; name: string }>;
export type RenameDrill = Command<'RenameDrill', { drillId: string; name: string }>;
export type DeleteDrill = Command<'DeleteDrill', { drillId: string }>;

/** Create (no `rangeId` yet: the handler derives it) or change a team's data range. */
export type SaveTeamRange = Command<
  'CreateTeamRange' | 'UpdateTeamRange',
  {
    teamId: string;
    rangeId: string;
    rangeType: string;
    name: string;
    min: number | null;
    max: number | null;
  }
>;

export type DeleteTeamRange = Command<'DeleteTeamRange', { teamId: string; rangeId: string }>;

/**
 * A team's own values for one tracking profile, whole (a value left null follows the profile's
 * default); `profile` is checked by the decider (INVALID_TRACKING_PROFILE).
 */
export type SetTeamTrackingProfile = Command<
  'SetTeamTrackingProfile',
  { teamId: string; profile: string; overrides: TrackingOverrides }
>;

export type ResetTeamTrackingProfile = Command<
  'ResetTeamTrackingProfile',
  { teamId: string; profile: string }
>;

/** A team's live alert thresholds, whole (issue 18); checked by the decider (LIVE_ALERT_INVALID). */
export type SetTeamLiveAlerts = Command<'SetTeamLiveAlerts', { teamId: string; alerts: LiveAlerts }>;

/** A receiver token (issue 18): the caller draws the secret and passes only its SHA-256 (hex). */
export type IssueReceiverToken = Command<
  'IssueReceiverToken',
  { teamId: string; receiverId: string; name: string; tokenHash: string }
>;

export type RevokeReceiverToken = Command<'RevokeReceiverToken', { teamId: string; receiverId: string }>;

/** A birthdate may not be after the club's today. */
export type CreatePlayer = TimedCommand<
  'CreatePlayer',
  { playerId: string; teamId: string; details: PlayerInput }
>;

/**
 * A detail left out (undefined) keeps its value; null clears it. `teamId` left out or null
 * keeps the player's team.
 */
export type UpdatePlayer = TimedCommand<
  'UpdatePlayer',
  {
    playerId: string;
    teamId?: string | null;
    details: PlayerInput;
  }
>;

export type ArchivePlayer = Command<'ArchivePlayer', { playerId: string }>;

export type AssignDeviceToPlayer = Command<
  'AssignDeviceToPlayer',
  {
    playerId: string;
    deviceId: string;
    /** Read by the handler from `device-<id>`: the device's club and current team (null: none). */
    deviceClubId: string;
    deviceTeamId: string | null;
  }
>;

export type UnassignDeviceFromPlayer = Command<'UnassignDeviceFromPlayer', { playerId: string }>;

/** Devices that left their team: whoever wears one gives it back. */
export type ReleaseDevices = Command<'ReleaseDevices', { deviceIds: readonly string[] }>;

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
  | UpdateSeason
  | DeleteSeason
  | ChooseCurrentSeason
  | CreateDrill
  | RenameDrill
  | DeleteDrill
  | SaveTeamRange
  | DeleteTeamRange
  | SetTeamTrackingProfile
  | ResetTeamTrackingProfile
  | SetTeamLiveAlerts
  | IssueReceiverToken
  | RevokeReceiverToken
  | CreatePlayer
  | UpdatePlayer
  | ArchivePlayer
  | AssignDeviceToPlayer
  | UnassignDeviceFromPlayer
  | ReleaseDevices;
