/**
 * The upgrade of a PostgreSQL event store written before issue 15, whose account events carry
 * password hashes: run once at start-up (deploy/src/platform.ts), in one transaction, it copies
 * each account's last hash into the credential store (as `LEGACY_CREDENTIAL_ID`) and takes the
 * hashes out of the stored events. A store of the distributed stack (EventStoreDB) cannot be
 * rewritten: there the hashes stay in the old events, are copied into the credential store at
 * the account's next sign-in, and the relay leaves them out of what it publishes.
 */
import type pg from 'pg';
import { retiredSecretFields, userStreamCategory } from '@stride/contracts/events/account';
import { takeFieldsOut } from '@stride/streams/postgres/redact';
import { LEGACY_CREDENTIAL_ID, migrateCredentialStore } from './credentials.ts';

const UPGRADE = 'password-hashes-out-of-events';

/** Answers how many hashes were moved (0 once done). */
export async function moveLegacyCredentials(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Takes the credential store's lock too: processes starting together do this one at a time.
    await migrateCredentialStore(client);
    const done = await client.query('SELECT 1 FROM credentials.upgrades WHERE name = $1', [UPGRADE]);
    if ((done.rowCount ?? 0) > 0) {
      await client.query('COMMIT');
      return 0;
    }
    const taken = await takeFieldsOut(client, retiredSecretFields);
    const prefix = `${userStreamCategory}-`;
    let moved = 0;
    // In `$all` order: each account's last hash is the one that stays.
    for (const field of taken) {
      if (field.field !== 'passwordHash' || typeof field.value !== 'string') continue;
      if (!field.streamName.startsWith(prefix)) continue;
      await client.query(
        `INSERT INTO credentials.passwords (user_id, credential_id, password_hash) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, credential_id) DO UPDATE SET password_hash = excluded.password_hash`,
        [field.streamName.slice(prefix.length), LEGACY_CREDENTIAL_ID, field.value],
      );
      moved++;
    }
    await client.query('INSERT INTO credentials.upgrades (name) VALUES ($1)', [UPGRADE]);
    await client.query('COMMIT');
    return moved;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
