/* @name InsertAuditEntry */
INSERT INTO rm.audit_entries (position, prepare, event_id, occurred_at, club_id, actor_id, impersonator_id,
                              command_type, command_id, stream_name, entity_type, entity_id, event_type,
                              schema_version, changes)
VALUES (:position!, :prepare!, :eventId!, :occurredAt!, :clubId, :actorId, :impersonatorId,
        :commandType, :commandId, :streamName!, :entityType!, :entityId!, :eventType!,
        :schemaVersion, :changes::jsonb)
ON CONFLICT (position, prepare) DO NOTHING;

/* @name RememberStreamClub */
INSERT INTO rm.audit_stream_clubs (stream_name, club_id) VALUES (:streamName!, :clubId!)
ON CONFLICT (stream_name) DO NOTHING;

/* @name StreamClub */
SELECT club_id FROM rm.audit_stream_clubs WHERE stream_name = :streamName!;
