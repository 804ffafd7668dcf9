/**
 * The audit read model (issue 20, docs/audit.md): one row per domain event in `rm.audit_entries`,
 * in store order, with who wrote it (actor, impersonating admin), which command, the entity it is
 * about and its data without secrets. Sample batches are left out (`auditSkips`).
 *
 * An event that names no club (a match's `EventStarted` written by the system, an upload's later
 * steps) takes the club its stream was first seen with (`rm.audit_stream_clubs`): deterministic,
 * since streams are read in store order. Accounts and reservations take a club only from their
 * data (`UserJoinedClub`), never from the caller or the stream: a member's own account events (a
 * password reset) are not their club's.
 *
 * Idempotency: the row's key is the event's store position; a replayed event inserts nothing.
 * Entries are never updated or deleted.
 */
import { auditEntityOf, auditSkips, withoutSecrets } from '@stride/contracts/audit';
import { SAMPLES_RECORDED } from '@stride/contracts/events/upload';
import type { JsonValue } from '@stride/contracts/json';
import { PROJECTIONS } from '@stride/contracts/read-models';
import type { RecordedEvent } from '@stride/streams/port';
import { occurredAt, type Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import * as sql from './audit.queries.ts';

/** Every event type but the excluded ones: the audit reads types other modules add later too. */
class EveryTypeBut extends Set<string> {
  constructor(private readonly excluded: readonly string[]) {
    super();
  }
  override has(type: string): boolean {
    return !this.excluded.includes(type);
  }
}

/** Streams whose events without a club take their stream's: an entity of one club. */
const CLUB_STREAMS = new Set(['event', 'upload', 'device', 'availability', 'tags', 'club']);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Accounts and reservations: a club only when the data names one (`UserJoinedClub`, a serial's). */
const OWN_STREAMS = new Set(['user', 'email', 'serial', 'udid', 'samplefile']);

/**
 * The club an event names: its data's, else (but for accounts and reservations) the caller's
 * from metadata. A member's own account events (a password reset) are not their club's.
 */
function clubNamed(event: RecordedEvent, category: string): string | null {
  const data = event.isJson && event.data !== null && typeof event.data === 'object' ? event.data : null;
  const fromData =
    data !== null && !Array.isArray(data) && !(data instanceof Uint8Array) ? data.clubId : null;
  if (OWN_STREAMS.has(category)) return text(fromData);
  return text(fromData) ?? text(event.metadata.clubId);
}

export const auditProjection: Projection = {
  name: PROJECTIONS.audit,
  version: 1,
  handles: new EveryTypeBut([SAMPLES_RECORDED]),
  migrations: [
    `CREATE SCHEMA IF NOT EXISTS rm;
     CREATE TABLE rm.audit_entries (
       position bigint NOT NULL,
       prepare bigint NOT NULL,
       event_id text NOT NULL,
       occurred_at timestamptz NOT NULL,
       club_id text,
       actor_id text,
       impersonator_id text,
       command_type text,
       command_id text,
       stream_name text NOT NULL,
       entity_type text NOT NULL,
       entity_id text NOT NULL,
       event_type text NOT NULL,
       schema_version integer,
       changes jsonb,
       PRIMARY KEY (position, prepare)
     );
     CREATE INDEX audit_entries_club_idx ON rm.audit_entries (club_id, position, prepare);
     -- A manager's reads always name their club: with an event type, or an entity (its page).
     CREATE INDEX audit_entries_club_type_idx ON rm.audit_entries (club_id, event_type, position, prepare);
     CREATE INDEX audit_entries_club_entity_idx
       ON rm.audit_entries (club_id, entity_type, entity_id, position, prepare);
     CREATE INDEX audit_entries_actor_idx ON rm.audit_entries (actor_id, position, prepare);
     CREATE INDEX audit_entries_impersonator_idx ON rm.audit_entries (impersonator_id, position, prepare)
       WHERE impersonator_id IS NOT NULL;
     CREATE INDEX audit_entries_entity_idx ON rm.audit_entries (entity_type, entity_id, position, prepare);
     -- A rare entity type alone (drills, reservations) must not walk the whole log.
     CREATE INDEX audit_entries_entity_type_idx ON rm.audit_entries (entity_type, position, prepare);
     CREATE INDEX audit_entries_event_type_idx ON rm.audit_entries (event_type, position, prepare);
     CREATE INDEX audit_entries_time_idx ON rm.audit_entries (occurred_at);
     CREATE TABLE rm.audit_stream_clubs (
       stream_name text PRIMARY KEY,
       club_id text NOT NULL
     );`,
  ],
  tables: [
    { name: 'rm.audit_entries', orderBy: 'position, prepare' },
    { name: 'rm.audit_stream_clubs', orderBy: 'stream_name' },
  ],
  async apply(tx, event) {
    if (auditSkips(event.streamName, event.type)) return [];
    const db = typedSql(tx);
    const category = event.streamName.split('-', 1)[0] ?? '';
    let clubId = clubNamed(event, category);
    if (CLUB_STREAMS.has(category)) {
      const streamName = event.streamName;
      if (clubId !== null) await sql.rememberStreamClub.run({ streamName, clubId }, db);
      else clubId = (await sql.streamClub.run({ streamName }, db))[0]?.club_id ?? null;
    }
    const { entityType, entityId } = auditEntityOf(
      event.streamName,
      event.type,
      event.isJson ? event.data : null,
    );
    const m = event.metadata;
    const version = m.schemaVersion;
    const changes = event.isJson ? JSON.stringify(withoutSecrets(event.data as JsonValue)) : null;
    await sql.insertAuditEntry.run(
      {
        position: event.position.commit.toString(),
        prepare: event.position.prepare.toString(),
        eventId: event.id,
        occurredAt: occurredAt(event),
        clubId,
        actorId: text(m.actorId),
        impersonatorId: text(m.impersonatorId),
        commandType: text(m.commandType),
        commandId: text(m.commandId),
        streamName: event.streamName,
        entityType,
        entityId,
        eventType: event.type,
        schemaVersion: typeof version === 'number' ? version : null,
        changes,
      },
      db,
    );
    // Nothing pushes audit entries: the screen pages on demand.
    return [];
  },
};
