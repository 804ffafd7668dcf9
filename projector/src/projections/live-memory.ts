/**
 * What the live projection (live.ts) remembers between events in this process: the events'
 * states, the folds (live-fold.ts), the players' facts and the teams' tracking values it keeps in
 * its tables, and the rows its current transaction has still to write. All of it is a cache of
 * what the store and the tables hold at the projection's position: a position that does not move
 * forwards (a redelivery, a rebuild) forgets it, a rolled back transaction too.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { ClubEvent } from '@stride/contracts/events/club';
import type { EventState } from '@stride/contracts/events/event-state';
import type { TeamTrackingOverrides, TrackingOverrides } from '@stride/contracts/tracking';
import { comparePositions, type Position, type RecordedEvent } from '@stride/streams/port';
import { FoldCache } from './live-fold.ts';
import { playerFactsOf } from './record-config.ts';
import * as sql from './live.queries.ts';

export const PLAYER_EVENTS: ReadonlySet<string> = new Set(['PlayerCreated', 'PlayerUpdated']);
export const TRACKING_EVENTS: ReadonlySet<string> = new Set([
  'TeamTrackingProfileSet',
  'TeamTrackingProfileReset',
]);

/** What this process remembers between events: the events' states and the folds. */
export const memory = {
  events: new Map<string, { state: EventState; revision: bigint }>(),
  folds: new FoldCache(),
  /** The players' facts and the teams' tracking values as this projection's tables hold them. */
  players: new Map<string, PlayerFacts | undefined>(),
  tracking: new Map<string, TeamTrackingOverrides>(),
  /**
   * Rows computed by this transaction's events, written once each by `settle` before it commits
   * (a selection's row is written once per batch of events, not once per device batch).
   */
  pending: new Map<string, LiveRow>(),
  last: null as Position | null,
};

/** One row of `rm.live_records`, as `settle` writes it. */
export interface LiveRow {
  readonly selectionId: string;
  readonly eventId: string;
  readonly playerId: string;
  readonly deviceId: string;
  readonly revision: string;
  readonly samples: number;
  readonly lastTime: number | null;
  readonly speed: number | null;
  readonly heartRate: number | null;
  readonly heartRatePercent: number | null;
  readonly global: string;
  readonly periods: string;
  readonly sessions: string;
  readonly trail: string;
  readonly final: boolean;
  readonly at: string;
}
export type PlayerFacts = sql.IFindLivePlayerResult;

/** Forget what this process remembers, as a restart does (tests). */
export function forgetLiveMemory(): void {
  forget();
  memory.pending.clear();
  memory.last = null;
}

export function forget(): void {
  memory.events.clear();
  memory.folds.clear();
  memory.players.clear();
  memory.tracking.clear();
}

/** Forget everything when the position does not move forwards (replayed or redelivered events). */
export function advance(position: Position): void {
  if (memory.last !== null && comparePositions(position, memory.last) <= 0) forget();
  memory.last = position;
}

/** Write the rows this transaction's events computed, one statement for all. */
export async function writePending(db: IDatabaseConnection): Promise<void> {
  if (memory.pending.size === 0) return;
  const rows = [...memory.pending.values()];
  memory.pending.clear();
  await sql.upsertLiveRecords.run(
    {
      selectionIds: rows.map((r) => r.selectionId),
      eventIds: rows.map((r) => r.eventId),
      playerIds: rows.map((r) => r.playerId),
      deviceIds: rows.map((r) => r.deviceId),
      revisions: rows.map((r) => r.revision),
      samples: rows.map((r) => r.samples),
      lastTimes: rows.map((r) => r.lastTime) as number[],
      speeds: rows.map((r) => r.speed) as number[],
      heartRates: rows.map((r) => r.heartRate) as number[],
      heartRatePercents: rows.map((r) => r.heartRatePercent) as number[],
      globals: rows.map((r) => r.global),
      periods: rows.map((r) => r.periods),
      sessions: rows.map((r) => r.sessions),
      trails: rows.map((r) => r.trail),
      finals: rows.map((r) => r.final),
      ats: rows.map((r) => r.at),
    },
    db,
  );
}

export async function playerFacts(
  db: IDatabaseConnection,
  playerId: string,
): Promise<PlayerFacts | undefined> {
  if (memory.players.has(playerId)) return memory.players.get(playerId);
  const [player] = await sql.findLivePlayer.run({ playerId }, db);
  memory.players.set(playerId, player);
  return player;
}

export async function teamTracking(db: IDatabaseConnection, teamId: string): Promise<TeamTrackingOverrides> {
  const known = memory.tracking.get(teamId);
  if (known !== undefined) return known;
  const rows = await sql.listLiveTeamTracking.run({ teamId }, db);
  const tracking = Object.fromEntries(
    rows.map((row) => [row.profile, row.overrides as unknown as TrackingOverrides]),
  );
  memory.tracking.set(teamId, tracking);
  return tracking;
}

/** A player's facts or a team's tracking values, as the records projection keeps its own. */
export async function keepClubFact(db: IDatabaseConnection, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ClubEvent;
  // Read again from the table at the next use (this transaction's write included).
  if (event.type === 'PlayerCreated' || event.type === 'PlayerUpdated')
    memory.players.delete(event.data.playerId);
  else if (event.type === 'TeamTrackingProfileSet' || event.type === 'TeamTrackingProfileReset')
    memory.tracking.delete(event.data.teamId);
  switch (event.type) {
    case 'PlayerCreated':
    case 'PlayerUpdated': {
      await sql.upsertLivePlayer.run(playerFactsOf(event.data), db);
      return;
    }
    case 'TeamTrackingProfileSet':
      await sql.upsertLiveTeamTracking.run(
        {
          teamId: event.data.teamId,
          profile: event.data.profile,
          overrides: JSON.stringify(event.data.overrides),
        },
        db,
      );
      return;
    case 'TeamTrackingProfileReset':
      await sql.deleteLiveTeamTracking.run({ teamId: event.data.teamId, profile: event.data.profile }, db);
      return;
    default:
      return;
  }
}
