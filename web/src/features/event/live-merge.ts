/**
 * `liveRecordUpdated` sends every selection first, then deltas: only the selections whose record
 * or live figures changed. The screens merge them by selection id into what they hold, keeping
 * the unchanged items as they were (same objects), so a memoised tile of an unchanged player does
 * not draw again. `DeltaBatcher` collects the pushes and hands them on at most once per interval.
 */

/** `current` with `changes` in place of the items of the same id, and new ids appended. */
export function mergeById<T extends { readonly id: string }>(
  current: readonly T[] | undefined,
  changes: readonly T[],
): T[] {
  if (current === undefined) return [...changes];
  if (changes.length === 0) return [...current];
  const changed = new Map(changes.map((item) => [item.id, item]));
  const merged = current.map((item) => {
    const next = changed.get(item.id);
    if (next === undefined) return item;
    changed.delete(item.id);
    return next;
  });
  return [...merged, ...changed.values()];
}

/** Whether `pushed` brings a new id, or a `part` that differs from the held item's of its id. */
export function partChanged<T extends { readonly id: string }>(
  current: readonly T[] | undefined,
  pushed: readonly T[],
  part: (item: T) => unknown,
): boolean {
  if (current === undefined) return pushed.length > 0;
  const held = new Map(current.map((item) => [item.id, item]));
  return pushed.some((item) => {
    const before = held.get(item.id);
    return before === undefined || JSON.stringify(part(before)) !== JSON.stringify(part(item));
  });
}

export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Collects pushed items (the newest of each id wins) and flushes them at most once per
 * `intervalMs`: at once when the last flush is older than that, otherwise when it is due.
 */
export class DeltaBatcher<T extends { readonly id: string }> {
  private pending = new Map<string, T>();
  private last = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;

  constructor(
    private readonly flush: (items: T[]) => void,
    private readonly intervalMs = 1000,
    private readonly timers: Timers = realTimers,
  ) {}

  push(items: readonly T[]): void {
    for (const item of items) this.pending.set(item.id, item);
    if (this.timer !== null) return;
    const wait = this.last + this.intervalMs - this.timers.now();
    if (wait <= 0) this.emit();
    else this.timer = this.timers.setTimeout(() => this.emit(), wait);
  }

  /** Drop what is pending (the screen closed). */
  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private emit(): void {
    this.timer = null;
    if (this.pending.size === 0) return;
    const items = [...this.pending.values()];
    this.pending = new Map();
    this.last = this.timers.now();
    this.flush(items);
  }
}
