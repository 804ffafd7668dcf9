import { describe, expect, it } from 'vitest';
import { appendSize, decodeData, encodeAppend, encodeEvent } from './event-encoding.ts';
import { MaxAppendSizeExceededError } from './port.ts';

describe('event encoding', () => {
  it('stores JSON as UTF-8 JSON text and bytes as they are', () => {
    const json = encodeEvent({ id: 'a', type: 'T', data: { name: 'Zoë' }, metadata: { actorId: 'u' } });
    expect(json).toMatchObject({ id: 'a', type: 'T', isJson: true, metadata: '{"actorId":"u"}' });
    expect(json.data.toString('utf8')).toBe('{"name":"Zoë"}');
    const bytes = new Uint8Array([0, 255, 7]);
    const binary = encodeEvent({ id: 'b', type: 'T', data: bytes.subarray(1) });
    expect(binary).toMatchObject({ isJson: false, metadata: null });
    expect([...binary.data]).toEqual([255, 7]);
  });

  it('counts data and metadata bytes of every event, as EventStoreDB does', () => {
    const events = [
      encodeEvent({ id: 'a', type: 'T', data: 'é' }),
      encodeEvent({ id: 'b', type: 'T', data: new Uint8Array(10), metadata: { k: 'ü' } }),
    ];
    // "é" is 4 bytes of JSON; {"k":"ü"} is 10 bytes.
    expect(appendSize(events)).toBe(4 + 10 + 10);
  });

  it('refuses a batch over the limit before anything is sent, and accepts one at it', () => {
    const event = { id: 'a', type: 'T', data: new Uint8Array(100) };
    expect(encodeAppend('s-1', [event], 100)).toHaveLength(1);
    expect(() => encodeAppend('s-1', [event, event], 199)).toThrow(MaxAppendSizeExceededError);
    try {
      encodeAppend('s-1', [event, event], 199);
    } catch (error) {
      expect(error).toMatchObject({ streamName: 's-1', size: 200, limit: 199 });
    }
  });

  it('decodes JSON, and copies bytes out of shared buffers', () => {
    expect(decodeData(Buffer.from('[1,"x",null]'), true)).toEqual([1, 'x', null]);
    const shared = Buffer.from([1, 2, 3, 4]);
    const decoded = decodeData(shared.subarray(1, 3), false) as Uint8Array;
    expect(decoded).toBeInstanceOf(Uint8Array);
    expect(decoded.byteOffset).toBe(0);
    expect(decoded.buffer.byteLength).toBe(2);
    expect([...decoded]).toEqual([2, 3]);
  });
});
