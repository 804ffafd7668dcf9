import { describe, expect, it } from 'vitest';
import { fromStoredStreamMetadata, toStoredStreamMetadata } from './stream-metadata.ts';

describe('stream metadata in the stored form', () => {
  it("uses EventStoreDB's keys, with custom keys at the top level", () => {
    const stored = toStoredStreamMetadata({
      maxCount: 5,
      maxAge: 60,
      truncateBefore: 3n,
      custom: { owner: 'c-1' },
    });
    expect(stored).toEqual({ $maxCount: 5, $maxAge: 60, $tb: 3, owner: 'c-1' });
    expect(fromStoredStreamMetadata(stored)).toEqual({
      maxCount: 5,
      maxAge: 60,
      truncateBefore: 3n,
      custom: { owner: 'c-1' },
    });
    expect(fromStoredStreamMetadata(null)).toEqual({});
    expect(toStoredStreamMetadata({})).toEqual({});
  });

  it('refuses reserved custom keys and values EventStoreDB would refuse', () => {
    expect(() => toStoredStreamMetadata({ custom: { $acl: 'x' } })).toThrow(/reserved/);
    expect(() => toStoredStreamMetadata({ maxCount: 1.5 })).toThrow(/maxCount/);
    expect(() => toStoredStreamMetadata({ maxAge: -1 })).toThrow(/maxAge/);
    expect(() => toStoredStreamMetadata({ truncateBefore: -1n })).toThrow(/truncateBefore/);
  });

  it("ignores EventStoreDB's own keys and its soft-delete marker", () => {
    const stored = JSON.parse(
      '{"$tb":9223372036854775807,"$acl":{"$r":"$all"},"$cacheControl":10,"team":"t-1"}',
    ) as Record<string, unknown>;
    expect(fromStoredStreamMetadata(stored)).toEqual({ custom: { team: 't-1' } });
  });
});
