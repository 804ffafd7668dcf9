import type { DomainEvent } from '../metadata.ts';
import type { ClubSubscription } from '../plans.ts';
import type { PlayerDetails } from '../player.ts';
import type { LiveAlerts } from '../live-alerts.ts';
import type { DataRange } from '../ranges.ts';
import type { SourceProfileId, TrackingOverrides } from '../tracking.ts';

/**
 * Domain events of the `club-<id>` stream: the club, its staff, teams, seasons and players, and
 * which device each player wears.
 *
 * One stream per club is the consistency boundary of the plan's limits (members, teams,
 * players): a limit is checked and the new member appended in one atomic append with the
 * expected revision, so two managers adding the last allowed player at once cannot both succeed.
 */

export const clubStreamCategory = 'club';
export const clubStreamName = (clubId: string): string => `${clubStreamCategory}-${clubId}`;

export type ClubCreated = DomainEvent<
  'ClubCreated',
  {
    clubId: string;
    name: string;
    sport: string;
    timeZone: string;
    subscription: ClubSubscription;
  }
>;

export type ClubUpdated = DomainEvent<
  'ClubUpdated',
  { clubId: string; name: string; sport: string; timeZone: string }
>;

export type ClubSubscriptionUpdated = DomainEvent<
  'ClubSubscriptionUpdated',
  { clubId: string; subscription: ClubSubscription }
>;

export type StaffAdded = DomainEvent<
  'StaffAdded',
  { clubId: string; staffId: string; userId: string; email: string; isManager: boolean }
>;
export type StaffAccessChanged = DomainEvent<
  'StaffAccessChanged',
  { clubId: string; staffId: string; isManager: boolean }
>;
export type StaffRemoved = DomainEvent<'StaffRemoved', { clubId: string; staffId: string; userId: string }>;
/** The full set of teams a staff member coaches (replaces the previous set). */
export type CoachAssigned = DomainEvent<
  'CoachAssigned',
  { clubId: string; staffId: string; teamIds: readonly string[] }
>;

export type TeamCreated = DomainEvent<
  'TeamCreated',
  { clubId: string; teamId: string; name: string; logoUrl: string | null }
>;
export type TeamUpdated = DomainEvent<'TeamUpdated', TeamCreated['data']>;
export type SeasonCreated = DomainEvent<
  'SeasonCreated',
  {
    clubId: string;
    teamId: string;
    seasonId: string;
    name: string;
    league: string | null;
    /** Calendar dates `YYYY-MM-DD`, in the club's time zone. */
    startDate: string;
    endDate: string;
  }
>;

/**
 * Issue 19: a season changed (whole, as created), deleted (the read model drops it; the stream
 * keeps it), or chosen as the team's current one (null: the season whose dates hold the club's
 * today). Seasons of one team never overlap (command/src/club/decide/seasons.ts).
 */
export type SeasonUpdated = DomainEvent<'SeasonUpdated', SeasonCreated['data']>;
export type SeasonDeleted = DomainEvent<
  'SeasonDeleted',
  { clubId: string; teamId: string; seasonId: string }
>;
export type CurrentSeasonChosen = DomainEvent<
  'CurrentSeasonChosen',
  { clubId: string; teamId: string; seasonId: string | null }
>;

/**
 * Issue 19: the club's drill list, names its staff pick period tags from ("4v4 rondo"). Needs the
 * plan's tag management. Names are unique in the club, without case.
 */
export type DrillCreated = DomainEvent<'DrillCreated', { clubId: string; drillId: string; name: string }>;
export type DrillRenamed = DomainEvent<'DrillRenamed', DrillCreated['data']>;
export type DrillDeleted = DomainEvent<'DrillDeleted', { clubId: string; drillId: string }>;

/** A team's data ranges: copied into each new event (the plan limits how many a team has). */
export type TeamRangeCreated = DomainEvent<
  'TeamRangeCreated',
  { clubId: string; teamId: string; range: DataRange }
>;
export type TeamRangeUpdated = DomainEvent<'TeamRangeUpdated', TeamRangeCreated['data']>;
export type TeamRangeDeleted = DomainEvent<
  'TeamRangeDeleted',
  { clubId: string; teamId: string; rangeId: string }
>;

