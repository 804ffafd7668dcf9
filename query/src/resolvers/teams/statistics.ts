/** `teamStatistics`: the team's figures over a date range, for the team's staff. */
import { DomainError } from '@stride/contracts/errors';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { teamStatistics } from '../../read-model/statistics.ts';
import { teamTarget } from './target.ts';

/** Two years: a season and the one before it, to compare. */
export const STATISTICS_MAX_DAYS = 731;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both `YYYY-MM-DD` (the Date scalar has checked them). */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

export const statisticsQueries = {
  teamStatistics: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'team.read');
    const days = daysBetween(args.from, args.to);
    if (days < 0 || days >= STATISTICS_MAX_DAYS) throw new DomainError('INVALID_DATE_RANGE');
    const found = await teamStatistics(context.deps.db, {
      teamId: team.id,
      from: args.from,
      to: args.to,
      eventType: args.eventType ?? null,
      // A blank tag filters nothing.
      tag: args.tag === null || args.tag === undefined || args.tag.trim() === '' ? null : args.tag.trim(),
    });
    return { teamId: team.id, from: args.from, to: args.to, ...found };
  },
} satisfies QueryResolvers;
