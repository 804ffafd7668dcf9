/**
 * The account handlers' two steps with the credential store (credentials.ts): reading the hash
 * of a user's current password, and storing a new one around the command that makes it current.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@stride/contracts/errors';
import type { UserEvent } from '@stride/contracts/events/account';
import type { CommandResult } from '../handler.ts';
import { LEGACY_CREDENTIAL_ID, type CredentialStore } from './credentials.ts';
import { hashPassword } from './password.ts';
import type { RegisteredUser } from './state.ts';

export function credentialSteps(credentials: CredentialStore) {
  /**
   * The hash of the user's current password. A hash from an event written before issue 15 is
   * copied into the credential store on first use (the PostgreSQL store's start-up migration has
   * usually done it already, and taken it out of the event).
   */
  async function currentHash(user: RegisteredUser): Promise<string | null> {
    const { credential } = user;
    if (credential.kind === 'id') return credentials.get(user.userId, credential.credentialId);
    const copied = await credentials.get(user.userId, LEGACY_CREDENTIAL_ID);
    if (copied !== null || credential.legacyHash === null) return copied;
    await credentials.put(user.userId, LEGACY_CREDENTIAL_ID, credential.legacyHash);
    return credential.legacyHash;
  }

  /**
   * Stores `passwordHash` under a fresh credential id, runs the command that names it, and
   * deletes the row again when the command certainly did not make it current: refused, or a
   * repeat whose first run named another credential. (After any other failure the append may
   * have landed: the row stays.) Once it is current, the user's earlier credentials go.
   */
  async function withCredential(
    userId: string,
    passwordHash: string,
    run: (credentialId: string) => Promise<CommandResult<UserEvent>>,
  ): Promise<CommandResult<UserEvent>> {
    const credentialId = randomUUID();
    await credentials.put(userId, credentialId, passwordHash);
    let result: CommandResult<UserEvent>;
    try {
      result = await run(credentialId);
    } catch (error) {
      if (error instanceof DomainError) await credentials.discard(userId, credentialId);
      throw error;
    }
    const named = result.events.some(
      (event) =>
        (event.type === 'UserRegistered' || event.type === 'UserPasswordChanged') &&
        event.data.credentialId === credentialId,
    );
    if (named) await credentials.retireOthers(userId, credentialId);
    else await credentials.discard(userId, credentialId);
    return result;
  }

  /**
   * Replaces the current hash by one of the same password at today's cost, under the same
   * credential id, unless the password changed meanwhile (then `previousHash` is gone).
   */
  async function rehashCurrent(user: RegisteredUser, previousHash: string, password: string): Promise<void> {
    const id = user.credential.kind === 'id' ? user.credential.credentialId : LEGACY_CREDENTIAL_ID;
    await credentials.replace(user.userId, id, previousHash, await hashPassword(password));
  }

  return { currentHash, withCredential, rehashCurrent };
}
