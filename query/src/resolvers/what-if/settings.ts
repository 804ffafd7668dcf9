/** Metric settings between the API's input and the contracts' shape (`MetricSettings`). */
import { DomainError } from '@stride/contracts/errors';
import { metricSettingsProblem, type MetricSettings } from '@stride/contracts/metric-settings';
import type { MetricSettingsInput } from '../../generated/resolvers.ts';

/** The input as settings, checked (`BAD_USER_INPUT`, tracking codes): bad input never reaches a fold. */
export function settingsOf(input: MetricSettingsInput): MetricSettings {
  const list = (values: readonly number[] | null | undefined) => (values == null ? null : [...values]);
  const cleaning = input.cleaning ?? null;
  const settings: MetricSettings = {
    speedZoneEdgesKmh: list(input.speedZoneEdgesKmh),
    hidThresholdKmh: input.hidThresholdKmh ?? null,
    sprintThresholdKmh: input.sprintThresholdKmh ?? null,
    accelerationBands: list(input.accelerationBands),
    heartRateZonePercents: list(input.heartRateZonePercents),
    effortMinDurationSeconds: input.effortMinDurationSeconds ?? null,
    accelerationMinDurationSeconds: input.accelerationMinDurationSeconds ?? null,
    cleaning:
      cleaning === null
        ? null
        : {
            lowPassOff: cleaning.lowPassOff ?? false,
            lowPassCutoffHz: cleaning.lowPassCutoffHz ?? null,
            filterReachSeconds: cleaning.filterReachSeconds ?? null,
            spikeSpeed: cleaning.spikeSpeed ?? null,
            maxGapSeconds: cleaning.maxGapSeconds ?? null,
          },
  };
  const problem = metricSettingsProblem(settings);
  if (problem !== null) throw new DomainError(problem.code, problem.details);
  return settings;
}
