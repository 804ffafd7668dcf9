/**
 * This process's upload worker, its limits, and the upload quota per club (issue 15): a club
 * holds at most `maxPendingPerClub` upload jobs at once in this process (queued or running);
 * another is refused with UPLOAD_LIMIT_REACHED before it is stored as a job. A job's place is
 * freed when its file is disposed of, i.e. when the job ends. The process-wide bound on files
 * held is the upload spool's (plugins/upload-spool.ts).
 */
import { DEFAULT_PARSE_LIMITS, DEFAULT_UPLOAD_QUOTA, type ParseLimits } from '@stride/command/upload/limits';
import type { JobOwners } from '@stride/command/upload/owners';
import type { UploadSource } from '@stride/command/upload/source';
import { createUploadWorker, type UploadWorker } from '@stride/command/upload/worker';
import { DomainError } from '@stride/contracts/errors';
import { JOBS_READ_MODEL } from '@stride/contracts/read-models';
import type { NatsNames } from '@stride/contracts/nats';
import type { Logger } from '@stride/contracts/logger';
import type { EventStore } from '@stride/streams/port';
import type { NatsConnection } from 'nats';
import type pg from 'pg';
import { devicesByKeys, teamEventsBetween } from './read-model/uploads.ts';

/** What reading one file may cost, files read at once, and files held at once, in all and per club. */
export interface UploadLimits extends ParseLimits {
  /** Files the process holds at once: being received, queued or read (`UPLOAD_MAX_PENDING`). */
  readonly maxPending: number;
  /** Upload jobs a club holds at once, queued or running (`UPLOAD_MAX_PENDING_PER_CLUB`). */
  readonly maxPendingPerClub: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { ...DEFAULT_PARSE_LIMITS, ...DEFAULT_UPLOAD_QUOTA };

/**
 * The upload worker of this process. Its index is the write side's one read-model look-up
 * (README.md, Architecture): devices by UDID and a team's events by time, candidates only, each
 * decided from its own stream. Progress reaches the job's watchers as a change notice.
 */
export function uploadWorker(
  {
    store,
    pool,
    nats,
    names,
    log,
  }: {
    readonly store: EventStore;
    readonly pool: pg.Pool;
    readonly nats: NatsConnection;
    readonly names: NatsNames;
    readonly log: Logger;
  },
  limits: ParseLimits,
  owners: JobOwners,
): UploadWorker {
  return createUploadWorker({
    store,
    limits,
    owners,
    index: {
      devicesByKeys: (clubId, keys) => devicesByKeys(pool, clubId, keys),
      teamEventsBetween: (teamId, from, to) => teamEventsBetween(pool, teamId, from, to),
    },
    log,
    onProgress: (jobId) =>
      nats.publish(
        names.changeSubject(JOBS_READ_MODEL, jobId),
        JSON.stringify({ readModel: JOBS_READ_MODEL, key: jobId, position: '' }),
      ),
  });
}

export type UploadService = Pick<UploadWorker, 'accept' | 'progress'>;

export function withClubQuota(uploads: UploadService, maxPerClub: number): UploadService {
  const held = new Map<string, number>();
  return {
    progress: (jobId) => uploads.progress(jobId),
    async accept(input, source, context) {
      const clubId = input.clubId;
      const count = held.get(clubId) ?? 0;
      if (count >= maxPerClub) throw new DomainError('UPLOAD_LIMIT_REACHED', { maxPerClub });
      held.set(clubId, count + 1);
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        const left = (held.get(clubId) ?? 1) - 1;
        if (left > 0) held.set(clubId, left);
        else held.delete(clubId);
      };
      const tracked: UploadSource = {
        fileName: source.fileName,
        bytes: source.bytes,
        sha256: source.sha256,
        ...(source.path === undefined ? {} : { path: source.path }),
        chunks: () => source.chunks(),
        async dispose() {
          free();
          await source.dispose?.();
        },
      };
      try {
        return await uploads.accept(input, tracked, context);
      } catch (error) {
        free();
        throw error;
      }
    },
  };
}
