/**
 * Upload jobs (issue 7): a device file becomes sample batches in `samples-<eventId>_<deviceId>`
 * streams, committed all at once by the job's `UploadSamplesCommitted`.
 *
 *   receive()  UploadReceived                         (the API, as soon as the file is in)
 *   run()      UploadStarted → claim the content hash → ingest the file (ingest.ts) →
 *              UploadSamplesCommitted | UploadDuplicate | UploadFailed (+ release the claim)
 *   abandon()  UploadFailed for a job whose worker is gone
 *   abandonIfOrphaned()  the same, once the process holding the job is known to be gone
 *
 * All or nothing: batches count only once the commit lists their revisions, so a job that fails
 * half-way (a bad row late in the file, an unknown device, a crash) leaves batches nothing reads.
 * Rules and codes: README.md beside this file.
 */
import { isDomainError } from '@stride/contracts/errors';
import { sampleFileStreamName, uploadSchemaVersion, uploadStreamName } from '@stride/contracts/events/upload';
import type { Position } from '@stride/streams/port';
import { derivedId, handleCommand, type CommandContext } from '../handler.ts';
import { laterPosition, readState, stepContext } from '../multi-stream.ts';
import type { JobCommand } from './commands.ts';
import { ingest, type UploadDependencies } from './ingest.ts';
import { jobDecider } from './job.ts';
import type { JobOwners } from './owners.ts';
import { refusalOf } from './refusal.ts';
import { sampleFileDecider, sampleFileKey } from './sample-file.ts';
import type { UploadSource } from './source.ts';
import { isFinished, type JobInfo, type JobState } from './state.ts';

export type { UploadDependencies, UploadStage } from './ingest.ts';

export type ReceiveInput = Omit<JobInfo, 'receivedAt' | 'quick' | 'owner' | 'startTime'> & {
  readonly quick?: JobInfo['quick'];
  readonly startTime?: number | null;
};

export interface UploadCommandDependencies extends Omit<UploadDependencies, 'endOrphan'> {
  /**
   * Which process holds each job (owners.ts): recorded in the jobs received here, and asked about
   * another job's process before its claim or batches are let stand in a new job's way.
   * Absent: jobs carry no owner, and only `abandon` ends a job whose worker is gone.
   */
  readonly owners?: JobOwners;
}

export interface JobOutcome {
  readonly state: JobState;
  readonly position: Position | null;
  /** The command had been handled before (a retry): nothing was appended. */
  readonly repeated?: boolean;
}

export interface UploadCommands {
  /** Record a received file as a job (`upload-<jobId>`). */
  receive(input: ReceiveInput, context: CommandContext): Promise<JobOutcome>;
  /** Read, route, append and commit a received job's file; never throws for a refused file. */
  run(jobId: string, source: UploadSource, context: CommandContext): Promise<JobOutcome>;
  /**
   * End a job whose worker is gone (its process stopped while it ran): FAILED, its claim on the
   * file's content released, its batches never counted. A job that ended meanwhile is left as is.
   */
  abandon(jobId: string, context: CommandContext): Promise<JobOutcome>;
  /**
   * `abandon` a job that is still RECEIVED or PARSING if its process is gone: its owner's lease is
   * released, or, for a job that records no owner (received before owners were kept), when it
   * has been `idle` too long (the caller's judgement). Anything else is left as it is.
   */
  abandonIfOrphaned(jobId: string, context: CommandContext, idle: boolean): Promise<JobOutcome>;
}

