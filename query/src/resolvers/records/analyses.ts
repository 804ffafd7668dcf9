/**
 * `playerSelectionExtendedMetrics`, `eventSpeedSamples` and `eventPlayerAnalyses`: what the
 * records hold beyond the figures. Same access as `event`.
 */
import type { PlayerAnalysis, QueryResolvers } from '../../generated/resolvers.ts';
import type { Queryable } from '../../read-model/connection.ts';
import { listSelections } from '../../read-model/events.ts';
import { findExtendedMetrics, speedSeries } from '../../read-model/uploads.ts';
import { eventTarget } from '../events/target.ts';
import { idOf } from '../ids.ts';

export const analysisQueries = {
  playerSelectionExtendedMetrics: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const playerId = idOf(args.playerId, 'PLAYER_NOT_FOUND');
    const [selection] = await listSelections(context.deps.db, eventId, { playerId });
    if (selection === undefined) return null;
    return findExtendedMetrics(context.deps.db, selection.id);
  },

  eventSpeedSamples: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    return speedSeries(context.deps.db, eventId);
  },

  eventPlayerAnalyses: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    return playerAnalyses(context.deps.db, eventId, args.to?.getTime());
  },
} satisfies QueryResolvers;

/**
 * Each player's figures as of `to` (epoch ms; the whole event without): the last series step that
 * ended by then carries the cumulative values. What `eventPlayerAnalyses` and the FieldWiz CSV
 * (raw-archive/fieldwiz.ts) show.
 */
export async function playerAnalyses(
  db: Queryable,
  eventId: string,
  to = Number.POSITIVE_INFINITY,
): Promise<PlayerAnalysis[]> {
  return (await speedSeries(db, eventId)).map(({ selectionId, playerId, samples }) => {
    let last: (typeof samples)[number] | null = null;
    let steps = 0;
    // A step counts once it has ended (its start + 1 s) by `to`.
    for (const point of samples) {
      if (point.ts + 1000 > to) break;
      last = point;
      steps++;
    }
    return {
      selectionId,
      playerId,
      time: steps,
      distance: last?.distance ?? 0,
      hid: last?.hid ?? 0,
      hir: last?.hir ?? 0,
      sprint: last?.sprint ?? 0,
    };
  });
}
