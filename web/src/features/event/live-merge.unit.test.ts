import { describe, expect, it } from 'vitest';
import { DeltaBatcher, mergeById, partChanged, type Timers } from './live-merge.ts';

interface Item {
  readonly id: string;
  readonly v: number;
}

describe('mergeById', () => {
  const a = { id: 'a', v: 1 };
  const b = { id: 'b', v: 2 };
  const c = { id: 'c', v: 3 };

  it('replaces the changed items, keeps the others as the same objects, appends new ids', () => {
    const b2 = { id: 'b', v: 20 };
    const d = { id: 'd', v: 4 };
    const merged = mergeById<Item>([a, b, c], [b2, d]);
    expect(merged).toEqual([a, b2, c, d]);
    expect(merged[0]).toBe(a);
    expect(merged[2]).toBe(c);
    expect(merged[1]).toBe(b2);
  });

  it('takes the first push (every selection) as it is when nothing is held yet', () => {
    expect(mergeById<Item>(undefined, [a, b])).toEqual([a, b]);
  });

  it('keeps everything on an empty delta', () => {
    const merged = mergeById<Item>([a, b], []);
    expect(merged).toEqual([a, b]);
    expect(merged[1]).toBe(b);
  });
});

describe('partChanged', () => {
  const held = [
    { id: 'a', v: 1, record: { d: 1 } },
    { id: 'b', v: 2, record: null },
  ];
  it('is false when only other parts changed (live figures), true when the part did', () => {
    expect(partChanged(held, [{ id: 'a', v: 9, record: { d: 1 } }], (s) => s.record)).toBe(false);
    expect(partChanged(held, [{ id: 'b', v: 2, record: { d: 5 } }], (s) => s.record)).toBe(true);
  });
  it('is true for a new id', () => {
    expect(partChanged(held, [{ id: 'z', v: 0, record: null }], (s) => s.record)).toBe(true);
  });
});

/** A hand-driven clock: `advance` runs the timers that came due. */
function fakeTimers() {
  let now = 0;
  let queue: { at: number; run: () => void; handle: number }[] = [];
  let next = 1;
  const timers: Timers = {
    now: () => now,
    setTimeout: (run, ms) => {
      const handle = next++;
      queue.push({ at: now + ms, run, handle });
      return handle;
    },
    clearTimeout: (handle) => {
      queue = queue.filter((t) => t.handle !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = queue.filter((t) => t.at <= now);
    queue = queue.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  return { timers, advance, pending: () => queue.length };
}

describe('DeltaBatcher', () => {
  it('flushes the first push at once, then at most once per interval with the newest of each id', () => {
    const { timers, advance } = fakeTimers();
    const flushed: Item[][] = [];
    const batcher = new DeltaBatcher<Item>((items) => flushed.push(items), 1000, timers);
    batcher.push([{ id: 'a', v: 1 }]);
    expect(flushed).toEqual([[{ id: 'a', v: 1 }]]);

    advance(100);
    batcher.push([
      { id: 'a', v: 2 },
      { id: 'b', v: 1 },
    ]);
    advance(100);
    batcher.push([{ id: 'a', v: 3 }]);
    expect(flushed).toHaveLength(1);

    advance(799);
    expect(flushed).toHaveLength(1);
    advance(1);
    expect(flushed).toHaveLength(2);
    expect(flushed[1]).toEqual([
      { id: 'a', v: 3 },
      { id: 'b', v: 1 },
    ]);
  });

  it('flushes at once again when the last flush is older than the interval', () => {
    const { timers, advance } = fakeTimers();
    const flushed: Item[][] = [];
    const batcher = new DeltaBatcher<Item>((items) => flushed.push(items), 1000, timers);
    batcher.push([{ id: 'a', v: 1 }]);
    advance(1500);
    batcher.push([{ id: 'a', v: 2 }]);
    expect(flushed).toHaveLength(2);
  });

  it('drops what is pending when disposed', () => {
    const { timers, advance, pending } = fakeTimers();
    const flushed: Item[][] = [];
    const batcher = new DeltaBatcher<Item>((items) => flushed.push(items), 1000, timers);
    batcher.push([{ id: 'a', v: 1 }]);
    batcher.push([{ id: 'a', v: 2 }]);
    batcher.dispose();
    expect(pending()).toBe(0);
    advance(5000);
    expect(flushed).toHaveLength(1);
  });
});
