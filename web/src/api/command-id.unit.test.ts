import { describe, expect, it } from 'vitest';
import { asCommand, newCommandId } from './command-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newCommandId', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newCommandId();
    expect(a).toMatch(UUID_V4);
    expect(newCommandId()).not.toBe(a);
    expect(asCommand().commandId).toMatch(UUID_V4);
  });

  it('makes one from random bytes where randomUUID is missing (plain http)', () => {
    // An own property hides the prototype's method; deleting it brings the method back.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newCommandId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
