/**
 * What the event's connection badge says. "Live" beside "Not started" or "Finished" read as "the
 * match is live", so the badge names the connection ("Connected"), and only where live data
 * matters: while the event runs. A lost connection ("Reconnecting…") is shown on every event
 * page, since what it shows may then be behind, and so is "Offline" while the browser has no
 * network; the first "Connecting…" only on a running event.
 */
import type { LiveStatus } from '../../api/live.ts';
import type { EventStatus } from '../../gql/graphql.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

export function connectionBadgeKey(
  event: EventStatus,
  connection: LiveStatus,
  online = true,
): MessageKey | null {
  // The browser knows it has no network: say so (the client keeps trying, and recovers by itself).
  if (!online) return 'event.offline';
  if (connection === 'reconnecting') return 'event.reconnecting';
  if (event !== 'STARTED') return null;
  return connection === 'connected' ? 'event.connected' : 'event.connecting';
}
