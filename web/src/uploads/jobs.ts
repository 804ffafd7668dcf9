/**
 * Upload jobs as the API returns them (`Job`), a team's list (`teamJobs`) kept current while
 * shown: every job still running is followed with `jobUpdated`. A job's "received" toast goes
 * away as soon as the job ends: its row then says how it went (Done, Failed, …).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../gql/gql.ts';
import type { JobFieldsFragment, JobState } from '../gql/graphql.ts';
import { useNotifications } from '../notifications/notifications.ts';
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
    receivedAt
  }
`);

export type Job = JobFieldsFragment;

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

/** The key of the toasts about a job (notifications.ts `key`). */
export const jobToastKey = (jobId: string): string => `job:${jobId}`;

/** Put a job into the team's cached list: a new one first, a known one in its place. */
export function storeJob(teamId: string, job: Job): void {
  queryClient.setQueryData<Job[]>(jobKeys.team(teamId), (current = []) =>
    current.some((item) => item.id === job.id)
      ? current.map((item) => (item.id === job.id ? job : item))
      : [job, ...current],
  );
}

/**
 * The team's jobs, latest first; running ones follow their progress live. A job that has ended
 * takes its "received" toast away (its row says how it went).
 */
export function useTeamJobs(teamId: string) {
  const query = useQuery(teamJobsQueryOptions(teamId));
  const running = (query.data ?? [])
    .filter((job) => RUNNING.has(job.state))
    .map((job) => job.id)
    .sort()
    .join(',');
  const ended = (query.data ?? [])
    .filter((job) => !RUNNING.has(job.state))
    .map((job) => job.id)
    .join(',');
  useEffect(() => {
    if (ended === '') return;
    const { dismissKey } = useNotifications.getState();
    for (const jobId of ended.split(',')) dismissKey(jobToastKey(jobId));
  }, [ended]);
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
