/**
 * `playerSelectionExtendedMetrics`, `eventSpeedSamples` and `eventPlayerAnalyses`: what the
 * records hold beyond the figures. Same access as `event`.
 */
import type { QueryResolvers } from '../../generated/resolvers.ts';
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

  /** Figures as of `to`: the last series step that ended by then carries the cumulative values. */
  eventPlayerAnalyses: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const to = args.to?.getTime() ?? Number.POSITIVE_INFINITY;
    return (await speedSeries(context.deps.db, eventId)).map(({ selectionId, playerId, samples }) => {
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
  },
} satisfies QueryResolvers;
