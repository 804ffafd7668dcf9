/**
 * What the API tells browsers (README "Browsers"): which other origins may call it (CORS), and the
 * security headers of every answer: no framing, no Referer, HSTS when the platform is reached over
 * https, and for the web app a Content-Security-Policy that runs only the app's own scripts.
 */
import { createHash } from 'node:crypto';
import type { CORSOptions } from 'graphql-yoga';

/** The origin (`scheme://host[:port]`) of an absolute URL. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Yoga's CORS options per request: an allowed origin is named back (no credentials: the app sends
 * its token in a header, never a cookie); any other, `null` included, gets no CORS header at all,
 * so the browser keeps the answer from the calling page.
 */
export function corsFor(allowedOrigins: readonly string[]): (request: Request) => CORSOptions {
  const allowed = new Set(allowedOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowed.has(origin)) return false;
    return { origin: [origin], credentials: false, methods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 };
  };
}

/** HSTS for a year: sent only when users reach the platform over https (`PUBLIC_URL`). */
export const HSTS = 'max-age=31536000';

/** Headers of every answer, API and web app alike. */
export function securityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  return {
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...(publicUrl.startsWith('https:') ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** The `sha256-…` source of each inline `<script>` of an HTML page (index.html's theme script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The web app's Content-Security-Policy. Scripts: the app's files and its inline scripts by hash
 * (no 'unsafe-inline', no 'unsafe-eval': plotly's cartesian bundle needs neither). Styles allow
 * inline: React and plotly set style attributes and plotly adds `<style>` rules. Connections to the
 * same origin, WebSocket included (CSP level 3 'self').
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
