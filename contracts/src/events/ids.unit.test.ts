import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha1 } from '../sha1.ts';
import { nameUuid, selectionIdOf } from './ids.ts';

describe('sha1', () => {
  const nodeSha1 = (bytes: Uint8Array) => new Uint8Array(createHash('sha1').update(bytes).digest());

  it('equals node:crypto around the block and padding boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
      expect(sha1(bytes)).toEqual(nodeSha1(bytes));
    }
  });

  it('equals node:crypto on 500 pseudo-random inputs', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 16;
    for (let run = 0; run < 500; run++) {
      const bytes = Uint8Array.from({ length: next() % 300 }, () => next() & 0xff);
      expect(sha1(bytes)).toEqual(nodeSha1(bytes));
    }
  });
});

describe('name-based ids', () => {
  it('keep the values stored events and read models already hold', () => {
    // Computed with node:crypto before ids.ts had its own SHA-1.
    expect(selectionIdOf('event-1', 'player-1')).toBe('5058790f-1e81-54c0-a4ac-1e6bab2d14a2');
    expect(nameUuid('')).toBe('c5616576-6d28-5af6-88be-518b7be5ad7d');
    expect(nameUuid('é☃𝄞')).toBe('f2557bcb-ab4a-597a-a2ea-96b3cde957a5');
  });
});
