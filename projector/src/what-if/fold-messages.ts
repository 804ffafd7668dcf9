/**
 * Messages between the API's thread (fold-pool.ts) and a what-if fold worker (fold-worker.ts).
 * Everything in them is structured-cloned: maps, dates, bigints and numbers arrive as they were.
 */
import type { KnownEvent } from '@stride/contracts/events/event-state';
import type { MetricsResult } from '@stride/contracts/metrics';
import type { TeamTrackingOverrides } from '@stride/contracts/tracking';
import type { ReadStreamOptions, RecordedEvent } from '@stride/streams/port';
import type { Plan } from '../projections/records-compute.ts';

/** To a worker: a selection to fold, or the events of a stream it reads. */
export type ToWorker =
  | {
      readonly kind: 'fold';
      readonly taskId: number;
      readonly event: KnownEvent;
      readonly plan: Plan;
      readonly tracking: TeamTrackingOverrides;
    }
  | {
      readonly kind: 'chunk';
      readonly readId: number;
      readonly events: readonly RecordedEvent[];
      readonly done: boolean;
    }
  | { readonly kind: 'readFailed'; readonly readId: number; readonly name: string; readonly message: string };

/** From a worker: a stream to read (first chunk, next chunk, or no more), or a fold's outcome. */
export type FromWorker =
  | {
      readonly kind: 'read';
      readonly readId: number;
      readonly streamName: string;
      readonly options: ReadStreamOptions;
    }
  | { readonly kind: 'next'; readonly readId: number }
  | { readonly kind: 'cancel'; readonly readId: number }
  | { readonly kind: 'folded'; readonly taskId: number; readonly result: MetricsResult }
  | { readonly kind: 'failed'; readonly taskId: number; readonly name: string; readonly message: string };
