import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, themes, type ThemeTokens } from './theme.ts';

/** Every pair the app draws text (or a UI edge) with, and the least contrast it needs. */
const pairs: readonly [keyof ThemeTokens, keyof ThemeTokens, number][] = [
  ['text', 'bg', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceAlt', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'bg', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['secondary', 'surface', 4.5],
  ['onSecondary', 'secondary', 4.5],
  ['accent', 'surface', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onNotify', 'positive', 4.5],
  ['onNotify', 'negative', 4.5],
  ['onNotify', 'warning', 4.5],
  ['onNotify', 'info', 4.5],
  ['onNotify', 'ongoing', 4.5],
  ['onNotify', 'black', 4.5],
  ['statusStarted', 'surface', 4.5],
  ['statusFinished', 'surface', 4.5],
  ['border', 'surface', 3],
  ['secondary', 'bg', 3],
];

describe('themes', () => {
  it('computes WCAG contrast like the reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(luminance('#ffffff')).toBe(1);
    expect(() => luminance('blue')).toThrow(/not a #rrggbb/);
  });

  for (const [name, tokens] of Object.entries(themes)) {
    it.each(pairs)(`${name}: %s on %s has at least %d:1`, (fg, bg, least) => {
      expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(least);
    });
  }

  it('the light and dark themes share their keys', () => {
    expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(themes.light).sort());
  });
});
