/* @name AbandonedJobs */
SELECT id, updated_at < :before! AS "idle!"
  FROM rm.jobs
 WHERE state IN ('RECEIVED', 'PARSING')
 ORDER BY received_at;
