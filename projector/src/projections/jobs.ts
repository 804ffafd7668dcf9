/**
 * The upload jobs read model (issue 7): one row per `upload-<jobId>` stream, as `job` and
 * `jobUpdated` show it. COMPUTED is not stored here: the records projection says when it has
 * applied a job's commit (`rm.record_jobs`), and reads join the two.
 *
 * Idempotency: each event moves the row's `revision` forward (`revision < $r`), once.
 */
import { uploadEventTypes, type UploadEvent } from '@stride/contracts/events/upload';
import { JOBS_READ_MODEL, PROJECTIONS } from '@stride/contracts/read-models';
import { occurredAt, type Change, type Projection } from '../projection.ts';

/** Re-exported while the API's resolvers still import it from here: its home is contracts. */
export { JOBS_READ_MODEL };

export const jobsProjection: Projection = {
  name: PROJECTIONS.jobs,
  version: 1,
  handles: new Set<string>(uploadEventTypes),
  migrations: [
    `CREATE SCHEMA IF NOT EXISTS rm;
     CREATE TABLE rm.jobs (
       id text PRIMARY KEY,
       club_id text NOT NULL,
       team_id text,
       kind text NOT NULL,
       file_name text NOT NULL,
       bytes bigint NOT NULL,
       sha256 text NOT NULL,
       event_id text,
       device_id text,
       period_id text,
       format text,
       state text NOT NULL,
       code text,
       message text,
       details jsonb,
       summary jsonb,
       event_ids text[] NOT NULL DEFAULT '{}',
       duplicate_of text,
       received_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       actor_id text,
       revision bigint NOT NULL
     );
     CREATE INDEX jobs_club_idx ON rm.jobs (club_id, received_at DESC);
     CREATE INDEX jobs_team_idx ON rm.jobs (team_id, received_at DESC);`,
  ],
  tables: [{ name: 'rm.jobs', orderBy: 'id' }],
  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as UploadEvent;
    const at = occurredAt(recorded);
    const revision = recorded.revision.toString();
    const { jobId } = event.data;
    const changed: Change[] = [{ readModel: JOBS_READ_MODEL, key: jobId }];
    switch (event.type) {
      case 'UploadReceived': {
        const d = event.data;
        const actor = recorded.metadata.actorId;
        await tx.query(
          `INSERT INTO rm.jobs (id, club_id, team_id, kind, file_name, bytes, sha256, event_id, device_id, period_id,
             format, state, received_at, updated_at, actor_id, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'RECEIVED', $12, $12, $13, $14)
           ON CONFLICT (id) DO NOTHING`,
          [
            jobId,
            d.clubId,
            d.teamId,
            d.kind,
            d.fileName,
            d.bytes,
            d.sha256,
            d.eventId,
            d.deviceId,
            d.periodId,
            d.format,
            at,
            typeof actor === 'string' ? actor : null,
            revision,
          ],
        );
        return changed;
      }
      case 'UploadStarted':
        await tx.query(
          `UPDATE rm.jobs SET state = 'PARSING', updated_at = $2, revision = $3 WHERE id = $1 AND revision < $3`,
          [jobId, at, revision],
        );
        return changed;
      case 'UploadSamplesCommitted': {
        const eventIds = [...new Set(event.data.appends.map((a) => a.eventId))].sort();
        await tx.query(
          `UPDATE rm.jobs SET state = 'APPENDED', summary = $4, event_ids = $5, updated_at = $2, revision = $3
            WHERE id = $1 AND revision < $3`,
          [jobId, at, revision, JSON.stringify(event.data.summary), eventIds],
        );
        return changed;
      }
      case 'UploadDuplicate':
        await tx.query(
          `UPDATE rm.jobs SET state = 'DUPLICATE', duplicate_of = $4, updated_at = $2, revision = $3
            WHERE id = $1 AND revision < $3`,
          [jobId, at, revision, event.data.of],
        );
        return changed;
      case 'UploadFailed':
        await tx.query(
          `UPDATE rm.jobs SET state = 'FAILED', code = $4, message = $5, details = $6, updated_at = $2, revision = $3
            WHERE id = $1 AND revision < $3`,
          [jobId, at, revision, event.data.code, event.data.message, JSON.stringify(event.data.details)],
        );
        return changed;
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
  },
};
