import { describe, expect, it } from 'vitest';
import type { WhatIfResult } from './api/what-if.ts';
import { metricView, metricsOf, playerFigures, totalOf } from './comparison.ts';

const figure = (metric: string, current: number | null, whatIf: number | null) => ({
  metric,
  current,
  whatIf,
  difference: current === null || whatIf === null ? null : whatIf - current,
});
const event = (id: string, players: [string, ReturnType<typeof figure>[]][]): WhatIfResult => ({
  eventId: id,
  name: id,
  startDate: null,
  players: players.map(([name, figures], i) => ({
    selectionId: `${id}-${i}`,
    playerId: `p${i}`,
    playerName: name,
    figures,
  })),
});

describe('what-if comparison', () => {
  const a = event('a', [
    ['Ann', [figure('distance', 1000, 1100), figure('maxSpeed', 8, 7.5), figure('hid', null, 20)]],
    ['Bob', [figure('distance', 500, 450), figure('maxSpeed', 9, 9.5), figure('hid', null, null)]],
  ]);
  const b = event('b', [['Ann', [figure('distance', 200, 200), figure('zones.z3.distance', 10, 12)]]]);

  it('lists the metrics of every event once, in order', () => {
    expect(metricsOf([a, b])).toEqual(['distance', 'maxSpeed', 'hid', 'zones.z3.distance']);
  });

  it("sums players' figures over events, takes the highest speed, and has no total without figures", () => {
    expect(totalOf([a, b], 'distance')).toEqual({ current: 1700, whatIf: 1750, difference: 50 });
    expect(totalOf([a], 'maxSpeed')).toEqual({ current: 9, whatIf: 9.5, difference: 0.5 });
    expect(totalOf([a], 'hid')).toEqual({ current: null, whatIf: 20, difference: null });
  });

  it("gives each player's figure of one metric", () => {
    expect(playerFigures(a, 'distance').map((f) => [f.playerName, f.difference])).toEqual([
      ['Ann', 100],
      ['Bob', -50],
    ]);
  });

  it('names metrics with their zone, band or range, and shows speeds in km/h', () => {
    expect(metricView('zones.z3.distance').label).toEqual({
      key: 'whatIf.metrics.zoneDistance',
      params: { zone: '3' },
    });
    expect(metricView('decelerations.d2.count').label).toEqual({
      key: 'whatIf.metrics.decelerations',
      params: { band: '2' },
    });
    expect(metricView('range.r1.distance', new Map([['r1', 'Sprint']])).label.params).toEqual({
      name: 'Sprint',
    });
    expect(metricView('maxSpeed').scale).toBe(3.6);
  });
});
