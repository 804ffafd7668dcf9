/**
 * The credential store: password hashes, by user and credential id, kept outside the event store.
 *
 * Credentials are not history: a hash in an event would be relayed to NATS, copied into every
 * backup of the store and could never be erased. So the account's events name a credential by a
 * random id (`credentialId`), and its hash lives here, in PostgreSQL, owned by the write side.
 *
 * Order of writes: the hash is stored under a fresh id first, then the event that makes it
 * current is appended. A crash or a refused command in between leaves a row no event names,
 * which nothing reads (and `erase` deletes with the rest); it never leaves an event naming a
 * credential that is not here.
 */
import type pg from 'pg';

/** The id under which a hash from an event written before issue 15 is kept. */
export const LEGACY_CREDENTIAL_ID = 'legacy';

export interface CredentialStore {
  /** Stores (or replaces) the hash of one credential. */
  put(userId: string, credentialId: string, passwordHash: string): Promise<void>;
  /** The hash, or null when there is none (never stored, discarded or erased). */
  get(userId: string, credentialId: string): Promise<string | null>;
  /** Replaces one credential's hash only while it is `previousHash`; answers whether it did. */
  replace(userId: string, credentialId: string, previousHash: string, passwordHash: string): Promise<boolean>;
  /** Deletes one credential (one that no event names). */
  discard(userId: string, credentialId: string): Promise<void>;
  /** Deletes every credential of the user but the current one (earlier passwords, leftovers). */
  retireOthers(userId: string, currentId: string): Promise<void>;
  /** Deletes every credential of the user; answers how many there were. */
  erase(userId: string): Promise<number>;
}

export const credentialsMigration = /* sql */ `
CREATE SCHEMA IF NOT EXISTS credentials;
CREATE TABLE IF NOT EXISTS credentials.passwords (
  user_id text NOT NULL,
  credential_id text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, credential_id)
);
-- One-off upgrades of the store done (legacy-credentials.ts).
CREATE TABLE IF NOT EXISTS credentials.upgrades (
  name text PRIMARY KEY,
  done_at timestamptz NOT NULL DEFAULT now()
);`;

/** Creates the table if missing (idempotent; concurrent callers may race, so a lock orders them). */
export async function migrateCredentialStore(db: pg.Pool | pg.ClientBase): Promise<void> {
  await db.query(`DO $$ BEGIN PERFORM pg_advisory_xact_lock(72911); END $$; ${credentialsMigration}`);
}

/** The store in the given PostgreSQL database; its table is created on first use. */
export function postgresCredentialStore(pool: pg.Pool): CredentialStore {
  let ready: Promise<void> | null = null;
  const query = async (text: string, values: unknown[]) => {
    ready ??= migrateCredentialStore(pool).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    await ready;
    return pool.query<{ password_hash: string }>(text, values);
  };
  return {
    async put(userId, credentialId, passwordHash) {
      await query(
        `INSERT INTO credentials.passwords (user_id, credential_id, password_hash) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, credential_id) DO UPDATE SET password_hash = excluded.password_hash`,
        [userId, credentialId, passwordHash],
      );
    },
    async get(userId, credentialId) {
      const { rows } = await query(
        'SELECT password_hash FROM credentials.passwords WHERE user_id = $1 AND credential_id = $2',
        [userId, credentialId],
      );
      return rows[0]?.password_hash ?? null;
    },
    async replace(userId, credentialId, previousHash, passwordHash) {
      const { rowCount } = await query(
        `UPDATE credentials.passwords SET password_hash = $4
         WHERE user_id = $1 AND credential_id = $2 AND password_hash = $3`,
        [userId, credentialId, previousHash, passwordHash],
      );
      return (rowCount ?? 0) > 0;
    },
    async discard(userId, credentialId) {
      await query('DELETE FROM credentials.passwords WHERE user_id = $1 AND credential_id = $2', [
        userId,
        credentialId,
      ]);
    },
    async retireOthers(userId, currentId) {
      await query('DELETE FROM credentials.passwords WHERE user_id = $1 AND credential_id <> $2', [
        userId,
        currentId,
      ]);
    },
    async erase(userId) {
      const { rowCount } = await query('DELETE FROM credentials.passwords WHERE user_id = $1', [userId]);
      return rowCount ?? 0;
    },
  };
}

/** For unit tests and tools without a database. */
export function memoryCredentialStore(): CredentialStore & { readonly size: number } {
  const hashes = new Map<string, string>();
  const key = (userId: string, credentialId: string) => `${userId}\u0000${credentialId}`;
  return {
    get size() {
      return hashes.size;
    },
    put(userId, credentialId, passwordHash) {
      hashes.set(key(userId, credentialId), passwordHash);
      return Promise.resolve();
    },
    get(userId, credentialId) {
      return Promise.resolve(hashes.get(key(userId, credentialId)) ?? null);
    },
    replace(userId, credentialId, previousHash, passwordHash) {
      const current = hashes.get(key(userId, credentialId));
      if (current !== previousHash) return Promise.resolve(false);
      hashes.set(key(userId, credentialId), passwordHash);
      return Promise.resolve(true);
    },
    discard(userId, credentialId) {
      hashes.delete(key(userId, credentialId));
      return Promise.resolve();
    },
    retireOthers(userId, currentId) {
      for (const k of [...hashes.keys()]) {
        if (k.startsWith(`${userId}\u0000`) && k !== key(userId, currentId)) hashes.delete(k);
      }
      return Promise.resolve();
    },
    erase(userId) {
      let erased = 0;
      for (const k of [...hashes.keys()]) {
        if (k.startsWith(`${userId}\u0000`)) {
          hashes.delete(k);
          erased++;
        }
      }
      return Promise.resolve(erased);
    },
  };
}