/**
 * A team's own values for one tracking profile (`contracts/src/tracking.ts`), whole: every value
 * the team set, null for those following the profile's default. The records of the team's events
 * recorded with that profile are computed again.
 */
export type TeamTrackingProfileSet = DomainEvent<
  'TeamTrackingProfileSet',
  { clubId: string; teamId: string; profile: SourceProfileId; overrides: TrackingOverrides }
>;
/** The team's values for the profile are dropped: its defaults apply again (records recomputed). */
export type TeamTrackingProfileReset = DomainEvent<
  'TeamTrackingProfileReset',
  { clubId: string; teamId: string; profile: SourceProfileId }
>;

/**
 * A team's live alert thresholds (issue 18, `contracts/src/live-alerts.ts`), whole: what the live
 * screen measures each player against. A null value turns that alert off.
 */
export type TeamLiveAlertsSet = DomainEvent<
  'TeamLiveAlertsSet',
  { clubId: string; teamId: string; alerts: LiveAlerts }
>;

/**
 * A receiver token (issue 18): what a touchline receiver or a device sends its live batches with.
 * Only the SHA-256 of the secret is stored (hex); the secret is shown once, when it is issued.
 */
export type ReceiverTokenIssued = DomainEvent<
  'ReceiverTokenIssued',
  { clubId: string; teamId: string; receiverId: string; name: string; tokenHash: string }
>;
/** The token no longer authenticates anything. */
export type ReceiverTokenRevoked = DomainEvent<
  'ReceiverTokenRevoked',
  { clubId: string; teamId: string; receiverId: string }
>;

export type PlayerCreated = DomainEvent<
  'PlayerCreated',
  { clubId: string; playerId: string; teamId: string } & PlayerDetails
>;
export type PlayerUpdated = DomainEvent<'PlayerUpdated', PlayerCreated['data']>;
export type PlayerArchived = DomainEvent<'PlayerArchived', { clubId: string; playerId: string }>;
export type PlayerDeviceAssigned = DomainEvent<
  'PlayerDeviceAssigned',
  { clubId: string; playerId: string; deviceId: string }
>;
export type PlayerDeviceUnassigned = DomainEvent<'PlayerDeviceUnassigned', PlayerDeviceAssigned['data']>;

export type ClubEvent =
  | ClubCreated
  | ClubUpdated
  | ClubSubscriptionUpdated
  | StaffAdded
  | StaffAccessChanged
  | StaffRemoved
  | CoachAssigned
  | TeamCreated
  | TeamUpdated
  | SeasonCreated
  | SeasonUpdated
  | SeasonDeleted
  | CurrentSeasonChosen
  | DrillCreated
  | DrillRenamed
  | DrillDeleted
  | TeamRangeCreated
  | TeamRangeUpdated
  | TeamRangeDeleted
  | TeamTrackingProfileSet
  | TeamTrackingProfileReset
  | TeamLiveAlertsSet
  | ReceiverTokenIssued
  | ReceiverTokenRevoked
  | PlayerCreated
  | PlayerUpdated
  | PlayerArchived
  | PlayerDeviceAssigned
  | PlayerDeviceUnassigned;
export type ClubEventType = ClubEvent['type'];
export const clubEventTypes: readonly ClubEventType[] = [
  'ClubCreated',
  'ClubUpdated',
  'ClubSubscriptionUpdated',
  'StaffAdded',
  'StaffAccessChanged',
  'StaffRemoved',
  'CoachAssigned',
  'TeamCreated',
  'TeamUpdated',
  'SeasonCreated',
  'SeasonUpdated',
  'SeasonDeleted',
  'CurrentSeasonChosen',
  'DrillCreated',
  'DrillRenamed',
  'DrillDeleted',
  'TeamRangeCreated',
  'TeamRangeUpdated',
  'TeamRangeDeleted',
  'TeamTrackingProfileSet',
  'TeamTrackingProfileReset',
  'TeamLiveAlertsSet',
  'ReceiverTokenIssued',
  'ReceiverTokenRevoked',
  'PlayerCreated',
  'PlayerUpdated',
  'PlayerArchived',
  'PlayerDeviceAssigned',
  'PlayerDeviceUnassigned',
];

export const clubSchemaVersion = 1;
