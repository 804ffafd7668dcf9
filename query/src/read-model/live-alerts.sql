/* @name GetTeamLiveAlerts */
SELECT hsr_target, sprint_target, distance_target, heart_rate_percent, heart_rate_seconds, updated_at
FROM rm.team_live_alerts WHERE team_id = :teamId!;
