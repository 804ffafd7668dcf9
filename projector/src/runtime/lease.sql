/* @name TryLease */
SELECT pg_try_advisory_lock(:lockClass!, hashtext(:key!)) AS "ok!";

/* @name ReleaseLease */
SELECT pg_advisory_unlock(:lockClass!, hashtext(:key!)) AS released;
