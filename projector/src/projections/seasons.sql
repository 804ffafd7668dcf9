/* Issue 19: a team's seasons changed, deleted and chosen as current; the club's drill list. */

/* @name UpdateSeason */
UPDATE rm.seasons SET name = :name!, league = :league, start_date = :startDate!, end_date = :endDate!
 WHERE id = :seasonId!;

/* @name DeleteSeason */
DELETE FROM rm.seasons WHERE id = :seasonId!;

/* @name ForgetCurrentSeason */
UPDATE rm.teams SET current_season_id = NULL, updated_at = :at!
 WHERE id = :teamId! AND current_season_id = :seasonId!;

/* @name SetCurrentSeason */
UPDATE rm.teams SET current_season_id = :seasonId, updated_at = :at! WHERE id = :teamId!;

/* @name UpsertDrill */
INSERT INTO rm.drills (id, club_id, name, created_at, updated_at)
VALUES (:drillId!, :clubId!, :name!, :at!, :at!)
ON CONFLICT (id) DO UPDATE SET name = :name!, updated_at = :at!;

/* @name DeleteDrill */
DELETE FROM rm.drills WHERE id = :drillId!;
