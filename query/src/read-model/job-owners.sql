/* @name HoldOwnerLease */
SELECT pg_try_advisory_lock(:lockClass!, hashtext(:instance!)) AS "held!";

/* @name OwnerAlive */
SELECT EXISTS (
  SELECT 1
    FROM pg_locks
   WHERE locktype = 'advisory' AND granted AND objsubid = 2
     AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
     AND classid = :lockClass!::int4::oid AND objid = hashtext(:instance!)::oid
) AS "alive!";
