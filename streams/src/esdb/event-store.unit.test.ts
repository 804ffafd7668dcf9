import {
  MaxAppendSizeExceededError as EsdbMaxAppendSizeExceededError,
  StreamDeletedError as EsdbStreamDeletedError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { MaxAppendSizeExceededError, WrongExpectedVersionError } from '../port.ts';
import {
  fromEsdbError,
  fromEsdbRecordedEvent,
  isSystemEvent,
  toEsdbEventData,
  toEsdbReadRevision,
} from './event-store.ts';

const created = new Date('2024-05-01T10:00:00Z');

function recorded(overrides: Partial<Record<string, unknown>>): EsdbRecordedEvent {
  return {
    streamId: 'player-1',
    id: 'c1a1b6f2-8f0a-4f6e-9a59-8e2b1c0f5d11',
    revision: 4n,
    type: 'PlayerRenamed',
    created,
    data: { name: 'Zoë' },
    metadata: { actorId: 'u-1' },
    isJson: true,
    position: { commit: 200n, prepare: 190n },
    ...overrides,
  };
}

describe('EventStoreDB adapter mapping', () => {
  it('builds JSON and binary event data with the given id and metadata', () => {
    const json = toEsdbEventData({ id: 'id-1', type: 'A', data: { n: 1 }, metadata: { actorId: 'u' } });
    expect(json).toEqual({
      id: 'id-1',
      contentType: 'application/json',
      type: 'A',
      data: { n: 1 },
      metadata: { actorId: 'u' },
    });
    const bytes = new Uint8Array([1, 2, 3]);
    const binary = toEsdbEventData({ id: 'id-2', type: 'B', data: bytes });
    expect(binary).toMatchObject({ id: 'id-2', contentType: 'application/octet-stream', type: 'B' });
    expect([...(binary.data as Uint8Array)]).toEqual([1, 2, 3]);
    expect(binary.metadata).toBeUndefined();
  });

  it('maps read revisions', () => {
    expect(toEsdbReadRevision('start')).toBe('start');
    expect(toEsdbReadRevision('end')).toBe('end');
    expect(toEsdbReadRevision(7n)).toBe(7n);
  });

  it('maps recorded events, copying binary data and defaulting metadata', () => {
    expect(fromEsdbRecordedEvent(recorded({}))).toEqual({
      id: 'c1a1b6f2-8f0a-4f6e-9a59-8e2b1c0f5d11',
      type: 'PlayerRenamed',
      streamName: 'player-1',
      revision: 4n,
      position: { commit: 200n, prepare: 190n },
      data: { name: 'Zoë' },
      isJson: true,
      metadata: { actorId: 'u-1' },
      created,
    });
    const shared = Buffer.from([9, 8, 7, 6]);
    const binary = fromEsdbRecordedEvent(
      recorded({ isJson: false, data: shared.subarray(1, 3), metadata: undefined }),
    );
    expect(binary.data).toBeInstanceOf(Uint8Array);
    expect([...(binary.data as Uint8Array)]).toEqual([8, 7]);
    expect((binary.data as Uint8Array).byteOffset).toBe(0);
    expect(binary.metadata).toEqual({});
    expect(fromEsdbRecordedEvent(recorded({ metadata: new Uint8Array([1]) })).metadata).toEqual({});
    expect(() => fromEsdbRecordedEvent(recorded({ position: undefined }))).toThrow(/without a position/);
  });

  it('recognises system events by type or stream', () => {
    expect(isSystemEvent({ type: '$metadata', streamId: '$$player-1' })).toBe(true);
    expect(isSystemEvent({ type: 'StatsCollected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-player' })).toBe(true);
    expect(isSystemEvent({ type: 'PlayerRenamed', streamId: 'player-1' })).toBe(false);
  });

  it("maps the client's errors to the port's", () => {
    const wrong = new EsdbWrongExpectedVersionError(undefined, {
      streamName: 'player-1',
      expected: 3n,
      current: 5n,
    });
    const mapped = fromEsdbError(wrong, 'player-1', 3n);
    expect(mapped).toBeInstanceOf(WrongExpectedVersionError);
    expect(mapped).toMatchObject({ streamName: 'player-1', expected: 3n, actual: 5n });

    const missing = new EsdbWrongExpectedVersionError(undefined, {
      streamName: 'player-1',
      expected: 'stream_exists',
      current: 'no_stream',
    });
    expect(fromEsdbError(missing, 'player-1', 'stream_exists')).toMatchObject({ actual: 'no_stream' });

    expect(fromEsdbError(new EsdbStreamDeletedError(undefined, 'player-1'), 'player-1', 'any')).toMatchObject(
      {
        name: 'WrongExpectedVersionError',
        actual: 'no_stream',
      },
    );
    const tooBig = fromEsdbError(
      new EsdbMaxAppendSizeExceededError(undefined, 1024),
      'player-1',
      'any',
      2048,
    );
    expect(tooBig).toBeInstanceOf(MaxAppendSizeExceededError);
    expect(tooBig).toMatchObject({ size: 2048, limit: 1024 });

    const other = new Error('unavailable');
    expect(fromEsdbError(other, 'player-1', 'any')).toBe(other);
  });
});
