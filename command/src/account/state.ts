/**
 * State of the `user-<id>` aggregate and its `evolve`: one account, its single-use mail tokens
 * and its club membership.
 */
import type { UserEvent, UserTokenIssued } from '@stride/contracts/events/account';
import { occurredAtOf } from '../multi-stream.ts';

export type TokenPurpose = UserTokenIssued['data']['purpose'];

export interface OutstandingToken {
  readonly purpose: TokenPurpose;
  readonly secretHash: string;
  /** ISO instant. */
  readonly expiresAt: string;
  readonly spent: boolean;
}

export interface Membership {
  readonly clubId: string;
  readonly staffId: string;
  /** When the user joined (from the event's metadata); null when unknown. */
  readonly joinedAt: string | null;
}

export interface RegisteredUser {
  readonly status: 'registered';
  readonly userId: string;
  readonly email: string;
  /** The current password's credential in the credential store (credentials.ts). */
  readonly credential: CredentialRef;
  readonly verified: boolean;
  readonly admin: boolean;
  readonly locale: string;
  /** Every token issued, by token id. */
  readonly tokens: ReadonlyMap<string, OutstandingToken>;
  /** When the last token of each purpose was issued (ISO), for the resend delay. */
  readonly lastIssuedAt: Readonly<Record<TokenPurpose, string | null>>;
  readonly membership: Membership | null;
  /** Erased (`UserErased`): no sign-in, no command. */
  readonly erased: boolean;
}

/**
 * Which credential is current: one named by an event (`credentialId`), or, when the last
 * password event was written before issue 15, the hash that event carried (`legacyHash`, null
 * once the start-up migration moved it out of the stored event into the credential store).
 */
export type CredentialRef =
  | { readonly kind: 'id'; readonly credentialId: string }
  | { readonly kind: 'legacy'; readonly legacyHash: string | null };

function credentialOf(data: { credentialId?: string; passwordHash?: string }): CredentialRef {
  if (data.credentialId !== undefined) return { kind: 'id', credentialId: data.credentialId };
  return { kind: 'legacy', legacyHash: data.passwordHash ?? null };
}

export type UserState = { readonly status: 'initial' } | RegisteredUser;
export const initialState = (): UserState => ({ status: 'initial' });

/* ---------- evolve ---------- */

export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    return {
      status: 'registered',
      userId: event.data.userId,
      email: event.data.email,
      credential: credentialOf(event.data),
      verified: false,
      admin: false,
      locale: event.data.locale,
      tokens: new Map(),
      lastIssuedAt: { verify: null, reset: null },
      membership: null,
      erased: false,
    };
  }
  if (state.status === 'initial') return state;
  switch (event.type) {
    case 'UserTokenIssued': {
      const { tokenId, purpose, secretHash, expiresAt } = event.data;
      return {
        ...state,
        tokens: new Map(state.tokens).set(tokenId, { purpose, secretHash, expiresAt, spent: false }),
        // Without metadata (a test's given events) the issue time is unknown: no resend delay.
        lastIssuedAt: { ...state.lastIssuedAt, [purpose]: occurredAtOf(event) },
      };
    }
    case 'UserEmailVerified':
      return { ...state, verified: true, tokens: spend(state.tokens, event.data.tokenId) };
    case 'UserPasswordChanged':
      // A new password ends every reset link sent before it, not only the one used.
      return {
        ...state,
        credential: credentialOf(event.data),
        tokens: new Map(
          [...spend(state.tokens, event.data.tokenId)].map(([id, token]) => [
            id,
            token.purpose === 'reset' ? { ...token, spent: true } : token,
          ]),
        ),
      };
    case 'UserSessionsRevoked':
      return state;
    case 'UserAdminGranted':
      return { ...state, admin: true };
    case 'UserAdminRevoked':
      return { ...state, admin: false };
    case 'UserJoinedClub':
      return {
        ...state,
        membership: { clubId: event.data.clubId, staffId: event.data.staffId, joinedAt: occurredAtOf(event) },
      };
    case 'UserLeftClub':
      if (state.membership?.clubId !== event.data.clubId || state.membership.staffId !== event.data.staffId)
        return state;
      return { ...state, membership: null };
    case 'UserErased':
      return { ...state, erased: true };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

function spend(tokens: ReadonlyMap<string, OutstandingToken>, tokenId: string | null) {
  const token = tokenId === null ? undefined : tokens.get(tokenId);
  if (tokenId === null || token === undefined) return tokens;
  return new Map(tokens).set(tokenId, { ...token, spent: true });
}
