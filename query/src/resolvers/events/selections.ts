/** A selection as the API answers it: the read model's row with its player. */
import { findPlayers, type PlayerModel } from '../../read-model/catalog.ts';
import type { Queryable } from '../../read-model/connection.ts';
import type { SelectionModel } from '../../read-model/events.ts';
import type { LiveRecordModel, RecordOrigin } from '../../read-model/live.ts';
import type { RecordModel } from '../../read-model/uploads.ts';

/**
 * Figures read ahead for a whole list of selections (the live subscription reads them in three
 * queries rather than three per selection); field resolvers read the database without them.
 */
export interface SelectionFigures {
  readonly records: ReadonlyMap<string, RecordModel>;
  readonly live: ReadonlyMap<string, LiveRecordModel>;
  readonly origins: ReadonlyMap<string, RecordOrigin>;
}

export type SelectionResult = SelectionModel & {
  readonly player: PlayerModel;
  readonly figures?: SelectionFigures;
};

/** Selections with their players, read in one query. */
export async function withPlayers(
  db: Queryable,
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
