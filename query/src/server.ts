/**
 * The `api` process's HTTP server.
 *
 * Routes: `POST|GET /graphql` (yoga; subscriptions over SSE with `Accept: text/event-stream`),
 * WebSocket upgrades on `/graphql` (graphql-ws), `GET /healthz` (the process runs),
 * `GET|POST /audit/v1/export.csv` (the audit log as CSV, audit/export.ts),
 * `GET /downloads/v1/<token>/<name>` (exports and reports behind signed links, downloads/),
 * `POST /live/v1/batches` and WebSocket upgrades on `/live/v1/ws` (live devices' sample batches,
 * live/gateway.ts and live/ws.ts), `GET /readyz` (it can serve: PostgreSQL and NATS answer), `GET /metrics` (Prometheus), and the
 * web build from `staticDir` when given (unknown paths without an extension get `index.html`,
 * for the client-side router).
 *
 * The caller owns the pool, the NATS connection and the store: `close()` never closes them.
 */
import { setMaxListeners } from 'node:events';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { NatsConnection } from 'nats';
import type pg from 'pg';
import type { Logger } from 'pino';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { clubCommands } from '@stride/command/club/handlers';
import { deviceCommands } from '@stride/command/device/handlers';
import { tagCommands } from '@stride/command/tags/handlers';
import { availabilityCommands } from '@stride/command/availability/handlers';
import { AUDIT_EXPORT_PATH, handleAuditExport } from './audit/export.ts';
import { eventCommands } from '@stride/command/event/handlers';
import type { NatsNames } from '@stride/contracts/nats';
import { trackProgress } from '@stride/projector/progress';
import { createFoldPool } from '@stride/projector/what-if/fold-pool';
import type { EventStore } from '@stride/streams/port';
import { sweepAbandonedJobs } from './abandoned-jobs.ts';
import { openJobOwnerLease, type JobOwnerLease } from './job-owners.ts';
import { createAccessCache } from './auth/access-cache.ts';
import {
  contentSecurityPolicy,
  corsFor,
  inlineScriptHashes,
  originOf,
  securityHeaders,
} from './browser-policy.ts';
import {
  createLoginLimiter,
  createRegistrationLimiter,
  type RateLimitOptions,
  type RegistrationLimitOptions,
} from './auth/rate-limit.ts';
import { createTokenService } from './auth/tokens.ts';
import { createDownloadLinks, DOWNLOADS_ROUTE } from './downloads/links.ts';
import { downloadToken, handleDownload } from './downloads/downloads.ts';
import { DOWNLOAD_HANDLERS } from './downloads/registry.ts';
import type { ApiDependencies } from './context.ts';
import type { ChangeFeed } from './read-model/changes.ts';
import type { Mailer } from './mail/mailer.ts';
import {
  commandAppendSeconds,
  ensureDefaultMetrics,
  httpRequestSeconds,
  metricsContentType,
  metricsText,
  type SiblingMetrics,
} from './metrics.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadWorker, withClubQuota, type UploadLimits } from './upload-service.ts';
import { createLiveDevices, liveDevicesEventId, LIVE_DEVICES_ROUTE } from './live/devices.ts';
import { createLiveGateway, LIVE_BATCHES_PATH } from './live/gateway.ts';
import type { LiveRateLimits } from './live/rate.ts';
import { attachLiveWs, LIVE_WS_PATH } from './live/ws.ts';
import { attachGraphqlWs } from './websocket.ts';
import { createYogaApp, GRAPHQL_PATH, type ApiYoga } from './yoga.ts';

export { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './upload-service.ts';

export interface ApiOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  readonly log: Logger;
  /** Longest a mutation waits for the read model to show its write. @default 2000 */
  readonly readYourWritesTimeoutMs?: number;
  /** Shortest time between two `liveRecordUpdated` pushes to one subscriber. @default 1000 */
  readonly liveUpdateIntervalMs?: number;
  /** Extra readiness condition of the caller (e.g. migrations done). @default always ready */
  readonly isReady?: () => Promise<boolean> | boolean;
  /** Folder of the web build to serve; none when absent. */
  readonly staticDir?: string;
  /** Longest `close()` waits for in-flight requests and WebSocket goodbyes. @default 10000 */
  readonly shutdownGraceMs?: number;
  /** Metrics of sibling processes to serve with this one's at `/metrics`. @default none */
  readonly siblingMetrics?: SiblingMetrics;
  /** Secret signing session tokens (`JWT_SECRET`, at least 32 characters). */
  readonly jwtSecret: string;
  /** Base URL of the web app, for links in e-mails (`PUBLIC_URL`). */
  readonly publicUrl: string;
  /** Where e-mails go (`mail/mailer.ts`: SMTP or `.eml` files). */
  readonly mailer: Mailer;
  /** Login rate limiting (auth/rate-limit.ts). @default 10 failures per address and IP per 15 minutes, … */
  readonly loginLimits?: RateLimitOptions;
  /** Registrations per caller IP. @default 10 an hour */
  readonly registrationLimits?: RegistrationLimitOptions;
  /** Introspection and GraphiQL (`GRAPHQL_INTROSPECTION`). @default true */
  readonly introspection?: boolean;
  /** Client addresses from X-Forwarded-For (`TRUST_PROXY`). @default false */
  readonly trustProxy?: boolean;
  /** The API's clock. @default () => new Date() */
  readonly now?: () => Date;
  /** Largest uploaded file (`UPLOAD_MAX_BYTES`). @default 268435456 (256 MiB) */
  readonly maxUploadBytes?: number;
  /** What uploads may cost (`UPLOAD_*`, upload-service.ts). @default DEFAULT_UPLOAD_LIMITS */
  readonly uploadLimits?: Partial<UploadLimits>;
  /** Where uploaded files are held until their job ends (`UPLOAD_DIR`). @default os.tmpdir() */
  readonly uploadDir?: string;
  /**
   * This process as the owner of the upload jobs it receives (job-owners.ts). @default a lease
   * of its own on `pool`, given up by `close()`
   */
  readonly jobOwners?: JobOwnerLease;
  /** Origins whose pages may call the API (`CORS_ORIGINS`). @default the origin of `publicUrl` */
  readonly allowedOrigins?: readonly string[];
  /** Requests per receiver token at `POST /live/v1/batches` (live/rate.ts). @default 200 at once, 100 a second */
  readonly liveRateLimits?: Partial<LiveRateLimits>;
  /** How long a live batch above `ack + 1` waits for the seqs it skipped (`LIVE_REORDER_MS`). @default 2000 */
  readonly liveReorderMs?: number;
  /** How far ahead of the server's clock a live sample may lie (`LIVE_MAX_FUTURE_MS`). @default 60000 */
  readonly liveMaxFutureMs?: number;
  /** Between two pings on a live WebSocket (live/ws.ts). @default 30000 */
  readonly livePingIntervalMs?: number;
  /** Worker threads what-ifs are folded in (`WHATIF_WORKERS`). @default cores − 1, at least 1 */
  readonly whatIfWorkers?: number;
}

export interface Api {
  readonly yoga: ApiYoga;
  readonly server: http.Server;
  /** Start listening; `url` is the server's base URL (e.g. `http://127.0.0.1:4000`). */
  listen(port: number, host: string): Promise<{ url: string }>;
  /**
   * Stop accepting, end live subscriptions (SSE and WebSocket), wait for in-flight requests so
   * an acknowledged mutation is never cut off, then release what the API opened itself.
   */
  close(): Promise<void>;
}

/** Largest request body (JSON) and WebSocket message. */
export const MAX_REQUEST_BYTES = 1024 * 1024;
const CHECK_TIMEOUT_MS = 2000;
/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). A client whose
 * event loop was busy for longer (building an 85 MB file, say) could not drop the connection in
 * time and sent its request on one the API had just closed: "connection reset" mid-upload
 * (docs/uploads-keep-alive.md). Past the 60 s idle timeout of common proxies and load balancers,
 * so they close first; the `keep-alive: timeout=65` header tells clients.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Change notices of the projectors, one core-NATS subscription per watcher. */
