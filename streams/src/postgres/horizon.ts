/**
 * The horizon of `$all`: how far a reader may read without ever skipping a late commit.
 *
 * Events are ordered by the transaction id of their append. A reader reads only below the lowest
 * id that may still write events it cannot see yet. The first cut took the snapshot's xmin, the
 * oldest transaction running anywhere on the server: any transaction holding an id held readers
 * back for as long as it ran, and most of those never append (a projector's batch, a rebuild, an
 * upload's job rows, another database's `CREATE DATABASE` on a shared server). A rebuild stalled
 * the relay, and every live figure with it, for minutes.
 *
 * Now appends say who they are: before anything else, `es.lock_stream` takes a shared advisory
 * lock that only appenders hold (in this database), then the stream's lock. `es.horizon()` is the
 * lowest transaction id that is running as of the reader's snapshot and is not known to be a
 * running non-appender, read in one look at `pg_locks` (one call of `pg_lock_status()`, which
 * takes every lock partition at once: both kinds of lock are seen together). An id counts as a
 * running non-appender only while it still runs without the appenders' lock: one that finished
 * since the snapshot counts as blocking (its rows are invisible to this snapshot), as do prepared
 * transactions. Ids assigned after the snapshot are at or above its xmax, which bounds the horizon.
 *
 * That holds only if a transaction that has an id and no appenders' lock can never append later
 * (it would write under an id readers have passed). `es.lock_stream` therefore refuses a
 * transaction that already has an id unless it took the lock before (`APPEND_NOT_FIRST`): an
 * append must be the first write of its transaction, as it already had to be for the per-stream
 * order (see schema.ts).
 *
 * The common case costs no look at the locks: when no event at or above xmin is visible, xmin is
 * as good a horizon as any.
 */

/** SQLSTATE raised when `es.append` is called in a transaction that already wrote something else. */
export const APPEND_NOT_FIRST = 'ES411';

/**
 * The appenders' shared advisory lock: `pg_advisory_xact_lock_shared(APPENDERS_LOCK_CLASS, 0)`. A class of
 * its own (the relay's is 72 910, the projector leases' 72 911, the upload job owners' 72 913).
 */
export const APPENDERS_LOCK_CLASS = 72_914;

export const horizonMigration = /* sql */ `
CREATE OR REPLACE FUNCTION es.lock_stream(stream text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_current_xact_id_if_assigned() IS NOT NULL
     AND current_setting('es.appender', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'an append must be the first write of its transaction (appending to %)', stream USING
      ERRCODE = '${APPEND_NOT_FIRST}';
  END IF;
  -- Taken before the transaction has an id, held to its end: readers see every appender.
  PERFORM pg_advisory_xact_lock_shared(${APPENDERS_LOCK_CLASS}, 0);
  PERFORM set_config('es.appender', 'on', true);
  PERFORM pg_advisory_xact_lock(hashtextextended(stream, 0));
END
$$;

-- STABLE: it sees the calling statement's snapshot, the one the caller reads with.
CREATE FUNCTION es.horizon() RETURNS xid8
LANGUAGE plpgsql STABLE AS $$
DECLARE
  s pg_snapshot := pg_current_snapshot();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM es.events WHERE transaction_id >= pg_snapshot_xmin(s)) THEN
    RETURN pg_snapshot_xmin(s);
  END IF;
  RETURN coalesce((
    WITH locks AS MATERIALIZED (
      SELECT locktype, pid, transactionid, database, classid, objid, objsubid, mode
      FROM pg_locks WHERE granted AND locktype IN ('transactionid', 'advisory')
    ),
    appenders AS (
      SELECT pid FROM locks
      WHERE locktype = 'advisory' AND classid = ${APPENDERS_LOCK_CLASS} AND objid = 0 AND objsubid = 2
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    ),
    others AS (
      SELECT transactionid::text::bigint AS xid32 FROM locks
      WHERE locktype = 'transactionid' AND mode = 'ExclusiveLock' AND pid IS NOT NULL
        AND pid NOT IN (SELECT pid FROM appenders)
    )
    SELECT min(x) FROM pg_snapshot_xip(s) AS x
    WHERE x::text::bigint % 4294967296 NOT IN (SELECT xid32 FROM others)
  ), pg_snapshot_xmax(s));
END
$$;
`;
