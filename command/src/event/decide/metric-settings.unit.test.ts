/**
 * Specifications of the `event-<id>` decider, the event's metric settings (issue 20): given
 * events, when a command, then events or an error code. Fixtures: ../testing.ts.
 */
import { describe, it } from 'vitest';
import { NO_METRIC_SETTINGS, type MetricSettings } from '@stride/contracts/metric-settings';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { command, eventId, finished, locked, planned, spec } from '../testing.ts';

const settings: MetricSettings = {
  ...NO_METRIC_SETTINGS,
  hidThresholdKmh: 18,
  accelerationBands: [0.5, 1.5, 2.5],
  cleaning: {
    lowPassOff: true,
    lowPassCutoffHz: null,
    filterReachSeconds: null,
    spikeSpeed: 10,
    maxGapSeconds: null,
  },
};
const set = (s: MetricSettings) => command('SetEventMetricSettings', { settings: s });
const settingsSet = (s: MetricSettings): EventStreamEvent => ({
  type: 'EventMetricSettingsSet',
  data: { eventId, settings: s },
});

describe('event metric settings', () => {
  it('records the settings, whole; the same again appends nothing', () => {
    spec
      .given(planned)
      .when(set(settings))
      .then([settingsSet(settings)]);
    spec
      .given(finished)
      .when(set(settings))
      .then([settingsSet(settings)]);
    spec
      .given([...planned, settingsSet(settings)])
      .when(set(settings))
      .then([]);
    spec.given(planned).when(set(NO_METRIC_SETTINGS)).then([]);
    spec
      .given([...planned, settingsSet(settings)])
      .when(set(NO_METRIC_SETTINGS))
      .then([settingsSet(NO_METRIC_SETTINGS)]);
  });

  it('refuses settings the engine cannot take, with their codes', () => {
    spec
      .given(planned)
      .when(set({ ...settings, speedZoneEdgesKmh: [1, 2, 3] }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(planned)
      .when(set({ ...settings, accelerationBands: [0, 1, 2] }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(planned)
      .when(set({ ...settings, effortMinDurationSeconds: 11 }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(planned)
      .when(set({ ...settings, cleaning: { ...settings.cleaning!, spikeSpeed: 99 } }))
      .thenThrows('TRACKING_VALUE_OUT_OF_RANGE');
  });

  it("leaves a locked event's records as they are, and needs an event", () => {
    spec
      .given([...finished, locked])
      .when(set(settings))
      .thenThrows('EVENT_LOCKED');
    spec.given([]).when(set(settings)).thenThrows('EVENT_NOT_FOUND');
  });
});
