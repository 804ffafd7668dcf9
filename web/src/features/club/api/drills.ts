/** The club's drill list (issue 19): add, rename, delete; each refreshes the list. */
import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { eventKeys } from '../../event/api/keys.ts';

const CREATE_DRILL = graphql(/* GraphQL */ `
  mutation CreateDrill($clubId: ID!, $name: String!) {
    createDrill(clubId: $clubId, name: $name) {
      id
      name
    }
  }
`);

const RENAME_DRILL = graphql(/* GraphQL */ `
  mutation RenameDrill($drillId: ID!, $name: String!) {
    renameDrill(drillId: $drillId, name: $name) {
      id
      name
    }
  }
`);

const DELETE_DRILL = graphql(/* GraphQL */ `
  mutation DeleteDrill($drillId: ID!) {
    deleteDrill(drillId: $drillId)
  }
`);

export function useSaveDrill(clubId: string) {
  return useMutation({
    mutationFn: async ({ drillId, name }: { drillId: string | null; name: string }) =>
      drillId === null
        ? (await sendCommand(CREATE_DRILL, { clubId, name })).createDrill
        : (await sendCommand(RENAME_DRILL, { drillId, name })).renameDrill,
    onSuccess: () => invalidate(eventKeys.drills(clubId)),
  });
}

export function useDeleteDrill(clubId: string) {
  return useMutation({
    mutationFn: async (drillId: string) => {
      await sendCommand(DELETE_DRILL, { drillId });
    },
    onSuccess: () => invalidate(eventKeys.drills(clubId)),
  });
}
