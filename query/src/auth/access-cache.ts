/**
 * What every request reads to know who calls and which club a team or an event belongs to,
 * cached in the API process: a signed-in request would otherwise pay a read-model round trip for
 * each (measured: `npm run bench -- npm-start`).
 *
 * - A team never changes club and an event never changes team: those answers are kept (up to
 *   `maxEntries`, then the cache starts over). An unknown id is never cached.
 * - A caller's account, staff record and club subscription can change: kept at most `ttlMs`,
 *   and all dropped as soon as the catalog projector announces a change of users, staff or
 *   clubs, so a removed member or a switched-off club is refused within the time the notice
 *   takes to arrive.
 */
import type { NatsNames } from '@stride/contracts/nats';
import { CATALOG_READ_MODELS } from '@stride/contracts/read-models';
import type { ChangeFeed } from '../read-model/changes.ts';
import type { Queryable } from '../read-model/connection.ts';
import { findPrincipal, teamClub, type PrincipalModel } from '../read-model/catalog.ts';
import { findEvent } from '../read-model/events.ts';

export interface AccessCache {
  principal(userId: string): Promise<PrincipalModel | null>;
  teamClub(teamId: string): Promise<{ teamId: string; clubId: string } | null>;
  /** The team of an event, or null when the read model has no such event. */
  eventTeam(eventId: string): Promise<string | null>;
  close(): void;
}

export interface AccessCacheOptions {
  /** Longest a caller's principal is reused. @default 5000 */
  readonly ttlMs?: number;
  /** Most entries per map. @default 50000 */
  readonly maxEntries?: number;
  /** @default Date.now */
  readonly now?: () => number;
}

/** Straight to the read model every time (unit tests, tools). */
export function uncachedAccess(db: Queryable): AccessCache {
  return {
    principal: (userId) => findPrincipal(db, userId),
    teamClub: (teamId) => teamClub(db, teamId),
    eventTeam: async (eventId) => (await findEvent(db, eventId))?.teamId ?? null,
    close: () => undefined,
  };
}

export function createAccessCache(
  db: Queryable,
  changes: ChangeFeed,
  names: NatsNames,
  options: AccessCacheOptions = {},
): AccessCache {
  const ttlMs = options.ttlMs ?? 5000;
  const maxEntries = options.maxEntries ?? 50_000;
  const now = options.now ?? Date.now;
  const principals = new Map<string, { value: PrincipalModel; at: number }>();
  const teams = new Map<string, string>();
  const events = new Map<string, string>();
  const bounded = <K, V>(map: Map<K, V>, key: K, value: V): void => {
    if (map.size >= maxEntries) map.clear();
    map.set(key, value);
  };
  /** Reads that started before a change must not store what they read. */
  let generation = 0;
  const watchers = [CATALOG_READ_MODELS.users, CATALOG_READ_MODELS.clubStaff, CATALOG_READ_MODELS.clubs].map(
    (model) =>
      changes.watch(names.changeWildcard(model), () => {
        generation++;
        principals.clear();
      }),
  );
  return {
    async principal(userId) {
      const hit = principals.get(userId);
      if (hit !== undefined && now() - hit.at < ttlMs) return hit.value;
      const started = generation;
      const value = await findPrincipal(db, userId);
      if (value !== null && started === generation) bounded(principals, userId, { value, at: now() });
      return value;
    },
    async teamClub(teamId) {
      const clubId = teams.get(teamId);
      if (clubId !== undefined) return { teamId, clubId };
      const found = await teamClub(db, teamId);
      if (found !== null) bounded(teams, teamId, found.clubId);
      return found;
    },
    async eventTeam(eventId) {
      const teamId = events.get(eventId);
      if (teamId !== undefined) return teamId;
      const found = (await findEvent(db, eventId))?.teamId ?? null;
      if (found !== null) bounded(events, eventId, found);
      return found;
    },
    close() {
      for (const watcher of watchers) watcher.close();
    },
  };
}
