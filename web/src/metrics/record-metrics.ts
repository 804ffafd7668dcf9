/**
 * The figures of a record the screens read (the event's metrics table and charts, a player's
 * page): one fragment of the API's `Metrics`, so every screen asks for the same fields.
 */
import { graphql } from '../gql/gql.ts';
import type { RecordMetricsFieldsFragment } from '../gql/graphql.ts';

// Every figure of the API's `Metrics` a screen shows (the event's table and charts, a player's page).
graphql(/* GraphQL */ `
  fragment RecordMetricsFields on Metrics {
    activity
    time
    distance
    distancePerMinute
    avgSpeed
    maxSpeed
    maxAcceleration
    minAcceleration
    hid
    hir {
      count
    }
    sprint {
      count
      distance
    }
    accelerations {
      a1 {
        count
      }
      a2 {
        count
      }
      a3 {
        count
      }
    }
    decelerations {
      d1 {
        count
      }
      d2 {
        count
      }
      d3 {
        count
      }
    }
    heartRate {
      avg
      min
      max
      zones
      edwardsTrimp
      banisterTrimp
    }
    metabolic {
      avgPower
      highMetabolicLoadDistance
      energy
    }
    zones {
      z0 {
        distance
      }
      z1 {
        distance
      }
      z2 {
        distance
      }
      z3 {
        distance
      }
      z4 {
        distance
      }
      z5 {
        distance
      }
      z6 {
        distance
      }
    }
    ranges {
      rangeId
      time
      distance
    }
    individualSpeedBands {
      distance
    }
  }
`);

export type RecordMetrics = RecordMetricsFieldsFragment;
