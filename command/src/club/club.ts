/**
 * The `club-<id>` aggregate: the club, its subscription, staff, teams, seasons, players and which
 * device each player wears. The stream is the consistency boundary of the plan's limits.
 * Sections: state, evolve, commands, decide (one function per command), validation.
 */
import { DomainError } from '@stride/contracts/errors';
import { normalizeEmail } from '@stride/contracts/account';
import type {
  ClubCreated,
  ClubEvent,
  ClubSubscriptionUpdated,
  ClubUpdated,
  CoachAssigned,
  PlayerArchived,
  PlayerCreated,
  PlayerDeviceAssigned,
  PlayerDeviceUnassigned,
  PlayerUpdated,
  SeasonCreated,
  StaffAccessChanged,
  StaffAdded,
  StaffRemoved,
  TeamCreated,
  TeamRangeCreated,
  TeamRangeDeleted,
  TeamRangeUpdated,
  TeamUpdated,
} from '@stride/contracts/events/club';
import { isRangeType, rangeProblem, type DataRange } from '@stride/contracts/ranges';
import {
  isPlanId,
  LIMIT_MAX,
  plans,
  trialSubscription,
  type ClubSubscription,
  type PlanLimits,
} from '@stride/contracts/plans';
import {
  genders,
  leagues,
  PLAYER_LIMITS,
  playerProfiles,
  positions,
  type League,
  type PlayerDetails,
} from '@stride/contracts/player';
import type { Decider } from '../handler.ts';
import {
  badInput,
  calendarDate,
  dateIn,
  integerIn,
  isTimeZone,
  oneOf,
  optionalText,
  optionalUrl,
  requiredText,
  unique,
} from './validation.ts';

/* ---------- state ---------- */

export interface StaffMember {
  readonly userId: string;
  readonly email: string;
  readonly isManager: boolean;
  readonly coachTeamIds: readonly string[];
}

export interface Season {
  readonly seasonId: string;
  readonly name: string;
  readonly league: string | null;
  readonly startDate: string;
  readonly endDate: string;
}

export interface Team {
  readonly name: string;
  readonly logoUrl: string | null;
  readonly seasons: readonly Season[];
  /** Data ranges, in creation order: copied into each new event. */
  readonly ranges: readonly DataRange[];
}

export interface Player {
  readonly teamId: string;
  readonly details: PlayerDetails;
  readonly archived: boolean;
  readonly deviceId: string | null;
}

export interface ActiveClub {
  readonly status: 'active';
  readonly clubId: string;
  readonly name: string;
  readonly sport: string;
  readonly timeZone: string;
  readonly subscription: ClubSubscription;
  readonly staff: ReadonlyMap<string, StaffMember>;
  /** Staff ids removed since: a retried `addStaff` must not bring its member back. */
  readonly formerStaffIds: ReadonlySet<string>;
  readonly teams: ReadonlyMap<string, Team>;
  readonly players: ReadonlyMap<string, Player>;
  /** Device id → id of the player wearing it. */
  readonly devices: ReadonlyMap<string, string>;
}

export type ClubState = { readonly status: 'initial' } | ActiveClub;

export const initialState = (): ClubState => ({ status: 'initial' });

/* ---------- evolve ---------- */

function detailsOf(data: PlayerDetails): PlayerDetails {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    birthdate: data.birthdate,
    gender: data.gender,
    number: data.number,
    position: data.position,
    profile: data.profile,
    league: data.league,
    pictureUrl: data.pictureUrl,
    maxHeartRate: data.maxHeartRate,
    restingHeartRate: data.restingHeartRate,
    maxSpeed: data.maxSpeed,
    note: data.note,
  };
}

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> {
  return new Map(map).set(key, value);
}

function withoutEntry<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

function updateEntry<K, V>(map: ReadonlyMap<K, V>, key: K, change: (value: V) => V): ReadonlyMap<K, V> {
  const value = map.get(key);
  return value === undefined ? map : withEntry(map, key, change(value));
}

