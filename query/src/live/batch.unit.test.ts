/**
 * What the gateway accepts as a batch (issue 18), before the store: both forms, and each refusal's
 * code. Through HTTP on the real stack: live-gateway.int.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isDomainError } from '@stride/contracts/errors';
import { allocateBatch, encodeBatch } from '@stride/contracts/samples';
import { frameBatch, LIVE_MAX_SAMPLES, parseBinary, parseFramed, parseJson } from './batch.ts';

const EVENT = '0b9d3c4e-8a1f-4f6e-9c2d-1a2b3c4d5e6f';
const DEVICE = '1c8e4d5f-9b2a-4a7f-8d3e-2b3c4d5e6f70';
const T0 = Date.parse('2026-05-02T18:00:00Z');
const body = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    eventId: EVENT,
    deviceId: DEVICE,
    seq: 1,
    t: [T0, T0 + 100],
    x: [1, 2],
    y: [3, 4],
    ...extra,
  });

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return isDomainError(error) ? error.code : 'not a DomainError';
  }
}

describe('parseJson', () => {
  it('reads the channels given, null as a missing value, ids in lower case', () => {
    const parsed = parseJson(body({ eventId: EVENT.toUpperCase(), hr: [150, null] }));
    expect(parsed.eventId).toBe(EVENT);
    expect([...parsed.batch.x!]).toEqual([1, 2]);
    expect(parsed.batch.hr![1]).toBeNaN();
    expect(parsed.batch.lat).toBeNull();
  });

  it.each([
    ['no JSON', '{', 'LIVE_BATCH_MALFORMED'],
    ['an array', '[]', 'LIVE_BATCH_MALFORMED'],
    ['an event id that is no UUID', body({ eventId: 'e1' }), 'LIVE_BATCH_MALFORMED'],
    ['seq 0', body({ seq: 0 }), 'LIVE_BATCH_MALFORMED'],
    ['seq 1.5', body({ seq: 1.5 }), 'LIVE_BATCH_MALFORMED'],
    ['x without y', body({ y: undefined }), 'LIVE_BATCH_MALFORMED'],
    ['a channel shorter than t', body({ hr: [1] }), 'LIVE_BATCH_MALFORMED'],
    ['a string value', body({ hr: ['150', 150] }), 'LIVE_BATCH_MALFORMED'],
    ['a null time', body({ t: [T0, null] }), 'LIVE_BATCH_MALFORMED'],
    ['no sample', body({ t: [], x: [], y: [] }), 'LIVE_BATCH_MALFORMED'],
    ['time running backwards', body({ t: [T0 + 100, T0] }), 'LIVE_TIME_BACKWARDS'],
    ['a time in 1970', body({ t: [0, 100] }), 'LIVE_VALUE_IMPOSSIBLE'],
    ['a heart rate of 301', body({ hr: [301, 150] }), 'LIVE_VALUE_IMPOSSIBLE'],
    ['a negative speed', body({ speed: [-1, 2] }), 'LIVE_VALUE_IMPOSSIBLE'],
    ['lat 90.5', body({ x: undefined, y: undefined, lat: [90.5, 0], lon: [0, 0] }), 'LIVE_VALUE_IMPOSSIBLE'],
    ['too many samples', body({ t: Array(LIVE_MAX_SAMPLES + 1).fill(T0) }), 'LIVE_BATCH_TOO_LARGE'],
  ])('refuses %s', (_what, text, code) => {
    expect(codeOf(() => parseJson(text))).toBe(code);
  });
});

describe('parseBinary', () => {
  const batch = allocateBatch(2, ['hr']);
  batch.t.set([T0, T0 + 100]);
  batch.hr!.set([140, 141]);
  const headers = { 'x-stride-event': EVENT, 'x-stride-device': DEVICE, 'x-stride-seq': '7' };

  it('decodes the encoding with the headers', () => {
    const parsed = parseBinary(encodeBatch(batch), headers);
    expect(parsed.seq).toBe(7);
    expect([...parsed.batch.hr!]).toEqual([140, 141]);
  });

  it('refuses bytes that are not a batch, a missing header, and the same value rules as JSON', () => {
    expect(codeOf(() => parseBinary(new Uint8Array(9), headers))).toBe('LIVE_BATCH_MALFORMED');
    expect(codeOf(() => parseBinary(encodeBatch(batch), { ...headers, 'x-stride-seq': undefined }))).toBe(
      'LIVE_BATCH_MALFORMED',
    );
    const bad = allocateBatch(2, ['hr']);
    bad.t.set([T0, T0 + 100]);
    bad.hr!.set([140, 999]);
    expect(codeOf(() => parseBinary(encodeBatch(bad), headers))).toBe('LIVE_VALUE_IMPOSSIBLE');
  });
});

describe('a binary WebSocket frame (length, JSON header, encoded batch)', () => {
  const encoded = () => {
    const batch = allocateBatch(2, ['hr']);
    batch.t.set([T0, T0 + 100]);
    batch.hr!.set([150, Number.NaN]);
    return encodeBatch(batch);
  };

  it('reads back what frameBatch wrote', () => {
    const parsed = parseFramed(
      frameBatch({ eventId: EVENT.toUpperCase(), deviceId: DEVICE, seq: 7 }, encoded()),
    );
    expect({ eventId: parsed.eventId, deviceId: parsed.deviceId, seq: parsed.seq }).toEqual({
      eventId: EVENT,
      deviceId: DEVICE,
      seq: 7,
    });
    expect([...parsed.batch.t]).toEqual([T0, T0 + 100]);
    expect(parsed.batch.hr![1]).toBeNaN();
  });

  it('refuses a frame without a whole header, a header that is no JSON object, bad ids or seq, or no batch', () => {
    const header = (value: string) => {
      const json = new TextEncoder().encode(value);
      const frame = new Uint8Array(4 + json.length + encoded().length);
      new DataView(frame.buffer).setUint32(0, json.length);
      frame.set(json, 4);
      frame.set(encoded(), 4 + json.length);
      return frame;
    };
    const cases: Uint8Array[] = [
      new Uint8Array(3),
      new Uint8Array([0, 0, 1, 0, 123]),
      header('{"eventId":'),
      header('[1]'),
      header('null'),
      header(JSON.stringify({ eventId: 'x', deviceId: DEVICE, seq: 1 })),
      header(JSON.stringify({ eventId: EVENT, deviceId: DEVICE, seq: 0 })),
      frameBatch({ eventId: EVENT, deviceId: DEVICE, seq: 1 }, new Uint8Array(5)),
    ];
    expect(cases.map((frame) => codeOf(() => parseFramed(frame)))).toEqual(
      cases.map(() => 'LIVE_BATCH_MALFORMED'),
    );
  });
});
