/** The `Job` and `UploadSummary` types' fields the models do not hold. */
import type { JobResolvers, UploadSummaryResolvers } from '../../generated/resolvers.ts';

export const Job = {
  jobId: (job) => job.id,
  // Known to the process running the job, while it runs.
  progress: (job, _args, context) =>
    job.state === 'RECEIVED' || job.state === 'PARSING' ? context.deps.uploads.progress(job.id) : null,
} satisfies JobResolvers;

export const UploadSummary = {
  // A count; the reasons stay in the warnings.
  dropped: (summary) => Object.values(summary.dropped).reduce((n, v) => n + v, 0),
} satisfies UploadSummaryResolvers;