export function evolve(state: ClubState, event: ClubEvent): ClubState {
  if (event.type === 'ClubCreated') {
    const { clubId, name, sport, timeZone, subscription } = event.data;
    return {
      status: 'active',
      clubId,
      name,
      sport,
      timeZone,
      subscription,
      staff: new Map(),
      formerStaffIds: new Set(),
      teams: new Map(),
      players: new Map(),
      devices: new Map(),
    };
  }
  if (state.status === 'initial') return state;
  switch (event.type) {
    case 'ClubUpdated':
      return { ...state, name: event.data.name, sport: event.data.sport, timeZone: event.data.timeZone };
    case 'ClubSubscriptionUpdated':
      return { ...state, subscription: event.data.subscription };
    case 'StaffAdded': {
      const { staffId, userId, email, isManager } = event.data;
      return {
        ...state,
        staff: withEntry(state.staff, staffId, { userId, email, isManager, coachTeamIds: [] }),
      };
    }
    case 'StaffAccessChanged':
      return {
        ...state,
        staff: updateEntry(state.staff, event.data.staffId, (s) => ({
          ...s,
          isManager: event.data.isManager,
        })),
      };
    case 'StaffRemoved':
      return {
        ...state,
        staff: withoutEntry(state.staff, event.data.staffId),
        formerStaffIds: new Set(state.formerStaffIds).add(event.data.staffId),
      };
    case 'CoachAssigned':
      return {
        ...state,
        staff: updateEntry(state.staff, event.data.staffId, (s) => ({
          ...s,
          coachTeamIds: [...event.data.teamIds],
        })),
      };
    case 'TeamCreated':
      return {
        ...state,
        teams: withEntry(state.teams, event.data.teamId, {
          name: event.data.name,
          logoUrl: event.data.logoUrl,
          seasons: [],
          ranges: [],
        }),
      };
    case 'TeamUpdated':
      return {
        ...state,
        teams: updateEntry(state.teams, event.data.teamId, (t) => ({
          ...t,
          name: event.data.name,
          logoUrl: event.data.logoUrl,
        })),
      };
    case 'SeasonCreated': {
      const { seasonId, name, league, startDate, endDate } = event.data;
      return {
        ...state,
        teams: updateEntry(state.teams, event.data.teamId, (t) => ({
          ...t,
          seasons: [...t.seasons, { seasonId, name, league, startDate, endDate }],
        })),
      };
    }
    case 'TeamRangeCreated':
      return {
        ...state,
        teams: updateEntry(state.teams, event.data.teamId, (t) => ({
          ...t,
          ranges: [...t.ranges, event.data.range],
        })),
      };
    case 'TeamRangeUpdated':
      return {
        ...state,
        teams: updateEntry(state.teams, event.data.teamId, (t) => ({
          ...t,
          ranges: t.ranges.map((r) => (r.id === event.data.range.id ? event.data.range : r)),
        })),
      };
    case 'TeamRangeDeleted':
      return {
        ...state,
        teams: updateEntry(state.teams, event.data.teamId, (t) => ({
          ...t,
          ranges: t.ranges.filter((r) => r.id !== event.data.rangeId),
        })),
      };
    case 'PlayerCreated':
      return {
        ...state,
        players: withEntry(state.players, event.data.playerId, {
          teamId: event.data.teamId,
          details: detailsOf(event.data),
          archived: false,
          deviceId: null,
        }),
      };
    case 'PlayerUpdated':
      return {
        ...state,
        players: updateEntry(state.players, event.data.playerId, (p) => ({
          ...p,
          teamId: event.data.teamId,
          details: detailsOf(event.data),
        })),
      };
    case 'PlayerArchived': {
      const deviceId = state.players.get(event.data.playerId)?.deviceId ?? null;
      return {
        ...state,
        players: updateEntry(state.players, event.data.playerId, (p) => ({
          ...p,
          archived: true,
          deviceId: null,
        })),
        devices: deviceId === null ? state.devices : withoutEntry(state.devices, deviceId),
      };
    }
    case 'PlayerDeviceAssigned': {
      const { playerId, deviceId } = event.data;
      return {
        ...state,
        players: updateEntry(state.players, playerId, (p) => ({ ...p, deviceId })),
        devices: withEntry(state.devices, deviceId, playerId),
      };
    }
    case 'PlayerDeviceUnassigned': {
      const { playerId, deviceId } = event.data;
      return {
        ...state,
        players: updateEntry(state.players, playerId, (p) =>
          p.deviceId === deviceId ? { ...p, deviceId: null } : p,
        ),
        devices:
          state.devices.get(deviceId) === playerId ? withoutEntry(state.devices, deviceId) : state.devices,
      };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/* ---------- commands ---------- */

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

/* ---------- decide ---------- */

export const CLUB_NAME_MAX_LENGTH = 120;
export const SPORT_MAX_LENGTH = 40;
export const DEFAULT_SPORT = 'football';
export const DEFAULT_TIME_ZONE = 'Europe/Paris';
export const TEAM_NAME_MAX_LENGTH = 120;
export const SEASON_NAME_MAX_LENGTH = 60;
export const LOGO_URL_MAX_LENGTH = 2000;
export const MAX_COACH_TEAMS = 100;
/** Earliest birthdate accepted: anything before is a typing error. */
export const EARLIEST_BIRTHDATE = '1900-01-01';

function active(state: ClubState): ActiveClub {
  if (state.status === 'initial') throw new DomainError('CLUB_NOT_FOUND');
  return state;
}

function staffMember(club: ActiveClub, staffId: string): StaffMember {
  const member = club.staff.get(staffId);
  if (member === undefined) throw new DomainError('STAFF_NOT_FOUND', { staffId });
  return member;
}

function team(club: ActiveClub, teamId: string): Team {
  const found = club.teams.get(teamId);
  if (found === undefined) throw new DomainError('TEAM_NOT_FOUND', { teamId });
  return found;
}

/** A player of the club who is not archived. */
function currentPlayer(club: ActiveClub, playerId: string): Player {
  const player = club.players.get(playerId);
  if (player === undefined || player.archived) throw new DomainError('PLAYER_NOT_FOUND', { playerId });
  return player;
}

function managerCount(club: ActiveClub): number {
  let count = 0;
  for (const member of club.staff.values()) if (member.isManager) count++;
  return count;
}

function activePlayerCount(club: ActiveClub): number {
  let count = 0;
  for (const player of club.players.values()) if (!player.archived) count++;
  return count;
}

function unassigned(clubId: string, playerId: string, deviceId: string): PlayerDeviceUnassigned {
  return { type: 'PlayerDeviceUnassigned', data: { clubId, playerId, deviceId } };
}

function createClub(command: CreateClub, state: ClubState): [ClubCreated, StaffAdded] {
  if (state.status !== 'initial') throw badInput('clubId', 'exists');
  const { data, now } = command;
  const settings = clubSettings(
    data.name,
    given(data.sport) ?? DEFAULT_SPORT,
    given(data.timeZone) ?? DEFAULT_TIME_ZONE,
  );
  const { userId, staffId } = data.creator;
  return [
    { type: 'ClubCreated', data: { clubId: data.clubId, ...settings, subscription: trialSubscription(now) } },
    {
      type: 'StaffAdded',
      data: {
        clubId: data.clubId,
        staffId,
        userId,
        email: normalizeEmail(data.creator.email),
        isManager: true,
      },
    },
  ];
}

function updateClub(command: UpdateClub, state: ClubState): ClubUpdated[] {
  const club = active(state);
  const { data } = command;
  const settings = clubSettings(
    data.name,
    given(data.sport) ?? club.sport,
    given(data.timeZone) ?? club.timeZone,
  );
  if (settings.name === club.name && settings.sport === club.sport && settings.timeZone === club.timeZone)
    return [];
  return [{ type: 'ClubUpdated', data: { clubId: club.clubId, ...settings } }];
}

function updateSubscription(command: UpdateSubscription, state: ClubState): [ClubSubscriptionUpdated] {
  const club = active(state);
  return [
    {
      type: 'ClubSubscriptionUpdated',
      data: { clubId: club.clubId, subscription: subscription(command.data.subscription) },
    },
  ];
}

function addStaff(command: AddStaff, state: ClubState): [StaffAdded] {
  const club = active(state);
  const { staffId, userId, isManager } = command.data;
  for (const member of club.staff.values())
    if (member.userId === userId) throw new DomainError('IS_ALREADY_STAFF');
  if (club.staff.has(staffId) || club.formerStaffIds.has(staffId)) throw badInput('staffId', 'exists');
  const limit = club.subscription.limits.members;
  if (club.staff.size >= limit) throw new DomainError('MEMBER_LIMIT_REACHED', { limit });
  return [
    {
      type: 'StaffAdded',
      data: { clubId: club.clubId, staffId, userId, email: normalizeEmail(command.data.email), isManager },
    },
  ];
}

function removeStaff(command: RemoveStaff, state: ClubState): [StaffRemoved] {
  const club = active(state);
  const { staffId, actorUserId } = command.data;
  const member = staffMember(club, staffId);
  if (member.userId === actorUserId) throw badInput('staffId', 'self');
  if (member.isManager && managerCount(club) <= 1) throw badInput('staffId', 'lastManager');
  return [{ type: 'StaffRemoved', data: { clubId: club.clubId, staffId, userId: member.userId } }];
}

function changeStaffAccess(command: ChangeStaffAccess, state: ClubState): StaffAccessChanged[] {
  const club = active(state);
  const { staffId, isManager } = command.data;
  const member = staffMember(club, staffId);
  if (member.isManager === isManager) return [];
  if (!isManager && managerCount(club) <= 1) throw badInput('isManager', 'lastManager');
  return [{ type: 'StaffAccessChanged', data: { clubId: club.clubId, staffId, isManager } }];
}

function assignCoach(command: AssignCoach, state: ClubState): CoachAssigned[] {
  const club = active(state);
  const { staffId } = command.data;
  const member = staffMember(club, staffId);
  const teamIds = unique(command.data.teamIds);
  if (teamIds.length > MAX_COACH_TEAMS) throw badInput('teamIds', 'maxItems', { maxItems: MAX_COACH_TEAMS });
  for (const teamId of teamIds) team(club, teamId);
  const current = new Set(member.coachTeamIds);
  if (current.size === teamIds.length && teamIds.every((id) => current.has(id))) return [];
  return [{ type: 'CoachAssigned', data: { clubId: club.clubId, staffId, teamIds } }];
}

function createTeam(command: CreateTeam, state: ClubState): [TeamCreated] {
  const club = active(state);
  const { teamId } = command.data;
  if (club.teams.has(teamId)) throw badInput('teamId', 'exists');
  const name = requiredText(command.data.name, 'name', TEAM_NAME_MAX_LENGTH);
  const logoUrl = optionalUrl(command.data.logoUrl, 'logoUrl', LOGO_URL_MAX_LENGTH);
  checkTeamNameFree(club, name, null);
  const limit = club.subscription.limits.teams;
  if (club.teams.size >= limit) throw new DomainError('TEAM_LIMIT_REACHED', { limit });
  return [{ type: 'TeamCreated', data: { clubId: club.clubId, teamId, name, logoUrl } }];
}

function updateTeam(command: UpdateTeam, state: ClubState): TeamUpdated[] {
  const club = active(state);
  const { teamId } = command.data;
  const current = team(club, teamId);
  const name = requiredText(command.data.name, 'name', TEAM_NAME_MAX_LENGTH);
  const logoUrl = optionalUrl(command.data.logoUrl, 'logoUrl', LOGO_URL_MAX_LENGTH);
  checkTeamNameFree(club, name, teamId);
  if (name === current.name && logoUrl === current.logoUrl) return [];
  return [{ type: 'TeamUpdated', data: { clubId: club.clubId, teamId, name, logoUrl } }];
}

function createSeason(command: CreateSeason, state: ClubState): [SeasonCreated] {
  const club = active(state);
  const { data } = command;
  const current = team(club, data.teamId);
  if (current.seasons.some((season) => season.seasonId === data.seasonId))
    throw badInput('seasonId', 'exists');
  const name = requiredText(data.name, 'name', SEASON_NAME_MAX_LENGTH);
  const league: League | null = data.league == null ? null : oneOf(leagues, data.league, 'league');
  const startDate = calendarDate(data.startDate, 'startDate');
  const endDate = calendarDate(data.endDate, 'endDate');
  // `YYYY-MM-DD` strings order as the dates do.
  if (startDate >= endDate) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate' });
  return [
    {
      type: 'SeasonCreated',
      data: {
        clubId: club.clubId,
        teamId: data.teamId,
        seasonId: data.seasonId,
        name,
        league,
        startDate,
        endDate,
      },
    },
  ];
}

function saveTeamRange(command: SaveTeamRange, state: ClubState): [TeamRangeCreated] | [TeamRangeUpdated] {
  const club = active(state);
  const { data } = command;
  const current = team(club, data.teamId);
  if (!isRangeType(data.rangeType)) throw new DomainError('INVALID_RANGE_TYPE', { type: data.rangeType });
  const problem = rangeProblem(data.rangeType, data.name, data.min, data.max);
  if (problem !== null) throw new DomainError('BAD_USER_INPUT', problem);
  const range: DataRange = {
    id: data.rangeId,
    type: data.rangeType,
    name: data.name.trim(),
    min: data.min,
    max: data.max,
  };
  const exists = current.ranges.some((r) => r.id === data.rangeId);
  if (command.type === 'UpdateTeamRange') {
    if (!exists) throw badInput('id', 'notFound');
    return [{ type: 'TeamRangeUpdated', data: { clubId: club.clubId, teamId: data.teamId, range } }];
  }
  if (exists) throw badInput('id', 'exists');
  const limit = club.subscription.limits.ranges;
  if (current.ranges.length >= limit) throw new DomainError('RANGE_LIMIT_REACHED', { limit });
  return [{ type: 'TeamRangeCreated', data: { clubId: club.clubId, teamId: data.teamId, range } }];
}

function deleteTeamRange(command: DeleteTeamRange, state: ClubState): [TeamRangeDeleted] {
  const club = active(state);
  const current = team(club, command.data.teamId);
  if (!current.ranges.some((r) => r.id === command.data.rangeId)) throw badInput('id', 'notFound');
  return [
    {
      type: 'TeamRangeDeleted',
      data: { clubId: club.clubId, teamId: command.data.teamId, rangeId: command.data.rangeId },
    },
  ];
}

function createPlayer(command: CreatePlayer, state: ClubState): [PlayerCreated] {
  const club = active(state);
  const { playerId, teamId } = command.data;
  if (club.players.has(playerId)) throw badInput('playerId', 'exists');
  team(club, teamId);
  const details = playerDetails(command.data.details, null, dateIn(command.now, club.timeZone));
  const limit = club.subscription.limits.players;
  if (activePlayerCount(club) >= limit) throw new DomainError('PLAYER_LIMIT_REACHED', { limit });
  return [{ type: 'PlayerCreated', data: { clubId: club.clubId, playerId, teamId, ...details } }];
}

function updatePlayer(command: UpdatePlayer, state: ClubState): ClubEvent[] {
  const club = active(state);
  const { playerId } = command.data;
  const player = currentPlayer(club, playerId);
  const teamId = command.data.teamId ?? player.teamId;
  if (teamId !== player.teamId) team(club, teamId);
  const details = playerDetails(command.data.details, player.details, dateIn(command.now, club.timeZone));
  if (teamId === player.teamId && sameDetails(details, player.details)) return [];
  const events: ClubEvent[] = [];
  // A device belongs to a team: a player moving team leaves theirs behind.
  if (teamId !== player.teamId && player.deviceId !== null)
    events.push(unassigned(club.clubId, playerId, player.deviceId));
  const updated: PlayerUpdated = {
    type: 'PlayerUpdated',
    data: { clubId: club.clubId, playerId, teamId, ...details },
  };
  events.push(updated);
  return events;
}

function archivePlayer(command: ArchivePlayer, state: ClubState): ClubEvent[] {
  const club = active(state);
  const { playerId } = command.data;
  const player = currentPlayer(club, playerId);
  const archived: PlayerArchived = { type: 'PlayerArchived', data: { clubId: club.clubId, playerId } };
  return player.deviceId === null
    ? [archived]
    : [unassigned(club.clubId, playerId, player.deviceId), archived];
}

function assignDeviceToPlayer(command: AssignDeviceToPlayer, state: ClubState): ClubEvent[] {
  const club = active(state);
  const { playerId, deviceId, deviceClubId, deviceTeamId } = command.data;
  const player = currentPlayer(club, playerId);
  if (deviceClubId !== club.clubId || deviceTeamId !== player.teamId)
    throw new DomainError('DEVICE_NOT_ALLOWED', { deviceId });
  if (player.deviceId === deviceId) return [];
  const events: ClubEvent[] = [];
  if (player.deviceId !== null) events.push(unassigned(club.clubId, playerId, player.deviceId));
  const wearer = club.devices.get(deviceId);
  if (wearer !== undefined) events.push(unassigned(club.clubId, wearer, deviceId));
  const assigned: PlayerDeviceAssigned = {
    type: 'PlayerDeviceAssigned',
    data: { clubId: club.clubId, playerId, deviceId },
  };
  events.push(assigned);
  return events;
}

function unassignDeviceFromPlayer(
  command: UnassignDeviceFromPlayer,
  state: ClubState,
): PlayerDeviceUnassigned[] {
  const club = active(state);
  const { playerId } = command.data;
  const player = currentPlayer(club, playerId);
  return player.deviceId === null ? [] : [unassigned(club.clubId, playerId, player.deviceId)];
}

function releaseDevices(command: ReleaseDevices, state: ClubState): PlayerDeviceUnassigned[] {
  const club = active(state);
  return unique(command.data.deviceIds).flatMap((deviceId) => {
    const wearer = club.devices.get(deviceId);
    return wearer === undefined ? [] : [unassigned(club.clubId, wearer, deviceId)];
  });
}

export function decide(command: ClubCommand, state: ClubState): ClubEvent[] {
  switch (command.type) {
    case 'CreateClub':
      return createClub(command, state);
    case 'UpdateClub':
      return updateClub(command, state);
    case 'UpdateSubscription':
      return updateSubscription(command, state);
    case 'AddStaff':
      return addStaff(command, state);
    case 'RemoveStaff':
      return removeStaff(command, state);
    case 'ChangeStaffAccess':
      return changeStaffAccess(command, state);
    case 'AssignCoach':
      return assignCoach(command, state);
    case 'CreateTeam':
      return createTeam(command, state);
    case 'UpdateTeam':
      return updateTeam(command, state);
    case 'CreateSeason':
      return createSeason(command, state);
    case 'CreateTeamRange':
    case 'UpdateTeamRange':
      return saveTeamRange(command, state);
    case 'DeleteTeamRange':
      return deleteTeamRange(command, state);
    case 'CreatePlayer':
      return createPlayer(command, state);
    case 'UpdatePlayer':
      return updatePlayer(command, state);
    case 'ArchivePlayer':
      return archivePlayer(command, state);
    case 'AssignDeviceToPlayer':
      return assignDeviceToPlayer(command, state);
    case 'UnassignDeviceFromPlayer':
      return unassignDeviceFromPlayer(command, state);
    case 'ReleaseDevices':
      return releaseDevices(command, state);
    default: {
      const _exhaustive: never = command;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const clubDecider: Decider<ClubCommand, ClubState, ClubEvent> = { decide, evolve, initialState };

/* ---------- validation ---------- */

/** A setting left out: null, undefined or blank. */
function given(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim().length === 0 ? null : value;
}

/** Lowercase words separated by single spaces or hyphens ("football", "rugby union", "e-sport"). */
const SPORT = /^[a-z]+(?:[ -][a-z]+)*$/;

function clubSettings(
  name: string,
  sport: string,
  timeZone: string,
): { name: string; sport: string; timeZone: string } {
  const clubName = requiredText(name, 'name', CLUB_NAME_MAX_LENGTH);
  const clubSport = requiredText(sport, 'sport', SPORT_MAX_LENGTH).toLowerCase();
  if (!SPORT.test(clubSport)) throw badInput('sport', 'pattern');
  const zone = requiredText(timeZone, 'timeZone', 64);
  if (!isTimeZone(zone)) throw badInput('timeZone', 'timeZone');
  return { name: clubName, sport: clubSport, timeZone: zone };
}

const LIMIT_KEYS = [
  'members',
  'teams',
  'players',
  'ranges',
  'devices',
] as const satisfies readonly (keyof PlanLimits)[];

function subscription(input: SubscriptionInput): ClubSubscription {
  if (!isPlanId(input.plan)) throw badInput('plan', 'enum');
  const plan = plans[input.plan];
  if (typeof input.active !== 'boolean') throw badInput('active', 'type');
  if (
    input.expiresAt !== null &&
    !(input.expiresAt instanceof Date && !Number.isNaN(input.expiresAt.getTime()))
  )
    throw badInput('expiresAt', 'date');
  const overrides = input.limits ?? {};
  const limits = Object.fromEntries(
    LIMIT_KEYS.map((key) => {
      const value = overrides[key] ?? plan.limits[key];
      return [key, integerIn(value, `limits.${key}`, 0, LIMIT_MAX)];
    }),
  ) as unknown as PlanLimits;
  return {
    plan: plan.id,
    active: input.active,
    expiresAt: input.expiresAt?.toISOString() ?? null,
    limits,
    options: { tagManagement: input.tagManagement ?? plan.tagManagement },
  };
}

function checkTeamNameFree(club: ActiveClub, name: string, exceptTeamId: string | null): void {
  const key = name.toLocaleLowerCase('en');
  for (const [teamId, other] of club.teams) {
    if (teamId !== exceptTeamId && other.name.toLocaleLowerCase('en') === key)
      throw badInput('name', 'duplicate');
  }
}

/**
 * The details to store: `input` checked against PLAYER_LIMITS and the enumerations. A detail
 * left out keeps its value in `current` (null for a new player); null clears it.
 */
function playerDetails(input: PlayerInput, current: PlayerDetails | null, today: string): PlayerDetails {
  const pick = <K extends keyof PlayerInput>(key: K) =>
    input[key] === undefined ? (current?.[key] ?? null) : input[key];
  const L = PLAYER_LIMITS;
  const firstName = requiredText(input.firstName, 'firstName', L.nameMaxLength);
  const lastName = requiredText(input.lastName, 'lastName', L.nameMaxLength);

  const birthdateValue = pick('birthdate');
  const birthdate = birthdateValue === null ? null : calendarDate(birthdateValue, 'birthdate');
  if (birthdate !== null && birthdate > today) throw badInput('birthdate', 'future');
  if (birthdate !== null && birthdate < EARLIEST_BIRTHDATE) throw badInput('birthdate', 'range');

  const genderValue = pick('gender');
  const positionValue = pick('position');
  const profileValue = pick('profile');
  const leagueValue = pick('league');
  const numberValue = pick('number');
  const maxHeartRateValue = pick('maxHeartRate');
  const restingHeartRateValue = pick('restingHeartRate');
  const maxSpeedValue = pick('maxSpeed');

  const maxHeartRate =
    maxHeartRateValue === null
      ? null
      : integerIn(maxHeartRateValue, 'maxHeartRate', L.heartRateMin, L.heartRateMax);
  const restingHeartRate =
    restingHeartRateValue === null
      ? null
      : integerIn(restingHeartRateValue, 'restingHeartRate', L.heartRateMin, L.heartRateMax);
  if (maxHeartRate !== null && restingHeartRate !== null && restingHeartRate >= maxHeartRate)
    throw badInput('restingHeartRate', 'notBelowMax');
  if (
    maxSpeedValue !== null &&
    (typeof maxSpeedValue !== 'number' ||
      !Number.isFinite(maxSpeedValue) ||
      maxSpeedValue < L.maxSpeedMin ||
      maxSpeedValue > L.maxSpeedMax)
  )
    throw badInput('maxSpeed', 'range', { min: L.maxSpeedMin, max: L.maxSpeedMax });

  return {
    firstName,
    lastName,
    birthdate,
    gender: genderValue === null ? null : oneOf(genders, genderValue, 'gender'),
    number: numberValue === null ? null : integerIn(numberValue, 'number', 0, L.numberMax),
    position: positionValue === null ? null : oneOf(positions, positionValue, 'position'),
    profile: profileValue === null ? null : oneOf(playerProfiles, profileValue, 'profile'),
    league: leagueValue === null ? null : oneOf(leagues, leagueValue, 'league'),
    pictureUrl: optionalUrl(pick('pictureUrl'), 'pictureUrl', L.urlMaxLength),
    maxHeartRate,
    restingHeartRate,
    maxSpeed: maxSpeedValue,
    note: optionalText(pick('note'), 'note', L.noteMaxLength),
  };
}

function sameDetails(a: PlayerDetails, b: PlayerDetails): boolean {
  return (Object.keys(a) as (keyof PlayerDetails)[]).every((key) => a[key] === b[key]);
}
