import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { refreshSession } from '../../../state/session.ts';
import { clubQueryOptions } from './club.ts';

const UPDATE_CLUB = graphql(/* GraphQL */ `
  mutation UpdateClub($clubId: ID!, $name: String!, $sport: String!, $timeZone: String!) {
    updateClub(clubId: $clubId, name: $name, sport: $sport, timeZone: $timeZone) {
      ...ClubFields
    }
  }
`);

export interface ClubSettings {
  readonly name: string;
  readonly sport: string;
  readonly timeZone: string;
}

export function useUpdateClub(clubId: string) {
  return useMutation({
    mutationFn: async (settings: ClubSettings) =>
      (await sendCommand(UPDATE_CLUB, { clubId, ...settings })).updateClub,
    onSuccess: async () => {
      await invalidate(clubQueryOptions(clubId).queryKey);
      // The session carries the club's name.
      await refreshSession();
    },
  });
}
