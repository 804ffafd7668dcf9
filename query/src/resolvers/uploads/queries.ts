/** `job` and `teamJobs`. */
import { DomainError } from '@stride/contracts/errors';
import { authorize, signedIn } from '../../auth/authorize.ts';
import { authorizeTeam } from '../../auth/event-access.ts';
import type { ApiContext } from '../../context.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { findJob, listTeamJobs, type JobModel } from '../../read-model/uploads.ts';
import { idOf } from '../ids.ts';

export const TEAM_JOBS_MAX_LIMIT = 100;

/** A job, once the caller may follow it; null when none has the id. */
export async function allowedJob(context: ApiContext, rawJobId: string): Promise<JobModel | null> {
  signedIn(context);
  const job = await findJob(context.deps.db, idOf(rawJobId, 'BAD_USER_INPUT'));
  if (job === null) return null;
  authorize(context, job.teamId === null ? 'device.manage' : 'data.upload', {
    clubId: job.clubId,
    ...(job.teamId === null ? {} : { teamId: job.teamId }),
  });
  return job;
}

export const jobQueries = {
  job: (_p, args, context) => allowedJob(context, args.jobId),

  teamJobs: async (_p, args, context) => {
    // A default in the SDL, but a client may still send null explicitly.
    const limit = args.limit ?? 50;
    if (!Number.isInteger(limit) || limit < 1 || limit > TEAM_JOBS_MAX_LIMIT) {
      throw new DomainError('BAD_USER_INPUT', { field: 'limit', min: 1, max: TEAM_JOBS_MAX_LIMIT });
    }
    const team = await authorizeTeam(context, idOf(args.teamId, 'TEAM_NOT_FOUND'), 'data.upload');
    return listTeamJobs(context.deps.db, team.teamId, limit);
  },
} satisfies QueryResolvers;
