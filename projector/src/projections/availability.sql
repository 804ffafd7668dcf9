/* @name MoveAvailability */
INSERT INTO rm.availability_players (player_id, club_id, team_id, revision)
VALUES (:playerId!, :clubId!, :teamId!, :revision!)
ON CONFLICT (player_id) DO UPDATE SET revision = excluded.revision, team_id = excluded.team_id
 WHERE rm.availability_players.revision < excluded.revision
RETURNING player_id;

/* @name UpsertAvailability */
INSERT INTO rm.player_availability (id, player_id, club_id, team_id, status, start_date, end_date, note,
                                    injury_id, seq, created_at, updated_at)
VALUES (:id!, :playerId!, :clubId!, :teamId!, :status!, :startDate!::date, :endDate::date, :note,
        :injuryId, :seq!, :at!, :at!)
ON CONFLICT (id) DO UPDATE
   SET status = excluded.status, start_date = excluded.start_date, end_date = excluded.end_date,
       note = excluded.note, injury_id = excluded.injury_id, updated_at = excluded.updated_at;

/* @name EndAvailability */
UPDATE rm.player_availability SET end_date = :endDate!::date, updated_at = :at! WHERE id = :id!;

/* @name UpsertInjury */
INSERT INTO rm.injuries (id, player_id, club_id, team_id, description, body_part, occurred_on,
                         expected_return, returned_on, status, note, seq, created_at, updated_at)
VALUES (:id!, :playerId!, :clubId!, :teamId!, :description!, :bodyPart, :occurredOn!::date,
        :expectedReturn::date, :returnedOn::date, :status!, :note, :seq!, :at!, :at!)
ON CONFLICT (id) DO UPDATE
   SET description = excluded.description, body_part = excluded.body_part,
       occurred_on = excluded.occurred_on, expected_return = excluded.expected_return,
       returned_on = excluded.returned_on, status = excluded.status,
       note = coalesce(excluded.note, rm.injuries.note), updated_at = excluded.updated_at;

/* @name InsertHistory */
INSERT INTO rm.availability_history (player_id, revision, club_id, team_id, at, actor_id, kind,
                                     availability_id, injury_id, status, injury_status, start_date,
                                     end_date, note, description, body_part)
VALUES (:playerId!, :revision!, :clubId!, :teamId!, :at!, :actorId, :kind!, :availabilityId, :injuryId,
        :status, :injuryStatus, :startDate::date, :endDate::date, :note, :description, :bodyPart)
ON CONFLICT (player_id, revision) DO NOTHING;