export function natsChangeFeed(nats: NatsConnection): ChangeFeed {
  return {
    watch(subject, onNotice) {
      const subscription = nats.subscribe(subject, {
        callback: (error) => {
          if (!error) onNotice();
        },
      });
      return { close: () => subscription.unsubscribe() };
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const KNOWN_METHODS = new Set(['GET', 'POST', 'HEAD', 'OPTIONS']);
const KNOWN_ROUTES = new Set([
  GRAPHQL_PATH,
  '/healthz',
  '/readyz',
  '/metrics',
  LIVE_BATCHES_PATH,
  AUDIT_EXPORT_PATH,
]);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function sendText(
  res: http.ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export function createApi(options: ApiOptions): Api {
  const { pool, nats, names, log } = options;
  const graceMs = options.shutdownGraceMs ?? 10_000;
  ensureDefaultMetrics();

  const shutdown = new AbortController();
  // Every live subscription listens for shutdown: thousands of listeners are expected, not a leak.
  setMaxListeners(0, shutdown.signal);
  const tracker = trackProgress(nats, names, pool);
  const changes = natsChangeFeed(nats);
  const access = createAccessCache(pool, changes, names);
  const uploadLimits: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits };
  const owners = options.jobOwners ?? openJobOwnerLease(pool, log);
  const uploads = uploadWorker(options, uploadLimits, owners);
  const abandonedJobs = sweepAbandonedJobs({ db: pool, uploads, log });
  // What-ifs fold in worker threads (docs/what-if.md): a dead worker fails its fold and is replaced.
  const whatIfFolds = createFoldPool(options.store, {
    ...(options.whatIfWorkers === undefined ? {} : { size: options.whatIfWorkers }),
    onWorkerError: (error) => log.error({ err: error }, 'api: a what-if fold worker died'),
  });
  const deps: ApiDependencies = {
    db: pool,
    commands: eventCommands(options.store),
    accounts: accountCommands(options.store, postgresCredentialStore(pool)),
    clubs: clubCommands(options.store),
    devices: deviceCommands(options.store),
    tags: tagCommands(options.store),
    availability: availabilityCommands(options.store),
    history: options.store,
    uploads: withClubQuota(uploads, uploadLimits.maxPendingPerClub),
    tokens: createTokenService(options.jwtSecret),
    downloads: createDownloadLinks(options.jwtSecret),
    mailer: options.mailer,
    loginLimiter: createLoginLimiter(options.loginLimits),
    registrationLimiter: createRegistrationLimiter(options.registrationLimits),
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    now: options.now ?? (() => new Date()),
    progress: tracker,
    store: options.store,
    whatIfFold: whatIfFolds.fold,
    whatIfWarm: () => whatIfFolds.warm(),
    changes,
    access,
    names,
    log,
    readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 2000,
    liveUpdateIntervalMs: options.liveUpdateIntervalMs ?? 1000,
    shutdown: shutdown.signal,
    observeCommand: (mutation, outcome, seconds) =>
      commandAppendSeconds.observe({ mutation, outcome }, seconds),
  };
  const yoga = createYogaApp(deps, {
    cors: corsFor(options.allowedOrigins ?? [originOf(options.publicUrl)]),
    maxRequestBodyBytes: MAX_REQUEST_BYTES,
    maxPendingUploads: uploadLimits.maxPending,
    ...(options.uploadDir === undefined ? {} : { uploadDir: options.uploadDir }),
    introspection: options.introspection ?? true,
    trustProxy: options.trustProxy ?? false,
    ...(options.maxUploadBytes === undefined ? {} : { maxUploadBytes: options.maxUploadBytes }),
  });

  const live = createLiveGateway({
    pool,
    store: options.store,
    log,
    now: () => deps.now(),
    ...(options.liveRateLimits === undefined ? {} : { rateLimits: options.liveRateLimits }),
    ...(options.liveReorderMs === undefined ? {} : { reorderMs: options.liveReorderMs }),
    ...(options.liveMaxFutureMs === undefined ? {} : { maxFutureMs: options.liveMaxFutureMs }),
  });
  const liveWs = attachLiveWs({
    gateway: live,
    log,
    ...(options.livePingIntervalMs === undefined ? {} : { pingIntervalMs: options.livePingIntervalMs }),
  });

  const liveDevices = createLiveDevices(pool);

  let shuttingDown = false;
  let inFlight = 0;
  let onDrained: (() => void) | null = null;

  async function notReadyBecause(): Promise<string[]> {
    if (shuttingDown) return ['shutting down'];
    const checks = await Promise.all([
      (async () => {
        try {
          return (await (options.isReady?.() ?? true)) ? null : 'not ready yet';
        } catch (error) {
          return `readiness check failed: ${messageOf(error)}`;
        }
      })(),
      withTimeout(pool.query('SELECT 1'), CHECK_TIMEOUT_MS, 'postgresql').then(
        () => null,
        (error: unknown) => `postgresql: ${messageOf(error)}`,
      ),
      nats.isClosed()
        ? Promise.resolve('nats: connection closed')
        : withTimeout(nats.flush(), CHECK_TIMEOUT_MS, 'nats').then(
            () => null,
            (error: unknown) => `nats: ${messageOf(error)}`,
          ),
    ]);
    return checks.filter((reason): reason is string => reason !== null);
  }

  async function serveStatic(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    if (options.staticDir === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (decoded.includes('\0')) return false;
    const root = path.resolve(options.staticDir);
    let file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (file !== root && !file.startsWith(root + path.sep)) return false;
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) {
      // A client-side route gets the app; a missing asset (a file type we serve) stays a 404. Routes
      // may hold dots (e-mail links carry `<user>.<token>.<secret>`), so any other path is a route.
      if (CONTENT_TYPES[path.extname(decoded).toLowerCase()] !== undefined) return false;
      file = path.join(root, 'index.html');
      info = await stat(file).catch(() => null);
      if (!info?.isFile()) return false;
    }
    const immutable = file.startsWith(path.join(root, 'assets') + path.sep);
    const headers = {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (path.extname(file).toLowerCase() === '.html') {
      // A page gets the policy naming its own inline scripts (index.html's theme script).
      const html = await readFile(file);
      res.writeHead(200, {
        ...headers,
        'content-length': html.length,
        'content-security-policy': contentSecurityPolicy(inlineScriptHashes(html.toString('utf8'))),
      });
      res.end(req.method === 'HEAD' ? undefined : html);
      return true;
    }
    res.writeHead(200, { ...headers, 'content-length': info.size });
    if (req.method === 'HEAD') res.end();
    else await pipeline(createReadStream(file), res);
    return true;
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
    switch (pathname) {
      case '/healthz':
        return sendText(res, 200, 'ok');
      case '/readyz': {
        const reasons = await notReadyBecause();
        if (reasons.length === 0) return sendText(res, 200, 'ok');
        return sendText(
          res,
          503,
          JSON.stringify({ status: 'unavailable', reasons }),
          'application/json; charset=utf-8',
        );
      }
      case '/metrics':
        return sendText(res, 200, await metricsText(options.siblingMetrics), metricsContentType);
      case AUDIT_EXPORT_PATH:
        if (shuttingDown) return sendText(res, 503, 'shutting down');
        return handleAuditExport(req, res, deps);
      case LIVE_BATCHES_PATH:
        if (shuttingDown) return sendText(res, 503, 'shutting down');
        return live.handle(req, res);
      case GRAPHQL_PATH:
        if (shuttingDown) return sendText(res, 503, 'shutting down');
        // CORS headers depend on the caller's origin (browser-policy.ts): caches must not mix them.
        res.setHeader('vary', 'Origin');
        // Settles by itself (errors become responses); the response's end is tracked above.
        return yoga.requestListener(req, res);
      default: {
        const download = downloadToken(pathname);
        if (download !== null) {
          if (shuttingDown) return sendText(res, 503, 'shutting down');
          return handleDownload(req, res, deps, DOWNLOAD_HANDLERS, download);
        }
        const liveEventId = liveDevicesEventId(pathname);
        if (liveEventId !== null) return liveDevices.handle(req, res, liveEventId);
        if (!(await serveStatic(req, res, pathname))) sendText(res, 404, 'not found');
      }
    }
  }

  const browserHeaders = Object.entries(securityHeaders(options.publicUrl));
  const server = http.createServer((req, res) => {
    const started = performance.now();
    for (const [name, value] of browserHeaders) res.setHeader(name, value);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const routeLabel = KNOWN_ROUTES.has(pathname)
      ? pathname
      : liveDevicesEventId(pathname) !== null
        ? LIVE_DEVICES_ROUTE
        : downloadToken(pathname) !== null
          ? DOWNLOADS_ROUTE
          : options.staticDir === undefined
            ? 'other'
            : 'static';
    const method = req.method !== undefined && KNOWN_METHODS.has(req.method) ? req.method : 'other';
    inFlight++;
    res.once('close', () => {
      httpRequestSeconds.observe(
        { method, route: routeLabel, status: String(res.statusCode) },
        (performance.now() - started) / 1000,
      );
      inFlight--;
      if (inFlight === 0) onDrained?.();
    });
    // During shutdown no connection is kept for another request.
    if (shuttingDown) res.setHeader('connection', 'close');
    route(req, res, pathname).catch((error: unknown) => {
      log.error({ err: error, path: pathname }, 'http: request failed');
      if (!res.headersSent) sendText(res, 500, 'internal server error');
      else res.destroy();
    });
  });

  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Longer than the keep-alive timeout: the time to a request's headers is not cut shorter.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;

  const ws = attachGraphqlWs({ yoga, log, path: GRAPHQL_PATH, maxPayloadBytes: MAX_REQUEST_BYTES });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === GRAPHQL_PATH) ws.handleUpgrade(req, socket, head);
    else if (pathname === LIVE_WS_PATH) liveWs.handleUpgrade(req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });

  let closing: Promise<void> | null = null;

  return {
    yoga,
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ url: `http://${shown}:${address.port}` });
        });
      });
    },
    close() {
      closing ??= (async () => {
        shuttingDown = true;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Live subscriptions end now: their SSE responses complete, their sockets say goodbye.
        shutdown.abort();
        live.close(); // batches waiting in reorder windows: unacknowledged, their senders resend
        await Promise.all([ws.close(graceMs), liveWs.close(graceMs)]);
        server.closeIdleConnections();
        if (inFlight > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, graceMs);
            timer.unref();
            onDrained = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (inFlight > 0)
            log.warn({ inFlight }, 'api: cutting requests still running after the grace period');
        }
        server.closeAllConnections();
        await closed;
        // A job being read finishes (its file is in memory only); queued ones stay RECEIVED.
        abandonedJobs.close();
        await uploads.close();
        // Only once no job of this process runs: its unfinished jobs now look orphaned.
        if (options.jobOwners === undefined) await owners.close();
        tracker.close();
        access.close();
        await whatIfFolds.close();
        await yoga.dispose();
      })();
      return closing;
    },
  };
}
