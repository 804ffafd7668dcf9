/**
 * What accounts cost: registering (scrypt hash, two streams, projection), logging in (scrypt
 * verify, two stream reads), and the price every signed-in request pays to know its caller
 * (token check and one read-model lookup) against a request without a token.
 */
import { hashPassword, verifyPassword } from '@stride/command/account/password';
import { bearer, PASSWORD, signUp } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { report, summarize } from './stats.ts';

const USERS = 20;
const LOGINS = 40;
const REQUESTS = 1000;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function accountsBench(): Promise<void> {
  const hashes: number[] = [];
  const verifies: number[] = [];
  let hash = '';
  for (let i = 0; i < 10; i++) hashes.push(await timed(async () => (hash = await hashPassword(PASSWORD))));
  for (let i = 0; i < 10; i++) verifies.push(await timed(() => verifyPassword(PASSWORD, hash)));
  report('scrypt hash (N=2^15, r=8), p50', summarize(hashes).p50, 'ms');
  report('scrypt verify, p50', summarize(verifies).p50, 'ms');

  const s = await openStack('bench-accounts', { loginLimits: { maxFailures: 1_000_000 } });
  try {
    const registered: number[] = [];
    const users: { email: string; token: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const started = performance.now();
      users.push(await signUp(http, s.url, s.mailer));
      registered.push(performance.now() - started);
    }
    report(`register + verify through GraphQL, p50 (${USERS} users)`, summarize(registered).p50, 'ms');

    const logins: number[] = [];
    for (let i = 0; i < LOGINS; i++) {
      const user = users[i % users.length]!;
      logins.push(
        await timed(() =>
          s.gql('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
            e: user.email,
            p: PASSWORD,
          }),
        ),
      );
    }
    report(`login through GraphQL, p50 (${LOGINS})`, summarize(logins).p50, 'ms');

    const anonymous: number[] = [];
    const signedIn: number[] = [];
    const headers = bearer(users[0]!.token);
    // Interleaved, so both see the same machine.
    for (let i = 0; i < REQUESTS; i++) {
      anonymous.push(await timed(() => s.gql('{ passwordConfig { minLength } }')));
      signedIn.push(await timed(() => s.gql('{ passwordConfig { minLength } }', {}, headers)));
    }
    const a = summarize(anonymous);
    const b = summarize(signedIn);
    report(`query without a token, p50 (${REQUESTS})`, a.p50, 'ms');
    report('same query with a session token, p50', b.p50, 'ms');
    report('  cost of knowing the caller (p50 difference)', b.p50 - a.p50, 'ms');
    report('query without a token, p99', a.p99, 'ms');
    report('same query with a session token, p99', b.p99, 'ms');
  } finally {
    await s.close();
  }
}
