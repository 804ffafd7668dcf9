/**
 * A selection's sessions on the pitch: started and stopped live, entered with their dates, or set
 * for every selected player over a period.
 */
import type { MutationResolvers } from '../../../generated/resolvers.ts';
import { date, periodIdOf, selectionMutation, selectionsMutation, sessionMutation } from './run.ts';

export const sessionMutations = {
  startSession: selectionMutation('startSession', (commands, _a, t, command) =>
    commands.startSession(t.eventId, t.selectionId, command),
  ),

  stopSession: selectionMutation('stopSession', (commands, _a, t, command) =>
    commands.stopSession(t.eventId, t.selectionId, command),
  ),

  createSession: selectionMutation('createSession', (commands, args, t, command) =>
    commands.createSession(
      t.eventId,
      {
        selectionId: t.selectionId,
        periodId: args.periodId == null ? null : periodIdOf(args.periodId),
        startDate: args.startDate,
        endDate: args.endDate,
      },
      command,
    ),
  ),

  updateSession: sessionMutation('updateSession', (commands, args, t, command) =>
    commands.updateSession(
      t.eventId,
      { sessionId: t.sessionId, startDate: args.startDate, endDate: args.endDate },
      command,
    ),
  ),

  deleteSession: sessionMutation('deleteSession', (commands, _a, t, command) =>
    commands.deleteSession(t.eventId, t.sessionId, command),
  ),

  setPeriodSessions: selectionsMutation('setPeriodSessions', (commands, args, t, command) =>
    commands.setPeriodSessions(
      t.eventId,
      { periodId: periodIdOf(args.periodId), startDate: date(args.startDate), endDate: date(args.endDate) },
      command,
    ),
  ),

  deletePeriodSessions: selectionsMutation('deletePeriodSessions', (commands, args, t, command) =>
    commands.deletePeriodSessions(t.eventId, periodIdOf(args.periodId), command),
  ),
} satisfies MutationResolvers;
