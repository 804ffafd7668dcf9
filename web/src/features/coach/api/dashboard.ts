/**
 * The coach dashboard's read (`coachDashboard`): the caller's teams, their events of today and the
 * next 7 days (and any running one), and their latest uploads. Asked again each time it is shown
 * and every minute while it is: events start and uploads finish while the coach looks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CoachDashboardQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { comingWeek } from '../coming-days.ts';

const COACH_DASHBOARD = graphql(/* GraphQL */ `
  query CoachDashboard($clubId: ID!, $from: DateTime!, $to: DateTime!) {
    coachDashboard(clubId: $clubId, from: $from, to: $to, jobs: 8) {
      teams {
        id
        name
        logoUrl
        playersCount
      }
      events {
        id
        teamId
        name
        type
        status
        locked
        startDate
        endDate
        selectedCount
      }
      jobs {
        ...JobFields
        teamId
      }
    }
  }
`);

export type CoachDashboard = CoachDashboardQuery['coachDashboard'];
export type DashboardTeam = CoachDashboard['teams'][number];
export type DashboardEvent = CoachDashboard['events'][number];
export type DashboardJob = CoachDashboard['jobs'][number];

const REFRESH_MS = 60_000;

export const coachDashboardQueryOptions = (clubId: string, today: Date) =>
  queryOptions({
    queryKey: ['coachDashboard', clubId, today.toISOString()] as const,
    queryFn: async ({ signal }) => {
      const { from, to } = comingWeek(today);
      return (
        await api.request(
          COACH_DASHBOARD,
          { clubId, from: from.toISOString(), to: to.toISOString() },
          { signal },
        )
      ).coachDashboard;
    },
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

export function useCoachDashboard(clubId: string | null, today: Date) {
  return useQuery({ ...coachDashboardQueryOptions(clubId ?? '', today), enabled: clubId !== null });
}
