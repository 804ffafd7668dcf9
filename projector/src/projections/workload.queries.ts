/** Types generated for queries found in "projector/src/projections/workload.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type DateOrStringArray = (DateOrString)[];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type stringArray = (string)[];

/** 'UpsertWorkloadClub' parameters type */
export interface IUpsertWorkloadClubParams {
  clubId: string;
  timeZone: string;
}

/** 'UpsertWorkloadClub' return type */
export type IUpsertWorkloadClubResult = void;

/** 'UpsertWorkloadClub' query type */
export interface IUpsertWorkloadClubQuery {
  params: IUpsertWorkloadClubParams;
  result: IUpsertWorkloadClubResult;
}

const upsertWorkloadClubIR: any = {"usedParamSet":{"clubId":true,"timeZone":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":59,"b":66}]},{"name":"timeZone","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":78},{"a":129,"b":138}]}],"statement":"INSERT INTO rm.workload_clubs (club_id, time_zone) VALUES (:clubId!, :timeZone!)\nON CONFLICT (club_id) DO UPDATE SET time_zone = :timeZone!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.workload_clubs (club_id, time_zone) VALUES (:clubId!, :timeZone!)
 * ON CONFLICT (club_id) DO UPDATE SET time_zone = :timeZone!
 * ```
 */
export const upsertWorkloadClub = new PreparedQuery<IUpsertWorkloadClubParams,IUpsertWorkloadClubResult>(upsertWorkloadClubIR);


/** 'UpsertWorkloadTeam' parameters type */
export interface IUpsertWorkloadTeamParams {
  clubId: string;
  teamId: string;
}

/** 'UpsertWorkloadTeam' return type */
export type IUpsertWorkloadTeamResult = void;

/** 'UpsertWorkloadTeam' query type */
export interface IUpsertWorkloadTeamQuery {
  params: IUpsertWorkloadTeamParams;
  result: IUpsertWorkloadTeamResult;
}

const upsertWorkloadTeamIR: any = {"usedParamSet":{"teamId":true,"clubId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":57,"b":64}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":67,"b":74},{"a":123,"b":130}]}],"statement":"INSERT INTO rm.workload_teams (team_id, club_id) VALUES (:teamId!, :clubId!)\nON CONFLICT (team_id) DO UPDATE SET club_id = :clubId!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.workload_teams (team_id, club_id) VALUES (:teamId!, :clubId!)
 * ON CONFLICT (team_id) DO UPDATE SET club_id = :clubId!
 * ```
 */
export const upsertWorkloadTeam = new PreparedQuery<IUpsertWorkloadTeamParams,IUpsertWorkloadTeamResult>(upsertWorkloadTeamIR);


/** 'TeamTimeZone' parameters type */
export interface ITeamTimeZoneParams {
  teamId: string;
}

/** 'TeamTimeZone' return type */
export interface ITeamTimeZoneResult {
  time_zone: string;
}

/** 'TeamTimeZone' query type */
export interface ITeamTimeZoneQuery {
  params: ITeamTimeZoneParams;
  result: ITeamTimeZoneResult;
}

const teamTimeZoneIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":115,"b":122}]}],"statement":"SELECT c.time_zone\n  FROM rm.workload_teams t JOIN rm.workload_clubs c ON c.club_id = t.club_id\n WHERE t.team_id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT c.time_zone
 *   FROM rm.workload_teams t JOIN rm.workload_clubs c ON c.club_id = t.club_id
 *  WHERE t.team_id = :teamId!
 * ```
 */
export const teamTimeZone = new PreparedQuery<ITeamTimeZoneParams,ITeamTimeZoneResult>(teamTimeZoneIR);


/** 'EventRecordFigures' parameters type */
export interface IEventRecordFiguresParams {
  eventId: string;
}

/** 'EventRecordFigures' return type */
export interface IEventRecordFiguresResult {
  global: Json;
  selection_id: string;
}

/** 'EventRecordFigures' query type */
export interface IEventRecordFiguresQuery {
  params: IEventRecordFiguresParams;
  result: IEventRecordFiguresResult;
}

const eventRecordFiguresIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":61,"b":69}]}],"statement":"SELECT selection_id, global FROM rm.records WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT selection_id, global FROM rm.records WHERE event_id = :eventId!
 * ```
 */
export const eventRecordFigures = new PreparedQuery<IEventRecordFiguresParams,IEventRecordFiguresResult>(eventRecordFiguresIR);


/** 'ListEventEntryDays' parameters type */
export interface IListEventEntryDaysParams {
  eventId: string;
}

/** 'ListEventEntryDays' return type */
export interface IListEventEntryDaysResult {
  day: string | null;
  player_id: string;
}

/** 'ListEventEntryDays' query type */
export interface IListEventEntryDaysQuery {
  params: IListEventEntryDaysParams;
  result: IListEventEntryDaysResult;
}

const listEventEntryDaysIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":77,"b":85}]}],"statement":"SELECT player_id, day::text AS day FROM rm.workload_entries WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT player_id, day::text AS day FROM rm.workload_entries WHERE event_id = :eventId!
 * ```
 */
export const listEventEntryDays = new PreparedQuery<IListEventEntryDaysParams,IListEventEntryDaysResult>(listEventEntryDaysIR);


/** 'DeleteEventEntries' parameters type */
export interface IDeleteEventEntriesParams {
  eventId: string;
}

/** 'DeleteEventEntries' return type */
export type IDeleteEventEntriesResult = void;

/** 'DeleteEventEntries' query type */
export interface IDeleteEventEntriesQuery {
  params: IDeleteEventEntriesParams;
  result: IDeleteEventEntriesResult;
}

const deleteEventEntriesIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":49,"b":57}]}],"statement":"DELETE FROM rm.workload_entries WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.workload_entries WHERE event_id = :eventId!
 * ```
 */
export const deleteEventEntries = new PreparedQuery<IDeleteEventEntriesParams,IDeleteEventEntriesResult>(deleteEventEntriesIR);


/** 'InsertEntries' parameters type */
export interface IInsertEntriesParams {
  rows: Json;
}

/** 'InsertEntries' return type */
export type IInsertEntriesResult = void;

/** 'InsertEntries' query type */
export interface IInsertEntriesQuery {
  params: IInsertEntriesParams;
  result: IInsertEntriesResult;
}

const insertEntriesIR: any = {"usedParamSet":{"rows":true},"params":[{"name":"rows","required":true,"transform":{"type":"scalar"},"locs":[{"a":631,"b":636}]}],"statement":"INSERT INTO rm.workload_entries (selection_id, event_id, team_id, player_id, start_at, day, has_device, has_rpe,\n                                 duration, distance, hsr, sprint_distance, accelerations, decelerations, trimp,\n                                 hml_distance, srpe, rpe_rating, rpe_minutes, ranges)\nSELECT r.selection_id, r.event_id, r.team_id, r.player_id, r.start_at, r.day::date, r.has_device, r.has_rpe,\n       r.duration, r.distance, r.hsr, r.sprint_distance, r.accelerations, r.decelerations, r.trimp, r.hml_distance,\n       r.srpe, r.rpe_rating, r.rpe_minutes, coalesce(r.ranges, '[]')\n  FROM jsonb_to_recordset(:rows!::jsonb) AS r(selection_id text, event_id text, team_id text, player_id text,\n       start_at bigint, day text, has_device boolean, has_rpe boolean, duration float8, distance float8, hsr float8,\n       sprint_distance float8, accelerations float8, decelerations float8, trimp float8, hml_distance float8,\n       srpe float8, rpe_rating float8, rpe_minutes integer, ranges jsonb)"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.workload_entries (selection_id, event_id, team_id, player_id, start_at, day, has_device, has_rpe,
 *                                  duration, distance, hsr, sprint_distance, accelerations, decelerations, trimp,
 *                                  hml_distance, srpe, rpe_rating, rpe_minutes, ranges)
 * SELECT r.selection_id, r.event_id, r.team_id, r.player_id, r.start_at, r.day::date, r.has_device, r.has_rpe,
 *        r.duration, r.distance, r.hsr, r.sprint_distance, r.accelerations, r.decelerations, r.trimp, r.hml_distance,
 *        r.srpe, r.rpe_rating, r.rpe_minutes, coalesce(r.ranges, '[]')
 *   FROM jsonb_to_recordset(:rows!::jsonb) AS r(selection_id text, event_id text, team_id text, player_id text,
 *        start_at bigint, day text, has_device boolean, has_rpe boolean, duration float8, distance float8, hsr float8,
 *        sprint_distance float8, accelerations float8, decelerations float8, trimp float8, hml_distance float8,
 *        srpe float8, rpe_rating float8, rpe_minutes integer, ranges jsonb)
 * ```
 */
export const insertEntries = new PreparedQuery<IInsertEntriesParams,IInsertEntriesResult>(insertEntriesIR);


/** 'ListDayEntries' parameters type */
export interface IListDayEntriesParams {
  days: DateOrStringArray;
  playerIds: stringArray;
}

/** 'ListDayEntries' return type */
export interface IListDayEntriesResult {
  accelerations: number | null;
  day: string | null;
  decelerations: number | null;
  distance: number | null;
  duration: number | null;
  has_device: boolean;
  has_rpe: boolean;
  hml_distance: number | null;
  hsr: number | null;
  player_id: string;
  ranges: Json;
  sprint_distance: number | null;
  srpe: number | null;
  trimp: number | null;
}

/** 'ListDayEntries' query type */
export interface IListDayEntriesQuery {
  params: IListDayEntriesParams;
  result: IListDayEntriesResult;
}

const listDayEntriesIR: any = {"usedParamSet":{"playerIds":true,"days":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":241,"b":251}]},{"name":"days","required":true,"transform":{"type":"scalar"},"locs":[{"a":262,"b":267}]}],"statement":"SELECT e.player_id, e.day::text AS day, e.has_device, e.has_rpe, e.duration, e.distance, e.hsr, e.sprint_distance,\n       e.accelerations, e.decelerations, e.trimp, e.hml_distance, e.srpe, e.ranges\n  FROM rm.workload_entries e\n  JOIN unnest(:playerIds!::text[], :days!::date[]) AS k(player_id, day) ON k.player_id = e.player_id AND k.day = e.day\n ORDER BY e.player_id, e.day, e.start_at, e.selection_id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.player_id, e.day::text AS day, e.has_device, e.has_rpe, e.duration, e.distance, e.hsr, e.sprint_distance,
 *        e.accelerations, e.decelerations, e.trimp, e.hml_distance, e.srpe, e.ranges
 *   FROM rm.workload_entries e
 *   JOIN unnest(:playerIds!::text[], :days!::date[]) AS k(player_id, day) ON k.player_id = e.player_id AND k.day = e.day
 *  ORDER BY e.player_id, e.day, e.start_at, e.selection_id
 * ```
 */
export const listDayEntries = new PreparedQuery<IListDayEntriesParams,IListDayEntriesResult>(listDayEntriesIR);


/** 'DeleteDays' parameters type */
export interface IDeleteDaysParams {
  days: DateOrStringArray;
  playerIds: stringArray;
}

/** 'DeleteDays' return type */
export type IDeleteDaysResult = void;

/** 'DeleteDays' query type */
export interface IDeleteDaysQuery {
  params: IDeleteDaysParams;
  result: IDeleteDaysResult;
}

const deleteDaysIR: any = {"usedParamSet":{"playerIds":true,"days":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":45,"b":55}]},{"name":"days","required":true,"transform":{"type":"scalar"},"locs":[{"a":66,"b":71}]}],"statement":"DELETE FROM rm.workload_days d\n USING unnest(:playerIds!::text[], :days!::date[]) AS k(player_id, day)\n WHERE d.player_id = k.player_id AND d.day = k.day"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.workload_days d
 *  USING unnest(:playerIds!::text[], :days!::date[]) AS k(player_id, day)
 *  WHERE d.player_id = k.player_id AND d.day = k.day
 * ```
 */
export const deleteDays = new PreparedQuery<IDeleteDaysParams,IDeleteDaysResult>(deleteDaysIR);


/** 'InsertDays' parameters type */
export interface IInsertDaysParams {
  rows: Json;
}

/** 'InsertDays' return type */
export type IInsertDaysResult = void;

/** 'InsertDays' query type */
export interface IInsertDaysQuery {
  params: IInsertDaysParams;
  result: IInsertDaysResult;
}

const insertDaysIR: any = {"usedParamSet":{"rows":true},"params":[{"name":"rows","required":true,"transform":{"type":"scalar"},"locs":[{"a":455,"b":460}]}],"statement":"INSERT INTO rm.workload_days (player_id, day, events, missing_device, missing_rpe, duration, distance, hsr,\n                              sprint_distance, accelerations, decelerations, trimp, hml_distance, srpe, ranges)\nSELECT r.player_id, r.day::date, r.events, r.missing_device, r.missing_rpe, r.duration, r.distance, r.hsr,\n       r.sprint_distance, r.accelerations, r.decelerations, r.trimp, r.hml_distance, r.srpe, r.ranges\n  FROM jsonb_to_recordset(:rows!::jsonb) AS r(player_id text, day text, events integer, missing_device integer,\n       missing_rpe integer, duration float8, distance float8, hsr float8, sprint_distance float8,\n       accelerations float8, decelerations float8, trimp float8, hml_distance float8, srpe float8, ranges jsonb)"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.workload_days (player_id, day, events, missing_device, missing_rpe, duration, distance, hsr,
 *                               sprint_distance, accelerations, decelerations, trimp, hml_distance, srpe, ranges)
 * SELECT r.player_id, r.day::date, r.events, r.missing_device, r.missing_rpe, r.duration, r.distance, r.hsr,
 *        r.sprint_distance, r.accelerations, r.decelerations, r.trimp, r.hml_distance, r.srpe, r.ranges
 *   FROM jsonb_to_recordset(:rows!::jsonb) AS r(player_id text, day text, events integer, missing_device integer,
 *        missing_rpe integer, duration float8, distance float8, hsr float8, sprint_distance float8,
 *        accelerations float8, decelerations float8, trimp float8, hml_distance float8, srpe float8, ranges jsonb)
 * ```
 */
export const insertDays = new PreparedQuery<IInsertDaysParams,IInsertDaysResult>(insertDaysIR);


/** 'ListClubEntries' parameters type */
export interface IListClubEntriesParams {
  clubId: string;
}

/** 'ListClubEntries' return type */
export interface IListClubEntriesResult {
  day: string | null;
  player_id: string;
  selection_id: string;
  start_at: string;
}

/** 'ListClubEntries' query type */
export interface IListClubEntriesQuery {
  params: IListClubEntriesParams;
  result: IListClubEntriesResult;
}

const listClubEntriesIR: any = {"usedParamSet":{"clubId":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":165,"b":172}]}],"statement":"SELECT e.selection_id, e.player_id, e.start_at, e.day::text AS day\n  FROM rm.workload_entries e JOIN rm.workload_teams t ON t.team_id = e.team_id\n WHERE t.club_id = :clubId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.selection_id, e.player_id, e.start_at, e.day::text AS day
 *   FROM rm.workload_entries e JOIN rm.workload_teams t ON t.team_id = e.team_id
 *  WHERE t.club_id = :clubId!
 * ```
 */
export const listClubEntries = new PreparedQuery<IListClubEntriesParams,IListClubEntriesResult>(listClubEntriesIR);


/** 'MoveEntryDays' parameters type */
export interface IMoveEntryDaysParams {
  days: stringArray;
  selectionIds: stringArray;
}

/** 'MoveEntryDays' return type */
export type IMoveEntryDaysResult = void;

/** 'MoveEntryDays' query type */
export interface IMoveEntryDaysQuery {
  params: IMoveEntryDaysParams;
  result: IMoveEntryDaysResult;
}

const moveEntryDaysIR: any = {"usedParamSet":{"selectionIds":true,"days":true},"params":[{"name":"selectionIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":65,"b":78}]},{"name":"days","required":true,"transform":{"type":"scalar"},"locs":[{"a":89,"b":94}]}],"statement":"UPDATE rm.workload_entries e SET day = m.day::date\n  FROM unnest(:selectionIds!::text[], :days!::text[]) AS m(selection_id, day)\n WHERE e.selection_id = m.selection_id"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.workload_entries e SET day = m.day::date
 *   FROM unnest(:selectionIds!::text[], :days!::text[]) AS m(selection_id, day)
 *  WHERE e.selection_id = m.selection_id
 * ```
 */
export const moveEntryDays = new PreparedQuery<IMoveEntryDaysParams,IMoveEntryDaysResult>(moveEntryDaysIR);


