import { describe, expect, it } from 'vitest';
import { validateForm } from '../../forms/validation.ts';
import type { TrackingProfile } from './api/tracking.ts';
import {
  checkTracking,
  trackingFormFrom,
  trackingInputFrom,
  trackingRules,
  type TrackingFormValues,
} from './tracking-form.ts';

const defaults = { lowPassCutoffHz: 1, filterReachSeconds: 0.8, spikeSpeed: 12.5, maxGapSeconds: 1 };
const gnss: TrackingProfile = {
  profile: 'GNSS_10HZ',
  rateHz: 10,
  updatedAt: '2026-05-02T18:00:00.000Z',
  defaults,
  overrides: {
    lowPassOff: false,
    lowPassCutoffHz: 0.7,
    filterReachSeconds: null,
    spikeSpeed: 10,
    maxGapSeconds: null,
  },
  effective: { ...defaults, lowPassCutoffHz: 0.7, spikeSpeed: 10 },
};
const empty: TrackingFormValues = {
  lowPassOff: false,
  lowPassCutoffHz: '',
  filterReachSeconds: '',
  spikeSpeed: '',
  maxGapSeconds: '',
};

describe('the tracking form', () => {
  it("shows the team's own values, and empty fields where it follows the defaults", () => {
    expect(trackingFormFrom(gnss)).toEqual({ ...empty, lowPassCutoffHz: '0.7', spikeSpeed: '10' });
    expect(trackingFormFrom({ ...gnss, overrides: null })).toEqual(empty);
  });

  it('sends empty fields as null (the default), a decimal comma as a point, and no cutoff when off', () => {
    expect(trackingInputFrom({ ...empty, filterReachSeconds: '1,5', spikeSpeed: ' 9 ' })).toEqual({
      lowPassOff: false,
      lowPassCutoffHz: null,
      filterReachSeconds: 1.5,
      spikeSpeed: 9,
      maxGapSeconds: null,
    });
    expect(trackingInputFrom({ ...empty, lowPassOff: true, lowPassCutoffHz: '0.5' })).toMatchObject({
      lowPassOff: true,
      lowPassCutoffHz: null,
    });
  });

  it("refuses what the API refuses: each value's bounds, and a low-pass that reaches nowhere", () => {
    expect(validateForm({ ...empty, lowPassCutoffHz: '0.2', spikeSpeed: '40' }, trackingRules)).toEqual({});
    expect(validateForm({ ...empty, lowPassCutoffHz: '0.1', maxGapSeconds: '31' }, trackingRules)).toEqual({
      lowPassCutoffHz: [{ key: 'validation.between', params: { min: 0.2, max: 5 } }],
      maxGapSeconds: [{ key: 'validation.between', params: { min: 0, max: 30 } }],
    });
    expect(validateForm({ ...empty, spikeSpeed: 'fast' }, trackingRules)).toEqual({
      spikeSpeed: [{ key: 'validation.number' }],
    });
    // The watch profile reaches 0 s by default: a cutoff alone would filter nothing.
    expect(checkTracking('WATCH_1HZ', { ...empty, lowPassCutoffHz: '0.5' })).toEqual({
      filterReachSeconds: [{ key: 'team.tracking.reachRequired' }],
    });
    expect(checkTracking('WATCH_1HZ', { ...empty, lowPassCutoffHz: '0.5', filterReachSeconds: '1' })).toEqual(
      {},
    );
    expect(checkTracking('GNSS_10HZ', { ...empty, filterReachSeconds: '0' })).toEqual({
      filterReachSeconds: [{ key: 'team.tracking.reachRequired' }],
    });
    expect(checkTracking('GNSS_10HZ', { ...empty, lowPassOff: true, filterReachSeconds: '0' })).toEqual({});
  });
});
