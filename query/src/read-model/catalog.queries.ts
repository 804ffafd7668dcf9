/** Types generated for queries found in "query/src/read-model/catalog.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'FindPrincipal' parameters type */
export interface IFindPrincipalParams {
  userId: string;
}

/** 'FindPrincipal' return type */
export interface IFindPrincipalResult {
  admin: boolean;
  club_active: boolean;
  club_expires_at: Date | null;
  coach_team_ids: stringArray;
  created_at: Date;
  credentials_changed_at: Date | null;
  email: string;
  id: string;
  is_manager: boolean;
  locale: string;
  staff_club_id: string;
  staff_id: string;
  verified: boolean;
}

/** 'FindPrincipal' query type */
export interface IFindPrincipalQuery {
  params: IFindPrincipalParams;
  result: IFindPrincipalResult;
}

const findPrincipalIR: any = {"usedParamSet":{"userId":true},"params":[{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":426,"b":433}]}],"statement":"SELECT u.id, u.email, u.verified, u.admin, u.locale, u.created_at, u.credentials_changed_at,\n       s.id AS staff_id, s.club_id AS staff_club_id, s.is_manager, s.coach_team_ids,\n       c.active AS club_active, c.expires_at AS club_expires_at\n  FROM rm.users u\n  LEFT JOIN LATERAL (SELECT * FROM rm.staff WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) s ON true\n  LEFT JOIN rm.clubs c ON c.id = s.club_id\n WHERE u.id = :userId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT u.id, u.email, u.verified, u.admin, u.locale, u.created_at, u.credentials_changed_at,
 *        s.id AS staff_id, s.club_id AS staff_club_id, s.is_manager, s.coach_team_ids,
 *        c.active AS club_active, c.expires_at AS club_expires_at
 *   FROM rm.users u
 *   LEFT JOIN LATERAL (SELECT * FROM rm.staff WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) s ON true
 *   LEFT JOIN rm.clubs c ON c.id = s.club_id
 *  WHERE u.id = :userId!
 * ```
 */
export const findPrincipal = new PreparedQuery<IFindPrincipalParams,IFindPrincipalResult>(findPrincipalIR);


/** 'ListUsers' parameters type */
export interface IListUsersParams {
  limit: NumberOrString;
}

/** 'ListUsers' return type */
export interface IListUsersResult {
  admin: boolean;
  created_at: Date;
  email: string;
  id: string;
  locale: string;
  verified: boolean;
}

/** 'ListUsers' query type */
export interface IListUsersQuery {
  params: IListUsersParams;
  result: IListUsersResult;
}

const listUsersIR: any = {"usedParamSet":{"limit":true},"params":[{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":125,"b":131}]}],"statement":"SELECT u.id, u.email, u.verified, u.admin, u.locale, u.created_at\n  FROM rm.users u\n ORDER BY u.created_at DESC, u.id\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT u.id, u.email, u.verified, u.admin, u.locale, u.created_at
 *   FROM rm.users u
 *  ORDER BY u.created_at DESC, u.id
 *  LIMIT :limit!
 * ```
 */
export const listUsers = new PreparedQuery<IListUsersParams,IListUsersResult>(listUsersIR);


/** 'FindStaffOfUsers' parameters type */
export interface IFindStaffOfUsersParams {
  userIds: stringArray;
}

/** 'FindStaffOfUsers' return type */
export interface IFindStaffOfUsersResult {
  club_id: string;
  coach_team_ids: stringArray;
  created_at: Date;
  email: string;
  id: string;
  is_manager: boolean;
  user_id: string;
}

/** 'FindStaffOfUsers' query type */
export interface IFindStaffOfUsersQuery {
  params: IFindStaffOfUsersParams;
  result: IFindStaffOfUsersResult;
}

const findStaffOfUsersIR: any = {"usedParamSet":{"userIds":true},"params":[{"name":"userIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":112,"b":120}]}],"statement":"SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at\n  FROM rm.staff\n WHERE user_id = ANY(:userIds!::text[])"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at
 *   FROM rm.staff
 *  WHERE user_id = ANY(:userIds!::text[])
 * ```
 */
export const findStaffOfUsers = new PreparedQuery<IFindStaffOfUsersParams,IFindStaffOfUsersResult>(findStaffOfUsersIR);


/** 'FindStaff' parameters type */
export interface IFindStaffParams {
  staffId: string;
}

/** 'FindStaff' return type */
export interface IFindStaffResult {
  club_id: string;
  coach_team_ids: stringArray;
  created_at: Date;
  email: string;
  id: string;
  is_manager: boolean;
  user_id: string;
}

/** 'FindStaff' query type */
export interface IFindStaffQuery {
  params: IFindStaffParams;
  result: IFindStaffResult;
}

const findStaffIR: any = {"usedParamSet":{"staffId":true},"params":[{"name":"staffId","required":true,"transform":{"type":"scalar"},"locs":[{"a":103,"b":111}]}],"statement":"SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at\n  FROM rm.staff\n WHERE id = :staffId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at
 *   FROM rm.staff
 *  WHERE id = :staffId!
 * ```
 */
export const findStaff = new PreparedQuery<IFindStaffParams,IFindStaffResult>(findStaffIR);


/** 'ListClubStaff' parameters type */
export interface IListClubStaffParams {
  clubId: string;
}

/** 'ListClubStaff' return type */
export interface IListClubStaffResult {
  club_id: string;
  coach_team_ids: stringArray;
  created_at: Date;
  email: string;
  id: string;
  is_manager: boolean;
  user_id: string;
}

/** 'ListClubStaff' query type */
export interface IListClubStaffQuery {
  params: IListClubStaffParams;
  result: IListClubStaffResult;
}

const listClubStaffIR: any = {"usedParamSet":{"clubId":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":108,"b":115}]}],"statement":"SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at\n  FROM rm.staff\n WHERE club_id = :clubId!\n ORDER BY email, id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at
 *   FROM rm.staff
 *  WHERE club_id = :clubId!
 *  ORDER BY email, id
 * ```
 */
export const listClubStaff = new PreparedQuery<IListClubStaffParams,IListClubStaffResult>(listClubStaffIR);


/** 'FindClubs' parameters type */
export interface IFindClubsParams {
  clubIds: stringArray;
}

/** 'FindClubs' return type */
export interface IFindClubsResult {
  active: boolean;
  created_at: Date;
  devices_count: number | null;
  expires_at: Date | null;
  id: string;
  limit_devices: number;
  limit_members: number;
  limit_players: number;
  limit_ranges: number;
  limit_teams: number;
  logo: string | null;
  name: string;
  plan: string;
  players_count: number | null;
  sport: string;
  staff_count: number | null;
  tag_management: boolean;
  teams_count: number | null;
  time_zone: string;
}

/** 'FindClubs' query type */
export interface IFindClubsQuery {
  params: IFindClubsParams;
  result: IFindClubsResult;
}

const findClubsIR: any = {"usedParamSet":{"clubIds":true},"params":[{"name":"clubIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":606,"b":614}]}],"statement":"SELECT c.id, c.name, c.sport, c.time_zone, c.logo, c.plan, c.active, c.expires_at, c.limit_members,\n       c.limit_teams, c.limit_players, c.limit_ranges, c.limit_devices, c.tag_management, c.created_at,\n       (SELECT count(*) FROM rm.teams t WHERE t.club_id = c.id)::int AS teams_count,\n       (SELECT count(*) FROM rm.players p WHERE p.club_id = c.id AND NOT p.archived)::int AS players_count,\n       (SELECT count(*) FROM rm.staff s WHERE s.club_id = c.id)::int AS staff_count,\n       (SELECT count(*) FROM rm.devices d WHERE d.club_id = c.id)::int AS devices_count\n  FROM rm.clubs c\n WHERE c.id = ANY(:clubIds!::text[])"};

/**
 * Query generated from SQL:
 * ```
 * SELECT c.id, c.name, c.sport, c.time_zone, c.logo, c.plan, c.active, c.expires_at, c.limit_members,
 *        c.limit_teams, c.limit_players, c.limit_ranges, c.limit_devices, c.tag_management, c.created_at,
 *        (SELECT count(*) FROM rm.teams t WHERE t.club_id = c.id)::int AS teams_count,
 *        (SELECT count(*) FROM rm.players p WHERE p.club_id = c.id AND NOT p.archived)::int AS players_count,
 *        (SELECT count(*) FROM rm.staff s WHERE s.club_id = c.id)::int AS staff_count,
 *        (SELECT count(*) FROM rm.devices d WHERE d.club_id = c.id)::int AS devices_count
 *   FROM rm.clubs c
 *  WHERE c.id = ANY(:clubIds!::text[])
 * ```
 */
export const findClubs = new PreparedQuery<IFindClubsParams,IFindClubsResult>(findClubsIR);


/** 'ListClubs' parameters type */
export interface IListClubsParams {
  limit: NumberOrString;
}

/** 'ListClubs' return type */
export interface IListClubsResult {
  active: boolean;
  created_at: Date;
  devices_count: number | null;
  expires_at: Date | null;
  id: string;
  limit_devices: number;
  limit_members: number;
  limit_players: number;
  limit_ranges: number;
  limit_teams: number;
  logo: string | null;
  name: string;
  plan: string;
  players_count: number | null;
  sport: string;
  staff_count: number | null;
  tag_management: boolean;
  teams_count: number | null;
  time_zone: string;
}

/** 'ListClubs' query type */
export interface IListClubsQuery {
  params: IListClubsParams;
  result: IListClubsResult;
}

const listClubsIR: any = {"usedParamSet":{"limit":true},"params":[{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":625,"b":631}]}],"statement":"SELECT c.id, c.name, c.sport, c.time_zone, c.logo, c.plan, c.active, c.expires_at, c.limit_members,\n       c.limit_teams, c.limit_players, c.limit_ranges, c.limit_devices, c.tag_management, c.created_at,\n       (SELECT count(*) FROM rm.teams t WHERE t.club_id = c.id)::int AS teams_count,\n       (SELECT count(*) FROM rm.players p WHERE p.club_id = c.id AND NOT p.archived)::int AS players_count,\n       (SELECT count(*) FROM rm.staff s WHERE s.club_id = c.id)::int AS staff_count,\n       (SELECT count(*) FROM rm.devices d WHERE d.club_id = c.id)::int AS devices_count\n  FROM rm.clubs c\n ORDER BY lower(c.name), c.id\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT c.id, c.name, c.sport, c.time_zone, c.logo, c.plan, c.active, c.expires_at, c.limit_members,
 *        c.limit_teams, c.limit_players, c.limit_ranges, c.limit_devices, c.tag_management, c.created_at,
 *        (SELECT count(*) FROM rm.teams t WHERE t.club_id = c.id)::int AS teams_count,
 *        (SELECT count(*) FROM rm.players p WHERE p.club_id = c.id AND NOT p.archived)::int AS players_count,
 *        (SELECT count(*) FROM rm.staff s WHERE s.club_id = c.id)::int AS staff_count,
 *        (SELECT count(*) FROM rm.devices d WHERE d.club_id = c.id)::int AS devices_count
 *   FROM rm.clubs c
 *  ORDER BY lower(c.name), c.id
 *  LIMIT :limit!
 * ```
 */
export const listClubs = new PreparedQuery<IListClubsParams,IListClubsResult>(listClubsIR);


/** 'FindTeams' parameters type */
export interface IFindTeamsParams {
  teamIds: stringArray;
}

/** 'FindTeams' return type */
export interface IFindTeamsResult {
  club_id: string;
  created_at: Date;
  devices_count: number | null;
  id: string;
  logo_url: string | null;
  name: string;
  players_count: number | null;
  ranges: Json;
}

/** 'FindTeams' query type */
export interface IFindTeamsQuery {
  params: IFindTeamsParams;
  result: IFindTeamsResult;
}

const findTeamsIR: any = {"usedParamSet":{"teamIds":true},"params":[{"name":"teamIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":300,"b":308}]}],"statement":"SELECT t.id, t.club_id, t.name, t.logo_url, t.created_at, t.ranges,\n       (SELECT count(*) FROM rm.players p WHERE p.team_id = t.id AND NOT p.archived)::int AS players_count,\n       (SELECT count(*) FROM rm.devices d WHERE d.team_id = t.id)::int AS devices_count\n  FROM rm.teams t\n WHERE t.id = ANY(:teamIds!::text[])\n ORDER BY lower(t.name), t.id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT t.id, t.club_id, t.name, t.logo_url, t.created_at, t.ranges,
 *        (SELECT count(*) FROM rm.players p WHERE p.team_id = t.id AND NOT p.archived)::int AS players_count,
 *        (SELECT count(*) FROM rm.devices d WHERE d.team_id = t.id)::int AS devices_count
 *   FROM rm.teams t
 *  WHERE t.id = ANY(:teamIds!::text[])
 *  ORDER BY lower(t.name), t.id
 * ```
 */
export const findTeams = new PreparedQuery<IFindTeamsParams,IFindTeamsResult>(findTeamsIR);


/** 'ListClubTeams' parameters type */
export interface IListClubTeamsParams {
  clubId: string;
}

/** 'ListClubTeams' return type */
export interface IListClubTeamsResult {
  club_id: string;
  created_at: Date;
  devices_count: number | null;
  id: string;
  logo_url: string | null;
  name: string;
  players_count: number | null;
  ranges: Json;
}

/** 'ListClubTeams' query type */
export interface IListClubTeamsQuery {
  params: IListClubTeamsParams;
  result: IListClubTeamsResult;
}

const listClubTeamsIR: any = {"usedParamSet":{"clubId":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":301,"b":308}]}],"statement":"SELECT t.id, t.club_id, t.name, t.logo_url, t.created_at, t.ranges,\n       (SELECT count(*) FROM rm.players p WHERE p.team_id = t.id AND NOT p.archived)::int AS players_count,\n       (SELECT count(*) FROM rm.devices d WHERE d.team_id = t.id)::int AS devices_count\n  FROM rm.teams t\n WHERE t.club_id = :clubId!\n ORDER BY lower(t.name), t.id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT t.id, t.club_id, t.name, t.logo_url, t.created_at, t.ranges,
 *        (SELECT count(*) FROM rm.players p WHERE p.team_id = t.id AND NOT p.archived)::int AS players_count,
 *        (SELECT count(*) FROM rm.devices d WHERE d.team_id = t.id)::int AS devices_count
 *   FROM rm.teams t
 *  WHERE t.club_id = :clubId!
 *  ORDER BY lower(t.name), t.id
 * ```
 */
export const listClubTeams = new PreparedQuery<IListClubTeamsParams,IListClubTeamsResult>(listClubTeamsIR);


/** 'ListSeasons' parameters type */
export interface IListSeasonsParams {
  teamIds: stringArray;
}

/** 'ListSeasons' return type */
export interface IListSeasonsResult {
  end_date: string | null;
  id: string;
  league: string | null;
  name: string;
  start_date: string | null;
  team_id: string;
}

/** 'ListSeasons' query type */
export interface IListSeasonsQuery {
  params: IListSeasonsParams;
  result: IListSeasonsResult;
}

const listSeasonsIR: any = {"usedParamSet":{"teamIds":true},"params":[{"name":"teamIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":173,"b":181}]}],"statement":"SELECT id, team_id, name, league, to_char(start_date, 'YYYY-MM-DD') AS start_date,\n       to_char(end_date, 'YYYY-MM-DD') AS end_date\n  FROM rm.seasons\n WHERE team_id = ANY(:teamIds!::text[])\n ORDER BY start_date DESC, id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, team_id, name, league, to_char(start_date, 'YYYY-MM-DD') AS start_date,
 *        to_char(end_date, 'YYYY-MM-DD') AS end_date
 *   FROM rm.seasons
 *  WHERE team_id = ANY(:teamIds!::text[])
 *  ORDER BY start_date DESC, id
 * ```
 */
export const listSeasons = new PreparedQuery<IListSeasonsParams,IListSeasonsResult>(listSeasonsIR);


/** 'FindPlayers' parameters type */
export interface IFindPlayersParams {
  playerIds: stringArray;
}

/** 'FindPlayers' return type */
export interface IFindPlayersResult {
  archived: boolean;
  birthdate: string | null;
  club_id: string;
  device_id: string | null;
  first_name: string;
  gender: string | null;
  id: string;
  last_name: string;
  league: string | null;
  max_heart_rate: number | null;
  max_speed: number | null;
  note: string | null;
  number: number | null;
  picture_url: string | null;
  position: string | null;
  profile: string | null;
  resting_heart_rate: number | null;
  team_id: string;
}

/** 'FindPlayers' query type */
export interface IFindPlayersQuery {
  params: IFindPlayersParams;
  result: IFindPlayersResult;
}

const findPlayersIR: any = {"usedParamSet":{"playerIds":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":276,"b":286}]}],"statement":"SELECT id, club_id, team_id, first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, gender,\n       number, position, profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note,\n       archived, device_id\n  FROM rm.players\n WHERE id = ANY(:playerIds!::text[])"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, team_id, first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, gender,
 *        number, position, profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note,
 *        archived, device_id
 *   FROM rm.players
 *  WHERE id = ANY(:playerIds!::text[])
 * ```
 */
export const findPlayers = new PreparedQuery<IFindPlayersParams,IFindPlayersResult>(findPlayersIR);


/** 'ListClubPlayers' parameters type */
export interface IListClubPlayersParams {
  archived: boolean;
  clubId: string;
}

/** 'ListClubPlayers' return type */
export interface IListClubPlayersResult {
  archived: boolean;
  birthdate: string | null;
  club_id: string;
  device_id: string | null;
  first_name: string;
  gender: string | null;
  id: string;
  last_name: string;
  league: string | null;
  max_heart_rate: number | null;
  max_speed: number | null;
  note: string | null;
  number: number | null;
  picture_url: string | null;
  position: string | null;
  profile: string | null;
  resting_heart_rate: number | null;
  team_id: string;
}

/** 'ListClubPlayers' query type */
export interface IListClubPlayersQuery {
  params: IListClubPlayersParams;
  result: IListClubPlayersResult;
}

const listClubPlayersIR: any = {"usedParamSet":{"clubId":true,"archived":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":277,"b":284}]},{"name":"archived","required":true,"transform":{"type":"scalar"},"locs":[{"a":291,"b":300}]}],"statement":"SELECT id, club_id, team_id, first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, gender,\n       number, position, profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note,\n       archived, device_id\n  FROM rm.players\n WHERE club_id = :clubId! AND (:archived!::boolean OR NOT archived)\n ORDER BY team_id, lower(last_name), lower(first_name), id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, team_id, first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, gender,
 *        number, position, profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note,
 *        archived, device_id
 *   FROM rm.players
 *  WHERE club_id = :clubId! AND (:archived!::boolean OR NOT archived)
 *  ORDER BY team_id, lower(last_name), lower(first_name), id
 * ```
 */
export const listClubPlayers = new PreparedQuery<IListClubPlayersParams,IListClubPlayersResult>(listClubPlayersIR);


/** 'PlayersWearing' parameters type */
export interface IPlayersWearingParams {
  deviceIds: stringArray;
}

/** 'PlayersWearing' return type */
export interface IPlayersWearingResult {
  device_id: string | null;
  first_name: string;
  id: string;
  last_name: string;
  team_id: string;
}

/** 'PlayersWearing' query type */
export interface IPlayersWearingQuery {
  params: IPlayersWearingParams;
  result: IPlayersWearingResult;
}

const playersWearingIR: any = {"usedParamSet":{"deviceIds":true},"params":[{"name":"deviceIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":94,"b":104}]}],"statement":"SELECT id, team_id, first_name, last_name, device_id\n  FROM rm.players\n WHERE device_id = ANY(:deviceIds!::text[]) AND NOT archived"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, team_id, first_name, last_name, device_id
 *   FROM rm.players
 *  WHERE device_id = ANY(:deviceIds!::text[]) AND NOT archived
 * ```
 */
export const playersWearing = new PreparedQuery<IPlayersWearingParams,IPlayersWearingResult>(playersWearingIR);


/** 'FindDevices' parameters type */
export interface IFindDevicesParams {
  deviceIds: stringArray;
}

/** 'FindDevices' return type */
export interface IFindDevicesResult {
  club_id: string;
  id: string;
  name: string;
  serial: string;
  team_id: string | null;
  type: string;
  udid: string | null;
}

/** 'FindDevices' query type */
export interface IFindDevicesQuery {
  params: IFindDevicesParams;
  result: IFindDevicesResult;
}

const findDevicesIR: any = {"usedParamSet":{"deviceIds":true},"params":[{"name":"deviceIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":88,"b":98}]}],"statement":"SELECT id, club_id, team_id, serial, udid, type, name\n  FROM rm.devices\n WHERE id = ANY(:deviceIds!::text[])\n ORDER BY serial, id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, team_id, serial, udid, type, name
 *   FROM rm.devices
 *  WHERE id = ANY(:deviceIds!::text[])
 *  ORDER BY serial, id
 * ```
 */
export const findDevices = new PreparedQuery<IFindDevicesParams,IFindDevicesResult>(findDevicesIR);


/** 'ListClubDevices' parameters type */
export interface IListClubDevicesParams {
  clubId: string;
}

/** 'ListClubDevices' return type */
export interface IListClubDevicesResult {
  club_id: string;
  id: string;
  name: string;
  serial: string;
  team_id: string | null;
  type: string;
  udid: string | null;
}

/** 'ListClubDevices' query type */
export interface IListClubDevicesQuery {
  params: IListClubDevicesParams;
  result: IListClubDevicesResult;
}

const listClubDevicesIR: any = {"usedParamSet":{"clubId":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":89,"b":96}]}],"statement":"SELECT id, club_id, team_id, serial, udid, type, name\n  FROM rm.devices\n WHERE club_id = :clubId!\n ORDER BY serial, id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, team_id, serial, udid, type, name
 *   FROM rm.devices
 *  WHERE club_id = :clubId!
 *  ORDER BY serial, id
 * ```
 */
export const listClubDevices = new PreparedQuery<IListClubDevicesParams,IListClubDevicesResult>(listClubDevicesIR);


/** 'ListTeamDevices' parameters type */
export interface IListTeamDevicesParams {
  teamId: string;
}

/** 'ListTeamDevices' return type */
export interface IListTeamDevicesResult {
  club_id: string;
  id: string;
  name: string;
  serial: string;
  team_id: string | null;
  type: string;
  udid: string | null;
}

/** 'ListTeamDevices' query type */
export interface IListTeamDevicesQuery {
  params: IListTeamDevicesParams;
  result: IListTeamDevicesResult;
}

const listTeamDevicesIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":89,"b":96}]}],"statement":"SELECT id, club_id, team_id, serial, udid, type, name\n  FROM rm.devices\n WHERE team_id = :teamId!\n ORDER BY serial, id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, team_id, serial, udid, type, name
 *   FROM rm.devices
 *  WHERE team_id = :teamId!
 *  ORDER BY serial, id
 * ```
 */
export const listTeamDevices = new PreparedQuery<IListTeamDevicesParams,IListTeamDevicesResult>(listTeamDevicesIR);


/** 'FindTeamClub' parameters type */
export interface IFindTeamClubParams {
  teamId: string;
}

/** 'FindTeamClub' return type */
export interface IFindTeamClubResult {
  club_id: string;
  id: string;
}

/** 'FindTeamClub' query type */
export interface IFindTeamClubQuery {
  params: IFindTeamClubParams;
  result: IFindTeamClubResult;
}

const findTeamClubIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":44,"b":51}]}],"statement":"SELECT id, club_id FROM rm.teams WHERE id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id FROM rm.teams WHERE id = :teamId!
 * ```
 */
export const findTeamClub = new PreparedQuery<IFindTeamClubParams,IFindTeamClubResult>(findTeamClubIR);


