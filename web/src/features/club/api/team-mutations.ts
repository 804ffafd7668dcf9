/** Creating and renaming teams. */
import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { rememberClubTeams } from '../../../state/session.ts';
import { clubQueryOptions } from './club.ts';
import { clubTeamsQueryOptions } from './club-teams.ts';
import type { Team } from './fragments.ts';

const CREATE_TEAM = graphql(/* GraphQL */ `
  mutation CreateTeam($clubId: ID!, $name: String!) {
    createTeam(clubId: $clubId, name: $name) {
      ...TeamFields
    }
  }
`);
const UPDATE_TEAM = graphql(/* GraphQL */ `
  mutation UpdateTeam($teamId: ID!, $name: String!, $logoUrl: String) {
    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {
      ...TeamFields
    }
  }
`);

async function teamsChanged(clubId: string): Promise<void> {
  await invalidate(clubTeamsQueryOptions(clubId).queryKey, clubQueryOptions(clubId).queryKey);
}

export function useCreateTeam(clubId: string) {
  return useMutation({
    mutationFn: async (name: string) => (await sendCommand(CREATE_TEAM, { clubId, name })).createTeam,
    onSuccess: (team) => {
      rememberClubTeams([team.id]);
      return teamsChanged(clubId);
    },
  });
}

export function useRenameTeam(clubId: string) {
  return useMutation({
    // The logo is sent as it is: `updateTeam` sets both.
    mutationFn: async ({ team, name }: { team: Team; name: string }) =>
      (await sendCommand(UPDATE_TEAM, { teamId: team.id, name, logoUrl: team.logoUrl })).updateTeam,
    onSuccess: () => teamsChanged(clubId),
  });
}
