/**
 * What the dashboard flags players from: the club's players the caller sees (with their
 * availability) and each team's workload over the last two complete weeks and this one
 * (`teamWorkload`, distance and session RPE, rolling model). A team whose workload cannot be read flags by
 * availability only, and the card says so rather than showing a notification.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CoachPlayersQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { addDays } from '../coming-days.ts';
import { isoDate, mondayOf } from '../flags.ts';

const COACH_PLAYERS = graphql(/* GraphQL */ `
  query CoachPlayers($clubId: ID!) {
    clubPlayers(clubId: $clubId) {
      id
      teamId
      firstName
      lastName
      number
      availability {
        status
      }
    }
  }
`);

graphql(/* GraphQL */ `
  fragment CoachLoadFields on TeamWorkload {
    variable
    players {
      playerId
      weeks {
        start
        change
      }
      points {
        date
        ratio
      }
    }
  }
`);

const COACH_TEAM_LOAD = graphql(/* GraphQL */ `
  query CoachTeamLoad($teamId: ID!, $from: Date!, $to: Date!) {
    distance: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: DISTANCE) {
      ...CoachLoadFields
    }
    srpe: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: SRPE) {
      ...CoachLoadFields
    }
  }
`);

export type CoachPlayer = CoachPlayersQuery['clubPlayers'][number];

export function useCoachPlayers(clubId: string | null) {
  return useQuery({
    queryKey: ['coachDashboard', clubId, 'players'] as const,
    queryFn: async ({ signal }) =>
      (await api.request(COACH_PLAYERS, { clubId: clubId ?? '' }, { signal })).clubPlayers,
    enabled: clubId !== null,
    staleTime: 0,
  });
}

/** From the Monday two weeks before this one to today: the last complete week and the one before. */
export function loadRange(today: Date): { from: string; to: string } {
  return { from: isoDate(addDays(mondayOf(today), -14)), to: isoDate(today) };
}

export function useTeamLoads(teamIds: readonly string[], today: Date) {
  const range = loadRange(today);
  return useQueries({
    queries: teamIds.map((teamId) => ({
      queryKey: ['coachDashboard', 'load', teamId, range.from, range.to] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { distance, srpe } = await api.request(COACH_TEAM_LOAD, { teamId, ...range }, { signal });
        // One row per player and variable: what flags.ts reads.
        return [distance, srpe].flatMap((load) =>
          load.players.map((player) => ({ ...player, variable: load.variable })),
        );
      },
      meta: { silent: true },
      retry: false,
    })),
  });
}
