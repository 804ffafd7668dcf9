import { describe, expect, it } from 'vitest';
import { chooseSeason } from './season-choice.ts';

const seasons = [{ id: 's2' }, { id: 's1' }];

describe('chooseSeason', () => {
  it("shows the URL's season when it is one of the team's", () => {
    expect(chooseSeason(seasons, 's2', 's1')).toEqual({ season: { id: 's1' }, unknown: false });
  });

  it('falls back to the current season without one in the URL, or with an unknown one', () => {
    expect(chooseSeason(seasons, 's2', null)).toEqual({ season: { id: 's2' }, unknown: false });
    expect(chooseSeason(seasons, 's2', 'gone')).toEqual({ season: { id: 's2' }, unknown: true });
  });

  it('shows none when the team has no current season (NO_CURRENT_SEASON)', () => {
    expect(chooseSeason(seasons, null, null)).toEqual({ season: null, unknown: false });
    expect(chooseSeason([], null, 's1')).toEqual({ season: null, unknown: true });
  });
});
