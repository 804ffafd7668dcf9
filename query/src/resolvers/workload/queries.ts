/**
 * `playerWorkload` and `teamWorkload` (contracts/src/graphql/workload.graphql): a player's or a
 * team's loads per day over at most 400 days, with acute and chronic figures and weeks. The
 * team's staff (`workload.read`).
 */
import { DomainError } from '@stride/contracts/errors';
import { daysBetween } from '@stride/contracts/workload/calendar';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import {
  historyStarts,
  listWorkloadDays,
  teamWorkloadPlayers,
  type DayRow,
} from '../../read-model/workload.ts';
import { playerTarget } from '../players/target.ts';
import { teamTarget } from '../teams/target.ts';
import { playerWorkload, readWindow, seriesOf, teamAverage } from './assemble.ts';

/** The longest range a workload query reads. */
export const WORKLOAD_MAX_DAYS = 400;

/** `from` ≤ `to`, at most 400 days: `INVALID_DATE_RANGE` otherwise. */
function checkRange(from: string, to: string): void {
  if (from > to) throw new DomainError('INVALID_DATE_RANGE', { field: 'to', reason: 'order' });
  if (daysBetween(from, to) + 1 > WORKLOAD_MAX_DAYS)
    throw new DomainError('INVALID_DATE_RANGE', {
      field: 'to',
      reason: 'maxDays',
      maxDays: WORKLOAD_MAX_DAYS,
    });
}

export const workloadQueries = {
  playerWorkload: async (_p, args, context) => {
    const player = await playerTarget(context, args.playerId, 'workload.read');
    checkRange(args.from, args.to);
    const variable = args.variable ?? 'DISTANCE';
    const model = args.model ?? 'ROLLING';
    const db = context.deps.db;
    const firstDay = (await historyStarts(db, [player.id])).get(player.id) ?? null;
    const { start, end } = readWindow(args.from, args.to, model, firstDay);
    const rows = await listWorkloadDays(db, [player.id], start, end);
    return playerWorkload(player.id, rows, firstDay, args.from, args.to, variable, model);
  },

  teamWorkload: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'workload.read');
    checkRange(args.from, args.to);
    const variable = args.variable ?? 'DISTANCE';
    const model = args.model ?? 'ROLLING';
    const db = context.deps.db;
    const playerIds = await teamWorkloadPlayers(db, team.id);
    const firsts = await historyStarts(db, playerIds);
    // One read for every player: from the earliest start any of them needs.
    let start = readWindow(args.from, args.to, model, null).start;
    const end = readWindow(args.from, args.to, model, null).end;
    for (const id of playerIds) {
      const own = readWindow(args.from, args.to, model, firsts.get(id) ?? null).start;
      if (own < start) start = own;
    }
    const rows = await listWorkloadDays(db, playerIds, start, end);
    const byPlayer = new Map<string, DayRow[]>(playerIds.map((id) => [id, []]));
    for (const row of rows) byPlayer.get(row.playerId)?.push(row);
    const players = playerIds.map((id) =>
      playerWorkload(id, byPlayer.get(id)!, firsts.get(id) ?? null, args.from, args.to, variable, model),
    );
    const series = playerIds.map((id) =>
      seriesOf(byPlayer.get(id)!, variable, firsts.get(id) ?? null, start, end),
    );
    return {
      teamId: team.id,
      variable,
      model,
      players,
      average: teamAverage(series, args.from, args.to, model),
    };
  },
} satisfies QueryResolvers;
