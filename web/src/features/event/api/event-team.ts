/** The event's team: its club, for the permission check, and its name, for the way back to its events. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { eventKeys, type EventTeam } from './types.ts';

const EVENT_TEAM = /* GraphQL */ `
  query EventTeam($teamId: ID!) {
    team(teamId: $teamId) {
      id
      clubId
      name
    }
  }
`;

export const eventTeamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: eventKeys.team(teamId),
    queryFn: async ({ signal }) =>
      (await api.request<{ team: EventTeam | null }>(EVENT_TEAM, { teamId }, { signal })).team,
    staleTime: 5 * 60_000,
  });

/** The team once the event (and so its team id) is known. */
export function useEventTeam(teamId: string | undefined) {
  return useQuery({ ...eventTeamQueryOptions(teamId ?? ''), enabled: teamId !== undefined });
}
