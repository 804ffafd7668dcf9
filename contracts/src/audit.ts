/**
 * The audit log (issue 20, docs/audit.md): what the audit projection and the API agree on. One
 * entry per domain event of the store, except the sample batches of `samples-…` streams (binary,
 * high volume: an upload's or a live event's own job and event entries say who sent them). An
 * entry names the entity it is about, derived from its stream and event type; its `changes` are
 * the event's data without the fields that hold secrets.
 */
import { SAMPLES_RECORDED, samplesStreamCategory } from './events/upload.ts';
import type { JsonValue } from './json.ts';

/** What an entry is about. A stream category not listed here becomes its own entity type. */
export const auditEntityTypes = [
  'account',
  'club',
  'staff',
  'team',
  'season',
  'drill',
  'player',
  'availability',
  'device',
  'event',
  'upload',
  'reservation',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** Streams the audit log leaves out: one row per sample batch would drown every other entry. */
export function auditSkips(streamName: string, type: string): boolean {
  return type === SAMPLES_RECORDED || categoryOf(streamName) === samplesStreamCategory;
}

/** Fields that hold a secret or the digest of one: never in an entry, at any depth. */
export const AUDIT_SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordHash',
  'secret',
  'secretHash',
  'token',
  'tokenHash',
  'credentialId',
]);

/** `data` without the secret fields (a copy; arrays and objects walked). */
export function withoutSecrets(data: JsonValue): JsonValue {
  if (Array.isArray(data)) return data.map(withoutSecrets);
  if (data !== null && typeof data === 'object') {
    const kept: Record<string, JsonValue> = {};
    for (const [key, value] of Object.entries(data)) {
      if (!AUDIT_SECRET_FIELDS.has(key) && value !== undefined) kept[key] = withoutSecrets(value);
    }
    return kept;
  }
  return data;
}

function categoryOf(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash < 0 ? streamName : streamName.slice(0, dash);
}

function idOf(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash < 0 ? '' : streamName.slice(dash + 1);
}

const text = (data: Record<string, unknown>, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** A `club-…` event's entity: the club holds its staff, teams, seasons, drills and players. */
function clubEntity(
  clubId: string,
  type: string,
  data: Record<string, unknown>,
): { entityType: string; entityId: string } {
  const pick = (entityType: AuditEntityType, key: string) => {
    const id = text(data, key);
    return id === null ? { entityType: 'club', entityId: clubId } : { entityType, entityId: id };
  };
  if (type.startsWith('Staff') || type === 'CoachAssigned') return pick('staff', 'staffId');
  if (type.startsWith('Season')) return pick('season', 'seasonId');
  if (type.startsWith('Drill')) return pick('drill', 'drillId');
  if (type.startsWith('Player')) return pick('player', 'playerId');
  if (type.startsWith('Team') || type.startsWith('ReceiverToken') || type === 'CurrentSeasonChosen') {
    return pick('team', 'teamId');
  }
  return { entityType: 'club', entityId: clubId };
}

const RESERVATIONS = new Set(['email', 'serial', 'udid', 'samplefile']);

/** The entity an event is about, from its stream's category and, in a club's stream, its type. */
export function auditEntityOf(
  streamName: string,
  type: string,
  data: unknown,
): { entityType: string; entityId: string } {
  const category = categoryOf(streamName);
  const id = idOf(streamName);
  const fields = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  switch (category) {
    case 'user':
      return { entityType: 'account', entityId: id };
    case 'club':
      return clubEntity(id, type, fields);
    case 'tags':
      // A team's tag mappings: part of the team.
      return { entityType: 'team', entityId: id };
    case 'availability':
    case 'device':
    case 'event':
    case 'upload':
      return { entityType: category, entityId: id };
    default:
      if (RESERVATIONS.has(category)) return { entityType: 'reservation', entityId: streamName };
      return { entityType: category, entityId: id };
  }
}
