/**
 * A player's availability and injuries (`playerAvailability`, kept current by its subscription),
 * a team's statuses on a day (`teamAvailability`: the squad screen and the event selection), and
 * the commands that change them. Every command marks all availability queries stale: one change
 * can move a player's status on the squad screen, an event's selection and the player's page.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSubscription } from '../../../api/use-subscription.ts';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type {
  AvailabilityInput,
  InjuryInput,
  InjuryUpdateInput,
  PlayerAvailabilityFieldsFragment,
} from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';

export type PlayerAvailability = PlayerAvailabilityFieldsFragment;

graphql(/* GraphQL */ `
  fragment PlayerAvailabilityFields on PlayerAvailability {
    playerId
    date
    medical
    player {
      id
      teamId
      firstName
      lastName
      number
      archived
    }
    current {
      id
      status
      startDate
      endDate
      note
      injuryId
    }
    injury {
      id
      status
      description
      bodyPart
      note
      occurredOn
      expectedReturn
      returnedOn
    }
    availabilities {
      id
      status
      startDate
      endDate
      note
      injuryId
      createdAt
    }
    injuries {
      id
      status
      description
      bodyPart
      note
      occurredOn
      expectedReturn
      returnedOn
      updatedAt
    }
    history {
      kind
      at
      availabilityId
      injuryId
      status
      injuryStatus
      startDate
      endDate
      note
      description
      bodyPart
    }
  }
`);

const PLAYER_AVAILABILITY = graphql(/* GraphQL */ `
  query PlayerAvailability($playerId: ID!) {
    playerAvailability(playerId: $playerId) {
      ...PlayerAvailabilityFields
    }
  }
`);
const PLAYER_AVAILABILITY_CHANGES = graphql(/* GraphQL */ `
  subscription PlayerAvailabilityChanges($playerId: ID!) {
    playerAvailability(playerId: $playerId) {
      ...PlayerAvailabilityFields
    }
  }
`);
const TEAM_AVAILABILITY = graphql(/* GraphQL */ `
  query TeamAvailability($teamId: ID!, $date: Date) {
    teamAvailability(teamId: $teamId, date: $date) {
      id
      playerId
      status
      startDate
      endDate
    }
  }
`);

const SET_PLAYER_AVAILABILITY = graphql(/* GraphQL */ `
  mutation SetPlayerAvailability($playerId: ID!, $availability: AvailabilityInput!, $injury: InjuryInput) {
    setPlayerAvailability(playerId: $playerId, availability: $availability, injury: $injury) {
      id
      status
    }
  }
`);
const UPDATE_AVAILABILITY = graphql(/* GraphQL */ `
  mutation UpdateAvailability($availabilityId: ID!, $availability: AvailabilityInput!) {
    updateAvailability(availabilityId: $availabilityId, availability: $availability) {
      id
      status
    }
  }
`);
const END_AVAILABILITY = graphql(/* GraphQL */ `
  mutation EndAvailability($availabilityId: ID!, $endDate: Date!) {
    endAvailability(availabilityId: $availabilityId, endDate: $endDate) {
      id
      endDate
    }
  }
`);
const UPDATE_INJURY = graphql(/* GraphQL */ `
  mutation UpdateInjury($injuryId: ID!, $injury: InjuryUpdateInput!) {
    updateInjury(injuryId: $injuryId, injury: $injury) {
      id
      status
    }
  }
`);

export const availabilityKeys = {
  all: ['availability'] as const,
  player: (playerId: string) => ['availability', 'player', playerId] as const,
  team: (teamId: string, date: string | null) => ['availability', 'team', teamId, { date }] as const,
};

const playerAvailabilityOptions = (playerId: string) =>
  queryOptions({
    queryKey: availabilityKeys.player(playerId),
    queryFn: async ({ signal }) =>
      (await api.request(PLAYER_AVAILABILITY, { playerId }, { signal })).playerAvailability,
  });

/** A player's availability, following other clients' changes. */
export function usePlayerAvailability(playerId: string) {
  const query = useQuery(playerAvailabilityOptions(playerId));
  useSubscription(PLAYER_AVAILABILITY_CHANGES, { playerId }, ({ playerAvailability }) =>
    queryClient.setQueryData(playerAvailabilityOptions(playerId).queryKey, playerAvailability),
  );
  return query;
}

/** The status of each of a team's players on `date` (today in the club's time zone when null), by player id. */
export function useTeamAvailability(teamId: string, date: string | null = null, enabled = true) {
  return useQuery({
    queryKey: availabilityKeys.team(teamId, date),
    queryFn: async ({ signal }) => {
      const { teamAvailability } = await api.request(TEAM_AVAILABILITY, { teamId, date }, { signal });
      return new Map(teamAvailability.map((entry) => [entry.playerId, entry]));
    },
    enabled: enabled && teamId !== '',
  });
}

const changed = () => invalidate(availabilityKeys.all);

export function useSetPlayerAvailability(playerId: string) {
  return useMutation({
    mutationFn: async ({
      availability,
      injury,
    }: {
      availability: AvailabilityInput;
      injury: InjuryInput | null;
    }) =>
      (await sendCommand(SET_PLAYER_AVAILABILITY, { playerId, availability, injury })).setPlayerAvailability,
    onSuccess: changed,
  });
}

export function useUpdateAvailability() {
  return useMutation({
    mutationFn: async (variables: { availabilityId: string; availability: AvailabilityInput }) =>
      (await sendCommand(UPDATE_AVAILABILITY, variables)).updateAvailability,
    onSuccess: changed,
  });
}

export function useEndAvailability() {
  return useMutation({
    mutationFn: async (variables: { availabilityId: string; endDate: string }) =>
      (await sendCommand(END_AVAILABILITY, variables)).endAvailability,
    onSuccess: changed,
  });
}

export function useUpdateInjury() {
  return useMutation({
    mutationFn: async (variables: { injuryId: string; injury: InjuryUpdateInput }) =>
      (await sendCommand(UPDATE_INJURY, variables)).updateInjury,
    onSuccess: changed,
  });
}
