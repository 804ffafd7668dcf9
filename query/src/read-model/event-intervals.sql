/* Issue 20: an event's marks and cut intervals (the events projection's rm.event_cuts). */

/* @name ListEventCuts */
SELECT id, kind, start_date, end_date, label
  FROM rm.event_cuts
 WHERE event_id = :eventId!
 ORDER BY start_date, seq;

/* @name FindEventInterval */
SELECT id, kind, start_date, end_date, label
  FROM rm.event_cuts
 WHERE event_id = :eventId! AND id = :intervalId! AND kind = 'INTERVAL';
