/**
 * What every upload mutation ends with: the file stored as a job (through the context's upload
 * service), a bounded wait for the jobs read model, and the job as the answer (RECEIVED). A file
 * the worker refuses later is the job's failure (`FAILED` with its code), not the mutation's.
 */
import { PROJECTIONS } from '@stride/contracts/read-models';
import { derivedId } from '@stride/command/handler';
import { FILE_FORMATS } from '@stride/command/readers/types';
import { diskSource, memorySource, type UploadSource } from '@stride/command/upload/source';
import { DomainError } from '@stride/contracts/errors';
import type { UploadKind } from '@stride/contracts/events/upload';
import type { GraphQLResolveInfo } from 'graphql';
import { commandContextFor, type ApiContext } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { isSpooledFile } from '../../plugins/upload-spool.ts';
import { findJob, type JobModel } from '../../read-model/uploads.ts';
import { awaitProjection, pendingWrite, timedCommand } from '../command-then-read.ts';

/** What the multipart parser hands a resolver for a `File` argument. */
interface UploadedFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

// The `File` scalar has no parser: a variable may hold anything.
function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).arrayBuffer === 'function' &&
    typeof (value as UploadedFile).size === 'number'
  );
}

export interface JobTarget {
  readonly quick?: { readonly name: string; readonly eventType: string };
  /** QUICK, DOCK: when a file with relative times started (epoch ms). */
  readonly startTime?: number | null;
  readonly kind: UploadKind;
  readonly clubId: string;
  readonly teamId: string | null;
  readonly eventId: string | null;
  readonly deviceId: string | null;
  readonly periodId: string | null;
  readonly format: string | null;
}

/** Store the file as a job, wait (bounded) for the jobs read model, answer with the job. */
export async function accept(
  context: ApiContext,
  info: GraphQLResolveInfo,
  mutation: keyof MutationResolvers,
  target: JobTarget,
  file: unknown,
): Promise<JobModel> {
  if (!isUploadedFile(file)) throw new DomainError('BAD_USER_INPUT', { field: 'file', reason: 'file' });
  const command = commandContextFor(context, info);
  // A retried mutation (same x-command-id) names the same job: it is not received twice.
  const jobId = derivedId('job', command.commandId);
  const name = (file.name || 'upload').slice(0, 255);
  // A multipart upload is on disk already (plugins/upload-spool.ts): the job takes the file over.
  const source: UploadSource = isSpooledFile(file)
    ? diskSource(name, { path: file.path, bytes: file.size, sha256: file.sha256 }, file.take())
    : memorySource(name, new Uint8Array(await file.arrayBuffer()));
  let position: Awaited<ReturnType<typeof context.deps.uploads.accept>>;
  try {
    position = await timedCommand(context, mutation, () =>
      context.deps.uploads.accept(
        { jobId, ...target, fileName: name, bytes: source.bytes, sha256: source.sha256 },
        source,
        command,
      ),
    );
  } catch (error) {
    await source.dispose?.();
    throw error;
  }
  await awaitProjection(context, mutation, PROJECTIONS.jobs, position, jobId);
  const job = await findJob(context.deps.db, jobId);
  if (job === null) throw pendingWrite(jobId);
  return job;
}

/** The file format an upload names, or null to detect it. */
export function formatOf(deviceType: string | null | undefined): string | null {
  if (deviceType === null || deviceType === undefined || deviceType.trim() === '') return null;
  const format = deviceType.trim().toLowerCase();
  if (!(FILE_FORMATS as readonly string[]).includes(format)) {
    throw new DomainError('DEVICE_TYPE_NOT_SUPPORTED', { field: 'deviceType', supported: FILE_FORMATS });
  }
  return format;
}
