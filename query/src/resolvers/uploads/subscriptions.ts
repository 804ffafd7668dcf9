/** `jobUpdated`: a job as it goes, pushed on every change and progress step. */
import { JOBS_READ_MODEL } from '@stride/contracts/read-models';
import { DomainError } from '@stride/contracts/errors';
import { currentContext } from '../../auth/live-viewer.ts';
import type { SubscriptionResolvers } from '../../generated/resolvers.ts';
import type { JobModel } from '../../read-model/uploads.ts';
import { valueOf, watchReadModel, type Update } from '../watch.ts';
import { allowedJob } from './queries.ts';

export const jobSubscriptions = {
  jobUpdated: {
    async subscribe(_p, args, context) {
      const first = await allowedJob(context, args.jobId);
      if (first === null) throw new DomainError('BAD_USER_INPUT', { field: 'jobId', reason: 'notFound' });
      let last = '';
      return watchReadModel<JobModel>(
        context.deps,
        context.deps.names.changeSubject(JOBS_READ_MODEL, first.id),
        // Asked again before every push: access may end while the stream is open.
        async () => allowedJob(await currentContext(context), first.id),
        (job) => {
          const progress = context.deps.uploads.progress(job.id);
          const key = `${job.version}/${progress?.stage ?? ''}/${progress?.done ?? ''}`;
          if (key === last) return false;
          last = key;
          return true;
        },
      );
    },
    resolve: (update: Update<JobModel>) => valueOf(update),
  },
} satisfies SubscriptionResolvers;
