/**
 * The PostgreSQL event store's schema `es`, as migration scripts (append only: never edit a
 * script once it has shipped; add the next one).
 *
 * `$all` is ordered by (transaction_id, global_position). Readers of `$all` only look below
 * `es.horizon()`: every append with a smaller transaction id has finished, and any still running
 * sorts after what the reader has seen, so a late commit is never skipped. Only appends hold the
 * horizon back, not other transactions (see horizon.ts).
 *
 * `$all` order must also agree with each stream's revision order. Writers to one stream are
 * serialised by a transaction-level advisory lock taken before anything else: it needs no
 * transaction id, so ids are assigned after the lock and follow its order. (A row lock would not
 * do: a transaction can get its id before it waits, e.g. by losing an `INSERT … ON CONFLICT`
 * race, and then write later revisions under an earlier id.)
 */

import { horizonMigration } from './horizon.ts';

/** SQLSTATE raised when the stream is not in the expected state; DETAIL is the actual revision. */
export const WRONG_EXPECTED_VERSION = 'ES409';
/** SQLSTATE raised when an event id already exists in another stream; DETAIL is that stream. */
export const EVENT_ID_IN_OTHER_STREAM = 'ES410';

const schema = /* sql */ `
CREATE SCHEMA IF NOT EXISTS es;

CREATE TABLE es.streams (
  stream_name text PRIMARY KEY,
  -- Revision of the last event; -1 before the first.
  revision bigint NOT NULL DEFAULT -1,
  -- Soft delete: events below this revision are hidden; the stream is deleted while revision < deleted_before.
  deleted_before bigint NOT NULL DEFAULT 0,
  -- EventStoreDB's stored form: $maxCount, $maxAge, $tb and custom keys.
  metadata jsonb,
  meta_revision bigint
);

CREATE TABLE es.events (
  global_position bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data bytea NOT NULL,
  is_json boolean NOT NULL,
  -- json, not jsonb: kept byte for byte as written, like EventStoreDB.
  metadata json,
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_all_order PRIMARY KEY (transaction_id, global_position),
  CONSTRAINT events_event_id_key UNIQUE (event_id),
  CONSTRAINT events_stream_revision_key UNIQUE (stream_name, stream_revision)
);

-- Must come first in a transaction that writes to a stream (see the header of schema.ts).
-- Replaced by horizon.ts, which also marks the transaction as an appender.
CREATE FUNCTION es.lock_stream(stream text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(stream, 0))
$$;

-- Whether a stream holding revision r (deleted below d) is in the expected state.
CREATE FUNCTION es.expected_ok(kind text, expected bigint, r bigint, d bigint) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'any' THEN true
    -- A soft-deleted stream counts as absent.
    WHEN 'no_stream' THEN r < 0 OR r < d
    WHEN 'stream_exists' THEN r >= 0 AND r >= d
    -- As in EventStoreDB, the last revision before a soft delete is still accepted.
    ELSE r = expected
  END
$$;

CREATE FUNCTION es.raise_wrong_expected(stream text, kind text, expected bigint, r bigint, d bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wrong expected version on %', stream USING
    ERRCODE = '${WRONG_EXPECTED_VERSION}',
    DETAIL = CASE WHEN r >= 0 AND r >= d THEN r::text ELSE 'no_stream' END;
END
$$;

-- One append, in one round trip. Returns the revision and position of the last event of the batch.
CREATE FUNCTION es.append(
  p_stream text, p_kind text, p_expected bigint,
  p_ids uuid[], p_types text[], p_datas bytea[], p_is_jsons boolean[], p_metadatas json[],
  OUT next_revision bigint, OUT commit_position xid8, OUT prepare_position bigint, OUT written boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := coalesce(cardinality(p_ids), 0);
  v_revision bigint;
  v_deleted_before bigint;
  v_found_stream text;
  v_found_revision bigint;
  v_matched integer;
BEGIN
  PERFORM es.lock_stream(p_stream);
  SELECT revision, deleted_before INTO v_revision, v_deleted_before FROM es.streams WHERE stream_name = p_stream;
  IF NOT FOUND THEN
    v_revision := -1;
    v_deleted_before := 0;
  END IF;

  -- Idempotence, as in EventStoreDB: a batch already stored at consecutive revisions is a no-op.
  IF v_count > 0 THEN
    SELECT stream_name, stream_revision INTO v_found_stream, v_found_revision
    FROM es.events WHERE event_id = p_ids[1];
    IF FOUND THEN
      IF v_found_stream <> p_stream THEN
        RAISE EXCEPTION 'event id % already exists in another stream', p_ids[1] USING
          ERRCODE = '${EVENT_ID_IN_OTHER_STREAM}', DETAIL = v_found_stream;
      END IF;
      SELECT count(*) INTO v_matched
      FROM unnest(p_ids) WITH ORDINALITY AS b(id, n)
      JOIN es.events e ON e.stream_name = p_stream AND e.stream_revision = v_found_revision + b.n - 1
      WHERE e.event_id = b.id;
      IF v_matched = v_count THEN
        SELECT e.stream_revision, e.transaction_id, e.global_position
        INTO next_revision, commit_position, prepare_position
        FROM es.events e WHERE e.stream_name = p_stream AND e.stream_revision = v_found_revision + v_count - 1;
        written := false;
        RETURN;
      END IF;
      PERFORM es.raise_wrong_expected(p_stream, p_kind, p_expected, v_revision, v_deleted_before);
    END IF;
  END IF;

  IF NOT es.expected_ok(p_kind, p_expected, v_revision, v_deleted_before) THEN
    PERFORM es.raise_wrong_expected(p_stream, p_kind, p_expected, v_revision, v_deleted_before);
  END IF;

  IF v_count = 0 THEN
    next_revision := v_revision;
    SELECT e.transaction_id, e.global_position INTO commit_position, prepare_position
    FROM es.events e WHERE e.stream_name = p_stream AND e.stream_revision = v_revision;
    IF NOT FOUND THEN
      commit_position := '0'::xid8;
      prepare_position := 0;
    END IF;
    written := false;
    RETURN;
  END IF;

  INSERT INTO es.events (stream_name, stream_revision, event_id, type, data, is_json, metadata)
  SELECT p_stream, v_revision + b.n, b.id, b.type, b.data, b.is_json, b.metadata
  FROM unnest(p_ids, p_types, p_datas, p_is_jsons, p_metadatas)
    WITH ORDINALITY AS b(id, type, data, is_json, metadata, n);

  next_revision := v_revision + v_count;
  INSERT INTO es.streams (stream_name, revision) VALUES (p_stream, next_revision)
  ON CONFLICT (stream_name) DO UPDATE SET revision = excluded.revision;
  commit_position := pg_current_xact_id();
  -- Rows were numbered in batch order, so the last number this session drew is the last event's.
  prepare_position := currval('es.events_global_position_seq'::regclass);
  written := true;
END
$$;

CREATE FUNCTION es.delete_stream(p_stream text, p_kind text, p_expected bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_revision bigint;
  v_deleted_before bigint;
BEGIN
  PERFORM es.lock_stream(p_stream);
  SELECT revision, deleted_before INTO v_revision, v_deleted_before FROM es.streams WHERE stream_name = p_stream;
  IF NOT FOUND THEN
    v_revision := -1;
    v_deleted_before := 0;
  END IF;
  IF NOT es.expected_ok(p_kind, p_expected, v_revision, v_deleted_before) THEN
    PERFORM es.raise_wrong_expected(p_stream, p_kind, p_expected, v_revision, v_deleted_before);
  END IF;
  IF v_revision >= 0 THEN
    UPDATE es.streams SET deleted_before = v_revision + 1 WHERE stream_name = p_stream;
  END IF;
END
$$;

-- Metadata carries its own revision for optimistic concurrency, like EventStoreDB's metastream.
CREATE FUNCTION es.set_stream_metadata(
  p_stream text, p_kind text, p_expected bigint, p_metadata jsonb,
  OUT meta_revision bigint, OUT commit_position xid8, OUT prepare_position bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_meta_revision bigint;
BEGIN
  PERFORM es.lock_stream(p_stream);
  SELECT s.meta_revision INTO v_meta_revision FROM es.streams s WHERE s.stream_name = p_stream;
  IF NOT es.expected_ok(p_kind, p_expected, coalesce(v_meta_revision, -1), 0) THEN
    PERFORM es.raise_wrong_expected(p_stream, p_kind, p_expected, coalesce(v_meta_revision, -1), 0);
  END IF;
  meta_revision := coalesce(v_meta_revision, -1) + 1;
  INSERT INTO es.streams AS s (stream_name, metadata, meta_revision)
  VALUES (p_stream, p_metadata, set_stream_metadata.meta_revision)
  ON CONFLICT (stream_name) DO UPDATE SET metadata = excluded.metadata, meta_revision = excluded.meta_revision;
  -- No event is written: report the head of $all, so waiting for this position returns at once.
  SELECT e.transaction_id, e.global_position INTO commit_position, prepare_position
  FROM es.events e ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1;
  IF NOT FOUND THEN
    commit_position := '0'::xid8;
    prepare_position := 0;
  END IF;
END
$$;
`;

/** lz4 compresses large binary events (sample batches) far faster than the default pglz. */
const lz4 = /* sql */ `
DO $$
BEGIN
  ALTER TABLE es.events ALTER COLUMN data SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL; -- a server built without lz4 keeps pglz
END
$$;
`;

export const eventStoreMigrations: readonly string[] = [schema, lz4, horizonMigration];
