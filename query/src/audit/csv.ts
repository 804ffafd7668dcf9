/**
 * The audit export's CSV (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break (quotes doubled). A field starting with `=`, `+`, `-`, `@`, a
 * tab or a carriage return gets a leading `'`, so a spreadsheet never runs it as a formula.
 */
import type { AuditEntry } from '../generated/resolvers.ts';

export const AUDIT_CSV_COLUMNS = [
  'position',
  'occurred_at',
  'club_id',
  'club_name',
  'actor_id',
  'actor',
  'impersonator_id',
  'impersonator',
  'command_type',
  'command_id',
  'stream_name',
  'entity_type',
  'entity_id',
  'event_type',
  'schema_version',
  'changes',
] as const;

/** A text field (`separator`: the file's, `,` by default). */
export function csvField(value: string | number | null | undefined, separator = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | null | undefined)[]): string =>
  `${fields.map((field) => csvField(field)).join(',')}\r\n`;

export function auditCsvLine(e: AuditEntry): string {
  return csvLine([
    e.position,
    e.occurredAt.toISOString(),
    e.clubId,
    e.clubName,
    e.actorId,
    e.actorName,
    e.impersonatorId,
    e.impersonatorName,
    e.commandType,
    e.commandId,
    e.streamName,
    e.entityType,
    e.entityId,
    e.eventType,
    e.schemaVersion,
    e.changes,
  ]);
}
