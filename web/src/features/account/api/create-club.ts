import { useMutation } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';

const CREATE_CLUB = graphql(/* GraphQL */ `
  mutation CreateClub($name: String!, $sport: String, $timeZone: String) {
    createClub(name: $name, sport: $sport, timeZone: $timeZone) {
      id
      name
    }
  }
`);

export interface CreateClubInput {
  readonly name: string;
  readonly sport: string;
  readonly timeZone: string;
}

/** Create a club; the caller becomes its manager (the session is looked up again afterwards). */
export function useCreateClub() {
  return useMutation({
    mutationFn: async (input: CreateClubInput) => (await sendCommand(CREATE_CLUB, { ...input })).createClub,
  });
}
