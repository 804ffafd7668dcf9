/**
 * The PostgreSQL event store: the embedded default. It mirrors EventStoreDB (see `port.ts` and
 * ARCHITECTURE.md); the schema and the reasoning behind `$all` order live in `schema.ts`.
 *
 * - An append is one call of `es.append` (one round trip, one transaction).
 * - `$all` readers see only rows below `es.horizon()` (no append with a smaller transaction id
 *   still runs), so they never skip a late commit; other transactions do not hold them back.
 * - Subscriptions poll, woken by this store's own appends at once and by other processes through
 *   `NOTIFY es_appended`, sent after the append commits (never inside it: PostgreSQL serialises
 *   the commits of notifying transactions).
 */
import type pg from 'pg';
import {
  DEFAULT_MAX_APPEND_SIZE,
  END,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllSubscription,
  type AppendOptions,
  type AppendResult,
  type DeleteResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamMetadata,
  type StreamMetadataResult,
  type SubscribeToAllOptions,
} from '../port.ts';
import { decodeData, encodeAppend } from '../event-encoding.ts';
import { fromStoredStreamMetadata, toStoredStreamMetadata } from '../stream-metadata.ts';
import { migrate } from './migrate.ts';
import { EVENT_ID_IN_OTHER_STREAM, WRONG_EXPECTED_VERSION, eventStoreMigrations } from './schema.ts';
import { pollingSubscription } from './polling-subscription.ts';

export const APPENDED_CHANNEL = 'es_appended';

/**
 * One implicit transaction. Its commit need not wait for the WAL flush: a notification lost in a
 * crash only delays subscribers until their next poll.
 */
const NOTIFY_SQL = `SET LOCAL synchronous_commit TO off; NOTIFY ${APPENDED_CHANNEL}`;

export interface PostgresEventStoreOptions {
  /** Not ended by `close()`: whoever made the pool ends it. */
  readonly pool: pg.Pool;
  /** @default DEFAULT_MAX_APPEND_SIZE */
  readonly maxAppendSize?: number;
  /** Fallback poll of subscriptions when no wake-up arrives. @default 250 */
  readonly pollIntervalMs?: number;
  /** At most one NOTIFY per this interval from this store. @default 5 */
  readonly notifyIntervalMs?: number;
  /** Events per read query. @default 1000 */
  readonly pageSize?: number;
  /** A read page stops after the event that reaches this many data bytes. @default 4 MiB */
  readonly pageBytes?: number;
  /**
   * How long `readAll` and `headPosition` wait for transactions that started before an already
   * committed event to finish, so that they return everything committed before the call. After
   * that they return what is safely readable (a prefix of `$all`). @default 2000
   */
  readonly visibilityWaitMs?: number;
}

/** An event id already stored in another stream (EventStoreDB would store a duplicate). */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly streamName: string,
    readonly eventId: string,
    readonly existingStreamName: string | null,
  ) {
    super(
      existingStreamName === null
        ? `append to ${streamName}: event id ${eventId} already exists`
        : `append to ${streamName}: event id ${eventId} already exists in stream ${existingStreamName}`,
    );
  }
}

export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  await migrate(pool, 'event-store', eventStoreMigrations);
}

export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  return new PostgresEventStore(options);
}

const MAX_BIGINT = 2n ** 63n - 1n;
const START_POSITION: Position = { commit: 0n, prepare: 0n };
/** Sorts after every real position: the largest xid8 and bigint. */
const MAX_POSITION: Position = { commit: 2n ** 64n - 1n, prepare: MAX_BIGINT };
/** Retries while committed events wait above the horizon back off up to this. */
const MAX_RETRY_DELAY_MS = 4;

const EVENT_COLUMNS =
  'global_position, transaction_id, stream_name, stream_revision, event_id, type, data, is_json, metadata, created';

/**
 * A page of `$all`, cut after `pageBytes` of data so a page of large binary events stays small,
 * and whether committed events wait above the horizon (readable once older transactions end).
 * Always at least one row: an empty page is one row of nulls beside `pending`.
 * $1,$2: exclusive position; $3: limit; $4: byte budget.
 */
