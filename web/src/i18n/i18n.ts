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
import { formatNumber } from './format.ts';
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

/**
 * Keys with plural forms: `<key>.one` and `<key>.other` in every dictionary (the CLDR categories
 * our six languages use for whole numbers; `many`, which French, Spanish and Italian use for
 * millions, falls back to `other`).
 */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer P}.other` ? (`${P}.one` extends MessageKey ? P : never) : never;
}[MessageKey];

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The message for `count` in the form the language's plural rules choose ("1 device", "2
 * devices"); `{{count}}` is the count formatted for the language unless `params` gives it.
 */
export function translatePlural(
  locale: Locale,
  key: PluralKey,
  count: number,
  params: MessageParams = {},
): string {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count);
  const all = { count: formatNumber(locale, count, 0), ...params };
  const specific = `${key}.${category}`;
  if (category !== 'other' && engine.t(specific, all, locale) !== '') return translate(locale, specific, all);
  return translate(locale, `${key}.other`, all);
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
