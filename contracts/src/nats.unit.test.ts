import { describe, expect, it } from 'vitest';
import { natsConnectionOptions, redactNatsUrl } from './nats.ts';

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
