import { describe, expect, it } from 'vitest';
import { auditFilterOf, changesSummary, EMPTY_AUDIT_FILTER } from './audit-filter.ts';

describe('audit filter', () => {
  it('leaves out empty fields and includes the last day up to the next midnight', () => {
    const filter = auditFilterOf({
      ...EMPTY_AUDIT_FILTER,
      clubId: ' c1 ',
      from: '2026-11-02',
      to: '2026-11-03',
    });
    expect(filter).toEqual({
      clubId: 'c1',
      from: new Date(2026, 10, 2).toISOString(),
      to: new Date(2026, 10, 4).toISOString(),
    });
    expect(auditFilterOf({ ...EMPTY_AUDIT_FILTER, from: 'not a day' })).toEqual({});
  });

  it('sums up changes without ids or empty fields, cut short', () => {
    const changes = JSON.stringify({
      playerId: 'p1',
      note: null,
      firstName: 'Ada',
      bio: 'x'.repeat(60),
      tags: ['a'],
    });
    expect(changesSummary(changes)).toBe(`firstName: Ada · bio: ${'x'.repeat(39)}… · tags: ["a"]`);
    expect(changesSummary(null)).toBe('');
    expect(changesSummary('not json')).toBe('');
  });
});
