/**
 * One clock for the whole live screen, moving on every second: each tile's "no data for 6 s" and
 * time on the pitch read it, so they tick without the tiles (or the screen) drawing again, and
 * 50 tiles share one timer.
 */
import { useSyncExternalStore } from 'react';

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The time (ms), moving on every second. */
export function useSecond(): number {
  return useSyncExternalStore(subscribe, () => now);
}
