import { describe, expect, it } from 'vitest';
import { comparedValue, offsetOf, parseOffset, perMinute } from './interval-figures.ts';

const figure = (time: number, distance: number, hid: number, sprint: number, topSpeed: number | null) => ({
  selectionId: 's',
  playerId: 'p',
  time,
  distance,
  hid,
  hir: 0,
  sprint,
  topSpeed,
});

describe('interval figures', () => {
  it('reads an instant as the time since the event started, never before it', () => {
    expect(offsetOf('2026-05-01T15:00:00.000Z', '2026-05-01T15:12:05.000Z')).toBe(725_000);
    expect(offsetOf('2026-05-01T15:00:00.000Z', new Date('2026-05-01T14:59:00.000Z'))).toBe(0);
    expect(offsetOf(null, '2026-05-01T15:12:05.000Z')).toBe(0);
  });

  it('reads typed offsets: m:ss, h:mm:ss, whole minutes; refuses the rest', () => {
    expect(parseOffset('12:05')).toBe(725_000);
    expect(parseOffset(' 95:00 ')).toBe(5_700_000);
    expect(parseOffset('1:02:30')).toBe(3_750_000);
    expect(parseOffset('75')).toBe(4_500_000);
    for (const bad of ['', '12:60', '1:60:00', 'ab', '12:5', '-3:00']) expect(parseOffset(bad)).toBeNull();
  });

  it('compares intervals by the mean over the players with data, per minute where it says so', () => {
    const figures = [figure(120, 240, 30, 2, 8), figure(60, 60, 0, 0, 5), figure(0, 0, 0, 0, null)];
    expect(perMinute(240, 120)).toBe(120);
    expect(perMinute(10, 0)).toBeNull();
    expect(comparedValue(figures, 'distancePerMinute')).toBe((120 + 60) / 2);
    expect(comparedValue(figures, 'hidPerMinute')).toBe((15 + 0) / 2);
    expect(comparedValue(figures, 'sprints')).toBe(1);
    expect(comparedValue(figures, 'topSpeed')).toBeCloseTo(((8 + 5) * 3.6) / 2, 9);
    expect(comparedValue([figure(0, 0, 0, 0, null)], 'sprints')).toBeNull();
  });
});
