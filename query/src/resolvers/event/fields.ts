/** Field resolvers of `Event`, `Selection` and `Team.ranges`: what a model does not hold itself. */
import type { DataRange } from '@stride/contracts/ranges';
import { findPlayers, type PlayerModel, type TeamModel } from '../../read-model/catalog.ts';
import type { EventModel, PeriodModel, SelectionModel } from '../../read-model/events.ts';
import type { Resolver, ResolverMap } from '../types.ts';

interface RangesResult {
  readonly speed: readonly DataRangeResult[];
  readonly accel: readonly DataRangeResult[];
}
type DataRangeResult = DataRange & { readonly range: readonly (number | null)[] };

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
}

/** The windows data counts in: each dated period's, or the whole event's when none has dates. */
export function intervalsOf(event: EventModel): IntervalResult[] {
  const dated = event.periods.filter((p) => p.startDate !== null);
  if (dated.length > 0) return dated.map((p) => ({ startDate: p.startDate!, endDate: p.endDate, period: p }));
  if (event.startDate === null) return [];
  // A running event's interval is open, whatever end was planned.
  return [
    { startDate: event.startDate, endDate: event.status === 'STARTED' ? null : event.endDate, period: null },
  ];
}

export const Event: ResolverMap = {
  duration: ((event) =>
    event.startDate === null || event.endDate === null
      ? null
      : Math.round((event.endDate.getTime() - event.startDate.getTime()) / 1000)) satisfies Resolver<
    object,
    number | null,
    EventModel
  >,
  intervals: ((event) => intervalsOf(event)) satisfies Resolver<object, IntervalResult[], EventModel>,
  ranges: ((event) => rangesOf(event.rangeList)) satisfies Resolver<object, RangesResult, EventModel>,
  selectedCount: ((event) => event.playerIds.length) satisfies Resolver<object, number, EventModel>,
};

export const TeamRanges: ResolverMap = {
  ranges: ((team) => rangesOf(team.rangeList)) satisfies Resolver<object, RangesResult, TeamModel>,
};

export type SelectionResult = SelectionModel & { readonly player: PlayerModel };

/** Selections with their players, read in one query. */
export async function withPlayers(
  db: Parameters<typeof findPlayers>[0],
  selections: readonly SelectionModel[],
): Promise<SelectionResult[]> {
  const players = new Map(
    (await findPlayers(db, [...new Set(selections.map((s) => s.playerId))])).map((p) => [p.id, p]),
  );
  // Events written before players were checked (schema version 1) may name players that never
  // existed: such selections have nobody to show and are left out.
  return selections.flatMap((s) => {
    const player = players.get(s.playerId);
    return player === undefined ? [] : [{ ...s, player }];
  });
}
