import { describe, expect, it } from 'vitest';
import { rowProblems, uploadFailureReasons } from '@stride/contracts/events/upload-failure';
import type { FailureReason, JobFieldsFragment } from '../gql/graphql.ts';
import { dictionaries } from '../i18n/i18n.ts';
import { LOCALES, type Locale } from '../i18n/locale.ts';
import { failureText } from './failure.ts';

type Param = NonNullable<JobFieldsFragment['failure']>['params'][number];
const p = (name: string, value: number | string | readonly string[]): Param => ({
  name,
  number: typeof value === 'number' ? value : null,
  text: typeof value === 'string' ? value : null,
  list: typeof value === 'object' ? value : null,
});
const failed = (code: string, reason: FailureReason | null, params: Param[] = []) => ({
  code,
  message: 'English words from the server',
  failure: { code, reason, params },
});
const OTHER_LOCALES = LOCALES.filter((locale) => !locale.startsWith('en'));

describe('a failed job in the user language', () => {
  it('names the unknown devices, counted by the language’s plural rules', () => {
    const two = failed('DEVICE_NOT_FOUND', 'UNKNOWN_DEVICES', [
      p('count', 2),
      p('keys', ['GHOST-1', 'GHOST-2']),
    ]);
    expect(failureText('de-DE', two)).toEqual({
      title: 'Gerät nicht gefunden',
      detail: 'Kein Gerät des Vereins hat diese 2 Seriennummern oder UDIDs: GHOST-1 und GHOST-2.',
    });
    const one = failed('DEVICE_NOT_FOUND', 'UNKNOWN_DEVICES', [p('count', 1), p('keys', ['GHOST-1'])]);
    expect(failureText('fr-FR', one).detail).toBe(
      "Aucun appareil du club n'a le numéro de série ou l'UDID GHOST-1.",
    );
    expect(failureText('en-GB', two).detail).toBe(
      'No device of the club has these 2 serial numbers or UDIDs: GHOST-1 and GHOST-2.',
    );
  });

  it('gives the byte where a FIT file stopped, formatted for the language', () => {
    const fit = failed('BULK_UPLOAD_INVALID_FILE', 'FIT_COMPRESSED_TIMESTAMPS', [p('byte', 1936)]);
    const german = failureText('de-DE', fit);
    expect(german.title).toBe('Ungültige Gerätedaten');
    expect(german.detail).toContain('(ab Byte 1.936)');
    expect(failureText('en-US', fit).detail).toContain('(from byte 1,936)');
  });

  it('shows limits in the unit a person reads, and names the archive entry', () => {
    const large = failed('BULK_UPLOAD_TOO_LARGE', 'TOO_LARGE', [p('limit', 1024 * 1024 * 1024)]);
    expect(failureText('it-IT', large).detail).toContain('più di 1024 MB'); // Italian groups from 5 digits
    const slow = failed('BULK_UPLOAD_TIMEOUT', 'TIMEOUT', [p('limit', 120_000)]);
    expect(failureText('es-ES', slow).detail).toBe('Leer el archivo tardó más de 120 segundos.');
    const inArchive = failed('BULK_UPLOAD_INVALID_FILE', 'CSV_DUPLICATE_COLUMN', [
      p('column', 'hr'),
      p('entry', 'UP-1.csv'),
    ]);
    expect(failureText('fr-FR', inArchive).detail).toBe(
      "UP-1.csv : La colonne « hr » apparaît deux fois dans l'en-tête.",
    );
  });

  it('lists what was wrong with the rows in the language, and the format by its name', () => {
    const rows = failed('BULK_UPLOAD_INVALID_FILE', 'NO_USABLE_ROWS', [
      p('rows', 3),
      p('problems', ['bad-time', 'bad-number']),
    ]);
    expect(failureText('de-DE', rows).detail).toBe(
      'Keine ihrer 3 Zeilen ist brauchbar: fehlende oder unlesbare Zeiten und Werte, die keine Zahlen sind.',
    );
    const header = failed('BULK_UPLOAD_INVALID_FILE', 'CSV_MISSING_COLUMNS', [
      p('format', 'csv-catapult'),
      p('columns', ['latitude', 'longitude']),
    ]);
    expect(failureText('en-US', header).detail).toBe(
      'This is not a Catapult CSV file: its header lacks “latitude” and “longitude”.',
    );
  });

  it('has no detail when the code says it all', () => {
    expect(failureText('de-DE', failed('EVENT_LOCKED', null))).toEqual({
      title: 'Event gesperrt',
      detail: null,
    });
  });

  it('shows an old job’s English message, the one thing there is to show', () => {
    const old = { code: 'BULK_UPLOAD_INVALID_FILE', message: 'FIT Runtime Error at byte 936', failure: null };
    expect(failureText('de-DE', old)).toEqual({
      title: 'Ungültige Gerätedaten',
      detail: 'FIT Runtime Error at byte 936',
    });
    expect(
      failureText('de-DE', { code: 'EVENT_NOT_FOUND', message: 'EVENT_NOT_FOUND', failure: null }).detail,
    ).toBe(null);
  });
});

describe('every reason the server sends', () => {
  const leaf = (locale: Locale, path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionaries[locale]);

  it.each(LOCALES)('is translated in %s, every parameter filled', (locale) => {
    for (const reason of uploadFailureReasons) {
      const params = [
        p('count', 3),
        p('rows', 3),
        p('dropped', 2),
        p('limit', 5),
        p('keys', ['A', 'B', 'C']),
        p('problems', ['bad-time']),
        p('columns', ['x']),
        ...['root', 'header', 'format', 'column', 'expected'].map((name) => p(name, 'x')),
        ...['byte', 'bytes', 'line', 'percent'].map((name) => p(name, 7)),
      ];
      const { detail } = failureText(locale, failed('BULK_UPLOAD_INVALID_FILE', reason, params));
      expect(detail, `${locale} ${reason}`).not.toMatch(/\{\{|jobFailure\./);
      expect(detail?.length ?? 0, `${locale} ${reason}`).toBeGreaterThan(10);
    }
  });

  it.each(OTHER_LOCALES)('is in %s words, not English ones', (locale) => {
    for (const reason of uploadFailureReasons) {
      const own = JSON.stringify(leaf(locale, `jobFailure.reasons.${reason}`));
      expect(own, `${locale} ${reason}`).not.toBe(
        JSON.stringify(leaf('en-US', `jobFailure.reasons.${reason}`)),
      );
    }
    for (const problem of rowProblems)
      expect(leaf(locale, `jobFailure.problems.${problem}`), problem).not.toBe(
        leaf('en-US', `jobFailure.problems.${problem}`),
      );
  });

  it('covers each kind of unusable row the readers count', () => {
    expect(Object.keys(dictionaries['en-US'].jobFailure.problems).sort()).toEqual([...rowProblems].sort());
  });
});
