/** Command entry points of the `event-<id>` aggregate, as the API calls them. */
import { eventSchemaVersion, eventStreamName } from '@stride/contracts/events/event';
import type { EventStore } from '@stride/streams/port';
import { derivedId, handleCommand, type CommandContext, type CommandResult } from '../handler.ts';
import { eventDecider, type CreateEvent, type EventCommand } from './event.ts';
import type { EventStreamEvent } from '@stride/contracts/events/event';

export type CreateEventInput = Omit<CreateEvent['data'], 'eventId'>;

export interface EventCommands {
  createEvent(
    input: CreateEventInput,
    context: CommandContext,
  ): Promise<CommandResult<EventStreamEvent> & { eventId: string }>;
  startEvent(eventId: string, context: CommandContext): Promise<CommandResult<EventStreamEvent>>;
  stopEvent(eventId: string, context: CommandContext): Promise<CommandResult<EventStreamEvent>>;
}

export function eventCommands(store: EventStore): EventCommands {
  const handle = (eventId: string, command: EventCommand, context: CommandContext) =>
    handleCommand(store, eventStreamName(eventId), eventDecider, command, context, {
      schemaVersion: eventSchemaVersion,
    });
  return {
    async createEvent(input, context) {
      // A repeated command (same commandId) must find the same stream: derive the id from it.
      const eventId = derivedId('event', context.commandId);
      const result = await handle(
        eventId,
        { type: 'CreateEvent', data: { ...input, eventId }, now: context.occurredAt },
        context,
      );
      return { ...result, eventId };
    },
    startEvent: (eventId, context) =>
      handle(eventId, { type: 'StartEvent', data: { eventId }, now: context.occurredAt }, context),
    stopEvent: (eventId, context) =>
      handle(eventId, { type: 'StopEvent', data: { eventId }, now: context.occurredAt }, context),
  };
}
