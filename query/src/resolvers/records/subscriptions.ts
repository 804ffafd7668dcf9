/**
 * `liveRecordUpdated`: an event's selections with their records and live figures; first all of
 * them, then deltas: the selections whose figures (or selection) changed since the last push,
 * after the records projection, the live projection or the events projection (on/off pitch)
 * sent a notice for the event, at most once per `liveUpdateIntervalMs`. The caller is authorized
 * again before every read.
 */
import {
  EVENT_SELECTIONS_READ_MODEL,
  LIVE_READ_MODEL,
  RECORDS_READ_MODEL,
} from '@stride/contracts/read-models';
import { currentContext } from '../../auth/live-viewer.ts';
import type { ApiContext } from '../../context.ts';
import type { SubscriptionResolvers } from '../../generated/resolvers.ts';
import { listSelections } from '../../read-model/events.ts';
import { withPlayers, type SelectionResult } from '../events/selections.ts';
import { eventTarget } from '../events/target.ts';
import { valueOf, watchReadModel, type Update } from '../watch.ts';
import { readFigures } from './fields.ts';

/** What a client sees of a selection: a delta is sent when this text changes. */
function shownOf(selection: SelectionResult): string {
  const { figures, ...rest } = selection;
  const id = selection.id;
  return JSON.stringify([
    rest,
    figures?.records.get(id) ?? null,
    figures?.live.get(id) ?? null,
    figures?.origins.get(id) ?? null,
  ]);
}

function watchFigures(context: ApiContext, eventId: string) {
  const { deps } = context;
  const sent = new Map<string, string>();
  let first = true;
  return watchReadModel<SelectionResult[]>(
    deps,
    [RECORDS_READ_MODEL, LIVE_READ_MODEL, EVENT_SELECTIONS_READ_MODEL].map((model) =>
      deps.names.changeSubject(model, eventId),
    ),
    async () => {
      await eventTarget(await currentContext(context), eventId, 'event.read');
      const selections = await withPlayers(deps.db, await listSelections(deps.db, eventId));
      const figures = await readFigures(
        deps.db,
        selections.map((s) => s.id),
      );
      const changed: SelectionResult[] = [];
      for (const selection of selections) {
        const withFigures = { ...selection, figures };
        const shown = shownOf(withFigures);
        if (sent.get(selection.id) === shown) continue;
        sent.set(selection.id, shown);
        changed.push(withFigures);
      }
      if (first) {
        first = false;
        return selections.map((selection) => ({ ...selection, figures }));
      }
      return changed.length > 0 ? changed : null;
    },
    () => true,
    deps.liveUpdateIntervalMs,
  );
}

export const recordSubscriptions = {
  liveRecordUpdated: {
    async subscribe(_p, args, context) {
      const { eventId } = await eventTarget(context, args.eventId, 'event.read');
      return watchFigures(context, eventId);
    },
    resolve: (update: Update<SelectionResult[]>) => valueOf(update),
  },
} satisfies SubscriptionResolvers;
