/**
 * The upload jobs read model (issue 7): one row per `upload-<jobId>` stream, as `job` and
 * `jobUpdated` show it. COMPUTED is not stored here: the records projection says when it has
 * applied a job's commit (`rm.record_jobs`), and reads join the two.
 *
 * Idempotency: each event moves the row's `revision` forward (`revision < $r`), once.
 */
import { uploadEventTypes, type UploadEvent } from '@stride/contracts/events/upload';
import { JOBS_READ_MODEL, PROJECTIONS } from '@stride/contracts/read-models';
import { applying, type Change, type Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import * as sql from './jobs.queries.ts';

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
    // Issue 16: a failure's reason and parameters, null for jobs failed before (their events have
    // none, so a rebuild gives null too: no rebuild needed, the version stays).
    `ALTER TABLE rm.jobs ADD COLUMN failure jsonb;`,
  ],
  tables: [{ name: 'rm.jobs', orderBy: 'id' }],
  async apply(tx, recorded) {
    const { event, at, revision } = applying<UploadEvent>(recorded);
    const { jobId } = event.data;
    const changed: Change[] = [{ readModel: JOBS_READ_MODEL, key: jobId }];
    const db = typedSql(tx);
    switch (event.type) {
      case 'UploadReceived': {
        const d = event.data;
        const actor = recorded.metadata.actorId;
        await sql.insertJob.run(
          {
            jobId,
            clubId: d.clubId,
            teamId: d.teamId,
            kind: d.kind,
            fileName: d.fileName,
            bytes: d.bytes,
            sha256: d.sha256,
            eventId: d.eventId,
            deviceId: d.deviceId,
            periodId: d.periodId,
            format: d.format,
            at,
            actorId: typeof actor === 'string' ? actor : null,
            revision,
          },
          db,
        );
        return changed;
      }
      case 'UploadStarted':
        await sql.setJobParsing.run({ jobId, at, revision }, db);
        return changed;
      case 'UploadSamplesCommitted': {
        const eventIds = [...new Set(event.data.appends.map((a) => a.eventId))].sort();
        const summary = JSON.stringify(event.data.summary);
        await sql.setJobAppended.run({ jobId, at, revision, summary, eventIds }, db);
        return changed;
      }
      case 'UploadDuplicate':
        await sql.setJobDuplicate.run({ jobId, at, revision, of: event.data.of }, db);
        return changed;
      case 'UploadFailed': {
        const d = event.data;
        const details = JSON.stringify(d.details);
        const failure = d.failure === undefined ? null : JSON.stringify(d.failure);
        await sql.setJobFailed.run(
          { jobId, at, revision, code: d.code, message: d.message, details, failure },
          db,
        );
        return changed;
      }
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
  },
};
