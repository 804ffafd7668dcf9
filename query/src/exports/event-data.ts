/**
 * What an event's data files hold (docs/exports.md): one row per selected player with a record
 * (deselected players are left out, as from the event's figures)
 * and per scope (the whole event, each period that has started, each of the player's sessions),
 * identity columns then the figure columns of `METRICS_COLUMNS`, read from the very record the API
 * serves as `Selection.record` (`globalMetrics`, `periodRecords`, `sessionRecords`), so a file's
 * figures equal the API's.
 */
import { DomainError } from '@stride/contracts/errors';
import { EXPORT_SCHEMA_VERSION } from '@stride/contracts/exports/columns';
import type { Metrics } from '@stride/contracts/metrics';
import type { Queryable } from '../read-model/connection.ts';
import { findPlayers } from '../read-model/catalog.ts';
import { findEvent, listSelections, type EventModel } from '../read-model/events.ts';
import { findRecords } from '../read-model/uploads.ts';

export const SCOPES = ['event', 'period', 'session'] as const;
export type Scope = (typeof SCOPES)[number];

/** The identity columns of an event file, before the figure columns, with what each holds. */
export const EVENT_IDENTITY: readonly (readonly [name: string, description: string])[] = [
  ['schema_version', 'Version of the column set the file was written with.'],
  ['event_id', "The event's id."],
  ['event_name', "The event's name."],
  ['scope', 'What the row covers: event (the whole event), period or session.'],
  ['scope_id', "The event's, period's or session's id."],
  [
    'scope_name',
    "The event's or period's name; a session: its period's name and its number in it (#1, #2…).",
  ],
  ['scope_start_utc', 'Start of the scope, ISO 8601 UTC.'],
  ['scope_end_utc', 'End of the scope, ISO 8601 UTC; empty while it runs.'],
  ['player_id', "The player's id."],
  ['player_first_name', "The player's first name."],
  ['player_last_name', "The player's last name."],
  ['player_number', "The player's shirt number in the event."],
  ['player_position', "The player's position in the event."],
  ['device_id', 'The id of the device the player wore.'],
  ['device_name', "The device's name."],
  ['activity', 'The activity whose thresholds applied (TEAM_SPORT, CYCLING).'],
];
export const EVENT_IDENTITY_COLUMNS: readonly string[] = EVENT_IDENTITY.map(([name]) => name);

export type IdentityValue = string | number | null;

export interface ExportRow {
  readonly scope: Scope;
  /** In `EVENT_IDENTITY_COLUMNS`' order. */
  readonly identity: readonly IdentityValue[];
  readonly figures: Metrics;
}

export interface EventData {
  readonly event: EventModel;
  /** Event rows (player by player), then period rows (period by period), then session rows. */
  readonly rows: readonly ExportRow[];
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

interface Who {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly number: number | null;
  readonly position: string | null;
  readonly deviceId: string | null;
  readonly deviceName: string | null;
}

interface ScopeOf {
  readonly scope: Scope;
  readonly id: string;
  readonly name: string;
  readonly start: Date | null;
  readonly end: Date | null;
}

function row(event: EventModel, where: ScopeOf, who: Who, figures: Metrics): ExportRow {
  return {
    scope: where.scope,
    figures,
    identity: [
      EXPORT_SCHEMA_VERSION,
      event.id,
      event.name,
      where.scope,
      where.id,
      where.name,
      iso(where.start),
      iso(where.end),
      who.playerId,
      who.firstName,
      who.lastName,
      who.number,
      who.position,
      who.deviceId,
      who.deviceName,
      figures.activity,
    ],
  };
}

/** The event's export rows; `EVENT_NOT_FOUND` when it is gone (the caller checked access first). */
export async function readEventData(db: Queryable, eventId: string): Promise<EventData> {
  const event = await findEvent(db, eventId);
  if (event === null) throw new DomainError('EVENT_NOT_FOUND');
  const selections = await listSelections(db, eventId);
  const [records, players] = await Promise.all([
    findRecords(
      db,
      selections.map((s) => s.id),
    ),
    findPlayers(
      db,
      selections.map((s) => s.playerId),
    ),
  ]);
  const playerById = new Map(players.map((p) => [p.id, p]));
  const order = new Map(event.playerIds.map((id, i) => [id, i]));
  const withRecords = selections
    .filter((s) => s.selected && records.has(s.id))
    .sort((a, b) => (order.get(a.playerId) ?? Infinity) - (order.get(b.playerId) ?? Infinity));
  const periodById = new Map(event.periods.map((p) => [p.id, p]));
  const periodIndex = new Map(event.periods.map((p, i) => [p.id, i]));
  const eventRows: ExportRow[] = [];
  const periodRows: ExportRow[][] = event.periods.map(() => []);
  const sessionRows: ExportRow[] = [];
  for (const selection of withRecords) {
    const record = records.get(selection.id)!;
    const player = playerById.get(selection.playerId);
    const who: Who = {
      playerId: selection.playerId,
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      number: selection.number,
      position: selection.position,
      deviceId: selection.device?.id ?? null,
      deviceName: selection.device?.name ?? null,
    };
    const whole: ScopeOf = {
      scope: 'event',
      id: event.id,
      name: event.name,
      start: event.startDate,
      end: event.endDate,
    };
    eventRows.push(row(event, whole, who, record.globalMetrics));
    for (const { periodId, metrics } of record.periodRecords) {
      const index = periodIndex.get(periodId);
      const period = index === undefined ? undefined : event.periods[index];
      if (index === undefined || period === undefined) continue;
      const where: ScopeOf = { scope: 'period', ...period, start: period.startDate, end: period.endDate };
      periodRows[index]!.push(row(event, where, who, metrics));
    }
    const sessions = [...selection.sessions].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
    const metricsOf = new Map(record.sessionRecords.map((s) => [s.sessionId, s.metrics]));
    const seen = new Map<string, number>();
    for (const session of sessions) {
      const metrics = metricsOf.get(session.id);
      if (metrics === undefined) continue;
      const periodName = session.periodId === null ? '' : (periodById.get(session.periodId)?.name ?? '');
      const n = (seen.get(periodName) ?? 0) + 1;
      seen.set(periodName, n);
      const name = `${periodName === '' ? event.name : periodName} #${n}`;
      const where: ScopeOf = {
        scope: 'session',
        id: session.id,
        name,
        start: session.startDate,
        end: session.endDate,
      };
      sessionRows.push(row(event, where, who, metrics));
    }
  }
  return { event, rows: [...eventRows, ...periodRows.flat(), ...sessionRows] };
}
