import { describe, expect, it } from 'vitest';
import type { SampleAppend } from '@stride/contracts/events/upload';
import { encodeBatch, sliceBatch } from '@stride/contracts/samples';
import type { RecordedEvent } from '@stride/streams/port';
import { finish, init, push } from '../metrics/engine.ts';
import { profileConfig } from '../metrics/profile.ts';
import { syntheticPlayer } from '../metrics/synthetic.ts';
import { UploadBatches } from './upload-batches.ts';

const STREAM = 'samples-e1_d1';
let commit = 0n;

/** A `SamplesRecorded` of `stream` at `revision`, `size` bytes, at the next position. */
function batch(
  jobId: string | null,
  revision: number,
  size = 10,
  { stream = STREAM, live = false }: { stream?: string; live?: boolean } = {},
): RecordedEvent {
  commit += 10n;
  return {
    id: `${stream}/${revision}`,
    type: 'SamplesRecorded',
    streamName: stream,
    revision: BigInt(revision),
    position: { commit, prepare: commit },
    isJson: false,
    data: new Uint8Array(size).fill(revision + 1),
    metadata: { ...(jobId === null ? {} : { jobId }), ...(live ? { liveSeq: revision } : {}) },
    created: new Date(0),
  };
}

function keepAll(cache: UploadBatches, events: RecordedEvent[]): void {
  for (const event of events) {
    cache.advance(event.position);
    cache.keep(event);
  }
}

const append = (from: number, to: number, streamName = STREAM): SampleAppend => ({
  eventId: 'e1',
  deviceId: 'd1',
  streamName,
  fromRevision: from,
  toRevision: to,
  samples: 1,
  firstTime: 0,
  lastTime: 1,
  format: 'csv-stride',
  cycling: false,
});

const source = (from: number, to: number, stream_name = STREAM) => ({
  stream_name,
  from_revision: String(from),
  to_revision: String(to),
});

