/**
 * Light and dark themes from the brand colours (spec §9: primary dark, secondary blue, accent
 * red). Tokens are CSS custom properties set on <html>; styles.css uses only the variables. The
 * contrast of every text/background pair the app draws is checked by theme.unit.test.ts
 * (WCAG 2.x: 4.5:1 for text, 3:1 for large text and UI edges).
 */
import type { ThemeName } from '../state/client-store.ts';

export interface ThemeTokens {
  /** Page background. */
  readonly bg: string;
  /** Cards, drawer, dialogs. */
  readonly surface: string;
  /** A raised area inside a surface (table headers, chips). */
  readonly surfaceAlt: string;
  readonly text: string;
  readonly textMuted: string;
  readonly border: string;
  /** The brand's dark primary: the header bar. */
  readonly primary: string;
  readonly onPrimary: string;
  /** The brand's blue: links, focus rings, primary buttons. */
  readonly secondary: string;
  readonly onSecondary: string;
  /** The brand's red: destructive buttons, the live dot. */
  readonly accent: string;
  readonly onAccent: string;
  /** Notification backgrounds, with `onNotify` text. */
  readonly positive: string;
  readonly negative: string;
  readonly warning: string;
  readonly info: string;
  readonly ongoing: string;
  readonly black: string;
  readonly onNotify: string;
  /** Status chips' text on `surface`. */
  readonly statusStarted: string;
  readonly statusFinished: string;
}

export const BRAND = { primary: '#14213d', secondary: '#1a5fc2', accent: '#c81d35' } as const;

export const themes: Readonly<Record<ThemeName, ThemeTokens>> = {
  light: {
    bg: '#f3f5f9',
    surface: '#ffffff',
    surfaceAlt: '#e9edf4',
    text: '#14213d',
    textMuted: '#4b5568',
    border: '#8792a6',
    primary: BRAND.primary,
    onPrimary: '#ffffff',
    secondary: BRAND.secondary,
    onSecondary: '#ffffff',
    accent: BRAND.accent,
    onAccent: '#ffffff',
    positive: '#1d7a3a',
    negative: '#b71c31',
    warning: '#9a4d00',
    info: BRAND.secondary,
    ongoing: '#3d4a63',
    black: '#111111',
    onNotify: '#ffffff',
    statusStarted: '#1d7a3a',
    statusFinished: '#4b5568',
  },
  dark: {
    bg: '#0b1120',
    surface: '#161f33',
    surfaceAlt: '#1f2a42',
    text: '#e8edf6',
    textMuted: '#a9b4c7',
    border: '#66738c',
    primary: '#070b14',
    onPrimary: '#e8edf6',
    secondary: '#6aa5ff',
    onSecondary: '#0b1120',
    accent: '#ff6b7d',
    onAccent: '#0b1120',
    positive: '#1d7a3a',
    negative: '#b71c31',
    warning: '#9a4d00',
    info: '#1a5fc2',
    ongoing: '#3d4a63',
    black: '#000000',
    onNotify: '#ffffff',
    statusStarted: '#5fd68a',
    statusFinished: '#a9b4c7',
  },
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(parseInt(part ?? '0', 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Put a theme's tokens on the document (`--c-<token>`), with `data-theme` and `color-scheme`. */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  for (const [token, value] of Object.entries(themes[name]) as [string, string][])
    root.style.setProperty(`--c-${kebab(token)}`, value);
  root.dataset['theme'] = name;
  root.style.colorScheme = name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themes[name].primary);
}
