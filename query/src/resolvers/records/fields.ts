/** `Selection.record` and `Event.computing`: what the records read model adds to the event's types. */
import type { EventResolvers, SelectionResolvers } from '../../generated/resolvers.ts';
import { eventComputing, findRecords } from '../../read-model/uploads.ts';

export const SelectionRecord = {
  // Null before samples of the selection's device were uploaded.
  record: async (selection, _args, context) =>
    (await findRecords(context.deps.db, [selection.id])).get(selection.id) ?? null,
} satisfies SelectionResolvers;

export const EventComputing = {
  computing: (event, _args, context) => eventComputing(context.deps.db, event.id),
} satisfies EventResolvers;
