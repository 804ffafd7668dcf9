/**
 * A team's seasons (issue 19): the list with the current season (`Team.currentSeason`: chosen, or
 * the one whose dates hold the club's today), and the commands on them. Every command refreshes
 * the list; the season filter (hooks/use-season-filter.ts) reads the same query.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { League, TeamSeasonsQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { teamKeys } from './keys.ts';

const TEAM_SEASONS = graphql(/* GraphQL */ `
  query TeamSeasons($teamId: ID!) {
    team(teamId: $teamId) {
      id
      seasons {
        id
        name
        league
        startDate
        endDate
      }
      currentSeason {
        id
      }
      currentSeasonChosen
    }
  }
`);

const CREATE_SEASON = graphql(/* GraphQL */ `
  mutation CreateSeason($teamId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {
    createSeason(teamId: $teamId, name: $name, league: $league, startDate: $startDate, endDate: $endDate) {
      id
    }
  }
`);

const UPDATE_SEASON = graphql(/* GraphQL */ `
  mutation UpdateSeason($seasonId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {
    updateSeason(
      seasonId: $seasonId
      name: $name
      league: $league
      startDate: $startDate
      endDate: $endDate
    ) {
      id
    }
  }
`);

const DELETE_SEASON = graphql(/* GraphQL */ `
  mutation DeleteSeason($seasonId: ID!) {
    deleteSeason(seasonId: $seasonId) {
      id
    }
  }
`);

const SET_CURRENT_SEASON = graphql(/* GraphQL */ `
  mutation SetCurrentSeason($teamId: ID!, $seasonId: ID) {
    setCurrentSeason(teamId: $teamId, seasonId: $seasonId) {
      id
    }
  }
`);

export type TeamSeasons = NonNullable<TeamSeasonsQuery['team']>;
export type Season = TeamSeasons['seasons'][number];

export interface SeasonInput {
  readonly name: string;
  readonly league: League | null;
  /** `YYYY-MM-DD`, first and last day. */
  readonly startDate: string;
  readonly endDate: string;
}

export const teamSeasonsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.seasons(teamId),
    queryFn: async ({ signal }) => (await api.request(TEAM_SEASONS, { teamId }, { signal })).team,
  });

/** Pending while `teamId` is empty (a player page before it knows the player's team). */
export function useTeamSeasons(teamId: string) {
  return useQuery({ ...teamSeasonsQueryOptions(teamId), enabled: teamId !== '' });
}

const refresh = (teamId: string) => invalidate(teamKeys.seasons(teamId), teamKeys.details(teamId));

export function useSaveSeason(teamId: string) {
  return useMutation({
    mutationFn: async ({ seasonId, input }: { seasonId: string | null; input: SeasonInput }) => {
      if (seasonId === null) await sendCommand(CREATE_SEASON, { teamId, ...input });
      else await sendCommand(UPDATE_SEASON, { seasonId, ...input });
    },
    onSuccess: () => refresh(teamId),
  });
}

export function useDeleteSeason(teamId: string) {
  return useMutation({
    mutationFn: async (seasonId: string) => {
      await sendCommand(DELETE_SEASON, { seasonId });
    },
    onSuccess: () => refresh(teamId),
  });
}

/** Null: the current season is the one whose dates hold today again. */
export function useSetCurrentSeason(teamId: string) {
  return useMutation({
    mutationFn: async (seasonId: string | null) => {
      await sendCommand(SET_CURRENT_SEASON, { teamId, seasonId });
    },
    onSuccess: () => refresh(teamId),
  });
}
