import type { DomainEvent } from '../metadata.ts';

/**
 * Domain events of the `user-<id>` stream (one account) and of the `email-<key>` reservation
 * stream that keeps one account per e-mail address (ARCHITECTURE.md rule 4).
 *
 * Passwords are not in these events: their scrypt hashes live in the write side's credential
 * store (`command/src/account/credentials.ts`), and an event names the credential it made current
 * by a random `credentialId`. Events written before issue 15 carried the hash itself
 * (`passwordHash`): the relay strips it from what it publishes (`retiredSecretFields`), and on the
 * PostgreSQL store the start-up migration moves it into the credential store and out of the event.
 * Verification and reset tokens are stored as SHA-256 digests of their secret part: the secret
 * itself only ever travels in the e-mail.
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
    /** The password's credential in the credential store; absent in events before issue 15. */
    credentialId?: string;
    /** Only in events written before issue 15 (see above); never written again. */
    passwordHash?: string;
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
  {
    userId: string;
    /** The new password's credential; absent in events before issue 15. */
    credentialId?: string;
    /** Only in events written before issue 15; never written again. */
    passwordHash?: string;
    tokenId: string | null;
  }
>;

/**
 * The account was erased (`npm run admin -- erase`): its credentials are deleted, the read models
 * forget its address, and it can no longer sign in. Carries no personal data.
 */
export type UserErased = DomainEvent<'UserErased', { userId: string }>;

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
  | UserSessionsRevoked
  | UserAdminGranted
  | UserAdminRevoked
  | UserJoinedClub
  | UserLeftClub
  | UserErased;
export type UserEventType = UserEvent['type'];
export const userEventTypes: readonly UserEventType[] = [
  'UserRegistered',
  'UserTokenIssued',
  'UserEmailVerified',
  'UserPasswordChanged',
  'UserSessionsRevoked',
  'UserAdminGranted',
  'UserAdminRevoked',
  'UserJoinedClub',
  'UserLeftClub',
  'UserErased',
];

/**
 * Fields of old events that held secrets, by event type: the relay leaves them out of what it
 * publishes, and the PostgreSQL store's migration moves them out of the stored events.
 */
export const retiredSecretFields: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ['passwordHash'],
  UserPasswordChanged: ['passwordHash'],
};

export type EmailReserved = DomainEvent<'EmailReserved', { email: string; userId: string }>;
/** An abandoned reservation (its account was never written) is released for a new one. */
export type EmailReleased = DomainEvent<'EmailReleased', EmailReserved['data']>;
export type EmailReservationEvent = EmailReserved | EmailReleased;
export const emailReservationEventTypes: readonly EmailReservationEvent['type'][] = [
  'EmailReserved',
  'EmailReleased',
];

/** 2 since issue 15: passwords by `credentialId`, no hash in the events. */
export const accountSchemaVersion = 2;
