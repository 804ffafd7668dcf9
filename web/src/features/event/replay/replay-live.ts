/**
 * The replay screen's figures at the replay clock's time, pure: each player's record columns
 * read at an instant (`replayFiguresAt`, the rule `eventPlayerAnalyses(to:)` applies), shaped
 * as the live screen's figures so its tiles draw them unchanged, and each selection as it was on
 * the pitch at that instant.
 */
import { replayFiguresAt, type ReplayColumns } from '@stride/contracts/replay';
import type { Live, SelectionLive } from '../api/event-live.ts';
import type { Selection } from '../api/fragments.ts';

/** A player's figures as the live screen's `SelectionLive`, as of `at` (epoch ms). */
export function replayLive(
  selectionId: string,
  playerId: string,
  columns: ReplayColumns,
  at: number,
): SelectionLive {
  const f = replayFiguresAt(columns, at);
  const live: Live = {
    samples: f.time,
    lastSampleAt: new Date(at).toISOString(),
    speed: f.speed,
    heartRate: f.heartRate,
    heartRatePercent: null,
    // Figures at a past instant are settled: the tile then shows no "no data for … s".
    final: true,
    updatedAt: new Date(at).toISOString(),
    globalMetrics: {
      time: f.time,
      distance: f.distance,
      maxSpeed: null,
      hid: f.hid,
      sprint: { count: f.sprint },
      accelerations: { a2: { count: f.accelerations } },
    },
    periodRecords: [],
    trail: { start: null, speeds: [], heartRates: [] },
  };
  return { id: selectionId, player: { id: playerId, maxHeartRate: null }, live };
}

/** The key of what a tile shows at `at`: a tile draws again only when it changed. */
export function replayKey(columns: ReplayColumns, at: number): string {
  const f = replayFiguresAt(columns, at);
  return `${f.time}|${f.speed}|${f.heartRate}|${f.accelerations}`;
}

/** The selection as it was at `at`: on the pitch when a session covers it, its time on it so far. */
export function selectionAt(selection: Selection, at: number): Selection {
  let ms = 0;
  let active = false;
  for (const session of selection.sessions) {
    const start = Date.parse(session.startDate);
    if (start >= at) continue;
    const end = session.endDate === null ? at : Math.min(at, Date.parse(session.endDate));
    ms += Math.max(0, end - start);
    if (end === at) active = true;
  }
  // Closed sessions only: the tile's clock then stays at `time` instead of running with `now`.
  return {
    ...selection,
    active,
    time: Math.floor(ms / 1000),
    sessions: selection.sessions.map((s) => ({ ...s, endDate: s.endDate ?? new Date(at).toISOString() })),
  };
}

/** "mm:ss" or "h:mm:ss" typed by the analyst → milliseconds; null when it is not a time. */
export function parseReplayTime(text: string): number | null {
  const match = /^\s*(?:(\d+):)?(\d{1,3}):([0-5]\d)\s*$/.exec(text);
  if (match === null) return null;
  const [, h, m, s] = match;
  return ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000;
}

/** A player's tile on the replay screen: the selection and its figures at the clock's time. */
export interface ReplayTile {
  readonly key: string;
  readonly selection: Selection;
  readonly live: SelectionLive;
}

export interface ReplaySource extends ReplayColumns {
  readonly selectionId: string;
  readonly playerId: string;
}

/**
 * The squad's tiles at successive instants. A player whose figures did not change keeps the same
 * objects, so the memoised tile does not draw again (at 1× most seconds change a few figures).
 */
export class ReplayTiles {
  private previous = new Map<string, ReplayTile>();
  private readonly squad: readonly Selection[];
  private readonly byId: ReadonlyMap<string, ReplaySource>;

  constructor(selections: readonly Selection[], replays: readonly ReplaySource[]) {
    const order = (s: Selection) => s.number ?? s.player.number ?? Number.MAX_SAFE_INTEGER;
    this.squad = selections.filter((s) => s.selected).sort((a, b) => order(a) - order(b));
    this.byId = new Map(replays.map((r) => [r.selectionId, r]));
  }

  at(at: number): ReplayTile[] {
    const next = new Map<string, ReplayTile>();
    const tiles = this.squad.map((selection) => {
      const replay = this.byId.get(selection.id);
      const shown = selectionAt(selection, at);
      const key = `${replay === undefined ? '' : replayKey(replay, at)}|${shown.active}|${shown.time}`;
      const kept = this.previous.get(selection.id);
      const tile: ReplayTile =
        kept?.key === key
          ? kept
          : {
              key,
              selection: shown,
              live:
                replay === undefined
                  ? { id: selection.id, player: { id: selection.player.id, maxHeartRate: null }, live: null }
                  : replayLive(selection.id, replay.playerId, replay, at),
            };
      next.set(selection.id, tile);
      return tile;
    });
    this.previous = next;
    return tiles;
  }
}
