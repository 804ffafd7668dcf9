import { describe, expect, it } from 'vitest';
import { inSeason, seasonSpan } from './season-events.ts';

const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}`).toISOString();
const row = (id: string, startDate: string | null) => ({ id, event: { startDate } });

describe('inSeason', () => {
  it('keeps the events starting on the season’s days, first and last included, by the reader’s calendar', () => {
    const rows = [
      row('before', at('2026-07-31', '23:30:00')),
      row('first', at('2026-08-01', '00:30:00')),
      row('last', at('2027-05-31', '23:30:00')),
      row('after', at('2027-06-01', '00:30:00')),
      row('undated', null),
    ];
    expect(inSeason(rows, { from: '2026-08-01', to: '2027-05-31' }).map((r) => r.id)).toEqual([
      'first',
      'last',
    ]);
  });
});

describe('seasonSpan', () => {
  it('stops a running season today', () => {
    expect(seasonSpan({ from: '2026-08-01', to: '2027-05-31' }, '2026-11-27')).toEqual({
      from: '2026-08-01',
      to: '2026-11-27',
    });
  });
  it('keeps a past or coming season whole', () => {
    expect(seasonSpan({ from: '2025-08-01', to: '2026-05-31' }, '2026-11-27')).toEqual({
      from: '2025-08-01',
      to: '2026-05-31',
    });
    expect(seasonSpan({ from: '2027-08-01', to: '2028-05-31' }, '2026-11-27')).toEqual({
      from: '2027-08-01',
      to: '2028-05-31',
    });
  });
  it('keeps the last 400 days of a longer season', () => {
    expect(seasonSpan({ from: '2024-01-01', to: '2025-12-31' }, '2026-11-27')).toEqual({
      from: '2024-11-27',
      to: '2025-12-31',
    });
  });
});
