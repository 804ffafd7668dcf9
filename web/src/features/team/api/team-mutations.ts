/** Changing the team's name and logo, and its data ranges (new events copy them). */
import { useMutation } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { TypedDocumentString } from '../../../gql/graphql.ts';
import { queryClient } from '../../../services.ts';
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

/**
 * The hook of a command on the team answering with it: the mutation takes the document's other
 * variables, and the team answered replaces the cached one.
 */
function teamCommand<Field extends string, Variables extends { teamId: string | number }>(
  document: TypedDocumentString<{ readonly [F in Field]: TeamDetails }, Variables>,
  field: Field,
) {
  return function useTeamCommand(teamId: string) {
    return useMutation({
      mutationFn: async (input: Omit<Variables, 'teamId'>) =>
        (await sendCommand(document, { ...input, teamId } as Variables))[field],
      onSuccess: (team) => queryClient.setQueryData(teamQueryOptions(teamId).queryKey, team),
    });
  };
}

export const useUpdateTeam = teamCommand(UPDATE_TEAM, 'updateTeam');
export const useCreateTeamRange = teamCommand(CREATE_TEAM_RANGE, 'createTeamRange');
export const useUpdateTeamRange = teamCommand(UPDATE_TEAM_RANGE, 'updateTeamRange');
export const useDeleteTeamRange = teamCommand(DELETE_TEAM_RANGE, 'deleteTeamRange');
