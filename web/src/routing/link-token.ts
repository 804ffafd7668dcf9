/**
 * E-mail links carry their token in the URL's fragment (`/verify-email#token=…`,
 * `/auth/new-password#token=…`): a browser never sends a fragment to a server, so the token stays
 * out of access logs, proxies and Referer headers. The router resolves such an address as the
 * route with the token in its path (`/verify-email/<token>`), which older links still use; the
 * address bar keeps the fragment.
 */
const LINK_ROUTES: readonly string[] = ['/verify-email', '/auth/new-password'];

/** The path to resolve for `pathname` and `hash`: the token route when the fragment holds one. */
export function withLinkToken(pathname: string, hash: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!LINK_ROUTES.includes(path)) return pathname;
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token === null || token === '' ? pathname : `${path}/${encodeURIComponent(token)}`;
}
