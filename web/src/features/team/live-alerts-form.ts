/**
 * The "Edit live alerts" form and its mapping to `TeamLiveAlertsInput`. A field left empty turns
 * that alert off; the rules are the API's (`@stride/contracts/live-alerts`): each value within its
 * bounds (whole numbers for sprints and seconds), the two heart-rate values together or neither.
 */
import { LIVE_ALERT_BOUNDS, LIVE_ALERT_FIELDS, type LiveAlertField } from '@stride/contracts/live-alerts';
import {
  type FormErrors,
  type FormRules,
  integerBetween,
  numberBetween,
  numberOrNull,
} from '../../forms/validation.ts';
import type { Unit } from '../../i18n/format.ts';
import type { TeamLiveAlerts, TeamLiveAlertsInput } from './api/live-alerts.ts';

/** The fields in the order the form shows them, each with its unit (none: a count). */
export const LIVE_ALERT_INPUTS = [
  { field: 'distanceTarget', unit: 'meter' },
  { field: 'hsrTarget', unit: 'meter' },
  { field: 'sprintTarget', unit: null },
  { field: 'heartRatePercent', unit: 'percent' },
  { field: 'heartRateSeconds', unit: 'second' },
] as const satisfies readonly { field: LiveAlertField; unit: Unit | null }[];

export type LiveAlertsFormValues = { readonly [F in LiveAlertField]: string };

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form showing the team's thresholds (empty where an alert is off). */
export function liveAlertsFormFrom(alerts: TeamLiveAlerts): LiveAlertsFormValues {
  return {
    hsrTarget: text(alerts.hsrTarget),
    sprintTarget: text(alerts.sprintTarget),
    distanceTarget: text(alerts.distanceTarget),
    heartRatePercent: text(alerts.heartRatePercent),
    heartRateSeconds: text(alerts.heartRateSeconds),
  };
}

export const liveAlertsRules: FormRules<LiveAlertsFormValues> = Object.fromEntries(
  LIVE_ALERT_FIELDS.map((field) => {
    const { min, max, integer } = LIVE_ALERT_BOUNDS[field];
    return [field, [integer ? integerBetween(min, max) : numberBetween(min, max)]];
  }),
);

/** The API's input from valid form values (a decimal comma is accepted). */
export function liveAlertsInputFrom(values: LiveAlertsFormValues): TeamLiveAlertsInput {
  return {
    hsrTarget: numberOrNull(values.hsrTarget),
    sprintTarget: numberOrNull(values.sprintTarget),
    distanceTarget: numberOrNull(values.distanceTarget),
    heartRatePercent: numberOrNull(values.heartRatePercent),
    heartRateSeconds: numberOrNull(values.heartRateSeconds),
  };
}

/** Across the fields: the heart-rate alert needs both its values (or neither, to turn it off). */
export function checkLiveAlerts(values: LiveAlertsFormValues): FormErrors<LiveAlertsFormValues> {
  const percent = values.heartRatePercent.trim() === '';
  const seconds = values.heartRateSeconds.trim() === '';
  if (percent === seconds) return {};
  return { [percent ? 'heartRatePercent' : 'heartRateSeconds']: [{ key: 'team.alerts.pairRequired' }] };
}
