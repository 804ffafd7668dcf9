/**
 * Translations (rosetta). `translate(locale, key, params)` looks the key up in the locale's
 * dictionary, then in en-US; a key missing everywhere is returned as is (and logged once), so a
 * gap shows up on screen instead of as a blank.
 */
import rosetta from 'rosetta';
import deDE from './locales/de-DE.ts';
import enGB from './locales/en-GB.ts';
import enUS, { type Dictionary } from './locales/en-US.ts';
import esES from './locales/es-ES.ts';
import frFR from './locales/fr-FR.ts';
import itIT from './locales/it-IT.ts';
import { FALLBACK_LOCALE, type Locale } from './locale.ts';

export const dictionaries: Readonly<Record<Locale, Dictionary>> = {
  'de-DE': deDE,
  'en-GB': enGB,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
};

const engine = rosetta<Dictionary>(dictionaries);

/** Dotted paths of the dictionary's leaves, e.g. `event.types.MATCH`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Dictionary>;

export type MessageParams = Readonly<Record<string, string | number>>;

const reported = new Set<string>();

export function translate(
  locale: Locale,
  key: MessageKey | (string & {}),
  params: MessageParams = {},
): string {
  const own = engine.t(key, params, locale);
  if (own !== '') return own;
  const fallback = engine.t(key, params, FALLBACK_LOCALE);
  if (fallback !== '') return fallback;
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`Missing translation: ${key}`);
  }
  return key;
}

/** Every leaf path of a dictionary, sorted: the completeness test compares these. */
export function keysOf(dictionary: unknown, prefix = ''): string[] {
  if (typeof dictionary !== 'object' || dictionary === null) return [prefix.slice(0, -1)];
  return Object.entries(dictionary)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
    )
    .sort();
}

/** `{{name}}` placeholders of a message, sorted. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}