function readAllSql(direction: 'forwards' | 'backwards'): string {
  const [cmp, order] = direction === 'forwards' ? ['>', 'ASC'] : ['<', 'DESC'];
  const orderBy = `transaction_id ${order}, global_position ${order}`;
  return `WITH horizon AS MATERIALIZED (SELECT es.horizon() AS xid)
  SELECT h.pending, w.* FROM (
    SELECT EXISTS (
      SELECT 1 FROM es.events WHERE transaction_id >= (SELECT xid FROM horizon)
    ) AS pending
  ) h LEFT JOIN (
    SELECT ${EVENT_COLUMNS}, page_rows FROM (
      SELECT p.*, sum(octet_length(p.data)) OVER (ORDER BY ${orderBy}) - octet_length(p.data) AS bytes_before,
        count(*) OVER () AS page_rows
      FROM (
        SELECT ${EVENT_COLUMNS} FROM es.events
        WHERE (transaction_id, global_position) ${cmp} ($1::xid8, $2::bigint)
          AND transaction_id < (SELECT xid FROM horizon)
        ORDER BY ${orderBy}
        LIMIT $3
      ) p
    ) x WHERE bytes_before < $4
  ) w ON true
  ORDER BY w.${orderBy.replace(', ', ', w.')}`;
}

/**
 * A page of one stream, with the stream's row: no row means no stream. Hides what soft delete,
 * `$tb`, `$maxCount` and `$maxAge` hide. $1: stream; $2,$3: inclusive revision range; $4: limit;
 * $5: byte budget.
 */
function readStreamSql(direction: 'forwards' | 'backwards'): string {
  const order = direction === 'forwards' ? 'ASC' : 'DESC';
  return `WITH s AS (
    SELECT revision, deleted_before,
      greatest(
        deleted_before,
        coalesce((metadata->>'$tb')::bigint, 0),
        CASE WHEN metadata ? '$maxCount' THEN revision - (metadata->>'$maxCount')::bigint + 1 ELSE 0 END
      ) AS first_visible,
      (metadata->>'$maxAge')::bigint AS max_age
    FROM es.streams WHERE stream_name = $1
  ), page AS (
    SELECT p.*, sum(octet_length(p.data)) OVER (ORDER BY p.stream_revision ${order}) - octet_length(p.data) AS bytes_before,
      count(*) OVER () AS page_rows
    FROM (
      SELECT ${EVENT_COLUMNS.split(', ')
        .map((c) => `e.${c}`)
        .join(', ')}
      FROM es.events e, s
      WHERE e.stream_name = $1
        AND e.stream_revision >= greatest($2::bigint, s.first_visible) AND e.stream_revision <= $3::bigint
        AND (s.max_age IS NULL OR e.created > now() - make_interval(secs => s.max_age))
      ORDER BY e.stream_revision ${order}
      LIMIT $4
    ) p
  )
  SELECT s.revision AS last_revision, s.deleted_before, page.*
  FROM s LEFT JOIN page ON page.bytes_before < $5
  ORDER BY page.stream_revision ${order}`;
}

const HORIZON_SQL = `WITH horizon AS MATERIALIZED (SELECT es.horizon() AS xid)
  SELECT (SELECT xid FROM horizon) AS horizon,
  (SELECT transaction_id FROM es.events WHERE transaction_id >= (SELECT xid FROM horizon)
   ORDER BY transaction_id DESC LIMIT 1) AS newest`;

const HEAD_SQL = `SELECT transaction_id, global_position FROM es.events
  WHERE transaction_id < (SELECT es.horizon())
  ORDER BY transaction_id DESC, global_position DESC LIMIT 1`;

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: Buffer;
  is_json: boolean;
  metadata: Record<string, unknown> | null;
  created: Date;
}

/** Rows the page query fetched before the byte budget cut it. */
interface PageRow {
  page_rows: string;
}

interface StreamPageRow extends Partial<EventRow>, Partial<PageRow> {
  last_revision: string;
  deleted_before: string;
}

interface AppendRow {
  next_revision: string;
  commit_position: string;
  prepare_position: string;
  written: boolean;
}

export class PostgresEventStore implements EventStore {
  readonly #pool: pg.Pool;
  readonly #maxAppendSize: number;
  readonly #pollIntervalMs: number;
  readonly #notifyIntervalMs: number;
  readonly #pageSize: number;
  readonly #pageBytes: number;
  readonly #visibilityWaitMs: number;
  readonly #wakes = new Set<() => void>();
  readonly #subscriptions = new Set<AllSubscription>();
  #closed = false;
  #listener: AppendListener | undefined;
  #notifyTimer: NodeJS.Timeout | undefined;
  #lastNotify = 0;
  #notifying: Promise<unknown> | undefined;

