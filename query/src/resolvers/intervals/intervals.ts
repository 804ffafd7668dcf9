/**
 * Marks and cut intervals (issue 20): the mutations (the decider's rules are
 * command/src/event/decide/intervals.ts; `event.manage`), `Event.marks`, and `intervalAnalyses`
 * (`event.read`, as `eventPlayerAnalyses`).
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventResolvers, MutationResolvers, QueryResolvers } from '../../generated/resolvers.ts';
import { findEventInterval, listEventCuts } from '../../read-model/event-intervals.ts';
import { speedSeries } from '../../read-model/uploads.ts';
import { eventMutation } from '../events/mutations/run.ts';
import { eventTarget } from '../events/target.ts';
import { idOf } from '../ids.ts';
import { intervalFigures } from './figures.ts';

const intervalIdOf = (raw: string): string => idOf(raw, 'INTERVAL_NOT_FOUND');
const markIdOf = (raw: string): string => idOf(raw, 'MARK_NOT_FOUND');

export const intervalMutations = {
  markEventMoment: eventMutation('markEventMoment', (commands, args, t, command) =>
    commands.markEventMoment(t.eventId, { at: args.at, label: args.label }, command),
  ),
  removeEventMark: eventMutation('removeEventMark', (commands, args, t, command) =>
    commands.removeEventMark(t.eventId, markIdOf(args.markId), command),
  ),
  cutEventInterval: eventMutation('cutEventInterval', (commands, args, t, command) =>
    commands.cutEventInterval(
      t.eventId,
      { startDate: args.startDate, endDate: args.endDate, label: args.label },
      command,
    ),
  ),
  renameEventInterval: eventMutation('renameEventInterval', (commands, args, t, command) =>
    commands.renameEventInterval(t.eventId, intervalIdOf(args.intervalId), args.label, command),
  ),
  removeEventInterval: eventMutation('removeEventInterval', (commands, args, t, command) =>
    commands.removeEventInterval(t.eventId, intervalIdOf(args.intervalId), command),
  ),
} satisfies MutationResolvers;

export const intervalQueries = {
  intervalAnalyses: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const interval = await findEventInterval(context.deps.db, eventId, intervalIdOf(args.intervalId));
    if (interval === null) throw new DomainError('INTERVAL_NOT_FOUND');
    const start = interval.startDate.getTime();
    const end = interval.endDate.getTime();
    return (await speedSeries(context.deps.db, eventId)).map(({ selectionId, playerId, samples }) => ({
      selectionId,
      playerId,
      ...intervalFigures(samples, start, end),
    }));
  },

  eventIntervalAnalyses: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const [{ intervals }, series] = await Promise.all([
      listEventCuts(context.deps.db, eventId),
      speedSeries(context.deps.db, eventId),
    ]);
    return intervals.map((interval) => ({
      intervalId: interval.id,
      players: series.map(({ selectionId, playerId, samples }) => ({
        selectionId,
        playerId,
        ...intervalFigures(samples, interval.startDate.getTime(), interval.endDate.getTime()),
      })),
    }));
  },
} satisfies QueryResolvers;

export const EventMarks = {
  marks: async (event, _args, context) => (await listEventCuts(context.deps.db, event.id)).marks,
} satisfies EventResolvers;
