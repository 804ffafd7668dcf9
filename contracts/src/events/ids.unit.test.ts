import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nameUuid, selectionIdOf } from './ids.ts';

/** The ids as they were first computed, with node:crypto: stored events and read models hold them. */
function nodeNameUuid(name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from('8a3c6d1e4b2f47a09e5d7c3b1a2f6e4d', 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('name-based ids', () => {
  it('keep the values stored events and read models already hold', () => {
    expect(selectionIdOf('event-1', 'player-1')).toBe('5058790f-1e81-54c0-a4ac-1e6bab2d14a2');
    expect(nameUuid('')).toBe('c5616576-6d28-5af6-88be-518b7be5ad7d');
    expect(nameUuid('é☃𝄞')).toBe('f2557bcb-ab4a-597a-a2ea-96b3cde957a5');
  });

  it('equal the first computation for names of every length and alphabet', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 16;
    for (let run = 0; run < 500; run++) {
      const name = String.fromCodePoint(
        ...Array.from({ length: next() % 120 }, () => 32 + (next() % 0x2fff)),
      );
      expect(nameUuid(name)).toBe(nodeNameUuid(name));
    }
  });
});