  constructor(options: PostgresEventStoreOptions) {
    this.#pool = options.pool;
    this.#maxAppendSize = options.maxAppendSize ?? DEFAULT_MAX_APPEND_SIZE;
    this.#pollIntervalMs = options.pollIntervalMs ?? 250;
    this.#notifyIntervalMs = options.notifyIntervalMs ?? 5;
    this.#pageSize = options.pageSize ?? 1000;
    this.#pageBytes = options.pageBytes ?? 4 * 1024 * 1024;
    this.#visibilityWaitMs = options.visibilityWaitMs ?? 2000;
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    this.#assertOpen();
    const expected = options?.expectedRevision ?? 'any';
    const encoded = encodeAppend(streamName, events, this.#maxAppendSize);
    const [kind, revision] = expectedToSql(expected);
    let row: AppendRow;
    try {
      const result = await this.#pool.query<AppendRow>({
        name: 'es_append',
        text: `SELECT next_revision, commit_position, prepare_position, written
          FROM es.append($1, $2, $3, $4::uuid[], $5::text[], $6::bytea[], $7::boolean[], $8::json[])`,
        values: [
          streamName,
          kind,
          revision,
          encoded.map((e) => e.id),
          encoded.map((e) => e.type),
          encoded.map((e) => e.data),
          encoded.map((e) => e.isJson),
          encoded.map((e) => e.metadata),
        ],
      });
      row = result.rows[0]!;
    } catch (error) {
      throw mapAppendError(error, streamName, expected);
    }
    if (row.written) this.#announceAppend();
    return {
      nextExpectedRevision: BigInt(row.next_revision),
      position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    };
  }

  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    return this.#readStream(streamName, options ?? {});
  }

  async *#readStream(streamName: string, options: ReadStreamOptions): AsyncGenerator<RecordedEvent> {
    this.#assertOpen();
    const direction = options.direction ?? 'forwards';
    const forwards = direction === 'forwards';
    const from = options.fromRevision ?? (forwards ? START : END);
    const fromRevision = from === START ? 0n : from === END ? MAX_BIGINT : from;
    let low = forwards ? fromRevision : 0n;
    let high = forwards ? MAX_BIGINT : fromRevision;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    let first = true;
    while (remaining > 0 && low <= high) {
      const limit = Math.min(this.#pageSize, remaining);
      const { rows } = await this.#pool.query<StreamPageRow>({
        name: `es_read_stream_${direction}`,
        text: readStreamSql(direction),
        values: [streamName, low.toString(), high.toString(), limit, this.#pageBytes],
      });
      const head = rows[0];
      // No row: the stream never existed; revision below deleted_before: soft-deleted (or empty).
      if (head === undefined || BigInt(head.last_revision) < BigInt(head.deleted_before)) {
        if (first) throw new StreamNotFoundError(streamName);
        return;
      }
      first = false;
      const events = rows.filter((r): r is StreamPageRow & EventRow => r.event_id != null);
      for (const row of events) yield toRecordedEvent(row);
      if (events.length === 0 || isLastPage(events, limit)) return;
      remaining -= events.length;
      const last = BigInt(events[events.length - 1]!.stream_revision);
      if (forwards) low = last + 1n;
      else high = last - 1n;
    }
  }

  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.#readAll(options ?? {});
  }

  async *#readAll(options: ReadAllOptions): AsyncGenerator<RecordedEvent> {
    this.#assertOpen();
    const direction = options.direction ?? 'forwards';
    const from = options.fromPosition ?? (direction === 'forwards' ? START : END);
    if (from === (direction === 'forwards' ? END : START)) return;
    let after = from === START ? START_POSITION : from === END ? MAX_POSITION : from;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    if (remaining <= 0) return;
    await this.#awaitVisibility();
    for (;;) {
      const limit = Math.min(this.#pageSize, remaining);
      const page = await this.#readAllPage(direction, after, limit);
      for (const event of page.events) yield event;
      remaining -= page.events.length;
      if (page.last || remaining <= 0) return;
      after = page.events[page.events.length - 1]!.position;
    }
  }

  async #readAllPage(
    direction: 'forwards' | 'backwards',
    after: Position,
    limit: number,
  ): Promise<{ events: RecordedEvent[]; last: boolean; pending: boolean }> {
    const { rows } = await this.#pool.query<Partial<EventRow & PageRow> & { pending: boolean }>({
      name: `es_read_all_${direction}`,
      text: readAllSql(direction),
      values: [after.commit.toString(), after.prepare.toString(), limit, this.#pageBytes],
    });
    const events = rows.filter((r): r is EventRow & PageRow & { pending: boolean } => r.event_id != null);
    return {
      events: events.map(toRecordedEvent),
      last: events.length === 0 || isLastPage(events, limit),
      pending: rows[0]?.pending ?? false,
    };
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    this.#assertOpen();
    const from = options?.fromPosition ?? START;
    const start: Promise<Position> =
      from === START
        ? Promise.resolve(START_POSITION)
        : from === END
          ? this.headPosition().then((p) => p ?? START_POSITION)
          : Promise.resolve(from);
    const subscription = pollingSubscription(
      start,
      {
        readPage: (after) => this.#readAllPage('forwards', after, this.#pageSize),
        onWake: (wake) => this.#onWake(wake),
      },
      {
        pollIntervalMs: this.#pollIntervalMs,
        maxRetryDelayMs: MAX_RETRY_DELAY_MS,
        onClosed: () => this.#subscriptions.delete(subscription),
      },
    );
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async deleteStream(streamName: string, options?: AppendOptions): Promise<DeleteResult> {
    this.#assertOpen();
    const expected = options?.expectedRevision ?? 'any';
    const [kind, revision] = expectedToSql(expected);
    try {
      await this.#pool.query({
        name: 'es_delete_stream',
        text: 'SELECT es.delete_stream($1, $2, $3)',
        values: [streamName, kind, revision],
      });
    } catch (error) {
      throw mapAppendError(error, streamName, expected);
    }
    // Nothing is written to $all (EventStoreDB writes only a system event there).
    return { position: null };
  }

  async getStreamMetadata(streamName: string): Promise<StreamMetadataResult> {
    this.#assertOpen();
    const { rows } = await this.#pool.query<{
      metadata: Record<string, unknown> | null;
      meta_revision: string | null;
    }>({
      name: 'es_get_stream_metadata',
      text: 'SELECT metadata, meta_revision FROM es.streams WHERE stream_name = $1',
      values: [streamName],
    });
    const row = rows[0];
    return {
      streamName,
      metadata: fromStoredStreamMetadata(row?.metadata),
      metaRevision: row?.meta_revision == null ? null : BigInt(row.meta_revision),
    };
  }

  async setStreamMetadata(
    streamName: string,
    metadata: StreamMetadata,
    options?: { readonly expectedMetaRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    this.#assertOpen();
    const expected = options?.expectedMetaRevision ?? 'any';
    const stored = toStoredStreamMetadata(metadata);
    const [kind, revision] = expectedToSql(expected);
    try {
      const { rows } = await this.#pool.query<{
        meta_revision: string;
        commit_position: string;
        prepare_position: string;
      }>({
        name: 'es_set_stream_metadata',
        text: 'SELECT meta_revision, commit_position, prepare_position FROM es.set_stream_metadata($1, $2, $3, $4::jsonb)',
        values: [streamName, kind, revision, JSON.stringify(stored)],
      });
      const row = rows[0]!;
      return {
        nextExpectedRevision: BigInt(row.meta_revision),
        position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
      };
    } catch (error) {
      throw mapAppendError(error, streamName, expected);
    }
  }

  async headPosition(): Promise<Position | null> {
    this.#assertOpen();
    await this.#awaitVisibility();
    const { rows } = await this.#pool.query<{ transaction_id: string; global_position: string }>({
      name: 'es_head_position',
      text: HEAD_SQL,
    });
    const row = rows[0];
    return row ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } : null;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#subscriptions].map((s) => s.unsubscribe()));
    this.#subscriptions.clear();
    if (this.#notifyTimer !== undefined) {
      clearTimeout(this.#notifyTimer);
      this.#notifyTimer = undefined;
      this.#notify();
    }
    await this.#notifying;
    await this.#listener?.stop();
    this.#listener = undefined;
  }

  /**
   * Waits (bounded) until every append older than the newest committed event has finished,
   * so a read of `$all` includes everything committed before it started.
   */
  async #awaitVisibility(): Promise<void> {
    const deadline = Date.now() + this.#visibilityWaitMs;
    const { rows } = await this.#pool.query<{ horizon: string; newest: string | null }>({
      name: 'es_horizon_newest',
      text: HORIZON_SQL,
    });
    const newest = rows[0]?.newest;
    if (newest == null) return;
    const target = BigInt(newest);
    let horizon = BigInt(rows[0]!.horizon);
    for (let delay = 1; horizon <= target && Date.now() < deadline; delay = Math.min(delay * 2, 50)) {
      await sleep(delay);
      const next = await this.#pool.query<{ horizon: string }>({
        name: 'es_horizon',
        text: 'SELECT es.horizon() AS horizon',
      });
      horizon = BigInt(next.rows[0]!.horizon);
    }
  }

  #onWake(wake: () => void): () => void {
    this.#wakes.add(wake);
    if (this.#listener === undefined) {
      this.#listener = new AppendListener(this.#pool, () => {
        for (const w of this.#wakes) w();
      });
    }
    return () => {
      this.#wakes.delete(wake);
      if (this.#wakes.size === 0 && this.#listener !== undefined) {
        const listener = this.#listener;
        this.#listener = undefined;
        void listener.stop();
      }
    };
  }

  /** Wakes this process's subscribers now and other processes' through a debounced NOTIFY. */
  #announceAppend(): void {
    for (const wake of this.#wakes) wake();
    if (this.#notifyTimer !== undefined || this.#closed) return;
    const wait = Math.max(0, this.#lastNotify + this.#notifyIntervalMs - Date.now());
    this.#notifyTimer = setTimeout(() => {
      this.#notifyTimer = undefined;
      this.#notify();
    }, wait);
  }

  #notify(): void {
    this.#lastNotify = Date.now();
    // Other processes fall back to polling when a notification is lost.
    const sent = this.#pool.query(NOTIFY_SQL).catch(() => undefined);
    const notifying = (this.#notifying = Promise.all([this.#notifying, sent]).then(() => {
      if (this.#notifying === notifying) this.#notifying = undefined;
    }));
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('the event store is closed');
  }
}

