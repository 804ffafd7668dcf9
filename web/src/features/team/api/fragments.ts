/** The fields the team area asks for: a row of the event list, and the team with its data ranges. */
import { graphql } from '../../../gql/gql.ts';
import type { TeamDetailsFieldsFragment, TeamEventFieldsFragment } from '../../../gql/graphql.ts';

graphql(/* GraphQL */ `
  fragment TeamEventFields on Event {
    id
    name
    type
    status
    locked
    startDate
    endDate
    selectedCount
  }
`);

graphql(/* GraphQL */ `
  fragment TeamDetailsFields on Team {
    id
    clubId
    name
    logoUrl
    ranges {
      ...RangesFields
    }
  }
`);

export type TeamEvent = TeamEventFieldsFragment;
export type TeamDetails = TeamDetailsFieldsFragment;