export function uploadCommands(deps: UploadCommandDependencies): UploadCommands {
  const { store, owners } = deps;

  const jobCommand = (jobId: string, command: JobCommand, context: CommandContext) =>
    handleCommand(store, uploadStreamName(jobId), jobDecider, command, context, {
      schemaVersion: uploadSchemaVersion,
    });

  async function readJob(jobId: string): Promise<JobState> {
    return (await readState(store, uploadStreamName(jobId), jobDecider)).state;
  }

  /** The job holding a file's content, or null once this job holds it. */
  async function claim(job: JobInfo, context: CommandContext): Promise<string | null> {
    const stream = sampleFileStreamName(sampleFileKey(job));
    for (let attempt = 0; attempt < 5; attempt++) {
      const { state } = await readState(store, stream, sampleFileDecider);
      let holder: 'keeps' | 'lets-go' | null = null;
      if (state.holder !== null && state.holder !== job.jobId) {
        const other = await readJob(state.holder);
        // A holder whose process died is failed now (its claim released): look again.
        if (await endIfOrphaned(other, context)) continue;
        // A holder that committed, or still runs, keeps the file; one that ended otherwise lets go.
        // So does one that committed part of the file, leaving devices out: sent again once they
        // are mapped, the file brings the rest (what the holder stored is left out as overlaps).
        // Not into a new quick import: that would make a second event of the same minutes.
        const gone = other.status === 'initial' || other.status === 'failed' || other.status === 'duplicate';
        const partial = other.status === 'committed' && other.skipped > 0 && job.kind !== 'QUICK';
        holder = gone || partial ? 'lets-go' : 'keeps';
        if (holder === 'keeps') return state.holder;
      }
      try {
        await handleCommand(
          store,
          stream,
          sampleFileDecider,
          { type: 'ClaimSampleFile', data: { jobId: job.jobId, holder } },
          stepContext(context, 'claim', attempt),
          { schemaVersion: uploadSchemaVersion, retry: { maxAttempts: 1 } },
        );
      } catch (error) {
        // Another job claimed meanwhile: look at the holder again rather than retry blindly.
        if (isDomainError(error) && error.code === 'WRITE_CONFLICT') continue;
        throw error;
      }
      const after = await readState(store, stream, sampleFileDecider);
      if (after.state.holder === job.jobId) return null;
    }
    throw new Error(`could not claim ${stream}`);
  }

  async function release(job: JobInfo, context: CommandContext): Promise<void> {
    await handleCommand(
      store,
      sampleFileStreamName(sampleFileKey(job)),
      sampleFileDecider,
      { type: 'ReleaseSampleFile', data: { jobId: job.jobId } },
      stepContext(context, 'release'),
      { schemaVersion: uploadSchemaVersion },
    );
  }

  /** The job failed, its claim released: nothing of it will ever count. */
  async function failAbandoned(current: JobState, context: CommandContext): Promise<Position | null> {
    if (current.status !== 'received' && current.status !== 'parsing') return null;
    const result = await jobCommand(
      current.jobId,
      {
        type: 'FailUpload',
        data: {
          jobId: current.jobId,
          code: 'UNKNOW_ERROR',
          message: 'the upload was interrupted (the server stopped while it ran): send the file again',
          details: { reason: 'interrupted' },
          failure: { reason: 'INTERRUPTED', params: {} },
        },
      },
      stepContext(context, 'abandon'),
    );
    await release(current, context);
    return result.position;
  }

  /**
   * Another process's job that is still RECEIVED or PARSING although that process is gone:
   * failed now, so that its claim and batches stop standing in a new job's way. Failing it first
   * is what makes its batches never count, even were its process only cut off from PostgreSQL:
   * a failed job's late commit changes nothing. True when the job is (now) failed.
   */
  async function endIfOrphaned(other: JobState, context: CommandContext): Promise<boolean> {
    if (other.status !== 'received' && other.status !== 'parsing') return false;
    if (owners === undefined || other.owner === null || other.owner === owners.self) return false;
    if (await owners.isAlive(other.owner)) return false;
    // The same command id from every process that finds it: the job is failed once.
    const commandId = derivedId('abandon', other.jobId);
    await failAbandoned(other, {
      commandId,
      actorId: 'system',
      correlationId: context.correlationId,
      causationId: context.commandId,
      occurredAt: context.occurredAt,
    });
    return (await readJob(other.jobId)).status === 'failed';
  }

  return {
    async receive(input, context) {
      const data = owners === undefined ? input : { ...input, owner: owners.self };
      const result = await jobCommand(input.jobId, { type: 'ReceiveUpload', data }, context);
      return { state: await readJob(input.jobId), position: result.position, repeated: result.repeated };
    },

    async abandon(jobId, context) {
      const position = await failAbandoned(await readJob(jobId), context);
      return { state: await readJob(jobId), position };
    },

    async abandonIfOrphaned(jobId, context, idle) {
      const current = await readJob(jobId);
      if (current.status !== 'received' && current.status !== 'parsing')
        return { state: current, position: null };
      const gone =
        current.owner === null || owners === undefined
          ? idle
          : current.owner !== owners.self && !(await owners.isAlive(current.owner));
      const position = gone ? await failAbandoned(current, context) : null;
      return { state: await readJob(jobId), position };
    },

    async run(jobId, source, context) {
      const current = await readJob(jobId);
      if (current.status === 'initial' || isFinished(current)) return { state: current, position: null };
      const job: JobInfo = current;
      let position: Position | null = null;
      const step = async (name: string, command: JobCommand) => {
        const result = await jobCommand(jobId, command, stepContext(context, name));
        position = laterPosition(position, result.position);
      };
      await step('start', { type: 'StartUpload', data: { jobId } });
      let claimed = false;
      try {
        const holder = await claim(job, context);
        if (holder !== null) {
          await step('duplicate', { type: 'MarkDuplicate', data: { jobId, of: holder } });
        } else {
          claimed = true;
          const endOrphan = (other: JobState) => endIfOrphaned(other, context);
          const { appends, summary } = await ingest({ ...deps, endOrphan }, job, source, context);
          await step('commit', { type: 'CommitSamples', data: { jobId, appends, summary } });
        }
      } catch (error) {
        const refusal = refusalOf(error);
        await step('fail', {
          type: 'FailUpload',
          data: {
            jobId,
            code: refusal.code,
            message: refusal.message,
            details: refusal.details,
            failure: refusal.failure,
          },
        });
        if (claimed) await release(job, context);
        if (refusal.code === 'UNKNOW_ERROR') throw error;
      }
      return { state: await readJob(jobId), position };
    },
  };
}
