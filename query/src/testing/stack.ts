/**
 * The API on the real pipeline (PostgreSQL event store, relay, NATS, projectors) for integration
 * tests and benchmarks, with an in-memory mailer and a clock the test can move.
 */
import {
  availabilityProjection,
  catalogProjection,
  eventsProjection,
  jobsProjection,
  liveProjection,
  recordsProjection,
} from '@stride/projector/projections';
import { startPipeline, type Pipeline } from '@stride/projector/testing/pipeline';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import type { RateLimitOptions, RegistrationLimitOptions } from '../auth/rate-limit.ts';
import { createApi, type Api, type ApiOptions, type UploadLimits } from '../server.ts';
import { memoryMailer, must, testJwtSecret, type MemoryMailer } from './accounts.ts';
import { http, post, type GraphQLResponse } from './client.ts';
import { keptLog } from './logs.ts';

export interface Stack {
  readonly h: TestHarness;
  readonly pipeline: Pipeline;
  readonly api: Api;
  /** What `api` was made with: another API on the same connections starts from these. */
  readonly apiOptions: ApiOptions;
  readonly url: string;
  readonly mailer: MemoryMailer;
  /** What the API logged at `warn` and above. */
  readonly logs: Record<string, unknown>[];
  /** Move the API's clock forward (tokens, subscriptions expire). */
  advance(ms: number): void;
  gql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<Data>>;
  /** The operation's data, or throw with its errors: for the steps a test only sets up. */
  must<Data>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Data>;
  /** The store's head position as text: the same before and after when nothing was appended. */
  head(): Promise<string>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** The projections the pipeline runs. @default catalog, events, jobs, records, live and availability */
  readonly projections?: Parameters<typeof startPipeline>[1];
  readonly loginLimits?: RateLimitOptions;
  readonly registrationLimits?: RegistrationLimitOptions;
  /** Any other option of the API (`trustProxy`, `allowedOrigins`, …). */
  readonly api?: Partial<ApiOptions>;
  readonly maxUploadBytes?: number;
  readonly uploadLimits?: Partial<UploadLimits>;
  readonly uploadDir?: string;
  /**
   * The API's clock stands still but for `advance`, so the time between two mutations is
   * exactly what the test advanced, however long the requests took. @default false: real time
   * plus what `advance` added.
   */
  readonly frozenClock?: boolean;
}

export async function openStack(prefix: string, options: StackOptions = {}): Promise<Stack> {
  const h = await openTestHarness(prefix);
  const pipeline = await startPipeline(
    h,
    options.projections ?? [
      catalogProjection,
      eventsProjection,
      jobsProjection,
      recordsProjection,
      liveProjection,
      availabilityProjection,
    ],
  );
  const mailer = memoryMailer();
  const { log, logs } = keptLog('warn');
  const opened = Date.now();
  let offsetMs = 0;
  const apiOptions: ApiOptions = {
    pool: h.pool,
    store: h.store,
    nats: h.nats,
    names: h.names,
    log,
    readYourWritesTimeoutMs: 10_000,
    liveUpdateIntervalMs: 0,
    jwtSecret: testJwtSecret(),
    publicUrl: 'http://app.test/',
    mailer,
    now: () => new Date((options.frozenClock === true ? opened : Date.now()) + offsetMs),
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.maxUploadBytes ? { maxUploadBytes: options.maxUploadBytes } : {}),
    ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
    ...(options.uploadDir ? { uploadDir: options.uploadDir } : {}),
    // Every test user registers from 127.0.0.1: no limit unless the test sets one.
    registrationLimits: options.registrationLimits ?? { maxPerIp: 1_000_000 },
    ...options.api,
  };
  const api = createApi(apiOptions);
  const { url } = await api.listen(0, '127.0.0.1');
  return {
    h,
    pipeline,
    api,
    apiOptions,
    url,
    mailer,
    logs,
    advance(ms) {
      offsetMs += ms;
    },
    gql: (query, variables = {}, headers = {}) => post(http, query, { variables, headers }, url),
    must: (query, variables = {}, headers = {}) => must(http, url, query, variables, headers),
    async head() {
      // The newest committed event, read directly: the store's own head waits for the visibility
      // horizon, which is the whole server's oldest running transaction, so a long transaction of
      // a test running beside this one (another database) could hold it back and hide an append.
      const { rows } = await h.pool.query<{ position: string }>(
        'SELECT max(global_position)::text AS position FROM es.events',
      );
      return rows[0]?.position ?? 'none';
    },
    async close() {
      await api.close();
      await pipeline.stop();
      await h.close();
    },
  };
}

/** The catalogue code of the first error, or null. */
export const codeOf = (response: GraphQLResponse<unknown>): string | null =>
  response.errors?.[0]?.message ?? null;
/** The extension code of the first error, or null. */
export const extensionOf = (response: GraphQLResponse<unknown>): unknown =>
  response.errors?.[0]?.extensions?.code ?? null;