describe('the upload batches kept until their commit', () => {
  it("gives a job's batches of a range in revision order, and null when one is missing", () => {
    const cache = new UploadBatches();
    keepAll(cache, [batch('j1', 0), batch('j1', 1), batch('j1', 3)]);
    expect(cache.batchesOf('j1', STREAM, 0n, 1n)?.map((b) => b[0])).toEqual([1, 2]);
    expect(cache.batchesOf('j1', STREAM, 0n, 3n)).toBeNull();
    expect(cache.batchesOf('j2', STREAM, 0n, 1n)).toBeNull();
    expect(cache.batchesOf('j1', 'samples-e1_d2', 0n, 1n)).toBeNull();
    expect(cache.bytes).toBe(30);
  });

  it('keeps a copy of the bytes', () => {
    const cache = new UploadBatches();
    const event = batch('j1', 0);
    cache.keep(event);
    (event.data as Uint8Array).fill(99);
    expect(cache.batchesOf('j1', STREAM, 0n, 0n)?.[0]?.[0]).toBe(1);
  });

  it('keeps no live batch, no batch without a job and no JSON event', () => {
    const cache = new UploadBatches();
    const json = { ...batch('j1', 1), isJson: true, data: { any: 1 } };
    keepAll(cache, [batch('j1', 0, 10, { live: true }), batch(null, 0), json]);
    expect(cache.bytes).toBe(0);
  });

  it('forgets everything when the position does not move forwards', () => {
    const cache = new UploadBatches();
    const first = batch('j1', 0);
    keepAll(cache, [first, batch('j1', 1)]);
    cache.advance(first.position);
    expect(cache.batchesOf('j1', STREAM, 0n, 0n)).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('drops the oldest job past its bound, and keeps none of its later batches', () => {
    const cache = new UploadBatches(25);
    keepAll(cache, [batch('old', 0), batch('new', 0), batch('new', 1, 10, { stream: 'samples-e1_d2' })]);
    expect(cache.batchesOf('old', STREAM, 0n, 0n)).toBeNull();
    expect(cache.batchesOf('new', STREAM, 0n, 0n)).not.toBeNull();
    keepAll(cache, [batch('old', 1)]);
    expect(cache.batchesOf('old', STREAM, 1n, 1n)).toBeNull();
    expect(cache.bytes).toBe(20);
    cache.limit(0);
    keepAll(cache, [batch('other', 0)]);
    expect(cache.bytes).toBe(0);
  });

  it("serves a commit only its own appends' ranges, and counts what it served", () => {
    const cache = new UploadBatches();
    keepAll(cache, [batch('j1', 0), batch('j1', 1), batch('j1', 2)]);
    const relayed = cache.forCommit('j1', [append(0, 1), append(2, 3)]);
    expect(relayed.batches(source(0, 1))?.length).toBe(2);
    // Not one of the job's appends (another job's, or live): not counted.
    expect(relayed.batches(source(0, 2))).toBeNull();
    // One of its appends, with revision 3 never seen: read from the store.
    expect(relayed.batches(source(2, 3))).toBeNull();
    expect(cache.stats).toEqual({ relayed: 1, folded: 0, read: 1 });
    cache.forget('j1');
    expect(cache.bytes).toBe(0);
    expect(relayed.batches(source(0, 1))).toBeNull();
  });
});

describe('the engine state folded as the batches come', () => {
  const play = syntheticPlayer({ seed: 5, seconds: 300, start: Date.UTC(2026, 4, 2, 18), hr: true });
  const parts = [0, 1, 2].map((i) => sliceBatch(play, i * 1000, Math.min(play.t.length, (i + 1) * 1000)));
  const config = profileConfig('csv', false);
  const events = () =>
    parts.map((part, i) => ({ ...batch('j1', i + 4), data: encodeBatch(part) }) satisfies RecordedEvent);
  const sources = [source(4, 5), source(6, 6)];
  const appends = [append(4, 5), append(6, 6)];

  function folding(cache: UploadBatches, list: RecordedEvent[]): void {
    cache.foldAsRelayed = true;
    for (const event of list) {
      cache.advance(event.position);
      if (cache.keep(event)) cache.startFold(event, config);
    }
  }

  it('is the fold of the same batches with the same configuration, given once', () => {
    const cache = new UploadBatches();
    folding(cache, events());
    const relayed = cache.forCommit('j1', appends);
    const folded = relayed.folded(sources, config);
    const expected = init(config);
    for (const part of parts) push(expected, part);
    expect(folded?.samples).toBe(play.t.length);
    expect(JSON.stringify(finish(folded!.state))).toBe(JSON.stringify(finish(expected)));
    expect(relayed.folded(sources, config)).toBeNull();
    expect(cache.stats.folded).toBe(1);
  });

  it('is not used with another configuration, other sources, or a batch missing', () => {
    const cache = new UploadBatches();
    folding(cache, events());
    const relayed = cache.forCommit('j1', appends);
    expect(
      relayed.folded(sources, {
        ...config,
        ranges: [],
        windows: { periods: [], sessions: [{ id: 's', start: 0, end: 1 }] },
      }),
    ).toBeNull();
    expect(relayed.folded([source(4, 5)], config)).toBeNull();
    expect(relayed.folded([source(6, 6), source(4, 5)], config)).toBeNull();
    expect(cache.forCommit('j2', appends).folded(sources, config)).toBeNull();
    const gap = new UploadBatches();
    const [first, , third] = events();
    folding(gap, [first!, third!]);
    expect(gap.forCommit('j1', appends).folded(sources, config)).toBeNull();
    expect(relayed.folded(sources, config)).not.toBeNull();
  });

  it('is not folded unless asked to', () => {
    const cache = new UploadBatches();
    for (const event of events()) expect(cache.keep(event)).toBe(false);
    expect(cache.forCommit('j1', appends).folded(sources, config)).toBeNull();
    expect(cache.forCommit('j1', appends).batches(sources[0]!)).toHaveLength(2);
  });
});
