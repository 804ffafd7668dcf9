/**
 * What a browser sees of the API (issue 15, item 9): cross-origin calls only from the configured
 * origins, the security headers of the web app and the API, and e-mail links that keep their
 * token out of the URL's path (a fragment never reaches a server, a proxy log or a Referer).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProjection } from '@stride/projector/projections';
import { until } from '@stride/streams/testing/until';
import { createApi } from './server.ts';
import { PASSWORD, signUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;

beforeAll(async () => {
  s = await openStack('browser', { projections: [catalogProjection] });
});
afterAll(async () => {
  await s?.close();
});

/** A CORS preflight for a GraphQL POST from `origin`. */
const preflight = (base: string, origin: string) =>
  fetch(`${base}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    },
  });

/** A simple cross-origin POST from `origin`, as a page of that origin would send it. */
const postFrom = (base: string, origin: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ passwordConfig { minLength } }' }),
  });

describe('CORS', () => {
  it('lets no other origin read answers, not even "null", and never allows credentials', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://app.test.evil.example']) {
      const answer = await preflight(s.url, origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const posted = await postFrom(s.url, origin);
      expect(posted.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it("allows the platform's own origin (PUBLIC_URL) and the configured ones", async () => {
    const own = await preflight(s.url, 'http://app.test');
    expect(own.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();
    const other = createApi({ ...s.apiOptions, allowedOrigins: ['https://partner.example'] });
    const { url } = await other.listen(0, '127.0.0.1');
    try {
      const partner = await postFrom(url, 'https://partner.example');
      expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(partner.headers.get('vary')).toContain('Origin');
      // The list replaces the default.
      expect((await preflight(url, 'http://app.test')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('security headers', () => {
  const inline = "document.documentElement.style.background = '#000';";

  async function withWebApp(publicUrl: string, run: (url: string) => Promise<void>): Promise<void> {
    const root = await mkdtemp(path.join(tmpdir(), 'stride-csp-'));
    await writeFile(
      path.join(root, 'index.html'),
      `<!doctype html><title>Stride</title><script>${inline}</script><script type="module" src="/assets/a.js"></script>`,
    );
    const other = createApi({ ...s.apiOptions, staticDir: root, publicUrl });
    const { url } = await other.listen(0, '127.0.0.1');
    try {
      await run(url);
    } finally {
      await other.close();
      await rm(root, { recursive: true, force: true });
    }
  }

  it('serves the web app with a Content-Security-Policy allowing its own inline script only', async () => {
    await withWebApp('http://app.test', async (url) => {
      for (const page of ['/', '/auth/login']) {
        const answer = await fetch(`${url}${page}`);
        const csp = answer.headers.get('content-security-policy') ?? '';
        const hash = createHash('sha256').update(inline).digest('base64');
        expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("base-uri 'self'");
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        // Plain HTTP: a browser ignores HSTS there, and it would pin a name that has no TLS.
        expect(answer.headers.get('strict-transport-security')).toBeNull();
      }
    });
  });

  it('adds HSTS when the public URL is https, and frames nothing from the API either', async () => {
    await withWebApp('https://stride.example.org', async (url) => {
      const page = await fetch(`${url}/`);
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const api = await postFrom(url, 'https://stride.example.org');
      expect(api.headers.get('x-frame-options')).toBe('DENY');
      expect(api.headers.get('referrer-policy')).toBe('no-referrer');
      expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(api.headers.get('access-control-allow-origin')).toBe('https://stride.example.org');
    });
  });
});

describe('e-mail links', () => {
  /** The link of the latest `kind` mail to `to`. */
  const linkIn = (to: string, kind: 'verify' | 'reset'): URL => {
    const text = s.mailer.messages.findLast((m) => m.to === to && m.kind === kind)?.text ?? '';
    const found = /http:\/\/app\.test\/\S+/.exec(text)?.[0];
    if (found === undefined) throw new Error(`no link in the ${kind} mail to ${to}`);
    return new URL(found);
  };

  it('carries the verification and reset tokens in the fragment, not in the path or query', async () => {
    const { email } = await signUp(http, s.url, s.mailer);
    const verify = linkIn(email, 'verify');
    expect(verify.pathname).toBe('/verify-email');
    expect(verify.search).toBe('');
    expect(verify.hash).toMatch(/^#token=[A-Za-z0-9._~%-]+$/);
    const reset = await s.gql('mutation ($email: String!) { resetPassword(email: $email) }', { email });
    expect(reset.errors).toBeUndefined();
    await until(() => s.mailer.messages.some((m) => m.to === email && m.kind === 'reset'), {
      timeoutMs: 10_000,
    });
    const link = linkIn(email, 'reset');
    expect(link.pathname).toBe('/auth/new-password');
    expect(link.search).toBe('');
    const token = decodeURIComponent(link.hash.replace(/^#token=/, ''));
    const changed = await s.gql(
      'mutation ($token: String!, $password: String!) { newPassword(token: $token, password: $password) { id } }',
      { token, password: `${PASSWORD}x` },
    );
    expect(changed.errors).toBeUndefined();
  });
});
