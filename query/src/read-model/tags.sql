/* @name ListTeamTagMappings */
SELECT m.name, m.key, m.player_id, m.device_id, m.updated_at,
       p.first_name, p.last_name, d.name AS device_name
  FROM rm.tag_mappings m
  LEFT JOIN rm.players p ON p.id = m.player_id
  LEFT JOIN rm.devices d ON d.id = m.device_id
 WHERE m.team_id = :teamId!
 ORDER BY m.key;

/* @name FindTagMapping */
SELECT m.name, m.key, m.player_id, m.device_id, m.updated_at,
       p.first_name, p.last_name, d.name AS device_name
  FROM rm.tag_mappings m
  LEFT JOIN rm.players p ON p.id = m.player_id
  LEFT JOIN rm.devices d ON d.id = m.device_id
 WHERE m.team_id = :teamId! AND m.key = :key!;
