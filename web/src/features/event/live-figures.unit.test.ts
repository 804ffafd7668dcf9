import { describe, expect, it } from 'vitest';
import type { Live } from './api/event-live.ts';
import {
  heartRateZone,
  NO_FIGURES,
  sortTiles,
  staleSeconds,
  teamAverages,
  tileFigures,
  trailSeries,
  type SortableTile,
} from './live-figures.ts';

const metrics = (distance: number) => ({
  time: 600,
  distance,
  maxSpeed: 8,
  hid: distance / 10,
  sprint: { count: 3 },
  accelerations: { a2: { count: 7 } },
});

const live: Live = {
  samples: 6000,
  lastSampleAt: '2026-11-27T14:00:10.000Z',
  speed: 5,
  heartRate: 171,
  heartRatePercent: 90,
  final: false,
  updatedAt: '2026-11-27T14:00:11.000Z',
  globalMetrics: metrics(1200),
  periodRecords: [{ periodId: 'p1', metrics: metrics(500) }],
  trail: { start: '2026-11-27T14:00:00.000Z', speeds: [1, null, 2], heartRates: [150, 160, null] },
};

describe('tileFigures', () => {
  it('reads speed in km/h, distance, HSR (hid), sprints, a2 accelerations and heart rate', () => {
    expect(tileFigures(live, null)).toEqual({
      speed: 18,
      distance: 1200,
      hsr: 120,
      sprints: 3,
      accelerations: 7,
      heartRate: 171,
      heartRatePercent: 90,
    });
  });
  it("reads a period's figures, and none for a period not started", () => {
    expect(tileFigures(live, 'p1').distance).toBe(500);
    expect(tileFigures(live, 'p2').distance).toBeNull();
    expect(tileFigures(live, 'p2').speed).toBe(18);
  });
  it('has nothing without live figures', () => {
    expect(tileFigures(null, null)).toEqual(NO_FIGURES);
  });
});

describe('heartRateZone', () => {
  it.each([
    [null, null],
    [40, 0],
    [50, 1],
    [59.9, 1],
    [60, 2],
    [75, 3],
    [85, 4],
    [90, 5],
    [104, 5],
  ])('%s %% of max is zone %s', (percent, zone) => {
    expect(heartRateZone(percent)).toBe(zone);
  });
});

describe('staleSeconds', () => {
  const at = Date.parse('2026-11-27T14:00:10.000Z');
  it('is null while the newest sample is at most 5 s old, then the whole seconds since', () => {
    expect(staleSeconds('2026-11-27T14:00:10.000Z', at + 5000)).toBeNull();
    expect(staleSeconds('2026-11-27T14:00:10.000Z', at + 5001)).toBe(5);
    expect(staleSeconds('2026-11-27T14:00:10.000Z', at + 12_400)).toBe(12);
  });
  it('says never before any sample', () => {
    expect(staleSeconds(null, at)).toBe('never');
  });
});

describe('sortTiles', () => {
  const tile = (number: number | null, name: string, distance: number | null, heartRate: number | null) =>
    ({ number, name, figures: { ...NO_FIGURES, distance, heartRate } }) satisfies SortableTile;
  const tiles = [
    tile(9, 'Cara', 900, 150),
    tile(4, 'Abe', null, 170),
    tile(null, 'Ben', 1500, null),
    tile(7, 'Dan', 900, 160),
  ];
  const names = (by: Parameters<typeof sortTiles>[1]) => sortTiles(tiles, by).map((t) => t.name);

  it('sorts numbers up, players without a number last', () => {
    expect(names('number')).toEqual(['Abe', 'Dan', 'Cara', 'Ben']);
  });
  it('sorts names alphabetically', () => {
    expect(names('name')).toEqual(['Abe', 'Ben', 'Cara', 'Dan']);
  });
  it('sorts figures highest first, ties by name, missing figures last', () => {
    expect(names('distance')).toEqual(['Ben', 'Cara', 'Dan', 'Abe']);
    expect(names('heartRate')).toEqual(['Abe', 'Dan', 'Cara', 'Ben']);
  });
});

describe('teamAverages', () => {
  it('averages each figure over the players that have it', () => {
    const averages = teamAverages([
      { ...NO_FIGURES, distance: 1000, heartRate: 150 },
      { ...NO_FIGURES, distance: 2000, heartRate: null },
      NO_FIGURES,
    ]);
    expect(averages.players).toBe(2);
    expect(averages.distance).toBe(1500);
    expect(averages.heartRate).toBe(150);
    expect(averages.speed).toBeNull();
  });
});

describe('trailSeries', () => {
  it('puts a value a second from the start, speeds in km/h, gaps kept', () => {
    expect(trailSeries(live.trail, 'speed')).toEqual({
      x: ['2026-11-27T14:00:00.000Z', '2026-11-27T14:00:01.000Z', '2026-11-27T14:00:02.000Z'],
      y: [3.6, null, 7.2],
    });
    expect(trailSeries(live.trail, 'heartRate').y).toEqual([150, 160, null]);
  });
  it('is empty without a start', () => {
    expect(trailSeries({ start: null, speeds: [], heartRates: [] }, 'speed')).toEqual({ x: [], y: [] });
  });
});
