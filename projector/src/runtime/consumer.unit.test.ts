import { describe, expect, it } from 'vitest';
import type { ConsumeOptions, NatsConnection } from 'nats';
import { natsNames } from '@stride/contracts/nats';
import { openConsumer } from './consumer.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Just enough of a NATS connection for openConsumer: records how it pulls. */
function fakeNats(pulls: ConsumeOptions[]): NatsConnection {
  const never = new Promise<void>(() => undefined);
  const messages = {
    closed: () => never,
    stop: () => undefined,
    [Symbol.asyncIterator]: () => ({ next: () => never }),
  };
  const jsm = {
    streams: { info: () => Promise.resolve({}) },
    consumers: { delete: () => Promise.resolve(true), add: () => Promise.resolve({}) },
  };
  const js = {
    consumers: {
      get: () =>
        Promise.resolve({
          consume: (options: ConsumeOptions) => {
            pulls.push(options);
            return Promise.resolve(messages);
          },
        }),
    },
  };
  return { jetstreamManager: () => Promise.resolve(jsm), jetstream: () => js } as unknown as NatsConnection;
}

describe('projector consumer', () => {
  it('pulls with a short expiry, so a pull lost with a NATS node is renewed within seconds', async () => {
    const pulls: ConsumeOptions[] = [];
    const consumer = await openConsumer({
      nats: fakeNats(pulls),
      names: natsNames('dep'),
      projector: 'p',
      batchSize: 100,
      replicas: 1,
      log: silent,
    });
    await consumer.restartFrom(null);
    expect(pulls).toHaveLength(1);
    // The client's default is 30 s, heartbeats at half of it and two missed before a new pull:
    // about 30 s without messages after a consumer leader is lost (deploy/README.md).
    expect(pulls[0]).toMatchObject({ max_messages: 200, expires: 5000 });
    consumer.stop();
  });
});
