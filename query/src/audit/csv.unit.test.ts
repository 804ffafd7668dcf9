import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

describe('audit CSV', () => {
  it('quotes commas, quotes and line breaks, and reads back as written', () => {
    const fields = ['plain', 'a,b', 'say "hi"', 'two\nlines', '{"name":"A, B"}', '', 'crlf\r\nend'];
    const line = csvLine(fields);
    expect(line).toBe('plain,"a,b","say ""hi""","two\nlines","{""name"":""A, B""}",,"crlf\r\nend"\r\n');
    expect(parse(line) as unknown).toEqual([fields]);
  });

  it('keeps a spreadsheet from running a field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(null)).toBe('');
    expect(csvField(2)).toBe('2');
  });
});
