import { describe, expect, it } from 'vitest';
import { validateForm } from '../../forms/validation.ts';
import type { TeamLiveAlerts } from './api/live-alerts.ts';
import {
  checkLiveAlerts,
  liveAlertsFormFrom,
  liveAlertsInputFrom,
  liveAlertsRules,
  type LiveAlertsFormValues,
} from './live-alerts-form.ts';

const defaults: TeamLiveAlerts = {
  teamId: 'team-1',
  hsrTarget: null,
  sprintTarget: null,
  distanceTarget: null,
  heartRatePercent: 90,
  heartRateSeconds: 120,
};
const form = (values: Partial<LiveAlertsFormValues>): LiveAlertsFormValues => ({
  ...liveAlertsFormFrom(defaults),
  ...values,
});

describe('the live alerts form', () => {
  it('shows the thresholds, empty where an alert is off, and sends them back whole', () => {
    const values = liveAlertsFormFrom({ ...defaults, hsrTarget: 850.5 });
    expect(values).toEqual({
      hsrTarget: '850.5',
      sprintTarget: '',
      distanceTarget: '',
      heartRatePercent: '90',
      heartRateSeconds: '120',
    });
    expect(liveAlertsInputFrom({ ...values, distanceTarget: '9 500,5' })).toEqual({
      hsrTarget: 850.5,
      sprintTarget: null,
      distanceTarget: 9500.5,
      heartRatePercent: 90,
      heartRateSeconds: 120,
    });
  });

  it('refuses what the API refuses: bounds, fractions of a sprint or a second', () => {
    expect(
      validateForm(
        form({ hsrTarget: '20000', sprintTarget: '500', heartRatePercent: '50' }),
        liveAlertsRules,
      ),
    ).toEqual({});
    const errors = validateForm(
      form({
        hsrTarget: '-1',
        sprintTarget: '2.5',
        distanceTarget: '30001',
        heartRatePercent: '101',
        heartRateSeconds: '9',
      }),
      liveAlertsRules,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'distanceTarget',
      'heartRatePercent',
      'heartRateSeconds',
      'hsrTarget',
      'sprintTarget',
    ]);
    expect(errors.sprintTarget?.[0]?.key).toBe('validation.integer');
    expect(errors.hsrTarget?.[0]?.key).toBe('validation.between');
  });

  it('wants both heart-rate values or neither', () => {
    expect(checkLiveAlerts(form({ heartRatePercent: '', heartRateSeconds: '' }))).toEqual({});
    expect(checkLiveAlerts(form({}))).toEqual({});
    expect(checkLiveAlerts(form({ heartRatePercent: '' }))).toEqual({
      heartRatePercent: [{ key: 'team.alerts.pairRequired' }],
    });
    expect(checkLiveAlerts(form({ heartRateSeconds: ' ' }))).toEqual({
      heartRateSeconds: [{ key: 'team.alerts.pairRequired' }],
    });
  });
});
