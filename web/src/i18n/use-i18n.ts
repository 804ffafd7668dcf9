import { useMemo } from 'react';
import { useClientStore } from '../state/client-store.ts';
import { translate, translatePlural, type MessageKey, type MessageParams, type PluralKey } from './i18n.ts';
import type { Locale } from './locale.ts';

export interface I18n {
  readonly locale: Locale;
  readonly t: (key: MessageKey, params?: MessageParams) => string;
  /** A message with plural forms, for `count` (`{{count}}` formatted for the language). */
  readonly tn: (key: PluralKey, count: number, params?: MessageParams) => string;
}

/** The current language and its translate function; components re-render when it changes. */
export function useI18n(): I18n {
  const locale = useClientStore((state) => state.locale);
  return useMemo(
    () => ({
      locale,
      t: (key, params) => translate(locale, key, params),
      tn: (key, count, params) => translatePlural(locale, key, count, params),
    }),
    [locale],
  );
}
