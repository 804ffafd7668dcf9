import { describe, expect, it } from 'vitest';
import { dayKinds, lastDays } from './load-days.ts';

describe('load days', () => {
  it('tells a rest day (0) from a day played without data (missing) and one before the history', () => {
    const kinds = dayKinds(
      [
        { date: '2026-04-30', load: 0, acute: null },
        { date: '2026-05-01', load: 0, acute: 1200 },
        { date: '2026-05-02', load: null, acute: 1200 },
        { date: '2026-05-03', load: 5400, acute: 2000 },
      ],
      [
        { date: '2026-04-30', events: 0 },
        { date: '2026-05-01', events: 0 },
        { date: '2026-05-02', events: 1 },
        { date: '2026-05-03', events: 1 },
      ],
    );
    expect(kinds).toEqual(['outside', 'rest', 'missing', 'load']);
  });
  it('counts the last days up to today, across a month', () => {
    expect(lastDays(new Date(2026, 2, 3), 7)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });
});
