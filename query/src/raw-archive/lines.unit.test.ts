import { describe, expect, it } from 'vitest';
import { allocateBatch } from '@stride/contracts/samples';
import { legacyLine, newLine } from './fieldwiz.ts';
import { fieldWizFileName, rawArchiveFileName } from './names.ts';
import { batchLines } from './samples-csv.ts';

const T0 = Date.parse('2026-05-02T18:00:59.950Z');

describe('sample lines', () => {
  it('write every channel as stored, empty where not recorded, the time to the millisecond', () => {
    const batch = allocateBatch(3, ['lat', 'lon', 'speed', 'hr']);
    batch.t.set([T0, T0 + 50, T0 + 1050.5]);
    batch.lat!.set([45.123456789012, Number.NaN, -0.5]);
    batch.lon!.set([4.1, Number.NaN, -73.98765432]);
    batch.speed!.set([3.2, 0.1, Number.NaN]);
    batch.hr!.set([151, Number.NaN, 88]);
    const lines = batchLines(batch, T0 - 59_950, 'fit', 12n).split('\r\n');
    expect(lines).toEqual([
      '2026-05-02T18:00:59.950Z,59950,45.123456789012,4.1,,,3.2,151,,fit,12',
      '2026-05-02T18:01:00.000Z,60000,,,,,0.1,,,fit,12',
      '2026-05-02T18:01:01.000Z,61000.5,-0.5,-73.98765432,,,,88,,fit,12',
      '',
    ]);
    // A 32-bit value reads back to itself, a 64-bit one too.
    expect(Math.fround(Number('3.2'))).toBe(batch.speed![0]);
    expect(Number(lines[0]!.split(',')[2])).toBe(batch.lat![0]);
  });
});

describe('FieldWiz lines', () => {
  const event = { id: 'e1', name: 'Cup final; 2nd leg', startDate: '2026-05-02T18:00:00.000Z' };
  const row = {
    analysis: {
      selectionId: 's1',
      playerId: 'p1',
      time: 4985,
      distance: 9876.54,
      hid: 654.26,
      hir: 42,
      sprint: 12,
    },
    selection: {
      id: 's1',
      number: 7,
      player: { id: 'p1', firstName: 'Zoé', lastName: "O'Neil; Jr" },
      device: null,
    },
  };

  it('legacy: semicolons, decimal comma, h:mm:ss, a name holding a semicolon quoted', () => {
    expect(legacyLine(event, row)).toBe(
      '"O\'Neil; Jr Zoé";7;02.05.2026;1:23:05;83,08;9876,5;654,3;42;12\r\n',
    );
  });

  it('new: commas, decimal point, the figures unrounded', () => {
    expect(newLine(event, row)).toBe(
      `1,e1,Cup final; 2nd leg,2026-05-02T18:00:00.000Z,p1,Zoé,O'Neil; Jr,7,4985,9876.54,654.26,42,12\r\n`,
    );
  });

  it('file names: the event, its day, the kind', () => {
    expect(rawArchiveFileName('Cup final; 2nd leg', event.startDate)).toBe(
      'Cup-final-2nd-leg-2026-05-02-raw.zip',
    );
    expect(rawArchiveFileName('Training', null)).toBe('Training-raw.zip');
    expect(fieldWizFileName('Éte', event.startDate, false)).toBe('Ete-2026-05-02-fieldwiz-legacy.csv');
    expect(fieldWizFileName('Éte', event.startDate, true)).toBe('Ete-2026-05-02-fieldwiz.csv');
  });
});
