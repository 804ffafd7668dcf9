/**
 * The kinds of value the variables take, as zod schemas over the variable's text (trimmed, never
 * empty: an empty variable counts as unset before these run). Messages leave out the variable's
 * name: `loadConfig` puts it in front ("PORT must be a whole number…").
 */
import { z } from 'zod';
import { redact } from './error.ts';

type Ctx = z.core.$RefinementCtx<string>;

function refuse(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

export function wholeNumber(min: number, max: number) {
  return z.string().transform((text, ctx) => {
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      return refuse(ctx, `must be a whole number from ${min} to ${max}, got "${text}".`);
    }
    return value;
  });
}

/** One of `values`, in any letter case. */
export function oneOf<const T extends string>(values: readonly T[], message: (text: string) => string) {
  return z.string().transform((text, ctx): T => {
    const lower = text.toLowerCase();
    return values.find((value) => value === lower) ?? refuse(ctx, message(text));
  });
}

export function url(options: {
  readonly protocols: readonly string[];
  readonly example: string;
  /** EventStoreDB lists several hosts in one authority, which URL cannot parse: check the first. */
  readonly severalHosts?: boolean;
}) {
  const { protocols, example } = options;
  const schemes = protocols.map((p) => `${p}//`).join(' or ');
  return z.string().transform((text, ctx) => {
    let parsed: URL;
    try {
      parsed = new URL(options.severalHosts === true ? text.replace(/,[^/?]*/, '') : text);
    } catch {
      return refuse(ctx, `is not a valid URL: "${redact(text)}". Expected ${schemes}…, e.g. "${example}".`);
    }
    if (!protocols.includes(parsed.protocol)) {
      return refuse(ctx, `must start with ${schemes}, got "${redact(text)}" (e.g. "${example}").`);
    }
    return text;
  });
}

/** Comma-separated NATS servers, the scheme optional; given back without the blanks. */
export const natsServers = z.string().transform((text, ctx) => {
  const servers = text.split(',').map((s) => s.trim());
  for (const server of servers) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(server.includes('://') ? server : `nats://${server}`);
    } catch {
      parsed = undefined;
    }
    if (
      server === '' ||
      parsed === undefined ||
      !['nats:', 'tls:', 'ws:', 'wss:'].includes(parsed.protocol) ||
      parsed.hostname === ''
    ) {
      return refuse(
        ctx,
        `must be a comma-separated list of NATS servers such as "nats://127.0.0.1:4222" or "nats://n1:4222,nats://n2:4222"; "${redact(server)}" is not one.`,
      );
    }
  }
  return servers.join(',');
});

export const hostName = z.string().refine((host) => !/[\s/?#@]/.test(host), {
  error: (issue) =>
    `must be a host name or IP address such as 127.0.0.1 or 0.0.0.0, got "${String(issue.input)}".`,
});

/** An absolute http(s) base URL, given back without trailing slashes. */
export const publicUrl = z.string().transform((text, ctx) => {
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return refuse(
      ctx,
      `must be an absolute http(s) URL such as "https://stride.example.org", got "${text}".`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return refuse(ctx, `must start with http:// or https://, got "${text}".`);
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    return refuse(ctx, `must not have a query or fragment, got "${text}".`);
  }
  return text.replace(/\/+$/, '');
});

/**
 * Comma-separated origins (`https://app.example.org`, `http://localhost:5173`), each given back as
 * the browser sends it in `Origin` (no path, no trailing slash). No `*` and no `null`: a page of
 * any origin, or a sandboxed one, must not read the API's answers.
 */
export const origins = z.string().transform((text, ctx) => {
  const result: string[] = [];
  for (const item of text.split(',').map((s) => s.trim())) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(item);
    } catch {
      parsed = undefined;
    }
    if (
      parsed === undefined ||
      (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
      parsed.pathname !== '/' ||
      parsed.search !== '' ||
      parsed.hash !== '' ||
      parsed.username !== ''
    ) {
      return refuse(
        ctx,
        `must be a comma-separated list of origins such as "https://stride.example.org" or "http://localhost:5173" (scheme, host and port only); "${item}" is not one.`,
      );
    }
    result.push(parsed.origin);
  }
  return result;
});

/** `true` or `false`, any case. */
export const yesNo = (name: string) =>
  z.string().transform((text, ctx) => {
    const lower = text.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    return refuse(ctx, `must be "true" or "false" (${name}), got "${text}".`);
  });
