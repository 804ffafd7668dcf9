/**
 * The raw archive's `event.json` (docs/raw-archive.md): the event as the API shows it, because it
 * is the API's own answer to `EVENT_JSON_QUERY`, run in-process for the user the download link
 * names (the same resolvers, the same access checks, the same scalars as `POST /graphql`).
 */
import { execute, parse, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { DomainError } from '@stride/contracts/errors';
import type { ApiContext } from '../context.ts';
import { resolvers } from '../resolvers.ts';
import { typeDefs } from '../yoga.ts';

/** The archive's layout version (README.txt, event.json's `schema_version`). */
export const RAW_ARCHIVE_SCHEMA_VERSION = 1;

/** What `event.json` holds of the event: tests ask the API the same. */
export const EVENT_JSON_QUERY = /* GraphQL */ `
  query RawArchiveEvent($eventId: ID!, $teamId: ID!) {
    event(eventId: $eventId) {
      id
      teamId
      name
      type
      daysToMatch
      status
      locked
      startDate
      endDate
      duration
      plannedStartDate
      plannedEndDate
      place
      theme
      competition
      score {
        team
        adv
      }
      matchSystem
      tags
      periods {
        id
        name
        startDate
        endDate
        status
        tags
      }
      intervals {
        id
        kind
        label
        startDate
        endDate
        period {
          id
        }
      }
      marks {
        id
        at
        label
      }
      ranges {
        speed {
          id
          type
          name
          min
          max
          range
        }
        accel {
          id
          type
          name
          min
          max
          range
        }
      }
      plan {
        variable
        value
      }
      createdAt
      updatedAt
    }
    team(teamId: $teamId) {
      id
      clubId
      name
    }
    eventSelections(eventId: $eventId) {
      id
      player {
        id
        firstName
        lastName
        number
        position
        gender
        maxHeartRate
        restingHeartRate
        maxSpeed
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
      recordSource
    }
    eventMetricSettings(eventId: $eventId) {
      speedZoneEdgesKmh
      hidThresholdKmh
      sprintThresholdKmh
      accelerationBands
      heartRateZonePercents
      effortMinDurationSeconds
      accelerationMinDurationSeconds
      cleaning {
        lowPassOff
        lowPassCutoffHz
        filterReachSeconds
        spikeSpeed
        maxGapSeconds
      }
    }
  }
`;

export interface ArchivedSelection {
  readonly id: string;
  readonly player: { readonly id: string; readonly firstName: string; readonly lastName: string };
  readonly number: number | null;
  readonly device: { readonly id: string; readonly name: string } | null;
}

/** The answer's data, as JSON (dates as ISO strings). */
export interface EventJson {
  readonly event: { readonly id: string; readonly name: string; readonly startDate: string | null };
  readonly team: unknown;
  readonly eventSelections: readonly ArchivedSelection[];
  readonly eventMetricSettings: unknown;
}

let schema: GraphQLSchema | null = null;
const document = parse(EVENT_JSON_QUERY);

/** The API's answer to `EVENT_JSON_QUERY` for `context`'s viewer; a refusal throws its `DomainError`. */
export async function eventJson(context: ApiContext, eventId: string, teamId: string): Promise<EventJson> {
  schema ??= createSchema<ApiContext>({ typeDefs, resolvers });
  // The what-if page's warm-up is no part of reading the settings.
  const quiet: ApiContext = { ...context, deps: { ...context.deps, whatIfWarm: undefined } };
  const result = await execute({
    schema,
    document,
    contextValue: quiet,
    variableValues: { eventId, teamId },
  });
  const [error] = result.errors ?? [];
  if (error !== undefined) {
    if (error.originalError instanceof DomainError) throw error.originalError;
    throw error.originalError ?? error;
  }
  // Through JSON: DateTime values become the ISO strings the API sends.
  return JSON.parse(JSON.stringify(result.data)) as EventJson;
}
