/**
 * What-if (issue 20): an event's applied metric settings, its records computed again with other
 * settings (`eventWhatIf`, a query keyed by the settings), a team's what-if over a date range
 * (`teamWhatIf`, a subscription: progress and one event at a time), and applying settings
 * (managers), after which the event's cached records and what-ifs are stale.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type {
  MetricSettingsInput,
  WhatIfEventFieldsFragment,
  WhatIfSettingsFieldsFragment,
} from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';

graphql(/* GraphQL */ `
  fragment WhatIfSettingsFields on MetricSettings {
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
`);

graphql(/* GraphQL */ `
  fragment WhatIfEventFields on WhatIfEvent {
    eventId
    name
    startDate
    players {
      selectionId
      playerId
      playerName
      figures {
        metric
        current
        whatIf
        difference
      }
    }
  }
`);

const EVENT_SETTINGS = graphql(/* GraphQL */ `
  query EventMetricSettings($eventId: ID!) {
    eventMetricSettings(eventId: $eventId) {
      ...WhatIfSettingsFields
    }
  }
`);

const EVENT_WHAT_IF = graphql(/* GraphQL */ `
  query EventWhatIf($eventId: ID!, $settings: MetricSettingsInput!) {
    eventWhatIf(eventId: $eventId, settings: $settings) {
      ...WhatIfEventFields
    }
  }
`);

export const TEAM_WHAT_IF = graphql(/* GraphQL */ `
  subscription TeamWhatIf($teamId: ID!, $from: DateTime!, $to: DateTime!, $settings: MetricSettingsInput!) {
    teamWhatIf(teamId: $teamId, from: $from, to: $to, settings: $settings) {
      done
      total
      event {
        ...WhatIfEventFields
      }
    }
  }
`);

const APPLY_EVENT = graphql(/* GraphQL */ `
  mutation ApplyEventMetricSettings($eventId: ID!, $settings: MetricSettingsInput!) {
    applyEventMetricSettings(eventId: $eventId, settings: $settings) {
      ...WhatIfSettingsFields
    }
  }
`);

const APPLY_TEAM = graphql(/* GraphQL */ `
  mutation ApplyTeamMetricSettings(
    $teamId: ID!
    $from: DateTime!
    $to: DateTime!
    $settings: MetricSettingsInput!
  ) {
    applyTeamMetricSettings(teamId: $teamId, from: $from, to: $to, settings: $settings)
  }
`);

export type AppliedSettings = WhatIfSettingsFieldsFragment;
export type WhatIfResult = WhatIfEventFieldsFragment;
export type { MetricSettingsInput };

export const whatIfKeys = {
  settings: (eventId: string) => ['whatIf', eventId, 'settings'] as const,
  event: (eventId: string, settings: MetricSettingsInput | null) => ['whatIf', eventId, settings] as const,
  all: (eventId: string) => ['whatIf', eventId] as const,
};

export const eventMetricSettingsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: whatIfKeys.settings(eventId),
    queryFn: async ({ signal }) =>
      (await api.request(EVENT_SETTINGS, { eventId }, { signal })).eventMetricSettings,
  });

export function useEventMetricSettings(eventId: string) {
  return useQuery(eventMetricSettingsQueryOptions(eventId));
}

/** The event's what-if with `settings`; nothing is asked while `settings` is null (not run yet). */
export function useEventWhatIf(eventId: string, settings: MetricSettingsInput | null) {
  return useQuery({
    queryKey: whatIfKeys.event(eventId, settings),
    queryFn: async ({ signal }) =>
      (await api.request(EVENT_WHAT_IF, { eventId, settings: settings! }, { signal })).eventWhatIf,
    enabled: settings !== null,
    // A what-if is a computation, not data that changes by itself: kept until settings are applied.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useApplyEventSettings(eventId: string) {
  return useMutation({
    mutationFn: async (settings: MetricSettingsInput) =>
      (await sendCommand(APPLY_EVENT, { eventId, settings })).applyEventMetricSettings,
    // The records changed: every what-if of the event (its "current" column) and the event's pages.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: whatIfKeys.all(eventId) }),
        queryClient.invalidateQueries({ queryKey: ['event', eventId] }),
      ]),
  });
}

export function useApplyTeamSettings(teamId: string) {
  return useMutation({
    mutationFn: async (variables: { from: string; to: string; settings: MetricSettingsInput }) =>
      (await sendCommand(APPLY_TEAM, { teamId, ...variables })).applyTeamMetricSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whatIf'] }),
  });
}