/**
 * One dedicated connection per store that LISTENs while it has subscribers. When the connection
 * fails, subscribers carry on with the fallback poll and the listener reconnects.
 */
class AppendListener {
  #client: pg.PoolClient | undefined;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;
  #connecting: Promise<void>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onNotification: () => void,
  ) {
    this.#connecting = this.#connect();
  }

  async #connect(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch {
      this.#scheduleReconnect();
      return;
    }
    const failed = (error?: Error): void => {
      if (this.#client !== client) return;
      this.#client = undefined;
      client.release(error ?? true);
      this.#scheduleReconnect();
    };
    client.on('error', failed);
    client.on('notification', this.onNotification);
    this.#client = client;
    try {
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
    } catch (error) {
      failed(error as Error);
      return;
    }
    if (this.#stopped) this.#end();
    // Anything appended while the connection was not listening.
    else this.onNotification();
  }

  #scheduleReconnect(): void {
    if (this.#stopped) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#connecting = this.#connect();
    }, 1000);
  }

  #end(): void {
    const client = this.#client;
    this.#client = undefined;
    if (client) {
      client.removeAllListeners('notification');
      // Destroyed rather than returned: a pooled connection must not keep listening.
      client.release(true);
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry !== undefined) clearTimeout(this.#retry);
    await this.#connecting;
    this.#end();
  }
}

