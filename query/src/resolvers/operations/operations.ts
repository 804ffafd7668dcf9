/**
 * The admin area's operations (issue 20, docs/operations.md): `projections`, `parkedEvents`,
 * `projectionOperations`, and the requests `retryParkedEvent` and `rebuildProjection`, which the
 * projector holding the projection's lease runs. Admins only.
 */
import { DomainError } from '@stride/contracts/errors';
import { authorize } from '../../auth/authorize.ts';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.ts';
import {
  listOperations,
  listParkedEvents,
  listProjectionStates,
  parkedEventExists,
  projectionExists,
  requestOperation,
} from '../../read-model/operations.ts';
import { idOf } from '../ids.ts';

/** A projection's name as given: trimmed, and short (names are a few letters). */
const nameOf = (value: string): string => value.trim().slice(0, 100);

export const operationQueries = {
  projections: (_p, _a, context) => {
    authorize(context, 'admin.operations');
    return listProjectionStates(context.deps.db);
  },

  parkedEvents: (_p, args, context) => {
    authorize(context, 'admin.operations');
    return listParkedEvents(context.deps.db, args.projection == null ? null : nameOf(args.projection));
  },

  projectionOperations: (_p, args, context) => {
    authorize(context, 'admin.operations');
    const limit = args.limit ?? 50;
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      throw new DomainError('BAD_USER_INPUT', { field: 'limit' });
    return listOperations(context.deps.db, limit);
  },
} satisfies QueryResolvers;

export const operationMutations = {
  retryParkedEvent: async (_p, args, context) => {
    const admin = authorize(context, 'admin.operations');
    const projection = nameOf(args.projection);
    const eventId = idOf(args.eventId, 'PARKED_EVENT_NOT_FOUND');
    if (!(await parkedEventExists(context.deps.db, projection, eventId)))
      throw new DomainError('PARKED_EVENT_NOT_FOUND');
    return requestOperation(context.deps.db, {
      kind: 'retry',
      projection,
      eventId,
      requestedBy: admin.userId,
    });
  },

  rebuildProjection: async (_p, args, context) => {
    const admin = authorize(context, 'admin.operations');
    const projection = nameOf(args.projection);
    if (!(await projectionExists(context.deps.db, projection))) throw new DomainError('PROJECTION_NOT_FOUND');
    return requestOperation(context.deps.db, {
      kind: 'rebuild',
      projection,
      eventId: null,
      requestedBy: admin.userId,
    });
  },
} satisfies MutationResolvers;
