import { describe, expect, it } from 'vitest';
import { isValid, validateForm } from '../../forms/validation.ts';
import {
  checkDetails,
  detailsFormFrom,
  detailsInputFrom,
  detailsRules,
  type DetailsFormValues,
} from './event-form.ts';
import { anEvent } from './testing.ts';

const event = anEvent({
  place: 'HOME',
  score: { team: 2, adv: 1 },
  matchSystem: '4-3-3',
});

const valid = (values: DetailsFormValues) =>
  isValid({ ...checkDetails(values), ...validateForm(values, detailsRules) });

describe('event details form', () => {
  it('shows the event and sends it back unchanged', () => {
    const form = detailsFormFrom(event);
    expect(form).toMatchObject({
      place: 'HOME',
      competition: '',
      scoreTeam: '2',
      scoreAdv: '1',
      daysToMatch: '',
    });
    expect(detailsInputFrom(form)).toEqual({
      name: 'Derby',
      type: 'MATCH',
      place: 'HOME',
      competition: null,
      theme: null,
      matchSystem: '4-3-3',
      score: { team: 2, adv: 1 },
      daysToMatch: null,
    });
  });

  it('keeps the SDL bounds', () => {
    const form = detailsFormFrom(event);
    expect(valid(form)).toBe(true);
    expect(valid({ ...form, name: ' ' })).toBe(false);
    expect(valid({ ...form, name: 'x'.repeat(121) })).toBe(false);
    expect(valid({ ...form, matchSystem: 'x'.repeat(21) })).toBe(false);
    expect(valid({ ...form, theme: 'x'.repeat(120) })).toBe(true);
    expect(valid({ ...form, scoreTeam: '1000' })).toBe(false);
    expect(valid({ ...form, scoreTeam: '1.5' })).toBe(false);
    expect(valid({ ...form, daysToMatch: '-365' })).toBe(true);
    expect(valid({ ...form, daysToMatch: '366' })).toBe(false);
  });

  it('wants both scores or neither', () => {
    const form = detailsFormFrom(event);
    expect(checkDetails({ ...form, scoreAdv: '' })).toEqual({ scoreAdv: [{ key: 'validation.scoreBoth' }] });
    expect(checkDetails({ ...form, scoreTeam: '' })).toEqual({
      scoreTeam: [{ key: 'validation.scoreBoth' }],
    });
    expect(detailsInputFrom({ ...form, scoreTeam: '', scoreAdv: '' }).score).toBeNull();
  });
});