function expectedToSql(expected: ExpectedRevision): [kind: string, revision: string | null] {
  return typeof expected === 'bigint' ? ['revision', expected.toString()] : [expected, null];
}

function mapAppendError(error: unknown, streamName: string, expected: ExpectedRevision): unknown {
  if (!(error instanceof Error) || !('code' in error)) return error;
  const pgError = error as pg.DatabaseError;
  if (pgError.code === WRONG_EXPECTED_VERSION) {
    const actual =
      pgError.detail === 'no_stream' || pgError.detail === undefined ? 'no_stream' : BigInt(pgError.detail);
    return new WrongExpectedVersionError(streamName, expected, actual);
  }
  if (pgError.code === EVENT_ID_IN_OTHER_STREAM) {
    const eventId = /event id (\S+)/.exec(pgError.message)?.[1] ?? 'unknown';
    return new DuplicateEventIdError(streamName, eventId, pgError.detail ?? null);
  }
  if (pgError.code === '23505' && pgError.constraint === 'events_event_id_key') {
    const eventId = /=\(([^)]+)\)/.exec(pgError.detail ?? '')?.[1] ?? 'unknown';
    return new DuplicateEventIdError(streamName, eventId, null);
  }
  return error;
}

/** A page that fetched fewer rows than asked for, and was not cut by the byte budget, is the last. */
function isLastPage(rows: readonly Partial<PageRow>[], limit: number): boolean {
  const fetched = Number(rows[0]?.page_rows ?? 0);
  return fetched < limit && rows.length === fetched;
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    streamName: row.stream_name,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
    data: decodeData(row.data, row.is_json),
    isJson: row.is_json,
    metadata: row.metadata ?? {},
    created: row.created,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
