import { describe, expect, it } from 'vitest';
import { natsConnectionOptions, partitionOf, redactNatsUrl } from './nats.ts';

describe('NATS_URL credentials', () => {
  it('takes a user and password, or a token, out of the servers', () => {
    expect(natsConnectionOptions('nats://relay:p%40ss:w@n1:4222, nats://n2:4222')).toEqual({
      servers: ['nats://n1:4222', 'nats://n2:4222'],
      user: 'relay',
      pass: 'p@ss:w',
    });
    expect(natsConnectionOptions('nats://s3cret@127.0.0.1:4222')).toEqual({
      servers: ['nats://127.0.0.1:4222'],
      token: 's3cret',
    });
    expect(natsConnectionOptions('127.0.0.1:4222,nats://n2:4222')).toEqual({
      servers: ['127.0.0.1:4222', 'nats://n2:4222'],
    });
  });

  it('hides passwords and tokens in what is logged', () => {
    expect(redactNatsUrl('nats://relay:pw@n1:4222,nats://relay:pw@n2:4222')).toBe(
      'nats://relay:***@n1:4222,nats://relay:***@n2:4222',
    );
    expect(redactNatsUrl('nats://tok@n1:4222')).toBe('nats://***@n1:4222');
    expect(redactNatsUrl('nats://n1:4222')).toBe('nats://n1:4222');
  });
});

describe('partitionOf', () => {
  it('is 32-bit FNV-1a modulo the partitions, so every process and release agrees', () => {
    // FNV-1a test vectors: '' is 0x811c9dc5, 'a' is 0xe40c292c, 'foobar' is 0xbf9cf968.
    expect(partitionOf('', 1_000_000)).toBe(0x811c9dc5 % 1_000_000);
    expect(partitionOf('a', 1_000_000)).toBe(0xe40c292c % 1_000_000);
    expect(partitionOf('foobar', 1_000_000)).toBe(0xbf9cf968 % 1_000_000);
    expect(partitionOf('foobar', 1)).toBe(0);
  });

  it('stays within the partitions and refuses a count below one', () => {
    for (let i = 0; i < 100; i++) {
      const p = partitionOf(`key-${i}`, 7);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThan(7);
    }
    expect(() => partitionOf('x', 0)).toThrow();
  });
});
