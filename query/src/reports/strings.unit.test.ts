import { describe, expect, it } from 'vitest';
import { REPORT_LOCALES, REPORT_STRINGS, text } from './strings.ts';

describe('report strings', () => {
  it('exist in every language', () => {
    const missing: string[] = [];
    for (const [key, row] of Object.entries(REPORT_STRINGS))
      for (const locale of REPORT_LOCALES) {
        const value = (row as Partial<Record<string, string>>)[locale];
        if (value === undefined || value.trim() === '') missing.push(`${key}:${locale}`);
      }
    expect(missing).toEqual([]);
  });

  it('are in the language asked for', () => {
    expect(text('fr-FR', 'teamAverage')).toBe("Moyenne de l'équipe");
    expect(text('de-DE', 'teamAverage')).toBe('Teamdurchschnitt');
  });

  it('fit the standard fonts (WinAnsi: Latin-1 and a few more)', () => {
    const winAnsiExtra = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
    for (const row of Object.values(REPORT_STRINGS))
      for (const value of Object.values(row))
        for (const char of value ?? '') {
          const code = char.codePointAt(0) ?? 0;
          if (code <= 0xff || winAnsiExtra.has(char)) continue;
          expect.fail(`"${char}" in "${value}" is not in WinAnsi`);
        }
  });
});
