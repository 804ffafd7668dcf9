/**
 * Keeps the session alive: a stored token that expires within 12 hours is exchanged once for a new
 * one (`refreshToken`); `REFRESH_FAILED` logs out. An impersonation token is not refreshed: when
 * it expires (after an hour) the admin is back to their own session.
 */
import { useEffect } from 'react';
import { GraphQLRequestError } from '../../../api/graphql.ts';
import { translate } from '../../../i18n/i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { reportError } from '../../../services.ts';
import { useClientStore } from '../../../state/client-store.ts';
import { actAs, logOut } from '../../../state/session.ts';
import { refreshToken } from '../api/refresh-token.ts';
import { msUntilExpiry, refreshDelayMs } from '../token-expiry.ts';

/** setTimeout's longest wait; a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Tokens already sent to `refreshToken`: each is refreshed once, whatever re-renders or tabs do. */
const attempted = new Set<string>();

async function refreshOnce(token: string): Promise<void> {
  if (attempted.has(token) || refreshDelayMs(token, Date.now()) !== 0) return;
  attempted.add(token);
  try {
    const session = await refreshToken();
    if (useClientStore.getState().authToken === token)
      useClientStore.getState().replaceAuthToken(session.token);
  } catch (error) {
    if (useClientStore.getState().authToken !== token) return;
    if (error instanceof GraphQLRequestError && error.has('REFRESH_FAILED')) {
      reportError(error);
      logOut();
    } else {
      // Offline or the server restarting: the next start of the app tries again.
      console.warn('Token refresh failed', error);
    }
  }
}

function endExpiredImpersonation(token: string): void {
  const state = useClientStore.getState();
  if (state.impersonationToken !== token) return;
  actAs(null);
  useNotifications
    .getState()
    .notify({ type: 'info', message: translate(state.locale, 'impersonation.ended') });
}

export function useTokenRefresh(): void {
  const authToken = useClientStore((state) => state.authToken);
  const impersonationToken = useClientStore((state) => state.impersonationToken);

  useEffect(() => {
    if (authToken === null) return;
    const check = () => void refreshOnce(authToken);
    const delay = refreshDelayMs(authToken, Date.now());
    if (delay === null) return;
    const timer = setTimeout(check, Math.min(delay, MAX_TIMER_MS));
    // Timers stand still while a laptop sleeps: look again when the app comes back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [authToken]);

  useEffect(() => {
    if (impersonationToken === null) return;
    const left = msUntilExpiry(impersonationToken, Date.now());
    if (left === null) return;
    const timer = setTimeout(() => endExpiredImpersonation(impersonationToken), Math.min(left, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [impersonationToken]);
}
