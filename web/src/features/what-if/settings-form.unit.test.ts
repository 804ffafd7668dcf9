import { describe, expect, it } from 'vitest';
import { checkSettings, parseList, settingsFormFrom, settingsInputFrom } from './settings-form.ts';

const empty = settingsFormFrom(null);

describe('what-if settings form', () => {
  it('sends nothing for empty fields: the defaults and the team profile apply', () => {
    expect(settingsInputFrom(empty)).toEqual({
      speedZoneEdgesKmh: null,
      accelerationBands: null,
      heartRateZonePercents: null,
      hidThresholdKmh: null,
      sprintThresholdKmh: null,
      effortMinDurationSeconds: null,
      accelerationMinDurationSeconds: null,
      cleaning: null,
    });
    expect(checkSettings(empty)).toEqual({});
  });

  it('reads lists split by spaces or semicolons, with decimal commas', () => {
    expect(parseList(' 0,5; 1.5  2,5 ')).toEqual([0.5, 1.5, 2.5]);
    expect(parseList('')).toBeNull();
    expect(parseList('1 x')?.some(Number.isNaN)).toBe(true);
  });

  it('round-trips applied settings, and a cleaning value sends the cleaning', () => {
    const values = { ...empty, accelerationBands: '0.5 1.5 2.5', hidThresholdKmh: '18', spikeSpeed: '10' };
    const input = settingsInputFrom(values);
    expect(input.accelerationBands).toEqual([0.5, 1.5, 2.5]);
    expect(input.cleaning).toEqual({
      lowPassOff: false,
      lowPassCutoffHz: null,
      filterReachSeconds: null,
      spikeSpeed: 10,
      maxGapSeconds: null,
    });
    expect(
      settingsFormFrom({
        speedZoneEdgesKmh: null,
        hidThresholdKmh: 18,
        sprintThresholdKmh: null,
        accelerationBands: [0.5, 1.5, 2.5],
        heartRateZonePercents: null,
        effortMinDurationSeconds: null,
        accelerationMinDurationSeconds: null,
        cleaning: {
          lowPassOff: false,
          lowPassCutoffHz: null,
          filterReachSeconds: null,
          spikeSpeed: 10,
          maxGapSeconds: null,
        },
      }),
    ).toEqual(values);
  });

  it("names the field the API would refuse, as the API's rules say", () => {
    expect(checkSettings({ ...empty, speedZoneEdgesKmh: '1 2 3' })).toEqual({
      speedZoneEdgesKmh: [{ key: 'whatIf.form.ascending' }],
    });
    expect(checkSettings({ ...empty, hidThresholdKmh: 'fast' })).toEqual({
      hidThresholdKmh: [{ key: 'validation.number' }],
    });
    expect(checkSettings({ ...empty, spikeSpeed: '99' })).toEqual({
      spikeSpeed: [{ key: 'whatIf.form.invalid' }],
    });
    expect(checkSettings({ ...empty, effortMinDurationSeconds: '30' })).toEqual({
      effortMinDurationSeconds: [{ key: 'whatIf.form.invalid' }],
    });
  });
});
