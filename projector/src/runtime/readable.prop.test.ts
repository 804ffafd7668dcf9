import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '@stride/command/testing/text';
import { readableText, readableValue } from './readable.ts';

const LONE_SURROGATE = /[\ud800-\udfff]/u;

describe('readable text', () => {
  it('is well-formed and free of U+0000, and leaves every other character as stored', () => {
    fc.assert(
      fc.property(hostileText(20), (text) => {
        const readable = readableText(text);
        expect(LONE_SURROGATE.test(readable)).toBe(false);
        expect(readable.includes('\u0000')).toBe(false);
        expect(readable.length).toBe(text.length);
        for (let i = 0; i < text.length; i++) {
          if (readable[i] !== text[i]) expect(readable[i]).toBe('\uFFFD');
        }
        expect(readableText(readable)).toBe(readable);
        if (!LONE_SURROGATE.test(text) && !text.includes('\u0000')) expect(readable).toBe(text);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('reaches every string of an event and keeps the same object when nothing changes', () => {
    fc.assert(
      fc.property(hostileText(), hostileText(), (a, b) => {
        const data = { name: a, nested: { list: [b, 1, null] }, bytes: new Uint8Array([0]) };
        const readable = readableValue(data);
        expect(readable.name).toBe(readableText(a));
        expect(readable.nested.list[0]).toBe(readableText(b));
        expect(readable.bytes).toBe(data.bytes);
        if (readableText(a) === a && readableText(b) === b) expect(readable).toBe(data);
      }),
    );
  }, 30_000);
});
