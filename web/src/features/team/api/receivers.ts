/**
 * The team's receiver tokens (`teamReceivers`, issue 18): issuing answers the secret once (kept
 * by the screen until it is dismissed, never in the cache); issuing and revoking refresh the list.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import { teamKeys } from './keys.ts';

const TEAM_RECEIVERS = graphql(/* GraphQL */ `
  query TeamReceivers($teamId: ID!) {
    teamReceivers(teamId: $teamId) {
      id
      name
      createdAt
      revokedAt
    }
  }
`);

const ISSUE_RECEIVER = graphql(/* GraphQL */ `
  mutation IssueReceiverToken($teamId: ID!, $name: String!) {
    issueReceiverToken(teamId: $teamId, name: $name) {
      token
      receiver {
        id
        name
      }
    }
  }
`);

const REVOKE_RECEIVER = graphql(/* GraphQL */ `
  mutation RevokeReceiverToken($teamId: ID!, $receiverId: ID!) {
    revokeReceiverToken(teamId: $teamId, receiverId: $receiverId) {
      id
      revokedAt
    }
  }
`);

const receiversQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.receivers(teamId),
    queryFn: async ({ signal }) => (await api.request(TEAM_RECEIVERS, { teamId }, { signal })).teamReceivers,
  });

export function useTeamReceivers(teamId: string) {
  return useQuery(receiversQueryOptions(teamId));
}

const refresh = (teamId: string) => queryClient.invalidateQueries({ queryKey: teamKeys.receivers(teamId) });

export function useIssueReceiver(teamId: string) {
  return useMutation({
    mutationFn: async (name: string) =>
      (await sendCommand(ISSUE_RECEIVER, { teamId, name })).issueReceiverToken,
    onSuccess: () => refresh(teamId),
  });
}

export function useRevokeReceiver(teamId: string) {
  return useMutation({
    mutationFn: async (receiverId: string) =>
      (await sendCommand(REVOKE_RECEIVER, { teamId, receiverId })).revokeReceiverToken,
    onSuccess: () => refresh(teamId),
  });
}
