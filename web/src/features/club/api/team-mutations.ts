/** Creating and renaming teams. */
import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import { api, queryClient } from '../../../services.ts';
import { rememberClubTeams } from '../../../state/session-loader.ts';
import { clubQueryOptions } from './club.ts';
import { clubTeamsQueryOptions } from './club-teams.ts';
import { TEAM_FIELDS, type Team } from './types.ts';

const CREATE_TEAM = /* GraphQL */ `mutation CreateTeam($clubId: ID!, $name: String!) { createTeam(clubId: $clubId, name: $name) { ${TEAM_FIELDS} } }`;
const UPDATE_TEAM = /* GraphQL */ `mutation UpdateTeam($teamId: ID!, $name: String!, $logoUrl: String) { updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) { ${TEAM_FIELDS} } }`;

async function teamsChanged(clubId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clubTeamsQueryOptions(clubId).queryKey }),
    queryClient.invalidateQueries({ queryKey: clubQueryOptions(clubId).queryKey }),
  ]);
}

export function useCreateTeam(clubId: string) {
  return useMutation({
    mutationFn: async (name: string) =>
      (await api.request<{ createTeam: Team }>(CREATE_TEAM, { clubId, name }, asCommand())).createTeam,
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
      (
        await api.request<{ updateTeam: Team }>(
          UPDATE_TEAM,
          { teamId: team.id, name, logoUrl: team.logoUrl },
          asCommand(),
        )
      ).updateTeam,
    onSuccess: () => teamsChanged(clubId),
  });
}
