/**
 * Failures an auth screen explains itself. On these screens "Please log in again" (the generic
 * title of UNAUTHENTICATED) would mislead, so a known code is shown with its own message; anything
 * else goes the usual way (services.ts).
 */
import { GraphQLRequestError } from '../../api/graphql.ts';
import { translate, type MessageKey } from '../../i18n/i18n.ts';
import { useNotifications } from '../../notifications/notifications.ts';
import { reportError } from '../../services.ts';
import { useClientStore } from '../../state/client-store.ts';

export function reportAuthError(error: unknown, known: Readonly<Partial<Record<string, MessageKey>>>): void {
  if (error instanceof GraphQLRequestError) {
    const code = error.errors.map((item) => item.message).find((message) => known[message] !== undefined);
    const key = code === undefined ? undefined : known[code];
    if (key !== undefined) {
      const { locale } = useClientStore.getState();
      useNotifications.getState().notify({ type: 'negative', message: translate(locale, key) });
      return;
    }
  }
  reportError(error);
}
