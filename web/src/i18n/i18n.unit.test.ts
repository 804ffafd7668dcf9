import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@stride/contracts/errors';
import {
  formatBytes,
  formatDateTime,
  formatDuration,
  formatFixed,
  formatNumber,
  formatSeconds,
  formatTime,
  formatUnit,
  weekdayNames,
  WEEK_STARTS_ON,
} from './format.ts';
import { dictionaries, keysOf, placeholdersOf, translate, translatePlural } from './i18n.ts';
import { DEFAULT_LOCALE, detectLocale, FALLBACK_LOCALE, localeChoice, LOCALES } from './locale.ts';

const reference = dictionaries[FALLBACK_LOCALE];
const referenceKeys = keysOf(reference);

function leaf(dictionary: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

describe('dictionaries', () => {
  it.each(LOCALES)('%s has exactly the keys of en-US, none empty', (locale) => {
    const keys = keysOf(dictionaries[locale]);
    expect(keys.filter((key) => !referenceKeys.includes(key))).toEqual([]);
    expect(referenceKeys.filter((key) => !keys.includes(key))).toEqual([]);
    for (const key of keys) expect(String(leaf(dictionaries[locale], key)).trim(), key).not.toBe('');
  });

  it.each(LOCALES)('%s keeps every {{placeholder}} of en-US', (locale) => {
    for (const key of referenceKeys) {
      expect(placeholdersOf(String(leaf(dictionaries[locale], key))), `${locale} ${key}`).toEqual(
        placeholdersOf(String(leaf(reference, key))),
      );
    }
  });

  it.each(LOCALES)('%s translates every code of the error catalogue', (locale) => {
    for (const code of Object.keys(errorCatalogue)) {
      expect(typeof leaf(dictionaries[locale], `errors.${code}`), `${locale} errors.${code}`).toBe('string');
    }
  });

  it('the spec texts are there in English', () => {
    expect(translate('en-US', 'notFound.title')).toBe('Oops. Nothing here...');
    expect(translate('en-US', 'notFound.home')).toBe('Go Home');
    expect(translate('en-US', 'event.stopQuestion')).toBe('Are you sure you want to stop this event?');
    for (const locale of ['en-US', 'en-GB'] as const)
      expect(translate(locale, 'event.periods.stopQuestion')).toBe(
        'Are you sure you want to stop this period?',
      );
    expect(translate('en-US', 'validation.minLength', { length: 8 })).toBe(
      'This field must be at least 8 characters long',
    );
  });

  it('translations differ between languages', () => {
    const texts = new Set(LOCALES.map((locale) => translate(locale, 'event.stopQuestion')));
    // en-GB and en-US share the English sentence; the four other languages each have their own.
    expect(texts.size).toBe(5);
  });

  it('the period stop question is translated in every other language', () => {
    const texts = new Set(LOCALES.map((locale) => translate(locale, 'event.periods.stopQuestion')));
    expect(texts.size).toBe(5);
  });
});

describe('translate', () => {
  it('fills parameters', () => {
    expect(translate('fr-FR', 'drawer.version', { version: '1.2.3' })).toContain('1.2.3');
  });

  it('falls back to en-US, then to the key itself', () => {
    expect(translate('de-DE', 'no.such.key')).toBe('no.such.key');
  });
});

describe('detectLocale', () => {
  it('prefers the stored choice', () => {
    expect(detectLocale('it-IT', ['de-DE'])).toBe('it-IT');
  });
  it('ignores a stored value that is not one of ours', () => {
    expect(detectLocale('xx-XX', ['es-ES'])).toBe('es-ES');
  });
  it('then the browser: exact tag first, then the same language', () => {
    expect(detectLocale(null, ['pt-BR', 'en-us'])).toBe('en-US');
    expect(detectLocale(null, ['de-AT'])).toBe('de-DE');
    expect(detectLocale(null, ['en'])).toBe('en-GB');
    expect(detectLocale(null, ['es-MX', 'en-US'])).toBe('en-US');
  });
  it('then fr-FR', () => {
    expect(detectLocale(null, [])).toBe(DEFAULT_LOCALE);
    expect(detectLocale(null, ['ja-JP'])).toBe('fr-FR');
  });
  it('says where the language came from: a default is what the app offers to change (issue 16)', () => {
    expect(localeChoice('it-IT', ['pt-PT'])).toEqual({ locale: 'it-IT', source: 'stored' });
    expect(localeChoice(null, ['pt-PT', 'de-AT'])).toEqual({ locale: 'de-DE', source: 'browser' });
    expect(localeChoice(null, ['pt-PT', 'pt'])).toEqual({ locale: 'fr-FR', source: 'default' });
    expect(localeChoice('xx-XX', [])).toEqual({ locale: 'fr-FR', source: 'default' });
  });
});

describe('formatting', () => {
  const instant = new Date('2026-03-07T18:05:09Z');
  it('uses 24-hour time in every locale', () => {
    for (const locale of LOCALES) {
      const text = formatTime(locale, instant, { timeZone: 'UTC' });
      expect(text, locale).toContain('18');
      expect(text, locale).not.toMatch(/PM|AM|p\.m\./i);
    }
    expect(formatDateTime('en-US', instant, { timeZone: 'UTC' })).toMatch(/18:05/);
  });

  it('formats numbers and units per locale', () => {
    expect(formatNumber('de-DE', 1234.5)).toBe('1.234,5');
    expect(formatNumber('en-GB', 1234.5)).toBe('1,234.5');
    expect(formatNumber('fr-FR', 1234.5).replace(/\s/g, ' ')).toBe('1 234,5');
    expect(formatUnit('it-IT', 31.25, 'kilometer-per-hour')).toMatch(/^31,3\skm\/h$/);
    expect(formatUnit('en-US', 172, 'bpm')).toBe('172\u00a0bpm');
    expect(formatUnit('es-ES', 4.26, 'mps2', 2)).toBe('4,26\u00a0m/s²');
  });

  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(weekdayNames('en-GB', 'long')[0]).toBe('Monday');
    expect(weekdayNames('fr-FR', 'long')[6]).toBe('dimanche');
  });

  it('formats durations as h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(6_300_000)).toBe('1:45:00');
    expect(formatDuration(-5)).toBe('0:00');
  });

  it('gives figures a fixed number of decimals, so a column lines up', () => {
    expect(formatFixed('en-US', 31, 1)).toBe('31.0');
    expect(formatFixed('de-DE', 30.84, 1)).toBe('30,8');
    expect(formatFixed('en-US', 1974.4, 0)).toBe('1,974');
  });

  it('shows a short window in seconds, rounded, in the same form as a long one', () => {
    expect(formatSeconds(78)).toBe('1:18');
    expect(formatSeconds(37.96)).toBe('0:38');
    expect(formatSeconds(5400.4)).toBe('1:30:00');
  });

  it('gives a file size in the language’s units, never 0 MB for a small file', () => {
    const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
    expect(nbsp(formatBytes('en-US', 771))).toBe('771 byte');
    expect(nbsp(formatBytes('en-US', 4664))).toBe('4.7 kB');
    expect(nbsp(formatBytes('en-US', 356_829))).toBe('357 kB');
    expect(nbsp(formatBytes('en-US', 1_424_820))).toBe('1.4 MB');
    expect(nbsp(formatBytes('en-US', 999_900))).toBe('1 MB');
    expect(nbsp(formatBytes('de-DE', 4664))).toBe('4,7 kB');
    expect(nbsp(formatBytes('fr-FR', 1_424_820))).toBe('1,4 Mo');
    expect(nbsp(formatBytes('fr-FR', 56_960))).toBe('57 ko');
    for (const locale of LOCALES) expect(formatBytes(locale, 800)).not.toMatch(/^0\D/);
  });
});

