import type { DomainEvent } from '../metadata.ts';

/**
 * Domain events of the `user-<id>` stream (one account) and of the `email-<key>` reservation
 * stream that keeps one account per e-mail address (ARCHITECTURE.md rule 4).
 *
 * Passwords are stored as KDF hashes only. Verification and reset tokens are stored as SHA-256
 * digests of their secret part: the secret itself only ever travels in the e-mail.
 */

export const userStreamCategory = 'user';
export const userStreamName = (userId: string): string => `${userStreamCategory}-${userId}`;
export const emailStreamCategory = 'email';
/** `key` is `emailKey(email)`: a digest, so the stream name never exposes the address. */
export const emailStreamName = (key: string): string => `${emailStreamCategory}-${key}`;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    passwordHash: string;
    /** The interface language at registration: e-mails are written in it. */
    locale: string;
  }
>;

/** A single-use token was issued and e-mailed: `purpose` says what it unlocks. */
export type UserTokenIssued = DomainEvent<
  'UserTokenIssued',
  {
    userId: string;
    purpose: 'verify' | 'reset';
    tokenId: string;
    /** SHA-256 (hex) of the token's secret. */
    secretHash: string;
    expiresAt: string;
  }
>;

export type UserEmailVerified = DomainEvent<'UserEmailVerified', { userId: string; tokenId: string }>;

/** The password changed through a reset token (`tokenId`), which is then spent. */
export type UserPasswordChanged = DomainEvent<
  'UserPasswordChanged',
  { userId: string; passwordHash: string; tokenId: string | null }
>;

/**
 * The same password hashed again at today's cost (`command/src/account/password.ts`), on a
 * login with a hash of an older, cheaper cost. Sessions stay valid: the password did not change.
 */
export type UserPasswordRehashed = DomainEvent<
  'UserPasswordRehashed',
  { userId: string; passwordHash: string }
>;

/** Every session token issued before this event stops working (the user's or an admin's request). */
export type UserSessionsRevoked = DomainEvent<'UserSessionsRevoked', { userId: string }>;

export type UserAdminGranted = DomainEvent<'UserAdminGranted', { userId: string }>;
export type UserAdminRevoked = DomainEvent<'UserAdminRevoked', { userId: string }>;

/** The user became staff of a club: a user belongs to at most one club at a time. */
export type UserJoinedClub = DomainEvent<
  'UserJoinedClub',
  { userId: string; clubId: string; staffId: string }
>;
export type UserLeftClub = DomainEvent<'UserLeftClub', UserJoinedClub['data']>;

export type UserEvent =
  | UserRegistered
  | UserTokenIssued
  | UserEmailVerified
  | UserPasswordChanged
  | UserPasswordRehashed
  | UserSessionsRevoked
  | UserAdminGranted
  | UserAdminRevoked
  | UserJoinedClub
  | UserLeftClub;
export type UserEventType = UserEvent['type'];
export const userEventTypes: readonly UserEventType[] = [
  'UserRegistered',
  'UserTokenIssued',
  'UserEmailVerified',
  'UserPasswordChanged',
  'UserPasswordRehashed',
  'UserSessionsRevoked',
  'UserAdminGranted',
  'UserAdminRevoked',
  'UserJoinedClub',
  'UserLeftClub',
];

export type EmailReserved = DomainEvent<'EmailReserved', { email: string; userId: string }>;
/** An abandoned reservation (its account was never written) is released for a new one. */
export type EmailReleased = DomainEvent<'EmailReleased', EmailReserved['data']>;
export type EmailReservationEvent = EmailReserved | EmailReleased;
export const emailReservationEventTypes: readonly EmailReservationEvent['type'][] = [
  'EmailReserved',
  'EmailReleased',
];

export const accountSchemaVersion = 1;
