/**
 * A signed-in club manager for tests and benchmarks that drive `npm start` over HTTP: register
 * through the API, read the verification link from the `.eml` file the platform writes into
 * `<DATA_DIR>/mail` (no SMTP in tests), verify, create a club and a team.
 */
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { must, type SetUpCall } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';

export const E2E_PASSWORD = 'Secret123';

export interface ClubSession {
  readonly email: string;
  readonly token: string;
  readonly headers: Record<string, string>;
  readonly userId: string;
  readonly clubId: string;
  readonly teamId: string;
  /** A GraphQL call straight to the API with the manager's session: its data, or throw. */
  readonly graphql: SetUpCall;
}

const call = <Data>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Data> => must<Data>(http, url, query, variables, headers);

/**
 * The token of the newest `kind` e-mail to `email` in `mailDir`, waiting for it to be written. The
 * link is read from the raw file, as a user copying it would, with no decoding.
 */
export async function tokenFromMail(
  mailDir: string,
  email: string,
  kind: 'verify' | 'reset',
  timeoutMs = 10_000,
): Promise<string> {
  const route = kind === 'verify' ? 'verify-email' : 'auth/new-password';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml') && name.includes(`-${kind}-`) && name.includes(email))
      .sort();
    const newest = names.at(-1);
    if (newest !== undefined) {
      const body = await readFile(path.join(mailDir, newest), 'utf8');
      const match = new RegExp(`/${route}#token=([A-Za-z0-9._~%-]+)`).exec(body);
      if (match?.[1]) return decodeURIComponent(match[1]);
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail to ${email} in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Register a user without verifying the address; returns its session token. */
export async function registeredUser(
  url: string,
  email = `e2e-${randomBytes(5).toString('hex')}@example.com`,
): Promise<{ email: string; token: string; userId: string }> {
  const { register } = await call<{ register: { token: string; user: { id: string } } }>(
    url,
    'mutation ($e: String!, $p: String!) { register(email: $e, password: $p, locale: "en-US") { token user { id } } }',
    { e: email, p: E2E_PASSWORD },
  );
  return { email, token: register.token, userId: register.user.id };
}

/** Register and verify a user; returns its session token. */
export async function verifiedUser(
  url: string,
  mailDir: string,
  email = `e2e-${randomBytes(5).toString('hex')}@example.com`,
): Promise<{ email: string; token: string; userId: string }> {
  const user = await registeredUser(url, email);
  const token = await tokenFromMail(mailDir, email, 'verify');
  await call(url, 'mutation ($t: String!) { verifyEmail(token: $t) { id } }', { t: token });
  return user;
}

/** A verified manager with a club and one team. */
export async function clubSession(url: string, mailDir: string, clubName = 'E2E FC'): Promise<ClubSession> {
  const user = await verifiedUser(url, mailDir);
  const headers = { authorization: `Bearer ${user.token}` };
  const { createClub } = await call<{ createClub: { id: string } }>(
    url,
    'mutation ($n: String!) { createClub(name: $n) { id } }',
    { n: clubName },
    headers,
  );
  const { createTeam } = await call<{ createTeam: { id: string } }>(
    url,
    'mutation ($c: ID!) { createTeam(clubId: $c, name: "First team") { id } }',
    { c: createClub.id },
    headers,
  );
  return {
    ...user,
    headers,
    clubId: createClub.id,
    teamId: createTeam.id,
    graphql: (query, variables = {}) => call(url, query, variables, headers),
  };
}
