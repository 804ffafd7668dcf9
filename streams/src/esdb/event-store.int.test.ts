/**
 * The contract suite against EventStoreDB: the server in EVENTSTORE_CONNECTION_STRING, or one
 * started in Docker (testcontainers). With neither, the suite is registered as skipped and one line
 * says why; the mapping test below always runs.
 */
import type * as Testcontainers from 'testcontainers';
import { describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../testing/contract.ts';
import { createEsdbEventStore, toEsdbExpectedRevision, toEsdbReadPosition } from './event-store.ts';

const IMAGE = 'eventstore/eventstore:24.10';
const DOCKER_PROBE_TIMEOUT_MS = 5_000;

interface EsdbServer {
  readonly connectionString: string;
  stop(): Promise<void>;
}

/** How to get a server, or null when there is none to get. */
async function findServer(): Promise<(() => Promise<EsdbServer>) | null> {
  const configured = process.env.EVENTSTORE_CONNECTION_STRING;
  if (configured)
    return () => Promise.resolve({ connectionString: configured, stop: () => Promise.resolve() });
  let testcontainers: typeof Testcontainers;
  try {
    testcontainers = await import('testcontainers');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), DOCKER_PROBE_TIMEOUT_MS);
    });
    await Promise.race([testcontainers.getContainerRuntimeClient(), timeout]).finally(() =>
      clearTimeout(timer),
    );
  } catch {
    return null;
  }
  return async () => {
    const container = await new testcontainers.GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(testcontainers.Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    return {
      connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      stop: async () => {
        await container.stop();
      },
    };
  };
}

const startServer = await findServer();

describe('EventStoreDB adapter mapping', () => {
  it('maps expected states and read positions onto the client', () => {
    expect(toEsdbExpectedRevision('any')).toBe('any');
    expect(toEsdbExpectedRevision('no_stream')).toBe('no_stream');
    expect(toEsdbExpectedRevision('stream_exists')).toBe('stream_exists');
    expect(toEsdbExpectedRevision(41n)).toBe(41n);
    expect(toEsdbReadPosition('start')).toBe('start');
    expect(toEsdbReadPosition('end')).toBe('end');
    expect(toEsdbReadPosition({ commit: 10n, prepare: 9n })).toEqual({ commit: 10n, prepare: 9n });
  });
});

describeEventStoreContract(
  'eventstoredb',
  async () => {
    const server = await startServer!();
    const store = createEsdbEventStore({ connectionString: server.connectionString });
    return {
      store,
      teardown: async () => {
        await store.close();
        await server.stop();
      },
    };
  },
  {
    skip:
      startServer === null
        ? 'set EVENTSTORE_CONNECTION_STRING or run a Docker engine (testcontainers)'
        : undefined,
  },
);
