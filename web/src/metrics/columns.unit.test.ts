import { describe, expect, it } from 'vitest';
import { translate, type MessageKey, type MessageParams } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';
import { aggregate, extrapolated, figureText } from './cells.ts';
import { metricGroups, type MetricColumn } from './columns.ts';
import { recordMetrics, rideMetrics } from './testing.ts';

const i18n = (locale: Locale = 'en-US') => ({
  locale,
  t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params),
});
const RANGES = [
  { id: 'hsr', name: 'HSR', type: 'SPEED', min: 21, max: null },
  { id: 'acc', name: 'Explosive', type: 'ACCELERATION', min: 2.5, max: null },
];
const groups = metricGroups(i18n(), RANGES);
const column = (id: string): MetricColumn => {
  const found = groups.flatMap((g) => g.columns).find((c) => c.id === id);
  if (found === undefined) throw new Error(`no column ${id}`);
  return found;
};

describe('groups of figures', () => {
  it('reach every figure a sports scientist reads, in labelled groups', () => {
    expect(groups.map((g) => [g.id, g.label, g.source])).toEqual([
      ['running', 'Running', 'engine'],
      ['zones', 'Speed zones', 'engine'],
      ['accelerations', 'Accelerations', 'engine'],
      ['heartRate', 'Heart rate', 'engine'],
      ['metabolic', 'Metabolic power', 'engine'],
      ['ranges', "Team's ranges", 'team'],
      ['individual', 'Individual bands', 'player'],
    ]);
    const m = recordMetrics();
    const values = (id: string) => column(id).value(m);
    expect(values('edwardsTrimp')).toBe(27);
    expect(values('banisterTrimp')).toBe(14.5);
    expect(values('avgPower')).toBe(9.5);
    expect(values('highMetabolicLoadDistance')).toBe(700);
    expect(values('hrZone:1')).toBe(60);
    expect(values('hrZone:5')).toBe(90);
    expect(values('speedBand:70')).toBe(300);
    expect(values('a3')).toBe(2);
    expect(values('d1')).toBe(18);
    expect(values('z6')).toBe(10);
    expect(values('maxSpeed')).toBeCloseTo(28.8);
  });

  it('tell the engine’s high-speed running from a team range of the same name', () => {
    expect(column('hid').label).toBe('HSR ≥ 19.8 km/h (m)');
    expect(column('hid').hint).toContain('engine default');
    expect(column('range:hsr').label).toBe('HSR (m)');
    expect(column('range:hsr').hint).toBe('HSR: distance at ≥ 21 km/h (team range)');
    expect(column('range:acc').hint).toBe('Explosive: distance at ≥ 2.5 m/s² (team range)');
  });

  it('label the bands in the reader’s numbers', () => {
    const german = metricGroups(i18n('de-DE'), []);
    const zones = german.find((g) => g.id === 'zones')!.columns.map((c) => c.label);
    expect(zones[2]).toBe('Z2: 7,2–14,4 km/h (m)');
    expect(zones[6]).toBe('Z6: ≥ 30 km/h (m)');
    const individual = german.find((g) => g.id === 'individual')!.columns.map((c) => c.label);
    expect(individual[0]).toBe('50–60 % Höchstgeschw. (m)');
    expect(individual[4]).toBe('≥ 90 % Höchstgeschw. (m)');
    expect(individual[9]).toBe('HF ≥ 90 % max');
  });
});

describe('cells, totals and averages', () => {
  it('show short windows in seconds: 78 s is 1:18 and 38 s is 0:38', () => {
    const time = column('time');
    expect(figureText(i18n(), time, recordMetrics({ time: 78 })).text).toBe('1:18');
    expect(figureText(i18n(), time, recordMetrics({ time: 37.9 })).text).toBe('0:38');
    expect(figureText(i18n(), column('hrZone:2'), recordMetrics()).text).toBe('2:00');
  });

  it('star a rate per minute over less than a minute, and say why', () => {
    const perMinute = column('distancePerMinute');
    const short = recordMetrics({ time: 38, distance: 150, distancePerMinute: 236.8 });
    expect(extrapolated(perMinute, short)).toBe(true);
    expect(figureText(i18n(), perMinute, short)).toEqual({
      text: '237 *',
      title: 'Less than a minute of data: this rate per minute is extrapolated',
    });
    expect(extrapolated(perMinute, recordMetrics())).toBe(false);
    expect(figureText(i18n(), perMinute, recordMetrics())).toEqual({ text: '500' });
    expect(extrapolated(column('distance'), short)).toBe(false);
  });

  it('say a ride’s football figures are not computed', () => {
    expect(figureText(i18n(), column('sprints'), rideMetrics())).toEqual({
      text: '—',
      title: 'Not computed for a ride',
    });
    expect(figureText(i18n(), column('distance'), rideMetrics()).text).toBe('5,000');
  });

  it('total what adds up and average every column over the players with a value', () => {
    const rows = [
      recordMetrics({ distance: 4000, maxSpeed: 8 }),
      recordMetrics({ distance: 6000, maxSpeed: 7 }),
      null,
    ];
    expect(aggregate(column('distance'), rows)).toEqual({ total: 10_000, average: 5000 });
    expect(aggregate(column('maxSpeed'), rows)).toEqual({ total: null, average: 27 });
    const withRide = [recordMetrics(), rideMetrics()];
    expect(aggregate(column('sprints'), withRide)).toEqual({ total: 2, average: 2 });
    expect(aggregate(column('sprints'), [rideMetrics()])).toEqual({ total: null, average: null });
  });
});
