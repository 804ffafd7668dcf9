import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { plotlyDateFormats, plotlyLocale, plotlySeparators } from './chart-locale.ts';

describe('charts in the reader’s language', () => {
  it('writes numbers as the rest of the app does', () => {
    expect(plotlySeparators('en-US')).toBe('.,');
    expect(plotlySeparators('de-DE')).toBe(',.');
    expect(plotlySeparators('it-IT')).toBe(',.');
    // French groups thousands with a narrow no-break space.
    expect(plotlySeparators('fr-FR')).toBe(',\u202f');
  });

  it('names a plotly locale for every language of the app', () => {
    expect(LOCALES.map(plotlyLocale)).toEqual(['de', 'en', 'en-US', 'es', 'fr', 'it']);
  });

  it('puts the day before the month outside the United States', () => {
    expect(plotlyDateFormats('de-DE')).toEqual({
      de: { format: { dayMonth: '%-d. %b', dayMonthYear: '%-d. %b %Y' } },
    });
    expect(plotlyDateFormats('en-GB').en?.format.dayMonthYear).toBe('%-d %b %Y');
    expect(plotlyDateFormats('en-US')).toEqual({});
  });
});
