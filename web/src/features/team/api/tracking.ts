/**
 * The team's tracking profiles (`teamTrackingProfiles`): per kind of source, the defaults, the
 * team's own values and what applies; setting or resetting one answers with it, which replaces
 * it in the cached list (the records are computed again on the server, in the background).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { TrackingProfileFieldsFragment, TrackingProfileInput } from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';
import { teamKeys } from './keys.ts';

graphql(/* GraphQL */ `
  fragment TrackingProfileFields on TeamTrackingProfile {
    profile
    rateHz
    updatedAt
    defaults {
      lowPassCutoffHz
      filterReachSeconds
      spikeSpeed
      maxGapSeconds
    }
    overrides {
      lowPassOff
      lowPassCutoffHz
      filterReachSeconds
      spikeSpeed
      maxGapSeconds
    }
    effective {
      lowPassCutoffHz
      filterReachSeconds
      spikeSpeed
      maxGapSeconds
    }
  }
`);

const TEAM_TRACKING = graphql(/* GraphQL */ `
  query TeamTrackingProfiles($teamId: ID!) {
    teamTrackingProfiles(teamId: $teamId) {
      ...TrackingProfileFields
    }
  }
`);

const SET_TRACKING = graphql(/* GraphQL */ `
  mutation SetTeamTrackingProfile($teamId: ID!, $profile: String!, $input: TrackingProfileInput!) {
    setTeamTrackingProfile(teamId: $teamId, profile: $profile, input: $input) {
      ...TrackingProfileFields
    }
  }
`);

const RESET_TRACKING = graphql(/* GraphQL */ `
  mutation ResetTeamTrackingProfile($teamId: ID!, $profile: String!) {
    resetTeamTrackingProfile(teamId: $teamId, profile: $profile) {
      ...TrackingProfileFields
    }
  }
`);

export type TrackingProfile = TrackingProfileFieldsFragment;
export type { TrackingProfileInput };

export const teamTrackingQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.tracking(teamId),
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_TRACKING, { teamId }, { signal })).teamTrackingProfiles,
  });

export function useTeamTracking(teamId: string) {
  return useQuery(teamTrackingQueryOptions(teamId));
}

/** The answered profile in place of the cached one. */
function replaceProfile(teamId: string, changed: TrackingProfile): void {
  queryClient.setQueryData(teamTrackingQueryOptions(teamId).queryKey, (list) =>
    list?.map((profile) => (profile.profile === changed.profile ? changed : profile)),
  );
}

export function useSetTeamTracking(teamId: string) {
  return useMutation({
    mutationFn: async (variables: { profile: string; input: TrackingProfileInput }) =>
      (await sendCommand(SET_TRACKING, { teamId, ...variables })).setTeamTrackingProfile,
    onSuccess: (profile) => replaceProfile(teamId, profile),
  });
}

export function useResetTeamTracking(teamId: string) {
  return useMutation({
    mutationFn: async (profile: string) =>
      (await sendCommand(RESET_TRACKING, { teamId, profile })).resetTeamTrackingProfile,
    onSuccess: (profile) => replaceProfile(teamId, profile),
  });
}
