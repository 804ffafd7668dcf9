/**
 * The `email-<key>` reservation stream: one account per address (ARCHITECTURE.md rule 4). The
 * first reservation creates the stream (expected state `no_stream`), so of two registrations of
 * one address only one can win. A reservation whose account was never written is released.
 * Sections: state, evolve, commands, decide.
 */
import { DomainError } from '@stride/contracts/errors';
import { normalizeEmail } from '@stride/contracts/account';
import type { EmailReleased, EmailReservationEvent, EmailReserved } from '@stride/contracts/events/account';
import { decideByType, type Command, type Decider } from '../decider.ts';
import { occurredAtOf } from '../multi-stream.ts';

/* ---------- state ---------- */

export type EmailState =
  | { readonly status: 'initial' }
  | {
      readonly status: 'reserved';
      readonly email: string;
      readonly userId: string;
      /** ISO instant of the reservation (event metadata); null when unknown. */
      readonly reservedAt: string | null;
    }
  | { readonly status: 'released'; readonly email: string; readonly userId: string };

export const initialState = (): EmailState => ({ status: 'initial' });

/* ---------- evolve ---------- */

export function evolve(_state: EmailState, event: EmailReservationEvent): EmailState {
  switch (event.type) {
    case 'EmailReserved':
      return {
        status: 'reserved',
        email: event.data.email,
        userId: event.data.userId,
        reservedAt: occurredAtOf(event),
      };
    case 'EmailReleased':
      return { status: 'released', email: event.data.email, userId: event.data.userId };
    default: {
      const _exhaustive: never = event;
      return _state;
    }
  }
}

/* ---------- commands ---------- */

export type ReserveEmail = Command<'ReserveEmail', { email: string; userId: string }>;

/** Releases the reservation of `userId` (only that one: the holder may have changed since it was read). */
export type ReleaseEmail = Command<'ReleaseEmail', { userId: string }>;

export type EmailCommand = ReserveEmail | ReleaseEmail;

/* ---------- decide ---------- */

function reserve(command: ReserveEmail, state: EmailState): EmailReserved[] {
  const { userId } = command.data;
  const email = normalizeEmail(command.data.email);
  switch (state.status) {
    case 'initial':
    case 'released':
      return [{ type: 'EmailReserved', data: { email, userId } }];
    case 'reserved':
      // The same account again is a retry of its registration.
      if (state.userId === userId) return [];
      throw new DomainError('EMAIL_ALREADY_EXISTS');
    default: {
      const _exhaustive: never = state;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

function release(command: ReleaseEmail, state: EmailState): EmailReleased[] {
  if (state.status !== 'reserved' || state.userId !== command.data.userId) return [];
  return [{ type: 'EmailReleased', data: { email: state.email, userId: state.userId } }];
}

export const decide = decideByType<EmailCommand, EmailState, EmailReservationEvent>({
  ReserveEmail: reserve,
  ReleaseEmail: release,
});

export const emailDecider: Decider<EmailCommand, EmailState, EmailReservationEvent> = {
  decide,
  evolve,
  initialState,
};
