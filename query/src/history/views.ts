/**
 * What an entity's history shows of it: a plain JSON view of the aggregate state the command
 * side folds (`command/src/<aggregate>/state.ts`, `contracts/src/events/event-state.ts`). Each
 * view names its fields one by one, so secrets the states hold (password credentials, token
 * digests, receiver token hashes) never reach a history or an "as of" answer. Collections are
 * objects keyed by id, so a change reads as `seasons.<seasonId>.name`; instants are ISO strings.
 */
import type { ClubState } from '@stride/command/club/state';
import type { UserState } from '@stride/command/account/state';
import type { DeviceState } from '@stride/command/device/state';
import type { AvailabilityState } from '@stride/command/availability/state';
import type { JobState } from '@stride/command/upload/state';
import type { EventState } from '@stride/contracts/events/event-state';
import type { JsonObject, JsonValue } from '@stride/contracts/json';

const iso = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** A readonly value of the states as JSON (their values are JSON already, only readonly). */
const json = (value: unknown): JsonValue => value as JsonValue;

function byId<V>(entries: Iterable<readonly [string, V]>, view: (value: V) => JsonValue): JsonObject {
  const out: JsonObject = {};
  for (const [id, value] of entries) out[id] = view(value);
  return out;
}

export function accountView(state: UserState): JsonObject | null {
  if (state.status === 'initial') return null;
  return {
    email: state.email,
    locale: state.locale,
    verified: state.verified,
    admin: state.admin,
    clubId: state.membership?.clubId ?? null,
    staffId: state.membership?.staffId ?? null,
    erased: state.erased,
  };
}

export function clubView(state: ClubState): JsonObject | null {
  if (state.status === 'initial') return null;
  const { plan, active, expiresAt, limits, options } = state.subscription;
  return {
    name: state.name,
    sport: state.sport,
    timeZone: state.timeZone,
    subscription: { plan, active, expiresAt, limits: json(limits), tagManagement: options.tagManagement },
    staff: byId(state.staff, (s) => ({
      userId: s.userId,
      email: s.email,
      isManager: s.isManager,
      coachTeamIds: [...s.coachTeamIds],
    })),
    drills: byId(state.drills, (name) => name),
    teams: byId(state.teams, (t) => t.name),
  };
}

export function teamView(state: ClubState, teamId: string): JsonObject | null {
  const team = state.status === 'initial' ? undefined : state.teams.get(teamId);
  if (team === undefined) return null;
  return {
    name: team.name,
    logoUrl: team.logoUrl,
    currentSeasonId: team.currentSeasonId,
    seasons: byId(
      team.seasons.map((s) => [s.seasonId, s] as const),
      (s) => ({ name: s.name, league: s.league, startDate: s.startDate, endDate: s.endDate }),
    ),
    ranges: byId(
      team.ranges.map((r) => [r.id, r] as const),
      (r) => ({ type: r.type, name: r.name, min: r.min, max: r.max }),
    ),
    tracking: json(team.tracking),
    liveAlerts: json(team.liveAlerts),
    // Names and whether revoked; never the token's hash (the state does not hold it either).
    receivers: byId(
      team.receivers.map((r) => [r.receiverId, r] as const),
      (r) => ({ name: r.name, revoked: r.revoked }),
    ),
  };
}

export function playerView(state: ClubState, playerId: string): JsonObject | null {
  const player = state.status === 'initial' ? undefined : state.players.get(playerId);
  if (player === undefined) return null;
  return {
    teamId: player.teamId,
    ...(json(player.details) as JsonObject),
    archived: player.archived,
    deviceId: player.deviceId,
  };
}

export function deviceView(state: DeviceState): JsonObject | null {
  if (state.status === 'initial') return null;
  return {
    serial: state.serial,
    udid: state.udid,
    type: state.type,
    name: state.name,
    teamId: state.status === 'assigned' ? state.teamId : null,
  };
}

export function eventView(state: EventState): JsonObject | null {
  if (state.status === 'initial') return null;
  return {
    ...(json(state.details) as JsonObject),
    status: state.status,
    teamId: state.teamId,
    plannedStart: iso(state.plannedStart),
    plannedEnd: iso(state.plannedEnd),
    startedAt: iso(state.startedAt),
    stoppedAt: iso(state.stoppedAt),
    locked: state.locked,
    deleted: state.deleted,
    tags: [...state.tags],
    plan: json(state.plan ?? []),
    periods: byId(state.periods, (p) => ({
      name: p.name,
      start: iso(p.start),
      end: iso(p.end),
      tags: [...p.tags],
    })),
    selections: byId(state.selections, (s) => ({
      playerId: s.playerId,
      deviceId: s.deviceId,
      number: s.number,
      position: s.position,
      profile: s.profile,
      selected: s.selected,
      rpe: json(s.rpe ?? null),
      sessions: byId(s.sessions, (w) => ({ periodId: w.periodId, start: iso(w.start), end: iso(w.end) })),
    })),
    ranges: byId(
      state.ranges.map((r) => [r.id, r] as const),
      (r) => ({ type: r.type, name: r.name, min: r.min, max: r.max }),
    ),
  };
}

export function uploadJobView(state: JobState): JsonObject | null {
  if (state.status === 'initial') return null;
  return {
    status: state.status,
    kind: state.kind,
    fileName: state.fileName,
    bytes: state.bytes,
    format: state.format,
    teamId: state.teamId,
    eventId: state.eventId,
    deviceId: state.deviceId,
    periodId: state.periodId,
    code: state.status === 'failed' ? state.code : null,
    duplicateOf: state.status === 'duplicate' ? state.of : null,
    devicesStored: state.status === 'committed' ? state.appends.length : null,
    devicesSkipped: state.status === 'committed' ? state.skipped : null,
  };
}

export function availabilityView(state: AvailabilityState): JsonObject | null {
  if (state.entries.size === 0 && state.injuries.size === 0) return null;
  return {
    entries: byId(state.entries, (e) => json(e)),
    injuries: byId(state.injuries, (i) => json(i)),
  };
}
