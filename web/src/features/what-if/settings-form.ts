/**
 * The what-if settings form and its mapping to `MetricSettingsInput`. A field left empty follows
 * the default (METRICS.md) or, for cleaning, the team's tracking profile. Lists are typed as
 * numbers separated by spaces or semicolons (a decimal comma is accepted). The rules are the
 * API's (`@stride/contracts/metric-settings`): the form says which field breaks them.
 */
import { metricSettingsProblem, type MetricSettings } from '@stride/contracts/metric-settings';
import { defaultMetricsConfig } from '@stride/contracts/metrics';
import { numberOrNull, parseDecimal, type Message } from '../../forms/validation.ts';
import type { AppliedSettings, MetricSettingsInput } from './api/what-if.ts';

export const LIST_FIELDS = ['speedZoneEdgesKmh', 'accelerationBands', 'heartRateZonePercents'] as const;
export const NUMBER_FIELDS = [
  'hidThresholdKmh',
  'sprintThresholdKmh',
  'effortMinDurationSeconds',
  'accelerationMinDurationSeconds',
] as const;
export const CLEANING_FIELDS = [
  'spikeSpeed',
  'maxGapSeconds',
  'lowPassCutoffHz',
  'filterReachSeconds',
] as const;

type ListField = (typeof LIST_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];
type CleaningField = (typeof CLEANING_FIELDS)[number];
export type SettingsField = ListField | NumberField | CleaningField;

export type SettingsFormValues = { readonly [F in SettingsField]: string } & { readonly lowPassOff: boolean };

const defaults = defaultMetricsConfig();

/** What applies when a field is left empty, as the form shows it (cleaning: the GNSS profile's). */
export const DEFAULT_TEXT: Readonly<Record<SettingsField, string>> = {
  speedZoneEdgesKmh: defaults.speedZoneEdgesKmh.join(' '),
  accelerationBands: defaults.accelerationBands.join(' '),
  heartRateZonePercents: defaults.heartRate.zonePercents.join(' '),
  hidThresholdKmh: String(defaults.hidThresholdKmh),
  sprintThresholdKmh: String(defaults.sprintThresholdKmh),
  effortMinDurationSeconds: String(defaults.effortMinDurationSeconds),
  accelerationMinDurationSeconds: String(defaults.accelerationMinDurationSeconds),
  spikeSpeed: String(defaults.cleaning.spikeMaxSpeed),
  maxGapSeconds: String(defaults.cleaning.maxInterpolatedGapSeconds),
  lowPassCutoffHz: String(defaults.cleaning.lowPassCutoffHz),
  filterReachSeconds: String(defaults.cleaning.smoothingHalfWindowSeconds),
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const listText = (values: readonly number[] | null | undefined) => (values == null ? '' : values.join(' '));

/** The form showing the settings applied to the event (empty where it has none). */
export function settingsFormFrom(applied: AppliedSettings | null): SettingsFormValues {
  const c = applied?.cleaning ?? null;
  return {
    speedZoneEdgesKmh: listText(applied?.speedZoneEdgesKmh),
    accelerationBands: listText(applied?.accelerationBands),
    heartRateZonePercents: listText(applied?.heartRateZonePercents),
    hidThresholdKmh: text(applied?.hidThresholdKmh),
    sprintThresholdKmh: text(applied?.sprintThresholdKmh),
    effortMinDurationSeconds: text(applied?.effortMinDurationSeconds),
    accelerationMinDurationSeconds: text(applied?.accelerationMinDurationSeconds),
    lowPassOff: c?.lowPassOff ?? false,
    spikeSpeed: text(c?.spikeSpeed),
    maxGapSeconds: text(c?.maxGapSeconds),
    lowPassCutoffHz: text(c?.lowPassCutoffHz),
    filterReachSeconds: text(c?.filterReachSeconds),
  };
}

/** A typed list: null when empty, NaN in place of what is not a number. */
export function parseList(value: string): number[] | null {
  const parts = value.split(/[\s;]+/).filter((part) => part !== '');
  if (parts.length === 0) return null;
  return parts.map((part) => parseDecimal(part) ?? Number.NaN);
}

/** The API's input from the form (what is not a number is refused by `checkSettings` first). */
export function settingsInputFrom(values: SettingsFormValues): MetricSettingsInput {
  const cleaningSet = values.lowPassOff || CLEANING_FIELDS.some((field) => values[field].trim() !== '');
  return {
    speedZoneEdgesKmh: parseList(values.speedZoneEdgesKmh),
    accelerationBands: parseList(values.accelerationBands),
    heartRateZonePercents: parseList(values.heartRateZonePercents),
    hidThresholdKmh: numberOrNull(values.hidThresholdKmh),
    sprintThresholdKmh: numberOrNull(values.sprintThresholdKmh),
    effortMinDurationSeconds: numberOrNull(values.effortMinDurationSeconds),
    accelerationMinDurationSeconds: numberOrNull(values.accelerationMinDurationSeconds),
    cleaning: cleaningSet
      ? {
          lowPassOff: values.lowPassOff,
          lowPassCutoffHz: values.lowPassOff ? null : numberOrNull(values.lowPassCutoffHz),
          filterReachSeconds: numberOrNull(values.filterReachSeconds),
          spikeSpeed: numberOrNull(values.spikeSpeed),
          maxGapSeconds: numberOrNull(values.maxGapSeconds),
        }
      : null,
  };
}

/** The field the API would refuse, with its message; empty when the settings can be tried. */
export function checkSettings(values: SettingsFormValues): Partial<Record<SettingsField, Message[]>> {
  for (const field of [...NUMBER_FIELDS, ...CLEANING_FIELDS]) {
    if (Number.isNaN(parseDecimal(values[field]))) return { [field]: [{ key: 'validation.number' }] };
  }
  for (const field of LIST_FIELDS) {
    if (parseList(values[field])?.some(Number.isNaN)) return { [field]: [{ key: 'validation.number' }] };
  }
  const input = settingsInputFrom(values);
  const settings: MetricSettings = {
    speedZoneEdgesKmh: input.speedZoneEdgesKmh ?? null,
    hidThresholdKmh: input.hidThresholdKmh ?? null,
    sprintThresholdKmh: input.sprintThresholdKmh ?? null,
    accelerationBands: input.accelerationBands ?? null,
    heartRateZonePercents: input.heartRateZonePercents ?? null,
    effortMinDurationSeconds: input.effortMinDurationSeconds ?? null,
    accelerationMinDurationSeconds: input.accelerationMinDurationSeconds ?? null,
    cleaning:
      input.cleaning == null
        ? null
        : {
            lowPassOff: input.cleaning.lowPassOff ?? false,
            lowPassCutoffHz: input.cleaning.lowPassCutoffHz ?? null,
            filterReachSeconds: input.cleaning.filterReachSeconds ?? null,
            spikeSpeed: input.cleaning.spikeSpeed ?? null,
            maxGapSeconds: input.cleaning.maxGapSeconds ?? null,
          },
  };
  const problem = metricSettingsProblem(settings);
  if (problem === null) return {};
  const field = problem.details['field'];
  const key = (LIST_FIELDS as readonly string[]).includes(String(field))
    ? 'whatIf.form.ascending'
    : 'whatIf.form.invalid';
  const known = [...LIST_FIELDS, ...NUMBER_FIELDS, ...CLEANING_FIELDS].find((f) => f === field);
  return { [known ?? 'spikeSpeed']: [{ key }] };
}
