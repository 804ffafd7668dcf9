/**
 * Issue 15 item 8: password hashes stay out of the event store and off NATS. An account is
 * registered, its password reset and used through the API; then every stored event and every
 * message the relay put on JetStream is searched for the password, a scrypt hash or any part of
 * the hashes the credential store holds.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailStreamName, userStreamName } from '@stride/contracts/events/account';
import { moveLegacyCredentials } from '@stride/command/account/legacy-credentials';
import { emailKey, hashPassword } from '@stride/command/account/password';
import { until } from '@stride/streams/testing/until';
import { PASSWORD, signUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;

beforeAll(async () => {
  s = await openStack('creds');
});
afterAll(async () => {
  await s?.close();
});

const LOGIN = 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
const NEW_PASSWORD = 'Another123';

/** Every text of the stored events: type, stream, data and metadata, as stored. */
async function storedTexts(): Promise<string[]> {
  const { rows } = await s.h.pool.query<{ text: string }>(
    `SELECT stream_name || ' ' || type || ' ' || convert_from(data, 'UTF8') || ' ' || coalesce(metadata::text, '') AS text
       FROM es.events WHERE is_json`,
  );
  return rows.map((row) => row.text);
}

/** Every message the relay stored in JetStream: subject, headers and payload as text. */
async function relayedTexts(): Promise<string[]> {
  await s.pipeline.relay.caughtUp();
  const jsm = await s.h.nats.jetstreamManager();
  const info = await jsm.streams.info(s.h.names.eventsStream);
  const texts: string[] = [];
  for (let seq = Math.max(1, info.state.first_seq); seq <= info.state.last_seq; seq++) {
    const message = await jsm.streams.getMessage(s.h.names.eventsStream, { seq });
    const headers = [...(message.header?.keys() ?? [])].map((key) => `${key}: ${message.header.get(key)}`);
    texts.push(`${message.subject}\n${headers.join('\n')}\n${new TextDecoder().decode(message.data)}`);
  }
  return texts;
}

/** The hashes the credential store holds, split into their parts (salt and key, base64url). */
async function credentialParts(): Promise<string[]> {
  const table = await s.h.pool.query<{ found: boolean }>(
    "SELECT to_regclass('credentials.passwords') IS NOT NULL AS found",
  );
  if (table.rows[0]?.found !== true) return [];
  const { rows } = await s.h.pool.query<{ password_hash: string }>(
    'SELECT password_hash FROM credentials.passwords',
  );
  return rows.flatMap((row) => row.password_hash.split('$').filter((part) => part.length >= 16));
}

function leaks(texts: readonly string[], secrets: readonly string[]): string[] {
  return texts.filter((text) => /scrypt|passwordHash/i.test(text) || secrets.some((x) => text.includes(x)));
}

