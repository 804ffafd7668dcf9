/**
 * The "Edit tracking profile" form and its mapping to `TrackingProfileInput`. A field left empty
 * follows the profile's default; the rules are the API's (`@stride/contracts/tracking`): each
 * value within its bounds, and no low-pass that reaches nowhere.
 */
import {
  isSourceProfileId,
  TRACKING_BOUNDS,
  TRACKING_VALUE_FIELDS,
  trackingProblem,
  type TrackingValueField,
} from '@stride/contracts/tracking';
import { type FormErrors, type FormRules, numberBetween, numberOrNull } from '../../forms/validation.ts';
import type { Unit } from '../../i18n/format.ts';
import type { TrackingProfile, TrackingProfileInput } from './api/tracking.ts';

/** The parameters in the order the screen shows them, each with its unit. */
export const TRACKING_PARAMETERS = [
  { field: 'lowPassCutoffHz', unit: 'hertz' },
  { field: 'filterReachSeconds', unit: 'second' },
  { field: 'spikeSpeed', unit: 'meter-per-second' },
  { field: 'maxGapSeconds', unit: 'second' },
] as const satisfies readonly { field: TrackingValueField; unit: Unit }[];

export type TrackingFormValues = {
  readonly lowPassOff: boolean;
} & { readonly [F in TrackingValueField]: string };

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form showing the team's own values (empty where it follows the default). */
export function trackingFormFrom(profile: TrackingProfile): TrackingFormValues {
  const own = profile.overrides;
  return {
    lowPassOff: own?.lowPassOff ?? false,
    lowPassCutoffHz: text(own?.lowPassCutoffHz),
    filterReachSeconds: text(own?.filterReachSeconds),
    spikeSpeed: text(own?.spikeSpeed),
    maxGapSeconds: text(own?.maxGapSeconds),
  };
}

export const trackingRules: FormRules<TrackingFormValues> = Object.fromEntries(
  TRACKING_VALUE_FIELDS.map((field) => [
    field,
    [numberBetween(TRACKING_BOUNDS[field].min, TRACKING_BOUNDS[field].max)],
  ]),
);

/** The API's input from valid form values (a decimal comma is accepted; off clears the cutoff). */
export function trackingInputFrom(values: TrackingFormValues): TrackingProfileInput {
  return {
    lowPassOff: values.lowPassOff,
    lowPassCutoffHz: values.lowPassOff ? null : numberOrNull(values.lowPassCutoffHz),
    filterReachSeconds: numberOrNull(values.filterReachSeconds),
    spikeSpeed: numberOrNull(values.spikeSpeed),
    maxGapSeconds: numberOrNull(values.maxGapSeconds),
  };
}

/** Rules across the fields: a low-pass filter needs a reach (the watch profile's default is 0 s). */
export function checkTracking(profile: string, values: TrackingFormValues): FormErrors<TrackingFormValues> {
  if (!isSourceProfileId(profile)) return {};
  const input = trackingInputFrom(values);
  // Values out of bounds (or not numbers) are the fields' own rules' to say.
  const problem = trackingProblem(profile, {
    lowPassOff: input.lowPassOff ?? false,
    lowPassCutoffHz: input.lowPassCutoffHz ?? null,
    filterReachSeconds: input.filterReachSeconds ?? null,
    spikeSpeed: input.spikeSpeed ?? null,
    maxGapSeconds: input.maxGapSeconds ?? null,
  });
  if (problem?.code !== 'TRACKING_SETTINGS_CONFLICT') return {};
  return { [problem.details.field]: [{ key: 'team.tracking.reachRequired' }] };
}
