/** The event's team: its club, for the permission check, and its name, for the way back to its events. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { EventTeamQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { eventKeys } from './keys.ts';

const EVENT_TEAM = graphql(/* GraphQL */ `
  query EventTeam($teamId: ID!) {
    team(teamId: $teamId) {
      id
      clubId
      name
    }
  }
`);

/** The event's team: its club (for the permission check) and its name (for the way back). */
export type EventTeam = NonNullable<EventTeamQuery['team']>;

export const eventTeamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: eventKeys.team(teamId),
    queryFn: async ({ signal }) => (await api.request(EVENT_TEAM, { teamId }, { signal })).team,
    staleTime: 5 * 60_000,
  });

/** The team once the event (and so its team id) is known. */
export function useEventTeam(teamId: string | undefined) {
  return useQuery({ ...eventTeamQueryOptions(teamId ?? ''), enabled: teamId !== undefined });
}
