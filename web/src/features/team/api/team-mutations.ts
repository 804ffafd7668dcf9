/** Changing the team's name and logo, and its data ranges (new events copy them). */
import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import type { RangeInput } from '../../../forms/ranges.ts';
import { api, queryClient } from '../../../services.ts';
import { teamQueryOptions } from './team.ts';
import { TEAM_DETAILS_FIELDS, type TeamDetails } from './types.ts';

const UPDATE_TEAM = /* GraphQL */ `mutation UpdateTeamSettings($teamId: ID!, $name: String!, $logoUrl: String) { updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) { ${TEAM_DETAILS_FIELDS} } }`;
const CREATE_TEAM_RANGE = /* GraphQL */ `mutation CreateTeamRange($teamId: ID!, $type: String!, $name: String!, $min: Float, $max: Float) { createTeamRange(teamId: $teamId, type: $type, name: $name, min: $min, max: $max) { ${TEAM_DETAILS_FIELDS} } }`;
const UPDATE_TEAM_RANGE = /* GraphQL */ `mutation UpdateTeamRange($teamId: ID!, $id: ID!, $type: String!, $name: String!, $min: Float, $max: Float) { updateTeamRange(teamId: $teamId, id: $id, type: $type, name: $name, min: $min, max: $max) { ${TEAM_DETAILS_FIELDS} } }`;
const DELETE_TEAM_RANGE = /* GraphQL */ `mutation DeleteTeamRange($teamId: ID!, $id: ID!) { deleteTeamRange(teamId: $teamId, id: $id) { ${TEAM_DETAILS_FIELDS} } }`;

/** A command on the team answering with it: the answer replaces the cached team. */
function useTeamCommand<V extends Record<string, unknown>>(teamId: string, document: string) {
  return useMutation({
    mutationFn: async (variables: V) => {
      const team = Object.values(
        await api.request<Record<string, TeamDetails>>(document, { teamId, ...variables }, asCommand()),
      )[0];
      if (team === undefined) throw new Error('no team in the answer');
      return team;
    },
    onSuccess: (team) => queryClient.setQueryData(teamQueryOptions(teamId).queryKey, team),
  });
}

export const useUpdateTeam = (teamId: string) =>
  useTeamCommand<{ name: string; logoUrl: string | null }>(teamId, UPDATE_TEAM);

export const useCreateTeamRange = (teamId: string) =>
  useTeamCommand<{ type: string } & RangeInput>(teamId, CREATE_TEAM_RANGE);

export const useUpdateTeamRange = (teamId: string) =>
  useTeamCommand<{ id: string; type: string } & RangeInput>(teamId, UPDATE_TEAM_RANGE);

export const useDeleteTeamRange = (teamId: string) =>
  useTeamCommand<{ id: string }>(teamId, DELETE_TEAM_RANGE);
