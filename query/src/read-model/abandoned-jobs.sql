/* @name AbandonedJobs */
SELECT id
  FROM rm.jobs
 WHERE state IN ('RECEIVED', 'PARSING') AND updated_at < :before!
 ORDER BY received_at;
