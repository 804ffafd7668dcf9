import { describe, expect, it } from 'vitest';
import type { LiveStatus } from '../../api/live.ts';
import type { EventStatus } from '../../gql/graphql.ts';
import { connectionBadgeKey } from './connection-badge.ts';

const CONNECTIONS: readonly LiveStatus[] = ['idle', 'connecting', 'connected', 'reconnecting'];

describe('connection badge', () => {
  it('says "Connected" (never "Live") while the event runs', () => {
    expect(CONNECTIONS.map((connection) => connectionBadgeKey('STARTED', connection))).toEqual([
      'event.connecting',
      'event.connecting',
      'event.connected',
      'event.reconnecting',
    ]);
  });

  it.each<EventStatus>(['NOT_STARTED', 'FINISHED', 'LOCKED'])(
    'shows nothing for a %s event unless the connection was lost',
    (status) => {
      expect(CONNECTIONS.map((connection) => connectionBadgeKey(status, connection))).toEqual([
        null,
        null,
        null,
        'event.reconnecting',
      ]);
    },
  );

  it.each<EventStatus>(['NOT_STARTED', 'STARTED', 'FINISHED', 'LOCKED'])(
    'says "Offline" for a %s event while the browser has no network, whatever the socket says',
    (status) => {
      expect(CONNECTIONS.map((connection) => connectionBadgeKey(status, connection, false))).toEqual([
        'event.offline',
        'event.offline',
        'event.offline',
        'event.offline',
      ]);
    },
  );
});
