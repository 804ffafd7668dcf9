/** Types generated for queries found in "query/src/read-model/availability.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type stringArray = (string)[];

/** 'AvailabilityOn' parameters type */
export interface IAvailabilityOnParams {
  date?: DateOrString | null | void;
  now: DateOrString;
  playerIds: stringArray;
}

/** 'AvailabilityOn' return type */
export interface IAvailabilityOnResult {
  club_id: string;
  created_at: Date;
  end_date: string | null;
  id: string;
  injury_id: string | null;
  note: string | null;
  player_id: string;
  start_date: string | null;
  status: string;
  team_id: string;
  updated_at: Date;
}

/** 'AvailabilityOn' query type */
export interface IAvailabilityOnQuery {
  params: IAvailabilityOnParams;
  result: IAvailabilityOnResult;
}

const availabilityOnIR: any = {"usedParamSet":{"playerIds":true,"date":true,"now":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":339,"b":349}]},{"name":"date","required":false,"transform":{"type":"scalar"},"locs":[{"a":392,"b":396},{"a":519,"b":523}]},{"name":"now","required":true,"transform":{"type":"scalar"},"locs":[{"a":406,"b":410},{"a":533,"b":537}]}],"statement":"SELECT DISTINCT ON (a.player_id) a.id, a.player_id, a.club_id, a.team_id, a.status,\n       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,\n       a.note, a.injury_id, a.created_at, a.updated_at\n  FROM rm.player_availability a\n  JOIN rm.clubs c ON c.id = a.club_id\n WHERE a.player_id = ANY(:playerIds!::text[])\n   AND a.start_date <= coalesce(:date::date, (:now!::timestamptz AT TIME ZONE c.time_zone)::date)\n   AND (a.end_date IS NULL\n        OR a.end_date >= coalesce(:date::date, (:now!::timestamptz AT TIME ZONE c.time_zone)::date))\n ORDER BY a.player_id, a.start_date DESC, a.seq DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT DISTINCT ON (a.player_id) a.id, a.player_id, a.club_id, a.team_id, a.status,
 *        to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
 *        a.note, a.injury_id, a.created_at, a.updated_at
 *   FROM rm.player_availability a
 *   JOIN rm.clubs c ON c.id = a.club_id
 *  WHERE a.player_id = ANY(:playerIds!::text[])
 *    AND a.start_date <= coalesce(:date::date, (:now!::timestamptz AT TIME ZONE c.time_zone)::date)
 *    AND (a.end_date IS NULL
 *         OR a.end_date >= coalesce(:date::date, (:now!::timestamptz AT TIME ZONE c.time_zone)::date))
 *  ORDER BY a.player_id, a.start_date DESC, a.seq DESC
 * ```
 */
export const availabilityOn = new PreparedQuery<IAvailabilityOnParams,IAvailabilityOnResult>(availabilityOnIR);


/** 'TeamAvailabilityOn' parameters type */
export interface ITeamAvailabilityOnParams {
  date: DateOrString;
  teamId: string;
}

/** 'TeamAvailabilityOn' return type */
export interface ITeamAvailabilityOnResult {
  club_id: string;
  created_at: Date;
  end_date: string | null;
  id: string;
  injury_id: string | null;
  note: string | null;
  player_id: string;
  start_date: string | null;
  status: string;
  team_id: string;
  updated_at: Date;
}

/** 'TeamAvailabilityOn' query type */
export interface ITeamAvailabilityOnQuery {
  params: ITeamAvailabilityOnParams;
  result: ITeamAvailabilityOnResult;
}

const teamAvailabilityOnIR: any = {"usedParamSet":{"teamId":true,"date":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":356,"b":363}]},{"name":"date","required":true,"transform":{"type":"scalar"},"locs":[{"a":388,"b":393},{"a":445,"b":450}]}],"statement":"SELECT DISTINCT ON (a.player_id) a.id, a.player_id, a.club_id, a.team_id, a.status,\n       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,\n       a.note, a.injury_id, a.created_at, a.updated_at\n  FROM rm.player_availability a\n  JOIN rm.players p ON p.id = a.player_id AND NOT p.archived\n WHERE a.team_id = :teamId!\n   AND a.start_date <= :date!::date\n   AND (a.end_date IS NULL OR a.end_date >= :date!::date)\n ORDER BY a.player_id, a.start_date DESC, a.seq DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT DISTINCT ON (a.player_id) a.id, a.player_id, a.club_id, a.team_id, a.status,
 *        to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
 *        a.note, a.injury_id, a.created_at, a.updated_at
 *   FROM rm.player_availability a
 *   JOIN rm.players p ON p.id = a.player_id AND NOT p.archived
 *  WHERE a.team_id = :teamId!
 *    AND a.start_date <= :date!::date
 *    AND (a.end_date IS NULL OR a.end_date >= :date!::date)
 *  ORDER BY a.player_id, a.start_date DESC, a.seq DESC
 * ```
 */
export const teamAvailabilityOn = new PreparedQuery<ITeamAvailabilityOnParams,ITeamAvailabilityOnResult>(teamAvailabilityOnIR);


/** 'ListPlayerAvailability' parameters type */
export interface IListPlayerAvailabilityParams {
  playerId: string;
}

/** 'ListPlayerAvailability' return type */
export interface IListPlayerAvailabilityResult {
  club_id: string;
  created_at: Date;
  end_date: string | null;
  id: string;
  injury_id: string | null;
  note: string | null;
  player_id: string;
  start_date: string | null;
  status: string;
  team_id: string;
  updated_at: Date;
}

/** 'ListPlayerAvailability' query type */
export interface IListPlayerAvailabilityQuery {
  params: IListPlayerAvailabilityParams;
  result: IListPlayerAvailabilityResult;
}

const listPlayerAvailabilityIR: any = {"usedParamSet":{"playerId":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":271,"b":280}]}],"statement":"SELECT a.id, a.player_id, a.club_id, a.team_id, a.status,\n       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,\n       a.note, a.injury_id, a.created_at, a.updated_at\n  FROM rm.player_availability a\n WHERE a.player_id = :playerId!\n ORDER BY a.start_date DESC, a.seq DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT a.id, a.player_id, a.club_id, a.team_id, a.status,
 *        to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
 *        a.note, a.injury_id, a.created_at, a.updated_at
 *   FROM rm.player_availability a
 *  WHERE a.player_id = :playerId!
 *  ORDER BY a.start_date DESC, a.seq DESC
 * ```
 */
export const listPlayerAvailability = new PreparedQuery<IListPlayerAvailabilityParams,IListPlayerAvailabilityResult>(listPlayerAvailabilityIR);


/** 'FindAvailability' parameters type */
export interface IFindAvailabilityParams {
  id: string;
}

/** 'FindAvailability' return type */
export interface IFindAvailabilityResult {
  club_id: string;
  created_at: Date;
  end_date: string | null;
  id: string;
  injury_id: string | null;
  note: string | null;
  player_id: string;
  start_date: string | null;
  status: string;
  team_id: string;
  updated_at: Date;
}

/** 'FindAvailability' query type */
export interface IFindAvailabilityQuery {
  params: IFindAvailabilityParams;
  result: IFindAvailabilityResult;
}

const findAvailabilityIR: any = {"usedParamSet":{"id":true},"params":[{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":264,"b":267}]}],"statement":"SELECT a.id, a.player_id, a.club_id, a.team_id, a.status,\n       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,\n       a.note, a.injury_id, a.created_at, a.updated_at\n  FROM rm.player_availability a\n WHERE a.id = :id!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT a.id, a.player_id, a.club_id, a.team_id, a.status,
 *        to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
 *        a.note, a.injury_id, a.created_at, a.updated_at
 *   FROM rm.player_availability a
 *  WHERE a.id = :id!
 * ```
 */
export const findAvailability = new PreparedQuery<IFindAvailabilityParams,IFindAvailabilityResult>(findAvailabilityIR);


/** 'OpenInjuries' parameters type */
export interface IOpenInjuriesParams {
  playerIds: stringArray;
}

/** 'OpenInjuries' return type */
export interface IOpenInjuriesResult {
  body_part: string | null;
  club_id: string;
  created_at: Date;
  description: string;
  expected_return: string | null;
  id: string;
  note: string | null;
  occurred_on: string | null;
  player_id: string;
  returned_on: string | null;
  status: string;
  team_id: string;
  updated_at: Date;
}

/** 'OpenInjuries' query type */
export interface IOpenInjuriesQuery {
  params: IOpenInjuriesParams;
  result: IOpenInjuriesResult;
}

const openInjuriesIR: any = {"usedParamSet":{"playerIds":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":381,"b":391}]}],"statement":"SELECT DISTINCT ON (i.player_id) i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,\n       i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,\n       to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,\n       to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at\n  FROM rm.injuries i\n WHERE i.player_id = ANY(:playerIds!::text[]) AND i.status <> 'RECOVERED'\n ORDER BY i.player_id, i.occurred_on DESC, i.seq DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT DISTINCT ON (i.player_id) i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,
 *        i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,
 *        to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,
 *        to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at
 *   FROM rm.injuries i
 *  WHERE i.player_id = ANY(:playerIds!::text[]) AND i.status <> 'RECOVERED'
 *  ORDER BY i.player_id, i.occurred_on DESC, i.seq DESC
 * ```
 */
export const openInjuries = new PreparedQuery<IOpenInjuriesParams,IOpenInjuriesResult>(openInjuriesIR);


/** 'ListPlayerInjuries' parameters type */
export interface IListPlayerInjuriesParams {
  playerId: string;
}

/** 'ListPlayerInjuries' return type */
export interface IListPlayerInjuriesResult {
  body_part: string | null;
  club_id: string;
  created_at: Date;
  description: string;
  expected_return: string | null;
  id: string;
  note: string | null;
  occurred_on: string | null;
  player_id: string;
  returned_on: string | null;
  status: string;
  team_id: string;
  updated_at: Date;
}

/** 'ListPlayerInjuries' query type */
export interface IListPlayerInjuriesQuery {
  params: IListPlayerInjuriesParams;
  result: IListPlayerInjuriesResult;
}

const listPlayerInjuriesIR: any = {"usedParamSet":{"playerId":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":351,"b":360}]}],"statement":"SELECT i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,\n       i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,\n       to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,\n       to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at\n  FROM rm.injuries i\n WHERE i.player_id = :playerId!\n ORDER BY i.occurred_on DESC, i.seq DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,
 *        i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,
 *        to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,
 *        to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at
 *   FROM rm.injuries i
 *  WHERE i.player_id = :playerId!
 *  ORDER BY i.occurred_on DESC, i.seq DESC
 * ```
 */
export const listPlayerInjuries = new PreparedQuery<IListPlayerInjuriesParams,IListPlayerInjuriesResult>(listPlayerInjuriesIR);


/** 'FindInjury' parameters type */
export interface IFindInjuryParams {
  id: string;
}

/** 'FindInjury' return type */
export interface IFindInjuryResult {
  body_part: string | null;
  club_id: string;
  created_at: Date;
  description: string;
  expected_return: string | null;
  id: string;
  note: string | null;
  occurred_on: string | null;
  player_id: string;
  returned_on: string | null;
  status: string;
  team_id: string;
  updated_at: Date;
}

/** 'FindInjury' query type */
export interface IFindInjuryQuery {
  params: IFindInjuryParams;
  result: IFindInjuryResult;
}

const findInjuryIR: any = {"usedParamSet":{"id":true},"params":[{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":344,"b":347}]}],"statement":"SELECT i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,\n       i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,\n       to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,\n       to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at\n  FROM rm.injuries i\n WHERE i.id = :id!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,
 *        i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,
 *        to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,
 *        to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at
 *   FROM rm.injuries i
 *  WHERE i.id = :id!
 * ```
 */
export const findInjury = new PreparedQuery<IFindInjuryParams,IFindInjuryResult>(findInjuryIR);


/** 'ListAvailabilityHistory' parameters type */
export interface IListAvailabilityHistoryParams {
  playerId: string;
}

/** 'ListAvailabilityHistory' return type */
export interface IListAvailabilityHistoryResult {
  at: Date;
  availability_id: string | null;
  body_part: string | null;
  club_id: string;
  description: string | null;
  end_date: string | null;
  injury_id: string | null;
  injury_status: string | null;
  kind: string;
  note: string | null;
  start_date: string | null;
  status: string | null;
  team_id: string;
}

/** 'ListAvailabilityHistory' query type */
export interface IListAvailabilityHistoryQuery {
  params: IListAvailabilityHistoryParams;
  result: IListAvailabilityHistoryResult;
}

const listAvailabilityHistoryIR: any = {"usedParamSet":{"playerId":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":303,"b":312}]}],"statement":"SELECT h.kind, h.at, h.club_id, h.team_id, h.availability_id, h.injury_id, h.status, h.injury_status,\n       to_char(h.start_date, 'YYYY-MM-DD') AS start_date, to_char(h.end_date, 'YYYY-MM-DD') AS end_date,\n       h.note, h.description, h.body_part\n  FROM rm.availability_history h\n WHERE h.player_id = :playerId!\n ORDER BY h.revision DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT h.kind, h.at, h.club_id, h.team_id, h.availability_id, h.injury_id, h.status, h.injury_status,
 *        to_char(h.start_date, 'YYYY-MM-DD') AS start_date, to_char(h.end_date, 'YYYY-MM-DD') AS end_date,
 *        h.note, h.description, h.body_part
 *   FROM rm.availability_history h
 *  WHERE h.player_id = :playerId!
 *  ORDER BY h.revision DESC
 * ```
 */
export const listAvailabilityHistory = new PreparedQuery<IListAvailabilityHistoryParams,IListAvailabilityHistoryResult>(listAvailabilityHistoryIR);


/** 'TodayInClub' parameters type */
export interface ITodayInClubParams {
  clubId: string;
  now: DateOrString;
}

/** 'TodayInClub' return type */
export interface ITodayInClubResult {
  today: string | null;
}

/** 'TodayInClub' query type */
export interface ITodayInClubQuery {
  params: ITodayInClubParams;
  result: ITodayInClubResult;
}

const todayInClubIR: any = {"usedParamSet":{"now":true,"clubId":true},"params":[{"name":"now","required":true,"transform":{"type":"scalar"},"locs":[{"a":16,"b":20}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":123,"b":130}]}],"statement":"SELECT to_char((:now!::timestamptz AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS today\n  FROM rm.clubs c\n WHERE c.id = :clubId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT to_char((:now!::timestamptz AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS today
 *   FROM rm.clubs c
 *  WHERE c.id = :clubId!
 * ```
 */
export const todayInClub = new PreparedQuery<ITodayInClubParams,ITodayInClubResult>(todayInClubIR);


