/**
 * The batch applier: one PostgreSQL transaction per batch of relayed messages holds the
 * projection's writes and its checkpoint, so a redelivered or replayed event is a no-op. Order is
 * checked, not assumed: a sequence beyond the checkpoint's next one stops the batch (`gapFrom`)
 * and the consumer goes back there.
 *
 * A batch does not acknowledge or announce anything: the worker does, after commit.
 */
import type pg from 'pg';
import type { JsMsg } from 'nats';
import { relayHeaders, type NatsNames, type ReadModelChange } from '@stride/contracts/nats';
import { decodeMessage } from '@stride/streams/nats-codec';
import { comparePositions, formatPosition, type Position, type RecordedEvent } from '@stride/streams/port';
import type { Projection } from '../projection.ts';
import { applyEvent, UnguardedApplyFailed, type ApplyOptions } from './apply.ts';
import {
  classifyDelivery,
  moveCheckpoint,
  readCheckpoint,
  writeCheckpoint,
  type Checkpoint,
} from './checkpoint.ts';
import { park } from './parking.ts';

export interface BatchContext {
  readonly projection: Projection;
  readonly pool: pg.Pool;
  readonly names: NatsNames;
  readonly apply: ApplyOptions;
}

/** What a committed batch did. */
export interface BatchResult {
  readonly checkpoint: Checkpoint;
  /** Messages to acknowledge: applied, skipped or already applied. */
  readonly done: readonly JsMsg[];
  /** Change notices to send, one per subject, with the position of the last event that caused it. */
  readonly changes: ReadonlyMap<string, ReadModelChange>;
  /** Events the projection handled. */
  readonly applied: number;
  /** The sequence to restart the consumer from when a gap was found. */
  readonly gapFrom: number | null;
}

/** The relayed event type of a message, from its headers; null when it has none. */
const typeOf = (m: JsMsg): string | null => m.headers?.get(relayHeaders.type) || null;

/** True when every message is an event the projection ignores (so only the checkpoint moves). */
export function onlyIgnored(projection: Projection, batch: readonly JsMsg[]): boolean {
  return batch.every((m) => {
    const type = typeOf(m);
    return type !== null && !projection.handles.has(type);
  });
}

/** What walking a batch against the checkpoint gave: see `walk`. */
interface Walked {
  readonly checkpoint: Checkpoint;
  readonly done: JsMsg[];
  readonly gapFrom: number | null;
}

/**
 * Walk a batch in order against the checkpoint `from`: a message applied already is done at once;
 * one beyond the next expected sequence stops the walk (`gapFrom`: where the consumer goes back
 * to); each next message goes to `step`, which returns the checkpoint moved past its event. Every
 * message walked over is `done`.
 */
async function walk(
  batch: readonly JsMsg[],
  from: Checkpoint,
  step: (m: JsMsg, cp: Checkpoint) => Checkpoint | Promise<Checkpoint>,
): Promise<Walked> {
  let cp = from;
  const done: JsMsg[] = [];
  for (const m of batch) {
    const seq = m.info.streamSequence;
    const delivery = classifyDelivery(cp.streamSeq, seq);
    if (delivery === 'gap') return { checkpoint: cp, done, gapFrom: (cp.streamSeq ?? 0) + 1 };
    if (delivery === 'next') cp = { ...(await step(m, cp)), streamSeq: seq };
    done.push(m);
  }
  return { checkpoint: cp, done, gapFrom: null };
}

/** The checkpoint moved to `position` when that is past it (positions only go forward). */
const movedTo = (cp: Checkpoint, position: Position): Checkpoint =>
  cp.position === null || comparePositions(position, cp.position) > 0 ? { ...cp, position } : cp;

/**
 * A batch holding only events the projection ignores only moves the checkpoint: one statement
 * (compare-and-set on the sequence this worker wrote last, `from`) instead of a locked
 * transaction. Most of the stream is of no interest to most projections, so this is their common
 * case. Returns null when it cannot take the short way (the table moved): apply it instead.
 */
export async function skipBatch(
  context: BatchContext,
  batch: readonly JsMsg[],
  from: Checkpoint,
): Promise<BatchResult | null> {
  const { checkpoint, done, gapFrom } = await walk(batch, from, (m, cp) =>
    movedTo(cp, decodeMessage(m.headers, m.data).position),
  );
  if (checkpoint !== from && !(await moveCheckpoint(context.pool, context.projection.name, from, checkpoint)))
    return null;
  return { checkpoint, done, changes: new Map(), applied: 0, gapFrom };
}

/**
 * Apply a batch in one transaction. Unguarded first (see apply.ts); an event failing there makes
 * the whole batch run again guarded. On any other failure the messages are given back (nak) and
 * the error thrown.
 */
export async function applyBatch(
  context: BatchContext,
  batch: readonly JsMsg[],
  guarded = false,
): Promise<BatchResult> {
  const { projection, names } = context;
  let applied = 0;
  const tx = await context.pool.connect();
  let walked: Walked;
  const changes = new Map<string, ReadModelChange>();
  try {
    // Read models are derived data: a batch need not wait for its WAL flush. Should PostgreSQL
    // lose the last batches in a crash, the checkpoint goes back with them and the sequence gap
    // check below replays them from JetStream. One round trip for both statements: a small
    // batch's own statements are few, and each costs a wake-up of both processes.
    await tx.query('BEGIN; SET LOCAL synchronous_commit TO off');
    walked = await walk(batch, await readCheckpoint(tx, projection.name, true), async (m, cp) => {
      let event: RecordedEvent;
      try {
        event = decodeMessage(m.headers, m.data);
      } catch (error) {
        // A message that is not an event can never apply: park it under its sequence.
        const position = cp.position ?? { commit: 0n, prepare: 0n };
        const seq = m.info.streamSequence;
        await park(
          tx,
          projection.name,
          { id: zeroUuid(seq), streamName: m.subject, type: 'malformed', position },
          1,
          error,
        );
        return cp;
      }
      const moved = movedTo(cp, event.position);
      if (moved !== cp && projection.handles.has(event.type)) {
        applied++;
        for (const change of await applyEvent(tx, projection, event, context.apply, guarded)) {
          const subject = names.changeSubject(change.readModel, change.key);
          changes.set(subject, { ...change, position: formatPosition(event.position) });
        }
      }
      return moved;
    });
    await projection.settle?.(tx);
    await writeCheckpoint(tx, projection.name, walked.checkpoint);
    await tx.query('COMMIT');
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    projection.discard?.();
    if (error instanceof UnguardedApplyFailed && !guarded) {
      tx.release();
      return applyBatch(context, batch, true);
    }
    tx.release(error instanceof Error ? error : true);
    for (const m of batch) m.nak(1000);
    throw error;
  }
  tx.release();
  return { ...walked, changes, applied };
}

function zeroUuid(seq: number): string {
  return `00000000-0000-0000-0000-${seq.toString(16).padStart(12, '0').slice(-12)}`;
}
