/* @name EventSampleSources */
SELECT stream_name, device_id, from_revision, to_revision, format, samples
  FROM rm.record_sources
 WHERE event_id = :eventId!
 ORDER BY device_id, stream_name, from_revision;
