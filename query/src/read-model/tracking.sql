/* @name ListTeamTrackingProfiles */
SELECT profile, overrides, updated_at FROM rm.team_tracking_profiles WHERE team_id = :teamId! ORDER BY profile;
