/**
 * The API on the real pipeline (PostgreSQL event store, relay, NATS, events and catalog
 * projectors) for integration tests, with an in-memory mailer and a clock the test can move.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import {
  catalogProjection,
  eventsProjection,
  jobsProjection,
  recordsProjection,
} from '@stride/projector/projections';
import { startPipeline, type Pipeline } from '@stride/projector/testing/pipeline';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import type { RateLimitOptions } from '../auth/rate-limit.ts';
import { createApi, type Api } from '../server.ts';
import { memoryMailer, testJwtSecret, type MemoryMailer } from './accounts.ts';
import { post, type GraphQLResponse } from './client.ts';

export interface Stack {
  readonly h: TestHarness;
  readonly pipeline: Pipeline;
  readonly api: Api;
  readonly url: string;
  readonly mailer: MemoryMailer;
  readonly logs: Record<string, unknown>[];
  /** Move the API's clock forward (tokens, subscriptions expire). */
  advance(ms: number): void;
  gql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<Data>>;
  close(): Promise<void>;
}

export const http = { fetch: (input: string, init?: RequestInit) => fetch(input, init) };

export async function openStack(
  prefix: string,
  options: {
    loginLimits?: RateLimitOptions;
    maxUploadBytes?: number;
    /**
     * The API's clock stands still but for `advance`, so the time between two mutations is
     * exactly what the test advanced, however long the requests took. @default false: real time
     * plus what `advance` added.
     */
    frozenClock?: boolean;
  } = {},
): Promise<Stack> {
  const h = await openTestHarness(prefix);
  const pipeline = await startPipeline(h, [
    catalogProjection,
    eventsProjection,
    jobsProjection,
    recordsProjection,
  ]);
  const mailer = memoryMailer();
  const logs: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const opened = Date.now();
  let offsetMs = 0;
  const api = createApi({
    pool: h.pool,
    store: h.store,
    nats: h.nats,
    names: h.names,
    log,
    readYourWritesTimeoutMs: 10_000,
    jwtSecret: testJwtSecret(),
    publicUrl: 'http://app.test/',
    mailer,
    now: () => new Date((options.frozenClock === true ? opened : Date.now()) + offsetMs),
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.maxUploadBytes ? { maxUploadBytes: options.maxUploadBytes } : {}),
  });
  const { url } = await api.listen(0, '127.0.0.1');
  return {
    h,
    pipeline,
    api,
    url,
    mailer,
    logs,
    advance(ms) {
      offsetMs += ms;
    },
    gql: (query, variables = {}, headers = {}) => post(http, query, { variables, headers }, url),
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
