/**
 * A page of the team's events (latest first, events without dates first), filtered by type and
 * day range. Events change from their own pages and from other clients, so the list asks again
 * each time it is shown.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dayRange } from '../../../forms/date-window.ts';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { teamKeys } from './keys.ts';
import type { TeamEventFilter } from './team-event-filter.ts';

const TEAM_EVENTS = graphql(/* GraphQL */ `
  query TeamEvents(
    $teamId: ID!
    $types: [EventType!]
    $from: DateTime
    $to: DateTime
    $offset: Int
    $limit: Int
  ) {
    teamEvents(teamId: $teamId, types: $types, from: $from, to: $to, offset: $offset, limit: $limit) {
      items {
        ...TeamEventFields
      }
      total
      offset
      limit
    }
  }
`);

export const teamEventsQueryOptions = (teamId: string, filter: TeamEventFilter) =>
  queryOptions({
    queryKey: teamKeys.eventPage(teamId, filter),
    queryFn: async ({ signal }) => {
      const { from, to } = dayRange(filter.from, filter.to);
      return (
        await api.request(
          TEAM_EVENTS,
          {
            teamId,
            types: filter.type === null ? null : [filter.type],
            from,
            to,
            offset: filter.offset,
            limit: filter.limit,
          },
          { signal },
        )
      ).teamEvents;
    },
    staleTime: 0,
  });

export function useTeamEvents(teamId: string, filter: TeamEventFilter) {
  // Another page or filter keeps the current rows on screen until the new ones arrive.
  return useQuery({ ...teamEventsQueryOptions(teamId, filter), placeholderData: keepPreviousData });
}
