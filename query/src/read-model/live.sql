/* @name FindLiveRecords */
SELECT selection_id, samples, last_time, speed, heart_rate, heart_rate_percent, global, periods, sessions, trail,
       final, updated_at
  FROM rm.live_records
 WHERE selection_id = ANY(:selectionIds!::text[]);

/* @name FindRecordSources */
SELECT selection_id, source, (global->>'distance')::float8 AS distance
  FROM rm.records
 WHERE selection_id = ANY(:selectionIds!::text[]);
