/* @name MoveTags */
INSERT INTO rm.tag_teams (team_id, club_id, revision)
VALUES (:teamId!, :clubId!, :revision!)
ON CONFLICT (team_id) DO UPDATE SET revision = excluded.revision
 WHERE rm.tag_teams.revision < excluded.revision
RETURNING team_id;

/* @name UpsertTagMapping */
INSERT INTO rm.tag_mappings (team_id, key, club_id, name, player_id, device_id, updated_at)
VALUES (:teamId!, :key!, :clubId!, :name!, :playerId, :deviceId, :at!)
ON CONFLICT (team_id, key) DO UPDATE
   SET name = excluded.name, player_id = excluded.player_id, device_id = excluded.device_id,
       updated_at = excluded.updated_at;

/* @name DeleteTagMapping */
DELETE FROM rm.tag_mappings WHERE team_id = :teamId! AND key = :key!;
