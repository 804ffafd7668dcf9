/**
 * The fields the event area asks for: the event (its query, its subscription and every command
 * answering with it) and a selection (likewise).
 */
import { graphql } from '../../../gql/gql.ts';
import type { EventFieldsFragment, SelectionFieldsFragment } from '../../../gql/graphql.ts';

graphql(/* GraphQL */ `
  fragment EventFields on Event {
    id
    teamId
    name
    type
    status
    locked
    startDate
    endDate
    duration
    plannedStartDate
    plannedEndDate
    daysToMatch
    place
    theme
    competition
    score {
      team
      adv
    }
    matchSystem
    periods {
      id
      name
      startDate
      endDate
      status
      tags
    }
    tags
    ranges {
      ...RangesFields
    }
    selectedCount
    updatedAt
    computing
  }
`);

graphql(/* GraphQL */ `
  fragment SelectionFields on Selection {
    id
    eventId
    player {
      id
      firstName
      lastName
      number
    }
    number
    position
    profile
    device {
      id
      name
      deleted
    }
    selected
    active
    time
    sessions {
      id
      periodId
      startDate
      endDate
    }
  }
`);

export type EventView = EventFieldsFragment;
export type Period = EventView['periods'][number];
export type Selection = SelectionFieldsFragment;
