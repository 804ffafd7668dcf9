import { describe, expect, it } from 'vitest';
import type { Selection } from '../api/fragments.ts';
import { parseReplayTime, ReplayTiles, selectionAt } from './replay-live.ts';

const at = (iso: string) => Date.parse(`2026-05-02T18:${iso}Z`);
const selection = {
  id: 's1',
  eventId: 'e1',
  player: { id: 'p1', firstName: 'Ann', lastName: 'A', number: 7 },
  number: null,
  position: null,
  profile: null,
  device: null,
  selected: true,
  active: false,
  time: 1200,
  sessions: [
    { id: 'x', periodId: null, startDate: '2026-05-02T18:00:00Z', endDate: '2026-05-02T18:10:00Z' },
    { id: 'y', periodId: null, startDate: '2026-05-02T18:15:00Z', endDate: '2026-05-02T18:25:00Z' },
  ],
} as unknown as Selection;

describe('selectionAt', () => {
  it('is on the pitch with the time played so far, whatever the time now', () => {
    expect(selectionAt(selection, at('05:00'))).toMatchObject({ active: true, time: 300 });
    expect(selectionAt(selection, at('12:00'))).toMatchObject({ active: false, time: 600 });
    expect(selectionAt(selection, at('20:30'))).toMatchObject({ active: true, time: 930 });
    expect(selectionAt(selection, at('59:00'))).toMatchObject({ active: false, time: 1200 });
  });
});

describe('parseReplayTime', () => {
  it('reads m:ss and h:mm:ss, and nothing else', () => {
    expect(parseReplayTime('3:07')).toBe(187_000);
    expect(parseReplayTime(' 45:00 ')).toBe(2_700_000);
    expect(parseReplayTime('1:02:03')).toBe(3_723_000);
    for (const bad of ['', '3', '3:7', '3:60', 'a:bc', '-1:00']) expect(parseReplayTime(bad)).toBeNull();
  });
});

describe('ReplayTiles', () => {
  it('keeps a tile whose figures did not change, and makes a new one when they did', () => {
    const start = at('00:00');
    const columns = {
      selectionId: 's1',
      playerId: 'p1',
      start,
      steps: [0, 1, 2],
      speeds: [1, 1, 1],
      distances: [1, 2, 3],
      hids: [0, 0, 0],
      hirs: [0, 0, 0],
      sprints: [0, 0, 0],
      hrSteps: [],
      heartRates: [],
      accelerationEnds: [],
    };
    // Off the pitch after 18:10, so time on it stands still too.
    const off = { ...selection, sessions: [selection.sessions[0]!] };
    const tiles = new ReplayTiles([off], [columns]);
    const first = tiles.at(start + 2_000)[0]!;
    expect(first.live.live?.globalMetrics.distance).toBe(2);
    const next = tiles.at(start + 3_000)[0]!;
    expect(next).not.toBe(first);
    expect(next.live.live?.globalMetrics.distance).toBe(3);
    const later = tiles.at(at('11:00'))[0]!;
    expect(tiles.at(at('11:00') + 500)[0]).toBe(later);
  });
});
