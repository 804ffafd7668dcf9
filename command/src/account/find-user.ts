/** An account by its address: through its reservation, and only once the account exists. */
import { isEmail, normalizeEmail } from '@stride/contracts/account';
import { emailStreamName, userStreamName } from '@stride/contracts/events/account';
import type { EventStore } from '@stride/streams/port';
import { readState } from '../multi-stream.ts';
import { emailDecider } from './email.ts';
import { emailKey } from './password.ts';
import type { RegisteredUser } from './state.ts';
import { userDecider } from './user.ts';

/** The account holding this address: through its reservation, and only once the account exists. */
export async function findUser(store: EventStore, email: string): Promise<RegisteredUser | null> {
  const normalized = normalizeEmail(email);
  if (!isEmail(normalized)) return null;
  const reservation = await readState(store, emailStreamName(emailKey(normalized)), emailDecider);
  if (reservation.state.status !== 'reserved') return null;
  const { state } = await readState(store, userStreamName(reservation.state.userId), userDecider);
  return state.status === 'registered' && !state.erased ? state : null;
}

/** userId for an e-mail via the reservation stream, or null (also when the account was never written). */
export async function findUserIdByEmail(store: EventStore, email: string): Promise<string | null> {
  return (await findUser(store, email))?.userId ?? null;
}
