/**
 * A club's subscription and a plan's limits, asked for in one place by the session (the expired
 * screen, the range limit), the club's settings and the admin area.
 */
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

graphql(/* GraphQL */ `
  fragment ClubSubscriptionFields on ClubSubscription {
    active
    plan
    expiresAt
    limits {
      ...PlanLimitsFields
    }
    options {
      tagManagement
    }
  }
`);

export type Limits = PlanLimitsFieldsFragment;
