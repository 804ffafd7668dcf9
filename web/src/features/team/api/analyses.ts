/**
 * The team analyses' data: the team's statistics over the chosen range (`teamStatistics`) and its
 * players' workloads (`teamWorkload`): this week's days for the load table, the chosen range for
 * the ACWR trend. Figures change with every upload, so each is asked again when shown.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { EventType, LoadVariable } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { byLastName } from '../analyses/player-order.ts';

const TEAM_STATISTICS = graphql(/* GraphQL */ `
  query TeamStatistics($teamId: ID!, $from: Date!, $to: Date!, $eventType: EventType, $tag: String) {
    teamStatistics(teamId: $teamId, from: $from, to: $to, eventType: $eventType, tag: $tag) {
      teamId
      from
      to
      events
      players {
        playerId
        firstName
        lastName
        events
        time
        distance
        hsr
        sprints
        sprintDistance
        topSpeed
        perMatch {
          matches
          time
          distance
          hsr
          sprints
        }
      }
      weeks {
        start
        events
        players
        distance
        hsr
        sprints
        sprintDistance
        playerDistance
        playerHsr
        playerSprints
      }
    }
  }
`);

const TEAM_WEEK_LOAD = graphql(/* GraphQL */ `
  query TeamWeekLoad($teamId: ID!, $from: Date!, $to: Date!) {
    teamWorkload(teamId: $teamId, from: $from, to: $to) {
      players {
        playerId
        days {
          date
          events
          missingDevice
          duration
          distance
          hsr
          sprintDistance
          srpe
        }
      }
    }
  }
`);

const TEAM_ACWR = graphql(/* GraphQL */ `
  query TeamAcwr($teamId: ID!, $from: Date!, $to: Date!, $variable: LoadVariable) {
    teamWorkload(teamId: $teamId, from: $from, to: $to, variable: $variable) {
      players {
        playerId
        points {
          date
          ratio
          ratioStatus
        }
      }
      average {
        date
        ratio
        ratioStatus
      }
    }
  }
`);

export interface StatisticsFilter {
  readonly from: string;
  readonly to: string;
  readonly eventType: EventType | null;
  /** Events tagged so (themselves or on a period); null: every event. */
  readonly tag: string | null;
}

export function useTeamStatistics(teamId: string, filter: StatisticsFilter, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['team', teamId, 'analyses', 'statistics', filter],
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_STATISTICS, { teamId, ...filter }, { signal })).teamStatistics,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useTeamWeekLoad(teamId: string, from: string, to: string) {
  return useQuery({
    queryKey: ['team', teamId, 'analyses', 'week', from, to],
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_WEEK_LOAD, { teamId, from, to }, { signal })).teamWorkload,
    staleTime: 0,
  });
}

export function useTeamAcwr(teamId: string, from: string, to: string, variable: LoadVariable) {
  return useQuery({
    queryKey: ['team', teamId, 'analyses', 'acwr', from, to, variable],
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_ACWR, { teamId, from, to, variable }, { signal })).teamWorkload,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

const TEAM_PLAYER_NAMES = graphql(/* GraphQL */ `
  query AnalysesTeamPlayers($clubId: ID!) {
    clubPlayers(clubId: $clubId) {
      id
      teamId
      firstName
      lastName
    }
  }
`);

/**
 * The names of the team's players (the API has no team players query: the club's, filtered), for
 * the workload's rows, which carry only ids; by last name, as the season table.
 */
export function useTeamPlayerNames(clubId: string | null, teamId: string) {
  return useQuery({
    queryKey: ['team', teamId, 'analyses', 'players'],
    enabled: clubId !== null,
    queryFn: async ({ signal }) => {
      const { clubPlayers } = await api.request(TEAM_PLAYER_NAMES, { clubId: clubId ?? '' }, { signal });
      return new Map(
        clubPlayers
          .filter((player) => player.teamId === teamId)
          .sort((a, b) => byLastName(a, b))
          .map((player) => [player.id, `${player.firstName} ${player.lastName}`.trim()]),
      );
    },
  });
}

const ANALYSES_FILTERS = graphql(/* GraphQL */ `
  query AnalysesFilters($teamId: ID!) {
    team(teamId: $teamId) {
      id
      seasons {
        id
        name
        startDate
        endDate
      }
      currentSeason {
        id
      }
    }
    teamTags(teamId: $teamId) {
      tag
    }
  }
`);

/** What the filters offer: the team's seasons (latest first) and the tags its events carry. */
export function useAnalysesFilters(teamId: string) {
  return useQuery({
    queryKey: ['team', teamId, 'analyses', 'filters'],
    queryFn: async ({ signal }) => {
      const { team, teamTags } = await api.request(ANALYSES_FILTERS, { teamId }, { signal });
      return {
        seasons: team?.seasons ?? [],
        currentSeasonId: team?.currentSeason?.id ?? null,
        tags: teamTags.map((t) => t.tag),
      };
    },
  });
}
