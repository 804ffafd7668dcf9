/**
 * The six interface languages and how the app picks one (spec §9): the stored choice, then the
 * browser's languages (an exact match first, then the first of ours with the same language), then
 * fr-FR. A key missing in a dictionary falls back to en-US (i18n.ts).
 */
export const LOCALES = ['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr-FR';
export const FALLBACK_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** English without a region means British English here, as for every other European club. */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
};

/**
 * Where the language came from: the user's stored choice, the browser's languages, or — none of
 * them being ours — the spec's default. The app offers the choice in plain sight in the last case
 * (`layout/LanguageBanner.tsx`): a pt-PT browser must not land in French with no way out in view.
 */
export type LocaleSource = 'stored' | 'browser' | 'default';

export function localeChoice(
  stored: string | null,
  browser: readonly string[],
): { readonly locale: Locale; readonly source: LocaleSource } {
  if (isLocale(stored)) return { locale: stored, source: 'stored' };
  for (const tag of browser) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact !== undefined) return { locale: exact, source: 'browser' };
  }
  for (const tag of browser) {
    const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const match = BY_LANGUAGE[language];
    if (match !== undefined) return { locale: match, source: 'browser' };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

export function detectLocale(stored: string | null, browser: readonly string[]): Locale {
  return localeChoice(stored, browser).locale;
}

/** Each language by its own name, as the language selector shows it whatever the current one. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'de-DE': 'Deutsch',
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
};

/** ISO 3166 country of each locale's flag. */
export const FLAG_OF: Readonly<Record<Locale, 'de' | 'gb' | 'us' | 'es' | 'fr' | 'it'>> = {
  'de-DE': 'de',
  'en-GB': 'gb',
  'en-US': 'us',
  'es-ES': 'es',
  'fr-FR': 'fr',
  'it-IT': 'it',
};
