import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput, valueText } from './history-format.ts';

describe('history format', () => {
  it('writes JSON values as a person reads them', () => {
    expect(valueText('"Rovers"')).toBe('Rovers');
    expect(valueText('7')).toBe('7');
    expect(valueText('false')).toBe('false');
    expect(valueText('false', { yes: 'Ja', no: 'Nein' })).toBe('Nein');
    expect(valueText('"true"', { yes: 'Ja', no: 'Nein' })).toBe('true');
    expect(valueText('null')).toBe('—');
    expect(valueText(null)).toBe('—');
    expect(valueText('["MD-1","cup"]')).toBe('MD-1, cup');
    expect(valueText('[]')).toBe('—');
    expect(valueText('{"team":1,"adv":0}')).toBe('{"team":1,"adv":0}');
  });

  it('round-trips a local date-time to the second', () => {
    const instant = new Date('2026-03-04T05:06:07.000Z');
    expect(fromLocalInput(toLocalInput(instant))).toBe(instant.toISOString());
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
