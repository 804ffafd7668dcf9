/** `entityHistory` and `entityAsOf` (issue 20, items 3 and 4): read from the store, not read models. */
import { DomainError } from '@stride/contracts/errors';
import type { JsonValue } from '@stride/contracts/json';
import { comparePositions, parsePosition } from '@stride/streams/port';
import { isUuid, type ApiContext } from '../../context.ts';
import type {
  HistoryActor,
  HistoryEntry as HistoryEntryType,
  QueryResolvers,
} from '../../generated/resolvers.ts';
import { fieldsOf } from '../../history/diff.ts';
import { historyOf, stateAt, type HistoryEntry } from '../../history/fold.ts';
import { historyStream } from './target.ts';

export const HISTORY_MAX_PAGE = 100;

const jsonText = (value: JsonValue | undefined): string | null =>
  value === undefined ? null : JSON.stringify(value);

/** The e-mail of each actor id (one look-up per distinct id of the page). */
async function actorsOf(
  context: ApiContext,
  entries: readonly HistoryEntry[],
): Promise<Map<string, HistoryActor>> {
  const ids = new Set(entries.flatMap((e) => [e.actorId, e.impersonatorId]).filter((id) => id !== null));
  const actors = new Map<string, HistoryActor>();
  await Promise.all(
    [...ids].map(async (id) => {
      const principal = isUuid(id) ? await context.deps.access.principal(id) : null;
      actors.set(id, { id, email: principal?.user.email ?? null });
    }),
  );
  return actors;
}

function toEntry(entry: HistoryEntry, actors: ReadonlyMap<string, HistoryActor>): HistoryEntryType {
  const actor = (id: string | null) => (id === null ? null : (actors.get(id) ?? { id, email: null }));
  return {
    id: entry.position,
    streamName: entry.streamName,
    revision: entry.revision,
    occurredAt: new Date(entry.occurredAt),
    actor: actor(entry.actorId),
    impersonator: actor(entry.impersonatorId),
    commandType: entry.commandType,
    eventType: entry.eventType,
    schemaVersion: entry.schemaVersion,
    upcast: entry.upcast,
    changes: entry.changes.map((c) => ({
      path: c.path,
      before: jsonText(c.before),
      after: jsonText(c.after),
    })),
  };
}

function afterPosition(after: string | null | undefined) {
  if (after === null || after === undefined) return null;
  try {
    return parsePosition(after);
  } catch {
    throw new DomainError('BAD_USER_INPUT', { field: 'after' });
  }
}

export const historyQueries = {
  entityHistory: async (_p, args, context) => {
    const first = args.first ?? 20;
    if (!Number.isInteger(first) || first < 1 || first > HISTORY_MAX_PAGE) {
      throw new DomainError('BAD_USER_INPUT', { field: 'first', min: 1, max: HISTORY_MAX_PAGE });
    }
    const cursor = afterPosition(args.after);
    const { entityId, events } = await historyStream(context, args.entityType, args.entityId);
    const newestFirst = historyOf(args.entityType, entityId, events).entries.reverse();
    let start = 0;
    if (cursor !== null) {
      start = newestFirst.findIndex((e) => comparePositions(parsePosition(e.position), cursor) === 0) + 1;
      if (start === 0) throw new DomainError('BAD_USER_INPUT', { field: 'after' });
    }
    const page = newestFirst.slice(start, start + first);
    const actors = await actorsOf(context, page);
    return {
      entries: page.map((e) => toEntry(e, actors)),
      total: newestFirst.length,
      hasMore: start + first < newestFirst.length,
    };
  },

  entityAsOf: async (_p, args, context) => {
    const at = args.at;
    const { entityId, events } = await historyStream(context, args.entityType, args.entityId, at);
    const { state, last } = stateAt(args.entityType, entityId, events, at);
    const actors = await actorsOf(context, last === null ? [] : [last]);
    return {
      entityType: args.entityType,
      entityId,
      at,
      exists: state !== null,
      fields:
        state === null ? [] : fieldsOf(state).map((f) => ({ path: f.path, value: JSON.stringify(f.value) })),
      state: state === null ? null : JSON.stringify(state),
      lastChange: last === null ? null : toEntry(last, actors),
    };
  },
} satisfies QueryResolvers;