describe('plural forms', () => {
  it('chooses the form by the language’s rules and formats the count', () => {
    expect(translatePlural('en-US', 'uploads.deviceCount', 1)).toBe('1 device');
    expect(translatePlural('en-US', 'uploads.deviceCount', 3)).toBe('3 devices');
    expect(translatePlural('en-US', 'uploads.deviceCount', 0)).toBe('0 devices');
    // French says "0 appareil", and a million falls from CLDR's `many` back to `other`.
    expect(translatePlural('fr-FR', 'uploads.deviceCount', 0)).toBe('0 appareil');
    expect(translatePlural('fr-FR', 'uploads.sampleCount', 1_000_000)).toBe('1\u202f000\u202f000 mesures');
    expect(translatePlural('de-DE', 'uploads.sampleCount', 1234)).toBe('1.234 Messwerte');
    expect(translatePlural('de-DE', 'uploads.deviceCount', 1)).toBe('1 Gerät');
    // The counts the screens showed as "1 players", "1 unusable rows", "1 samples outside…".
    expect(translatePlural('en-US', 'metrics.squadCount', 1)).toBe('1 player in the squad');
    expect(translatePlural('en-US', 'uploads.dropped', 1)).toBe('1 unusable row left out');
    expect(translatePlural('es-ES', 'uploads.outside', 1)).toBe(
      '1 muestra fuera de todos los eventos, no guardada',
    );
    expect(translatePlural('it-IT', 'uploads.overlaps', 2)).toBe(
      '2 campioni già caricati, non contati due volte',
    );
  });

  it.each(LOCALES)('%s has a one and an other form for every plural key', (locale) => {
    const plural = referenceKeys
      .filter((key) => key.endsWith('.other') && referenceKeys.includes(`${key.slice(0, -6)}.one`))
      .map((key) => key.slice(0, -6));
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) {
      expect(typeof leaf(dictionaries[locale], `${key}.one`), `${locale} ${key}.one`).toBe('string');
      expect(placeholdersOf(String(leaf(dictionaries[locale], `${key}.other`)))).toContain('count');
    }
  });
});