describe('credentials out of the stream', () => {
  it('registers, resets and signs in while no event and no NATS message holds a hash', async () => {
    const user = await signUp(http, s.url, s.mailer);
    expect((await s.gql(LOGIN, { e: user.email, p: PASSWORD })).errors).toBeUndefined();
    const firstHashParts = await credentialParts();

    await s.must('mutation ($e: String!) { resetPassword(email: $e) }', { e: user.email });
    await until(() => s.mailer.messages.some((m) => m.to === user.email && m.kind === 'reset'));
    const changed = await s.gql<{ newPassword: { id: string } }>(
      'mutation ($t: String!, $p: String!) { newPassword(token: $t, password: $p) { id } }',
      { t: s.mailer.tokenFor(user.email, 'reset'), p: NEW_PASSWORD },
    );
    expect(changed.data?.newPassword.id).toBe(user.userId);
    expect(codeOf(await s.gql(LOGIN, { e: user.email, p: PASSWORD }))).toBe('INVALID_CREDENTIALS');
    expect((await s.gql(LOGIN, { e: user.email, p: NEW_PASSWORD })).errors).toBeUndefined();

    const hashParts = [...firstHashParts, ...(await credentialParts())];
    const secrets = [PASSWORD, NEW_PASSWORD, ...hashParts];
    const stored = await storedTexts();
    expect(stored.some((text) => text.includes(user.userId))).toBe(true);
    expect(leaks(stored, secrets)).toEqual([]);
    const relayed = await relayedTexts();
    expect(relayed.some((text) => text.includes('UserPasswordChanged'))).toBe(true);
    expect(leaks(relayed, secrets)).toEqual([]);
    // Two hashes (registration, reset), each with its salt and key, were searched for.
    expect(hashParts.length).toBeGreaterThanOrEqual(4);
    // The earlier password's hash is deleted once the new one is current.
    expect(await credentialParts()).not.toContain(firstHashParts[1]);
  });

  it('upgrades accounts of a store written before: sign-in works, the hashes leave events and NATS', async () => {
    const before = await legacyAccount('before');
    const after = await legacyAccount('after');
    await s.pipeline.projected();
    const secrets = [PASSWORD, before.hash, after.hash];
    // Relayed after the upgrade: the relay leaves the hash out.
    expect(leaks(await relayedTexts(), secrets)).toEqual([]);
    // Signed in before the start-up migration ran: the hash is copied from the event on use.
    expect((await s.gql(LOGIN, { e: before.email, p: PASSWORD })).errors).toBeUndefined();
    expect(leaks(await storedTexts(), secrets)).toHaveLength(2);

    expect(await moveLegacyCredentials(s.h.pool)).toBe(2);
    expect(leaks(await storedTexts(), secrets)).toEqual([]);
    expect(await moveLegacyCredentials(s.h.pool)).toBe(0);
    for (const account of [before, after]) {
      expect(codeOf(await s.gql(LOGIN, { e: account.email, p: 'Wrong1234' }))).toBe('INVALID_CREDENTIALS');
      expect((await s.gql(LOGIN, { e: account.email, p: PASSWORD })).errors).toBeUndefined();
    }
  });

  it('relays the whole store again when the events stream is deleted (README: messages relayed before)', async () => {
    await s.pipeline.projected();
    const users = async () =>
      (await s.h.pool.query<{ id: string; email: string }>('SELECT id, email FROM rm.users ORDER BY id'))
        .rows;
    const before = await users();
    const relayedBefore = (await relayedTexts()).length;
    const jsm = await s.h.nats.jetstreamManager();
    await jsm.streams.delete(s.h.names.eventsStream);
    // A new account after the deletion reaches the read model through the new stream.
    const fresh = await signUp(http, s.url, s.mailer);
    await s.pipeline.projected();
    const relayed = await relayedTexts();
    expect(relayed.length).toBeGreaterThan(relayedBefore);
    // Every stored event, once each.
    expect(relayed.length).toBe((await storedTexts()).length);
    expect(leaks(relayed, [PASSWORD])).toEqual([]);
    const after = await users();
    expect(after.filter((u) => u.id !== fresh.userId)).toEqual(before);
    expect(after.some((u) => u.id === fresh.userId)).toBe(true);
  });
});

/** An account as the code before issue 15 wrote it: the hash in `UserRegistered`. */
async function legacyAccount(tag: string): Promise<{ email: string; hash: string }> {
  const userId = randomUUID();
  const email = `legacy-${tag}-${userId.slice(0, 8)}@example.com`;
  const hash = await hashPassword(PASSWORD);
  const metadata = {
    actorId: userId,
    commandId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
  await s.h.store.append(
    emailStreamName(emailKey(email)),
    [{ id: randomUUID(), type: 'EmailReserved', data: { email, userId }, metadata }],
    { expectedRevision: 'no_stream' },
  );
  await s.h.store.append(
    userStreamName(userId),
    [
      {
        id: randomUUID(),
        type: 'UserRegistered',
        data: { userId, email, passwordHash: hash, locale: 'en-GB' },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return { email, hash };
}
