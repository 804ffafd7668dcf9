/** The limits of a plan or of a club's subscription, asked for in one place (admin, club, session). */
import { graphql } from '../gql/gql.ts';
import type { PlanLimitsFieldsFragment } from '../gql/graphql.ts';

graphql(/* GraphQL */ `
  fragment PlanLimitsFields on PlanLimits {
    members
    teams
    players
    ranges
    devices
  }
`);

export type Limits = PlanLimitsFieldsFragment;
