/**
 * Client state (zustand): the session's tokens, the locale, the theme and the demo flag. Server
 * data, who the user is included (session.ts), lives in react-query's cache, never here.
 *
 * Each is kept in local storage under its own key (storage.ts), so a reload keeps them. A change
 * of session goes through session.ts, which also starts the user and staff lookups over.
 */
import { create } from 'zustand';
import { localeChoice, type Locale, type LocaleSource } from '../i18n/locale.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export type ThemeName = 'light' | 'dark';

export interface ClientState {
  readonly authToken: string | null;
  readonly impersonationToken: string | null;
  readonly locale: Locale;
  /** Where `locale` came from; `stored` once the user chose (the drawer, the auth card, the banner). */
  readonly localeSource: LocaleSource;
  readonly theme: ThemeName;
  readonly demo: boolean;
  setLocale(locale: Locale): void;
  setTheme(theme: ThemeName): void;
  setDemo(demo: boolean): void;
  /** Store the token of a login (and forget an impersonation). */
  login(token: string): void;
  setImpersonationToken(token: string | null): void;
  /** A refreshed token for the same session: who the user is does not change. */
  replaceAuthToken(token: string): void;
  logout(): void;
}

function initialTheme(): ThemeName {
  const stored = readStored(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  try {
    return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

export const useClientStore = create<ClientState>()((set) => {
  const language = localeChoice(readStored(STORAGE_KEYS.locale), browserLanguages());
  return {
    authToken: readStored(STORAGE_KEYS.authToken),
    impersonationToken: readStored(STORAGE_KEYS.impersonationToken),
    locale: language.locale,
    localeSource: language.source,
    theme: initialTheme(),
    demo: readStored(STORAGE_KEYS.demo) === 'true',
    setLocale(locale) {
      writeStored(STORAGE_KEYS.locale, locale);
      set({ locale, localeSource: 'stored' });
    },
    setTheme(theme) {
      writeStored(STORAGE_KEYS.theme, theme);
      set({ theme });
    },
    setDemo(demo) {
      writeStored(STORAGE_KEYS.demo, demo ? 'true' : null);
      set({ demo });
    },
    login(token) {
      writeStored(STORAGE_KEYS.authToken, token);
      writeStored(STORAGE_KEYS.impersonationToken, null);
      set({ authToken: token, impersonationToken: null });
    },
    setImpersonationToken(token) {
      writeStored(STORAGE_KEYS.impersonationToken, token);
      set({ impersonationToken: token });
    },
    replaceAuthToken(token) {
      writeStored(STORAGE_KEYS.authToken, token);
      set({ authToken: token });
    },
    logout() {
      writeStored(STORAGE_KEYS.authToken, null);
      writeStored(STORAGE_KEYS.impersonationToken, null);
      writeStored(STORAGE_KEYS.demo, null);
      set({ authToken: null, impersonationToken: null, demo: false });
    },
  };
});
