/**
 * State of the `club-<id>` aggregate and its `evolve`: the club, its subscription, staff, teams
 * with their seasons and ranges, players, and which device each player wears.
 */
import type { ClubEvent } from '@stride/contracts/events/club';
import type { ClubSubscription } from '@stride/contracts/plans';
import type { PlayerDetails } from '@stride/contracts/player';
import type { DataRange } from '@stride/contracts/ranges';
import type { TeamTrackingOverrides } from '@stride/contracts/tracking';
import { DEFAULT_LIVE_ALERTS, type LiveAlerts } from '@stride/contracts/live-alerts';
import { updateEntry, withEntry, withoutEntry } from '@stride/contracts/maps';

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
  /** The season chosen as current (issue 19); null: the one whose dates hold the club's today. */
  readonly currentSeasonId: string | null;
  /** Data ranges, in creation order: copied into each new event. */
  readonly ranges: readonly DataRange[];
  /** The team's own values of the tracking profiles, by profile. */
  readonly tracking: TeamTrackingOverrides;
  /** The team's live alert thresholds (the defaults until it sets its own). */
  readonly liveAlerts: LiveAlerts;
  /** Receiver tokens (issue 18), in issue order, revoked ones kept. */
  readonly receivers: readonly Receiver[];
}

export interface Receiver {
  readonly receiverId: string;
  readonly name: string;
  readonly revoked: boolean;
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
  /** The club's drill list (issue 19): drill id → name, in creation order. */
  readonly drills: ReadonlyMap<string, string>;
}

export type ClubState = { readonly status: 'initial' } | ActiveClub;
export const initialState = (): ClubState => ({ status: 'initial' });

/* ---------- evolve ---------- */

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
      drills: new Map(),
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
      return updateStaff(state, event.data.staffId, (s) => ({ ...s, isManager: event.data.isManager }));
    case 'StaffRemoved':
      return {
        ...state,
        staff: withoutEntry(state.staff, event.data.staffId),
        formerStaffIds: new Set(state.formerStaffIds).add(event.data.staffId),
      };
    case 'CoachAssigned':
      return updateStaff(state, event.data.staffId, (s) => ({ ...s, coachTeamIds: [...event.data.teamIds] }));
    case 'TeamCreated':
      return {
        ...state,
        teams: withEntry(state.teams, event.data.teamId, {
          name: event.data.name,
          logoUrl: event.data.logoUrl,
          seasons: [],
          currentSeasonId: null,
          ranges: [],
          tracking: {},
          liveAlerts: DEFAULT_LIVE_ALERTS,
          receivers: [],
        }),
      };
    case 'TeamUpdated':
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        name: event.data.name,
        logoUrl: event.data.logoUrl,
      }));
    case 'SeasonCreated': {
      const { seasonId, name, league, startDate, endDate } = event.data;
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        seasons: [...t.seasons, { seasonId, name, league, startDate, endDate }],
      }));
    }
    case 'SeasonUpdated': {
      const { seasonId, name, league, startDate, endDate } = event.data;
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        seasons: t.seasons.map((s) =>
          s.seasonId === seasonId ? { seasonId, name, league, startDate, endDate } : s,
        ),
      }));
    }
    case 'SeasonDeleted':
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        seasons: t.seasons.filter((s) => s.seasonId !== event.data.seasonId),
        currentSeasonId: t.currentSeasonId === event.data.seasonId ? null : t.currentSeasonId,
      }));
    case 'CurrentSeasonChosen':
      return updateTeam(state, event.data.teamId, (t) => ({ ...t, currentSeasonId: event.data.seasonId }));
    case 'DrillCreated':
    case 'DrillRenamed':
      return { ...state, drills: withEntry(state.drills, event.data.drillId, event.data.name) };
    case 'DrillDeleted':
      return { ...state, drills: withoutEntry(state.drills, event.data.drillId) };
    case 'TeamRangeCreated':
      return updateTeam(state, event.data.teamId, (t) => ({ ...t, ranges: [...t.ranges, event.data.range] }));
    case 'TeamRangeUpdated':
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        ranges: t.ranges.map((r) => (r.id === event.data.range.id ? event.data.range : r)),
      }));
    case 'TeamRangeDeleted':
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        ranges: t.ranges.filter((r) => r.id !== event.data.rangeId),
      }));
    case 'TeamTrackingProfileSet':
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        tracking: { ...t.tracking, [event.data.profile]: event.data.overrides },
      }));
    case 'TeamTrackingProfileReset':
      return updateTeam(state, event.data.teamId, (t) => {
        const { [event.data.profile]: _dropped, ...rest } = t.tracking;
        return { ...t, tracking: rest };
      });
    case 'TeamLiveAlertsSet':
      return updateTeam(state, event.data.teamId, (t) => ({ ...t, liveAlerts: event.data.alerts }));
    case 'ReceiverTokenIssued':
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        receivers: [
          ...t.receivers,
          { receiverId: event.data.receiverId, name: event.data.name, revoked: false },
        ],
      }));
    case 'ReceiverTokenRevoked':
      return updateTeam(state, event.data.teamId, (t) => ({
        ...t,
        receivers: t.receivers.map((r) =>
          r.receiverId === event.data.receiverId ? { ...r, revoked: true } : r,
        ),
      }));
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

/** The club with one team changed (none when it has no such team). */
function updateTeam(state: ActiveClub, teamId: string, change: (team: Team) => Team): ActiveClub {
  return { ...state, teams: updateEntry(state.teams, teamId, change) };
}

function updateStaff(
  state: ActiveClub,
  staffId: string,
  change: (member: StaffMember) => StaffMember,
): ActiveClub {
  return { ...state, staff: updateEntry(state.staff, staffId, change) };
}
