/**
 * Read-your-writes (ARCHITECTURE.md rule 8): wait, bounded, until a projector has committed a
 * given `$all` position. Projectors announce each committed batch on NATS; the checkpoint table
 * is the fallback when a notice was missed.
 */
import type pg from 'pg';
import type { NatsConnection, Subscription } from 'nats';
import type { NatsNames, ProjectorProgress } from '@stride/contracts/nats';
import { comparePositions, parsePosition, type Position } from '@stride/streams/port';
import { readCheckpoint } from './runtime/checkpoint.ts';

export interface ProgressTracker {
  /** True once `projector` has passed `position`; false when `timeoutMs` ran out first. */
  waitFor(projector: string, position: Position, timeoutMs: number): Promise<boolean>;
  close(): void;
}

interface Waiter {
  readonly position: Position;
  readonly resolve: (ok: boolean) => void;
  timer?: NodeJS.Timeout;
}

/**
 * Waiters of one projector, sorted by position: a notice resolves a prefix, instead of every
 * notice of every projector visiting every waiter (which grew with the backlog and slowed the
 * process further while it lagged). Writes arrive in `$all` order, so an insert is nearly always
 * at the end.
 */
function insertSorted(list: Waiter[], waiter: Waiter): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comparePositions(list[middle]!.position, waiter.position) <= 0) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, waiter);
}

export function trackProgress(nats: NatsConnection, names: NatsNames, pool: pg.Pool): ProgressTracker {
  const latest = new Map<string, Position>();
  const waiters = new Map<string, Waiter[]>();

  const reached = (projector: string, position: Position): boolean => {
    const at = latest.get(projector);
    return at !== undefined && comparePositions(at, position) >= 0;
  };
  const advance = (projector: string, position: Position): void => {
    const at = latest.get(projector);
    if (at === undefined || comparePositions(position, at) > 0) latest.set(projector, position);
    const list = waiters.get(projector);
    if (list === undefined) return;
    let done = 0;
    while (done < list.length && reached(projector, list[done]!.position)) done++;
    for (const waiter of list.splice(0, done)) {
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
  };

  const subscription: Subscription = nats.subscribe(names.progressWildcard, {
    callback: (error, message) => {
      if (error) return;
      try {
        const progress = JSON.parse(new TextDecoder().decode(message.data)) as ProjectorProgress;
        advance(progress.projector, parsePosition(progress.position));
      } catch {
        // a malformed notice is ignored: the checkpoint table stays the truth
      }
    },
  });

  /** Best effort: a failed read only means waiting for the next notice. */
  async function fromTable(projector: string): Promise<void> {
    try {
      const checkpoint = await readCheckpoint(pool, projector);
      if (checkpoint.position) advance(projector, checkpoint.position);
    } catch {
      // the write this waits for has happened; its visibility will follow the next notice
    }
  }

  return {
    async waitFor(projector, position, timeoutMs) {
      if (reached(projector, position)) return true;
      // Notices keep `latest` current; the table is read only for a projector not heard from yet
      // (and once more on time-out, in case a notice was lost).
      if (!latest.has(projector)) {
        await fromTable(projector);
        if (reached(projector, position)) return true;
      }
      const ok = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = { position, resolve };
        const list = waiters.get(projector) ?? [];
        waiters.set(projector, list);
        insertSorted(list, waiter);
        waiter.timer = setTimeout(() => {
          const index = list.indexOf(waiter);
          if (index < 0) return;
          list.splice(index, 1);
          resolve(false);
        }, timeoutMs);
        waiter.timer.unref();
      });
      if (ok) return true;
      await fromTable(projector);
      return reached(projector, position);
    },
    close() {
      subscription.unsubscribe();
      for (const list of waiters.values()) {
        for (const waiter of list) {
          clearTimeout(waiter.timer);
          waiter.resolve(false);
        }
      }
      waiters.clear();
    },
  };
}
