/**
 * The team's live alert thresholds (`teamLiveAlerts`, issue 18): what the live screen measures
 * each player against. Setting them answers with the new thresholds, which replace the cached ones.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { TeamLiveAlertsFieldsFragment, TeamLiveAlertsInput } from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';
import { teamKeys } from './keys.ts';

graphql(/* GraphQL */ `
  fragment TeamLiveAlertsFields on TeamLiveAlerts {
    teamId
    hsrTarget
    sprintTarget
    distanceTarget
    heartRatePercent
    heartRateSeconds
  }
`);

const TEAM_LIVE_ALERTS = graphql(/* GraphQL */ `
  query TeamLiveAlerts($teamId: ID!) {
    teamLiveAlerts(teamId: $teamId) {
      ...TeamLiveAlertsFields
    }
  }
`);

const SET_LIVE_ALERTS = graphql(/* GraphQL */ `
  mutation SetTeamLiveAlerts($teamId: ID!, $alerts: TeamLiveAlertsInput!) {
    setTeamLiveAlerts(teamId: $teamId, alerts: $alerts) {
      ...TeamLiveAlertsFields
    }
  }
`);

export type TeamLiveAlerts = TeamLiveAlertsFieldsFragment;
export type { TeamLiveAlertsInput };

export const teamLiveAlertsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.liveAlerts(teamId),
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_LIVE_ALERTS, { teamId }, { signal })).teamLiveAlerts,
  });

/** The team's thresholds (the defaults until set): for the settings card and the live screen. */
export function useTeamLiveAlerts(teamId: string) {
  return useQuery(teamLiveAlertsQueryOptions(teamId));
}

export function useSetTeamLiveAlerts(teamId: string) {
  return useMutation({
    mutationFn: async (alerts: TeamLiveAlertsInput) =>
      (await sendCommand(SET_LIVE_ALERTS, { teamId, alerts })).setTeamLiveAlerts,
    onSuccess: (alerts) => queryClient.setQueryData(teamLiveAlertsQueryOptions(teamId).queryKey, alerts),
  });
}
