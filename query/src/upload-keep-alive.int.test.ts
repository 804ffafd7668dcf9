/**
 * A large upload on a connection that sat idle (issue 20): a client building a 90-minute,
 * 25-player file (85 MB) keeps its event loop busy for seconds, so its HTTP client cannot drop
 * the keep-alive connection it holds in time; it then sends the upload on it. With Node's default
 * keep-alive timeout (5 s) the API had closed that connection meanwhile: the upload was cut off
 * ("connection reset", EPIPE) whatever its size. The API keeps idle connections for
 * `KEEP_ALIVE_TIMEOUT_MS` (65 s) and says so in its `keep-alive` header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;

beforeAll(async () => {
  s = await openStack('upload_keep_alive');
  a = await setUpClub(http, s.url, s.mailer, 'Keep-alive FC');
}, 60_000);
afterAll(async () => {
  await s?.close();
});

/** Synchronous work as long as `ms`, as generating a big CSV in the client is. */
function busy(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

describe('an upload sent on a keep-alive connection after the client was busy for 6 s', () => {
  it('is received, not cut off; the API says it keeps idle connections for 65 s', async () => {
    const health = await fetch(`${s.url}/healthz`);
    await health.text();
    // Longer than Node's default keep-alive timeout (5 s), which closed the connection meanwhile.
    busy(6_000);
    const response = await postFile<{ uploadDockFile: { id: string; state: string } }>(
      s.url,
      'mutation ($file: File!, $teamId: ID) { uploadDockFile(file: $file, teamId: $teamId) { id state } }',
      { teamId: a.teamId },
      {
        name: 'after-idle.csv',
        bytes: new TextEncoder().encode('device,time,speed\nIDLE-1,1700000000000,1\n'),
      },
      bearer(a.token),
    );
    expect(response.status).toBe(200);
    expect(response.data?.uploadDockFile.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
  }, 60_000);
});
