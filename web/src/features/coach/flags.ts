/**
 * Which players the coach dashboard flags, and why (METRICS.md, "Workload"):
 * - availability: any status but AVAILABLE (absent, injured, sick, in another selection);
 * - load change: the last complete week's load more than 30 % above the week before;
 * - ACWR: today's acute:chronic ratio above 1.5 (the upper band of the team analyses). Only a
 *   ratio the API gives counts: none with less than 28 days of history, never 0 or infinity.
 * Both on distance (device data) and on session RPE (the only load of sessions without devices),
 * each flag naming its variable; a missing week or ratio flags nothing.
 */

export const WEEK_CHANGE_LIMIT = 0.3;
export const ACWR_LIMIT = 1.5;

export interface FlagPlayer {
  readonly id: string;
  readonly teamId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Null: none recorded (available). */
  readonly availability?: { readonly status: string } | null;
}

export interface FlagWorkload {
  readonly playerId: string;
  /** The load variable (`DISTANCE`, `SRPE`). */
  readonly variable: string;
  readonly weeks: readonly { readonly start: string; readonly change?: number | null }[];
  readonly points: readonly { readonly date: string; readonly ratio?: number | null }[];
}

export type FlagReason =
  | { readonly kind: 'availability'; readonly status: string }
  | {
      readonly kind: 'weekChange';
      readonly variable: string;
      readonly change: number;
      readonly weekStart: string;
    }
  | { readonly kind: 'acwr'; readonly variable: string; readonly ratio: number };

export interface FlaggedPlayer<Player extends FlagPlayer> {
  readonly player: Player;
  readonly reasons: readonly FlagReason[];
}

/** ISO date (yyyy-mm-dd) of a local day. */
export function isoDate(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The Monday of the week `day` is in (local time). */
export function mondayOf(day: Date): Date {
  const back = (day.getDay() + 6) % 7;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - back);
}

/** Why one player is flagged (empty: not flagged), from its workload in each variable. */
export function reasonsOf(player: FlagPlayer, workloads: readonly FlagWorkload[], today: Date): FlagReason[] {
  const reasons: FlagReason[] = [];
  const status = player.availability?.status;
  if (status !== undefined && status !== 'AVAILABLE') reasons.push({ kind: 'availability', status });
  // The last complete week: the one before this week's Monday.
  const thisMonday = isoDate(mondayOf(today));
  const todayIso = isoDate(today);
  for (const workload of workloads) {
    const { variable } = workload;
    const complete = workload.weeks.filter((week) => week.start < thisMonday).at(-1);
    if (complete?.change != null && complete.change > WEEK_CHANGE_LIMIT) {
      reasons.push({ kind: 'weekChange', variable, change: complete.change, weekStart: complete.start });
    }
    const latest = workload.points.filter((point) => point.date <= todayIso).at(-1);
    if (latest?.ratio != null && latest.ratio > ACWR_LIMIT) {
      reasons.push({ kind: 'acwr', variable, ratio: latest.ratio });
    }
  }
  return reasons;
}

/** The flagged players, in the order given (teams, then names), each with its reasons. */
export function flaggedPlayers<Player extends FlagPlayer>(
  players: readonly Player[],
  workloads: readonly FlagWorkload[],
  today: Date,
): FlaggedPlayer<Player>[] {
  const byPlayer = new Map<string, FlagWorkload[]>();
  for (const workload of workloads) {
    byPlayer.set(workload.playerId, [...(byPlayer.get(workload.playerId) ?? []), workload]);
  }
  return players
    .map((player) => ({ player, reasons: reasonsOf(player, byPlayer.get(player.id) ?? [], today) }))
    .filter((flagged) => flagged.reasons.length > 0);
}
