/** The fields of `Job` and of a job's summary that the models do not hold as GraphQL gives them. */
import type { FailureParams } from '@stride/contracts/events/upload-failure';
import type {
  FailureParam,
  JobResolvers,
  SampleOverlapResolvers,
  UploadedDeviceResolvers,
  UploadSummaryResolvers,
} from '../../generated/resolvers.ts';

/** A failure's parameters as GraphQL lists them: by name, each a number, a text or a list. */
export function failureParams(params: FailureParams): FailureParam[] {
  return Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => ({
      name,
      number: typeof value === 'number' ? value : null,
      text: typeof value === 'string' ? value : null,
      list: typeof value === 'object' ? [...value] : null,
    }));
}

export const Job = {
  jobId: (job) => job.id,
  // What the summary lists once appended; what a refusal for naming no device listed.
  skipped: (job) => job.summary?.skipped ?? job.skippedOnFailure,
  failure: (job) =>
    job.state !== 'FAILED' || job.failure === null || job.code === null
      ? null
      : { code: job.code, reason: job.failure.reason, params: failureParams(job.failure.params) },
  // Known to the process running the job, while it runs.
  progress: (job, _args, context) =>
    job.state === 'RECEIVED' || job.state === 'PARSING' ? context.deps.uploads.progress(job.id) : null,
} satisfies JobResolvers;

export const UploadSummary = {
  // Absent from jobs stored before issue 16: none were skipped.
  skipped: (summary) => summary.skipped ?? [],
  // A count; the reasons stay in the warnings.
  dropped: (summary) => Object.values(summary.dropped).reduce((n, v) => n + v, 0),
} satisfies UploadSummaryResolvers;

/** The stored summary keeps instants as epoch milliseconds; the SDL gives them as `DateTime`. */
const instant = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

export const UploadedDevice = {
  firstTime: (device) => instant(device.firstTime),
  lastTime: (device) => instant(device.lastTime),
} satisfies UploadedDeviceResolvers;

export const SampleOverlap = {
  from: (overlap) => new Date(overlap.from),
  to: (overlap) => new Date(overlap.to),
} satisfies SampleOverlapResolvers;
