import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeHeaders, encodePayload, withoutSecrets } from './nats-codec.ts';
import type { RecordedEvent } from './port.ts';

const event = (type: string, data: RecordedEvent['data']): RecordedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  streamName: 'user-1',
  revision: 0n,
  position: { commit: 1n, prepare: 1n },
  isJson: !(data instanceof Uint8Array),
  data,
  metadata: {},
  created: new Date(0),
});

describe('the relayed payload', () => {
  it('leaves out the password hash of an account event written before issue 15', () => {
    const old = event('UserRegistered', {
      userId: '1',
      email: 'a@b.co',
      passwordHash: 'scrypt$x',
      locale: 'en',
    });
    const relayed = decodeMessage(encodeHeaders(old), encodePayload(old));
    expect(relayed.data).toEqual({ userId: '1', email: 'a@b.co', locale: 'en' });
    expect(withoutSecrets(event('UserPasswordChanged', { passwordHash: 'h', tokenId: null }))).toEqual({
      tokenId: null,
    });
  });

  it('relays every other event as stored', () => {
    const data = { userId: '1', credentialId: 'c', passwordHash: 'not a secret of this type' };
    expect(withoutSecrets(event('SomethingElse', data))).toBe(data);
    const current = { userId: '1', email: 'a@b.co', credentialId: 'c', locale: 'en' };
    expect(withoutSecrets(event('UserRegistered', current))).toBe(current);
    const bytes = new Uint8Array([1, 2, 3]);
    expect(encodePayload(event('UserRegistered', bytes))).toBe(bytes);
  });
});
