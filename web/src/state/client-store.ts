/**
 * Client state (zustand): the session (tokens and who the user is), the locale, the theme and the
 * demo flag. Server data lives in react-query's cache, never here.
 *
 * Tokens, locale, theme and demo flag are kept in local storage, each under its own key
 * (storage.ts), so a reload keeps them; the user and staff lookups are fetched again.
 */
import { create } from 'zustand';
import type { ClubSubscription } from '@stride/contracts/plans';
import { detectLocale, type Locale } from '../i18n/locale.ts';
import type { GuardSession } from '../routing/routes.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export type ThemeName = 'light' | 'dark';

export interface CurrentUser {
  readonly id: string;
  readonly email: string;
  readonly verified: boolean;
  readonly admin: boolean;
}

export interface CurrentStaff {
  readonly id: string;
  readonly isManager: boolean;
  readonly club: {
    readonly id: string;
    readonly name: string;
    /** Decides the subscription-expired screen (routing/subscription-gate.ts). */
    readonly subscription: ClubSubscription;
  } | null;
  readonly coach: readonly {
    readonly id: string;
    readonly team: { readonly id: string; readonly name: string };
  }[];
  /** Teams the user may open (a manager: the club's; a coach: the coached ones). */
  readonly teamIds: readonly string[];
}

export interface ClientState {
  readonly authToken: string | null;
  readonly impersonationToken: string | null;
  readonly user: CurrentUser | null;
  readonly staff: CurrentStaff | null;
  /** The user and staff lookups for the current token have answered (or failed). */
  readonly sessionLoaded: boolean;
  readonly locale: Locale;
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
  setSession(user: CurrentUser | null, staff: CurrentStaff | null): void;
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
  const authToken = readStored(STORAGE_KEYS.authToken);
  return {
    authToken,
    impersonationToken: readStored(STORAGE_KEYS.impersonationToken),
    user: null,
    staff: null,
    sessionLoaded: authToken === null,
    locale: detectLocale(readStored(STORAGE_KEYS.locale), browserLanguages()),
    theme: initialTheme(),
    demo: readStored(STORAGE_KEYS.demo) === 'true',
    setLocale(locale) {
      writeStored(STORAGE_KEYS.locale, locale);
      set({ locale });
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
      set({ authToken: token, impersonationToken: null, user: null, staff: null, sessionLoaded: false });
    },
    setImpersonationToken(token) {
      writeStored(STORAGE_KEYS.impersonationToken, token);
      set({ impersonationToken: token, user: null, staff: null, sessionLoaded: false });
    },
    replaceAuthToken(token) {
      writeStored(STORAGE_KEYS.authToken, token);
      set({ authToken: token });
    },
    setSession(user, staff) {
      set({ user, staff, sessionLoaded: true });
    },
    logout() {
      writeStored(STORAGE_KEYS.authToken, null);
      writeStored(STORAGE_KEYS.impersonationToken, null);
      writeStored(STORAGE_KEYS.demo, null);
      set({
        authToken: null,
        impersonationToken: null,
        user: null,
        staff: null,
        sessionLoaded: true,
        demo: false,
      });
    },
  };
});

/** What the route guards see. */
export function guardSessionOf(state: Pick<ClientState, 'authToken' | 'user' | 'staff'>): GuardSession {
  return {
    loggedIn: state.authToken !== null,
    user: state.user,
    staff:
      state.staff === null
        ? null
        : {
            isManager: state.staff.isManager,
            clubId: state.staff.club?.id ?? null,
            coachTeamIds: state.staff.coach.map((entry) => entry.team.id),
            teamIds: state.staff.teamIds,
          },
  };
}
