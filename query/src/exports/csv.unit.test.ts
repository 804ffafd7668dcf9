import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FigureColumn } from '@stride/contracts/exports/columns';
import { csvCell, longLines, UTF8_BOM, wideLines, writeCsv } from './csv.ts';

interface Figures {
  readonly a: number | null;
  readonly b: number;
}
const column = (name: string, value: (f: Figures) => number | null): FigureColumn<Figures> => ({
  name,
  unit: 'm',
  definition: { section: 'window', field: name },
  description: name,
  value,
});
const COLUMNS = [column('a_m', (f) => f.a), column('b_m', (f) => f.b)];
const ROWS = [
  { identity: ['=cmd', 'Müller, "Jr"', 7], figures: { a: -1.5, b: 0.1 + 0.2 } },
  { identity: ['x', null, null], figures: { a: null, b: 3 } },
];

describe('data CSV', () => {
  it('writes numbers exactly and unchanged, text quoted and defused, null empty', () => {
    expect(csvCell(-3.25)).toBe('-3.25');
    expect(Number(csvCell(0.1 + 0.2))).toBe(0.1 + 0.2);
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('lays rows out wide (a column per figure) and long (a row per figure)', () => {
    expect([...wideLines(['p', 'n', 'k'], COLUMNS, ROWS)]).toEqual([
      'p,n,k,a_m,b_m\r\n',
      `'=cmd,"Müller, ""Jr""",7,-1.5,${0.1 + 0.2}\r\n`,
      'x,,,,3\r\n',
    ]);
    expect([...longLines(['p', 'n', 'k'], COLUMNS, ROWS)].join('')).toBe(
      'p,n,k,figure,unit,value\r\n' +
        `'=cmd,"Müller, ""Jr""",7,a_m,m,-1.5\r\n'=cmd,"Müller, ""Jr""",7,b_m,m,${0.1 + 0.2}\r\n` +
        'x,,,a_m,m,\r\nx,,,b_m,m,3\r\n',
    );
  });

  it('starts with a BOM and waits for a slow reader to drain', async () => {
    const chunks: string[] = [];
    const slow = new Writable({
      highWaterMark: 16,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk.toString('utf8'));
        setImmediate(callback);
      },
    });
    const lines = Array.from({ length: 1000 }, (_, i) => `${i},${'x'.repeat(200)}\r\n`);
    await writeCsv(slow, lines);
    expect(chunks.join('')).toBe(UTF8_BOM + lines.join(''));
    expect(chunks.length).toBeGreaterThan(1);
  });
});
