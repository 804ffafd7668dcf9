/**
 * `Selection.record`, `live`, `recordSource`, `liveDistanceDifference` and `Event.computing`: what
 * the records and live read models add to the event's types.
 */
import type { EventResolvers, SelectionResolvers } from '../../generated/resolvers.ts';
import type { ApiContext } from '../../context.ts';
import type { Queryable } from '../../read-model/connection.ts';
import { findLiveRecords, findRecordOrigins, type RecordOrigin } from '../../read-model/live.ts';
import { eventComputing, findRecords } from '../../read-model/uploads.ts';
import type { SelectionFigures, SelectionResult } from '../events/selections.ts';

export const SelectionRecord = {
  // Null before samples of the selection's device were uploaded or received live.
  record: async (selection, _args, context) =>
    (selection.figures?.records ?? (await findRecords(context.deps.db, [selection.id]))).get(selection.id) ??
    null,
  live: async (selection, _args, context) =>
    (selection.figures?.live ?? (await findLiveRecords(context.deps.db, [selection.id]))).get(selection.id) ??
    null,
  recordSource: async (selection, _args, context) => (await originOf(selection, context))?.source ?? null,
  liveDistanceDifference: async (selection, _args, context) => {
    const origin = await originOf(selection, context);
    if (origin?.source !== 'BOTH' || origin.distance === null) return null;
    const live = (selection.figures?.live ?? (await findLiveRecords(context.deps.db, [selection.id]))).get(
      selection.id,
    );
    return live === undefined ? null : live.globalMetrics.distance - origin.distance;
  },
} satisfies SelectionResolvers;

async function originOf(selection: SelectionResult, context: ApiContext): Promise<RecordOrigin | undefined> {
  return (selection.figures?.origins ?? (await findRecordOrigins(context.deps.db, [selection.id]))).get(
    selection.id,
  );
}

/** The figures of a list of selections, read ahead in three queries. */
export async function readFigures(db: Queryable, selectionIds: readonly string[]): Promise<SelectionFigures> {
  const [records, live, origins] = await Promise.all([
    findRecords(db, selectionIds),
    findLiveRecords(db, selectionIds),
    findRecordOrigins(db, selectionIds),
  ]);
  return { records, live, origins };
}

export const EventComputing = {
  computing: (event, _args, context) => eventComputing(context.deps.db, event.id),
} satisfies EventResolvers;
