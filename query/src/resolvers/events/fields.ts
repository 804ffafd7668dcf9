/** The `Event` type's fields the model does not hold, and a range list as the GraphQL `Ranges`. */
import type { DataRange } from '@stride/contracts/ranges';
import type { EventResolvers } from '../../generated/resolvers.ts';
import { listEventCuts } from '../../read-model/event-intervals.ts';
import type { EventModel, PeriodModel } from '../../read-model/events.ts';

export interface RangesResult {
  readonly speed: readonly DataRangeResult[];
  readonly accel: readonly DataRangeResult[];
}
export type DataRangeResult = DataRange & { readonly range: readonly (number | null)[] };

/** A range list as the GraphQL `Ranges`: by type, each by lower bound (open below first). */
export function rangesOf(list: readonly DataRange[]): RangesResult {
  const byLower = (a: DataRange, b: DataRange) => (a.min ?? -Infinity) - (b.min ?? -Infinity);
  const of = (type: DataRange['type']) =>
    list
      .filter((r) => r.type === type)
      .sort(byLower)
      .map((r) => ({ ...r, range: [r.min, r.max] }));
  return { speed: of('SPEED'), accel: of('ACCELERATION') };
}

export interface IntervalResult {
  readonly startDate: Date;
  readonly endDate: Date | null;
  readonly period: PeriodModel | null;
  /** Issue 20: what it is; a cut interval's id and label (null for a window). */
  readonly kind: 'PERIOD' | 'EVENT' | 'CUT';
  readonly id: string | null;
  readonly label: string | null;
}

/** The windows data counts in: each dated period's, or the whole event's when none has dates. */
export function intervalsOf(event: EventModel): IntervalResult[] {
  const dated = event.periods.filter((p) => p.startDate !== null);
  const window = { id: null, label: null };
  if (dated.length > 0)
    return dated.map((p) => ({
      ...window,
      startDate: p.startDate!,
      endDate: p.endDate,
      period: p,
      kind: 'PERIOD',
    }));
  if (event.startDate === null) return [];
  // A running event's interval is open, whatever end was planned.
  const endDate = event.status === 'STARTED' ? null : event.endDate;
  return [{ ...window, startDate: event.startDate, endDate, period: null, kind: 'EVENT' }];
}

export const Event = {
  duration: (event) =>
    event.startDate === null || event.endDate === null
      ? null
      : Math.round((event.endDate.getTime() - event.startDate.getTime()) / 1000),
  // The windows, then the spans analysts cut (issue 20), in time order.
  intervals: async (event, _args, context) => [
    ...intervalsOf(event),
    ...(await listEventCuts(context.deps.db, event.id)).intervals.map((cut): IntervalResult => ({
      ...cut,
      period: null,
      kind: 'CUT',
    })),
  ],
  ranges: (event) => rangesOf(event.rangeList),
  selectedCount: (event) => event.playerIds.length,
} satisfies EventResolvers;
