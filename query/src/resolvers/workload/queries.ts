/**
 * `playerWorkload` and `teamWorkload` (contracts/src/graphql/workload.graphql): a player's or a
 * team's loads per day over at most 400 days, with acute and chronic figures and weeks. The
 * team's staff (`workload.read`). Every variable of every day (`days`) is read only when asked
 * for: a team's season trend reads one column.
 */
import { DomainError } from '@stride/contracts/errors';
import { daysBetween } from '@stride/contracts/workload/calendar';
import type { GraphQLResolveInfo } from 'graphql';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import type { Queryable } from '../../read-model/connection.ts';
import {
  historyStarts,
  listPlannedLoads,
  listWorkloadDays,
  listWorkloadLoads,
  teamWorkloadPlayers,
  type DayLoad,
  type DayRow,
} from '../../read-model/workload.ts';
import { playerTarget } from '../players/target.ts';
import { teamTarget } from '../teams/target.ts';
import { loadsOf, playerWorkload, readWindow, seriesOf, teamAverage } from './assemble.ts';
import { asks } from './selection.ts';

/** The longest range a workload query reads. */
export const WORKLOAD_MAX_DAYS = 400;

/** `from` ≤ `to`, at most 400 days: `INVALID_DATE_RANGE` otherwise. */
export function checkRange(from: string, to: string): void {
  if (from > to) throw new DomainError('INVALID_DATE_RANGE', { field: 'to', reason: 'order' });
  if (daysBetween(from, to) + 1 > WORKLOAD_MAX_DAYS)
    throw new DomainError('INVALID_DATE_RANGE', {
      field: 'to',
      reason: 'maxDays',
      maxDays: WORKLOAD_MAX_DAYS,
    });
}

type Variable = Parameters<typeof playerWorkload>[6];

/**
 * The players' days from `start` to `end`: full rows when `days` is asked for (the loads of the
 * variable come from them), else the variable's loads alone.
 */
export async function readDays(
  db: Queryable,
  playerIds: readonly string[],
  variable: Variable,
  start: string,
  end: string,
  full: boolean,
): Promise<{ loads: Map<string, DayLoad[]>; rows: Map<string, DayRow[]> | null }> {
  const loads = new Map<string, DayLoad[]>(playerIds.map((id) => [id, []]));
  if (!full) {
    for (const day of await listWorkloadLoads(db, playerIds, variable, start, end))
      loads.get(day.playerId)?.push(day);
    return { loads, rows: null };
  }
  const rows = new Map<string, DayRow[]>(playerIds.map((id) => [id, []]));
  for (const row of await listWorkloadDays(db, playerIds, start, end)) rows.get(row.playerId)?.push(row);
  for (const [id, own] of rows)
    loads.set(
      id,
      loadsOf(own, variable).map((l) => ({ ...l, playerId: id })),
    );
  return { loads, rows };
}

export const workloadQueries = {
  playerWorkload: async (_p, args, context, info: GraphQLResolveInfo) => {
    const player = await playerTarget(context, args.playerId, 'workload.read');
    checkRange(args.from, args.to);
    const variable = args.variable ?? 'DISTANCE';
    const model = args.model ?? 'ROLLING';
    const db = context.deps.db;
    const firstDay = (await historyStarts(db, [player.id])).get(player.id) ?? null;
    const { start, end } = readWindow(args.from, args.to, model, firstDay);
    const [{ loads, rows }, planned] = await Promise.all([
      readDays(db, [player.id], variable, start, end, asks(info, ['days'])),
      listPlannedLoads(db, [player.id], variable, start, end),
    ]);
    return playerWorkload(
      player.id,
      loads.get(player.id)!,
      rows?.get(player.id) ?? null,
      firstDay,
      args.from,
      args.to,
      variable,
      model,
      planned.get(player.id),
    );
  },

  teamWorkload: async (_p, args, context, info: GraphQLResolveInfo) => {
    const team = await teamTarget(context, args.teamId, 'workload.read');
    checkRange(args.from, args.to);
    const variable = args.variable ?? 'DISTANCE';
    const model = args.model ?? 'ROLLING';
    const db = context.deps.db;
    const playerIds = await teamWorkloadPlayers(db, team.id);
    const firsts = await historyStarts(db, playerIds);
    // One read for every player: from the earliest start any of them needs.
    let { start } = readWindow(args.from, args.to, model, null);
    const { end } = readWindow(args.from, args.to, model, null);
    for (const id of playerIds) {
      const own = readWindow(args.from, args.to, model, firsts.get(id) ?? null).start;
      if (own < start) start = own;
    }
    const [{ loads, rows }, planned] = await Promise.all([
      readDays(db, playerIds, variable, start, end, asks(info, ['players', 'days'])),
      listPlannedLoads(db, playerIds, variable, start, end),
    ]);
    const players = playerIds.map((id) =>
      playerWorkload(
        id,
        loads.get(id)!,
        rows?.get(id) ?? null,
        firsts.get(id) ?? null,
        args.from,
        args.to,
        variable,
        model,
        planned.get(id),
      ),
    );
    const series = playerIds.map((id) => seriesOf(loads.get(id)!, firsts.get(id) ?? null, start, end));
    const average = teamAverage(series, args.from, args.to, model);
    return {
      teamId: team.id,
      variable,
      model,
      players,
      average,
    };
  },
} satisfies QueryResolvers;
