/**
 * A projection's checkpoint (ARCHITECTURE.md rule 5): the last `$all` position and JetStream
 * sequence it applied, written in the transaction of the batch that got there.
 */
import type pg from 'pg';
import type { Position } from '@stride/streams/port';
import { typedSql } from '../sql.ts';
import * as sql from './checkpoint.queries.ts';

export interface Checkpoint {
  readonly version: number;
  readonly position: Position | null;
  readonly streamSeq: number | null;
}

function toCheckpoint(row: sql.IReadCheckpointResult): Checkpoint {
  return {
    version: row.version,
    position:
      row.commit_position === null || row.prepare_position === null
        ? null
        : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    streamSeq: row.stream_seq === null ? null : Number(row.stream_seq),
  };
}

/** A checkpoint's position and sequence as the statements take them. */
const stored = (checkpoint: Checkpoint) => ({
  commit: checkpoint.position?.commit.toString() ?? null,
  prepare: checkpoint.position?.prepare.toString() ?? null,
  streamSeq: checkpoint.streamSeq,
});

/** The row `migrateProjections` creates for a projection it has not seen. */
export async function initCheckpoint(pool: pg.Pool, projector: string, version: number): Promise<void> {
  await sql.initCheckpoint.run({ projector, version }, typedSql(pool));
}

/** With `lock`, the row stays locked until the transaction ends: one writer at a time. */
export async function readCheckpoint(
  db: pg.ClientBase | pg.Pool,
  projector: string,
  lock = false,
): Promise<Checkpoint> {
  const [row] = lock
    ? await sql.lockCheckpoint.run({ projector }, typedSql(db))
    : await sql.readCheckpoint.run({ projector }, typedSql(db));
  if (!row) throw new Error(`projector ${projector} has no checkpoint: run the migrations first`);
  return toCheckpoint(row);
}

export async function writeCheckpoint(
  tx: pg.ClientBase,
  projector: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await sql.writeCheckpoint.run(
    { projector, version: checkpoint.version, ...stored(checkpoint) },
    typedSql(tx),
  );
}

/**
 * Compare-and-set outside a batch transaction: moves the checkpoint from `from` (the sequence
 * this worker wrote last) to `to` in one statement, committed without waiting for its WAL flush
 * (read models are derived data; a lost move only replays ignored events). False when the row
 * was not at `from` any more.
 */
export async function moveCheckpoint(
  pool: pg.Pool,
  projector: string,
  from: Checkpoint,
  to: Checkpoint,
): Promise<boolean> {
  const { rowCount } = await sql.moveCheckpoint.runWithCounts(
    { projector, before: from.streamSeq, ...stored(to) },
    typedSql(pool),
  );
  return rowCount === 1;
}

/**
 * Where a delivered JetStream sequence stands against the checkpoint: already applied (`repeat`),
 * the one expected (`next`), or beyond it (`gap`: something was skipped, go back). The projector
 * consumes every subject of the stream, so its sequences are contiguous. Right after a rebuild
 * the checkpoint has no sequence and positions decide.
 */
export function classifyDelivery(checkpointSeq: number | null, seq: number): 'repeat' | 'next' | 'gap' {
  if (checkpointSeq === null) return 'next';
  if (seq <= checkpointSeq) return 'repeat';
  return seq === checkpointSeq + 1 ? 'next' : 'gap';
}
