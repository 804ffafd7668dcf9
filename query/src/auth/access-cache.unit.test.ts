import { describe, expect, it } from 'vitest';
import { natsNames } from '@stride/contracts/nats';
import type { ChangeFeed } from '../read-model/changes.ts';
import type { Queryable } from '../read-model/connection.ts';
import { createAccessCache } from './access-cache.ts';

const names = natsNames('unit');

/** A read model that counts its queries and answers from maps. */
function readModel() {
  const users = new Map<string, { admin: boolean }>([['u1', { admin: false }]]);
  const teams = new Map<string, string>([['t1', 'c1']]);
  const events = new Map<string, string>([['e1', 't1']]);
  let queries = 0;
  const db: Queryable = {
    query<Row extends object>(text: string, values?: unknown[]) {
      queries++;
      const key = String(values?.[0]);
      let rows: unknown[] = [];
      if (text.includes('FROM rm.users')) {
        const user = users.get(key);
        rows = user
          ? [
              {
                id: key,
                email: `${key}@x.y`,
                verified: true,
                admin: user.admin,
                locale: 'en-US',
                created_at: new Date(0),
                credentials_changed_at: null,
                staff_id: null,
              },
            ]
          : [];
      } else if (text.includes('FROM rm.teams')) {
        const clubId = teams.get(key);
        rows = clubId ? [{ id: key, club_id: clubId }] : [];
      } else if (text.includes('FROM rm.events')) {
        const teamId = events.get(key);
        rows = teamId
          ? [{ id: key, team_id: teamId, player_ids: [], periods: [], ranges: [], revision: '0' }]
          : [];
      }
      return Promise.resolve({ rows: rows as Row[] });
    },
  };
  return { db, users, teams, events, queries: () => queries };
}

function feed() {
  const watchers = new Map<string, Set<() => void>>();
  const changes: ChangeFeed = {
    watch(subject, onNotice) {
      const set = watchers.get(subject) ?? new Set();
      watchers.set(subject, set);
      set.add(onNotice);
      return { close: () => set.delete(onNotice) };
    },
  };
  return { changes, notify: (subject: string) => watchers.get(subject)?.forEach((f) => f()), watchers };
}

describe('access cache', () => {
  it('keeps team and event owners for good, and never caches an unknown id', async () => {
    const rm = readModel();
    const cache = createAccessCache(rm.db, feed().changes, names);
    expect(await cache.teamClub('t1')).toEqual({ teamId: 't1', clubId: 'c1' });
    expect(await cache.eventTeam('e1')).toBe('t1');
    const after = rm.queries();
    expect(await cache.teamClub('t1')).toEqual({ teamId: 't1', clubId: 'c1' });
    expect(await cache.eventTeam('e1')).toBe('t1');
    expect(rm.queries()).toBe(after);
    expect(await cache.teamClub('t2')).toBeNull();
    rm.teams.set('t2', 'c2');
    expect(await cache.teamClub('t2')).toEqual({ teamId: 't2', clubId: 'c2' });
  });

  it('reuses a principal within the TTL and drops every one on a users, staff or clubs notice', async () => {
    const rm = readModel();
    const f = feed();
    let clock = 0;
    const cache = createAccessCache(rm.db, f.changes, names, { ttlMs: 1000, now: () => clock });
    expect((await cache.principal('u1'))?.admin).toBe(false);
    rm.users.set('u1', { admin: true });
    expect((await cache.principal('u1'))?.admin).toBe(false);
    f.notify(names.changeWildcard('clubStaff'));
    expect((await cache.principal('u1'))?.admin).toBe(true);
    rm.users.set('u1', { admin: false });
    clock = 1000;
    expect((await cache.principal('u1'))?.admin).toBe(false);
    cache.close();
    expect([...f.watchers.values()].every((set) => set.size === 0)).toBe(true);
  });
});
