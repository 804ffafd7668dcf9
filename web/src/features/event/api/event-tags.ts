/**
 * Tags (issue 19): an event's and a period's, set whole and answered with the event (which
 * replaces the cached one); the team's distinct tags and the club's drills the editor suggests.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { storeEvent } from './event.ts';
import { eventKeys } from './keys.ts';

const SET_EVENT_TAGS = graphql(/* GraphQL */ `
  mutation SetEventTags($eventId: ID!, $tags: [String!]!) {
    setEventTags(eventId: $eventId, tags: $tags) {
      ...EventFields
    }
  }
`);

const SET_PERIOD_TAGS = graphql(/* GraphQL */ `
  mutation SetPeriodTags($eventId: ID!, $periodId: ID!, $tags: [String!]!) {
    setPeriodTags(eventId: $eventId, periodId: $periodId, tags: $tags) {
      ...EventFields
    }
  }
`);

const TEAM_TAGS = graphql(/* GraphQL */ `
  query TeamTags($teamId: ID!) {
    teamTags(teamId: $teamId) {
      tag
      uses
    }
  }
`);

const CLUB_DRILLS = graphql(/* GraphQL */ `
  query ClubDrills($clubId: ID!) {
    clubDrills(clubId: $clubId) {
      id
      name
      createdAt
    }
  }
`);

export const teamTagsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: eventKeys.teamTags(teamId),
    queryFn: async ({ signal }) => (await api.request(TEAM_TAGS, { teamId }, { signal })).teamTags,
  });

/** The tags a team's events and periods use, by name: suggestions, and analyses' tag filters. */
export function useTeamTags(teamId: string, enabled = true) {
  return useQuery({ ...teamTagsQueryOptions(teamId), enabled });
}

export const clubDrillsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: eventKeys.drills(clubId),
    queryFn: async ({ signal }) => (await api.request(CLUB_DRILLS, { clubId }, { signal })).clubDrills,
  });

export function useClubDrills(clubId: string | null) {
  return useQuery({ ...clubDrillsQueryOptions(clubId ?? ''), enabled: clubId !== null });
}

/** Set the event's tags (periodId null) or one period's, whole. */
export function useSetTags(eventId: string, teamId: string) {
  return useMutation({
    mutationFn: async ({ periodId, tags }: { periodId: string | null; tags: readonly string[] }) =>
      periodId === null
        ? (await sendCommand(SET_EVENT_TAGS, { eventId, tags: [...tags] })).setEventTags
        : (await sendCommand(SET_PERIOD_TAGS, { eventId, periodId, tags: [...tags] })).setPeriodTags,
    onSuccess: async (event) => {
      storeEvent(event);
      await invalidate(eventKeys.teamTags(teamId));
    },
  });
}
