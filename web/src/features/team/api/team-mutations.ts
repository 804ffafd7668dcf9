/** Changing the team's name and logo, and its data ranges (new events copy them). */
import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import type { RangeInput } from '../../../forms/ranges.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import type { TeamDetails } from './fragments.ts';
import { teamQueryOptions } from './team.ts';

const UPDATE_TEAM = graphql(/* GraphQL */ `
  mutation UpdateTeamSettings($teamId: ID!, $name: String!, $logoUrl: String) {
    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {
      ...TeamDetailsFields
    }
  }
`);
const CREATE_TEAM_RANGE = graphql(/* GraphQL */ `
  mutation CreateTeamRange($teamId: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {
    createTeamRange(teamId: $teamId, type: $type, name: $name, min: $min, max: $max) {
      ...TeamDetailsFields
    }
  }
`);
const UPDATE_TEAM_RANGE = graphql(/* GraphQL */ `
  mutation UpdateTeamRange($teamId: ID!, $id: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {
    updateTeamRange(teamId: $teamId, id: $id, type: $type, name: $name, min: $min, max: $max) {
      ...TeamDetailsFields
    }
  }
`);
const DELETE_TEAM_RANGE = graphql(/* GraphQL */ `
  mutation DeleteTeamRange($teamId: ID!, $id: ID!) {
    deleteTeamRange(teamId: $teamId, id: $id) {
      ...TeamDetailsFields
    }
  }
`);

/** A command on the team answering with it: the answer replaces the cached team. */
function useTeamCommand<Input>(teamId: string, send: (input: Input) => Promise<TeamDetails>) {
  return useMutation({
    mutationFn: send,
    onSuccess: (team) => queryClient.setQueryData(teamQueryOptions(teamId).queryKey, team),
  });
}

export const useUpdateTeam = (teamId: string) =>
  useTeamCommand(
    teamId,
    async (input: { name: string; logoUrl: string | null }) =>
      (await api.request(UPDATE_TEAM, { teamId, ...input }, asCommand())).updateTeam,
  );

export const useCreateTeamRange = (teamId: string) =>
  useTeamCommand(
    teamId,
    async (input: { type: string } & RangeInput) =>
      (await api.request(CREATE_TEAM_RANGE, { teamId, ...input }, asCommand())).createTeamRange,
  );

export const useUpdateTeamRange = (teamId: string) =>
  useTeamCommand(
    teamId,
    async (input: { id: string; type: string } & RangeInput) =>
      (await api.request(UPDATE_TEAM_RANGE, { teamId, ...input }, asCommand())).updateTeamRange,
  );

export const useDeleteTeamRange = (teamId: string) =>
  useTeamCommand(
    teamId,
    async (input: { id: string }) =>
      (await api.request(DELETE_TEAM_RANGE, { teamId, ...input }, asCommand())).deleteTeamRange,
  );
