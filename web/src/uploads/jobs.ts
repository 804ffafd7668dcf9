/**
 * Upload jobs as the API returns them (`Job`), a team's list (`teamJobs`) kept current while
 * shown: every job still running is followed with `jobUpdated`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../gql/gql.ts';
import type { JobFieldsFragment, JobState } from '../gql/graphql.ts';
import { api, live, queryClient, reportError } from '../services.ts';

graphql(/* GraphQL */ `
  fragment JobFields on Job {
    id
    state
    kind
    fileName
    bytes
    eventId
    eventIds
    code
    message
    failure {
      code
      reason
      params {
        name
        number
        text
        list
      }
    }
    progress {
      stage
      done
      total
    }
    summary {
      format
      kept
      dropped
      outside
      devices {
        key
        samples
      }
      overlaps {
        samples
      }
    }
    skipped {
      key
      label
      samples
      reason
      playerId
    }
    receivedAt
  }
`);

export type Job = JobFieldsFragment;
/** A device of a job's file that was left out. */
export type SkippedDevice = Job['skipped'][number];

export const RUNNING: ReadonlySet<JobState> = new Set(['RECEIVED', 'PARSING', 'APPENDED']);

const TEAM_JOBS = graphql(/* GraphQL */ `
  query TeamJobs($teamId: ID!) {
    teamJobs(teamId: $teamId, limit: 50) {
      ...JobFields
    }
  }
`);
const JOB_UPDATED = graphql(/* GraphQL */ `
  subscription JobUpdated($jobId: ID!) {
    jobUpdated(jobId: $jobId) {
      ...JobFields
    }
  }
`);

export const jobKeys = { team: (teamId: string) => ['jobs', 'team', teamId] as const };

export const teamJobsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: jobKeys.team(teamId),
    queryFn: async ({ signal }) => (await api.request(TEAM_JOBS, { teamId }, { signal })).teamJobs,
  });

/** Put a job into the team's cached list: a new one first, a known one in its place. */
export function storeJob(teamId: string, job: Job): void {
  queryClient.setQueryData<Job[]>(jobKeys.team(teamId), (current = []) =>
    current.some((item) => item.id === job.id)
      ? current.map((item) => (item.id === job.id ? job : item))
      : [job, ...current],
  );
}

/** The team's jobs, latest first; running ones follow their progress live. */
export function useTeamJobs(teamId: string) {
  const query = useQuery(teamJobsQueryOptions(teamId));
  const running = (query.data ?? [])
    .filter((job) => RUNNING.has(job.state))
    .map((job) => job.id)
    .sort()
    .join(',');
  useEffect(() => {
    if (running === '') return undefined;
    const stops = running.split(',').map((jobId) =>
      live.subscribe(
        JOB_UPDATED,
        { jobId },
        {
          next: ({ jobUpdated }) => {
            if (jobUpdated !== null) storeJob(teamId, jobUpdated);
          },
          error: reportError,
        },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [teamId, running]);
  return query;
}
