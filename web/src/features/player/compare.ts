/**
 * The compare page's rows: each chosen player's mean figures per event over the chosen events
 * (players take part in different numbers of events: a mean compares them), and the team's
 * average (the mean over every record of the chosen events, as the event's metrics table averages).
 */
import type { MetricColumn, RecordMetrics } from '../../metrics/columns.ts';
import { meanOf } from './player-figures.ts';

export interface CompareRecord {
  readonly player: { readonly id: string; readonly firstName: string; readonly lastName: string };
  readonly record: { readonly globalMetrics: RecordMetrics } | null;
}

export interface CompareRow {
  /** A player's id, or `team` for the team's average. */
  readonly id: string;
  readonly name: string;
  /** Records counted. */
  readonly events: number;
  /** The mean of each column by id; null where no record has a value. */
  readonly values: Readonly<Record<string, number | null>>;
}

export const TEAM_ROW = 'team';

/** The players with a record in the chosen events, by last name. */
export function playersOf(records: readonly CompareRecord[]): CompareRecord['player'][] {
  const found = new Map<string, CompareRecord['player']>();
  for (const { player, record } of records) if (record !== null) found.set(player.id, player);
  return [...found.values()].sort((a, b) =>
    `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  );
}

function rowOf(
  id: string,
  name: string,
  metrics: readonly RecordMetrics[],
  columns: readonly MetricColumn[],
): CompareRow {
  return {
    id,
    name,
    events: metrics.length,
    values: Object.fromEntries(columns.map((column) => [column.id, meanOf(metrics, (m) => column.value(m))])),
  };
}

/** A row per chosen player (in the order given), then the team's average when asked for. */
export function compareRows(
  records: readonly CompareRecord[],
  playerIds: readonly string[],
  teamAverage: { readonly name: string } | null,
  columns: readonly MetricColumn[],
): CompareRow[] {
  const withRecord = records.flatMap((r) =>
    r.record === null ? [] : [{ player: r.player, metrics: r.record.globalMetrics }],
  );
  const rows = playerIds.flatMap((id) => {
    const own = withRecord.filter((r) => r.player.id === id);
    const player = own[0]?.player;
    if (player === undefined) return [];
    return [
      rowOf(
        id,
        `${player.firstName} ${player.lastName}`,
        own.map((r) => r.metrics),
        columns,
      ),
    ];
  });
  if (teamAverage !== null && withRecord.length > 0)
    rows.push(
      rowOf(
        TEAM_ROW,
        teamAverage.name,
        withRecord.map((r) => r.metrics),
        columns,
      ),
    );
  return rows;
}
