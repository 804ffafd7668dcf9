import { describe, expect, it } from 'vitest';
import { stint } from './play.ts';
import { DEMO_SQUAD } from './squad.ts';

const MINUTE = 60_000;

describe('demo play', () => {
  const midfielder = DEMO_SQUAD[8]!;
  const from = Date.parse('2026-11-21T15:00:00Z');
  const batch = stint({
    player: midfielder,
    from,
    to: from + 45 * MINUTE,
    rateHz: 10,
    load: 1.15 * midfielder.work,
    seed: 3,
  });

  it('samples at the rate asked, heart rate once a second within the player’s range', () => {
    expect(batch.t.length).toBe(45 * 60 * 10);
    expect(batch.t[1]! - batch.t[0]!).toBe(100);
    const hr = Array.from(batch.hr!).filter((v) => !Number.isNaN(v));
    expect(hr.length).toBe(45 * 60);
    expect(Math.min(...hr)).toBeGreaterThanOrEqual(midfielder.restingHeartRate);
    expect(Math.max(...hr)).toBeLessThanOrEqual(midfielder.maxHeartRate);
    expect(Math.max(...hr)).toBeGreaterThan(midfielder.maxHeartRate * 0.85);
  });

  it('runs a half as a midfielder does: 5 to 7 km, sprints under the top speed', () => {
    const metres = (i: number) => {
      const dLat = (batch.lat![i]! - batch.lat![i - 1]!) * 111_320;
      const dLon =
        (batch.lon![i]! - batch.lon![i - 1]!) * 111_320 * Math.cos((batch.lat![i]! * Math.PI) / 180);
      return Math.hypot(dLat, dLon);
    };
    let distance = 0;
    let top = 0;
    for (let i = 1; i < batch.t.length; i++) {
      const step = metres(i);
      distance += step;
      if (i % 10 === 0) top = Math.max(top, step * 10);
    }
    expect(distance).toBeGreaterThan(5000);
    expect(distance).toBeLessThan(7000);
    expect(top * 3.6).toBeGreaterThan(24);
    expect(top * 3.6).toBeLessThan(midfielder.maxSpeed + 2);
  });

  it('gives a goalkeeper less running than a midfielder', () => {
    const keeper = DEMO_SQUAD[0]!;
    const run = (player: typeof keeper) =>
      stint({ player, from, to: from + 10 * MINUTE, rateHz: 5, load: player.work, seed: 1 });
    const span = (b: ReturnType<typeof run>) => {
      let d = 0;
      for (let i = 1; i < b.t.length; i++)
        d += Math.hypot(b.lat![i]! - b.lat![i - 1]!, b.lon![i]! - b.lon![i - 1]!);
      return d;
    };
    expect(span(run(keeper))).toBeLessThan(span(run(midfielder)));
  });
});
