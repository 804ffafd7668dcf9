/** Types generated for queries found in "query/src/read-model/events.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'FindEvent' parameters type */
export interface IFindEventParams {
  eventId: string;
}

/** 'FindEvent' return type */
export interface IFindEventResult {
  competition: string | null;
  created_at: Date;
  days_to_match: number | null;
  id: string;
  locked: boolean;
  match_system: string | null;
  name: string;
  periods: Json;
  place: string | null;
  planned_end_date: Date | null;
  planned_start_date: Date | null;
  player_ids: stringArray;
  ranges: Json;
  revision: string;
  score_adv: number | null;
  score_team: number | null;
  started_at: Date | null;
  status: string;
  stopped_at: Date | null;
  tags: stringArray;
  team_id: string;
  theme: string | null;
  type: string;
  updated_at: Date;
}

/** 'FindEvent' query type */
export interface IFindEventQuery {
  params: IFindEventParams;
  result: IFindEventResult;
}

const findEventIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":1307,"b":1315}]}],"statement":"SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,\n       e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,\n       e.locked, e.ranges, e.created_at, e.updated_at, e.revision,\n       coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s\n                  WHERE s.event_id = e.id AND s.selected), '{}') AS \"player_ids!\",\n       coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,\n                                                   'end_date', p.end_date, 'tags',\n                                                   coalesce((SELECT json_agg(t.tag ORDER BY t.position)\n                                                               FROM rm.event_tags t\n                                                              WHERE t.event_id = e.id AND t.period_id = p.id), '[]'))\n                                 ORDER BY p.start_date NULLS LAST, p.seq)\n                   FROM rm.periods p WHERE p.event_id = e.id), '[]') AS \"periods!\",\n       coalesce((SELECT array_agg(t.tag ORDER BY t.position) FROM rm.event_tags t\n                  WHERE t.event_id = e.id AND t.period_id IS NULL), '{}') AS \"tags!\"\n  FROM rm.events e\n WHERE e.id = :eventId! AND NOT e.deleted"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,
 *        e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,
 *        e.locked, e.ranges, e.created_at, e.updated_at, e.revision,
 *        coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s
 *                   WHERE s.event_id = e.id AND s.selected), '{}') AS "player_ids!",
 *        coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,
 *                                                    'end_date', p.end_date, 'tags',
 *                                                    coalesce((SELECT json_agg(t.tag ORDER BY t.position)
 *                                                                FROM rm.event_tags t
 *                                                               WHERE t.event_id = e.id AND t.period_id = p.id), '[]'))
 *                                  ORDER BY p.start_date NULLS LAST, p.seq)
 *                    FROM rm.periods p WHERE p.event_id = e.id), '[]') AS "periods!",
 *        coalesce((SELECT array_agg(t.tag ORDER BY t.position) FROM rm.event_tags t
 *                   WHERE t.event_id = e.id AND t.period_id IS NULL), '{}') AS "tags!"
 *   FROM rm.events e
 *  WHERE e.id = :eventId! AND NOT e.deleted
 * ```
 */
export const findEvent = new PreparedQuery<IFindEventParams,IFindEventResult>(findEventIR);


/** 'ListTeamEvents' parameters type */
export interface IListTeamEventsParams {
  from?: DateOrString | null | void;
  limit: NumberOrString;
  offset: NumberOrString;
  tag?: string | null | void;
  teamId: string;
  to?: DateOrString | null | void;
  types: stringArray;
}

/** 'ListTeamEvents' return type */
export interface IListTeamEventsResult {
  competition: string | null;
  created_at: Date;
  days_to_match: number | null;
  id: string;
  locked: boolean;
  match_system: string | null;
  name: string;
  periods: Json;
  place: string | null;
  planned_end_date: Date | null;
  planned_start_date: Date | null;
  player_ids: stringArray;
  ranges: Json;
  revision: string;
  score_adv: number | null;
  score_team: number | null;
  started_at: Date | null;
  status: string;
  stopped_at: Date | null;
  tags: stringArray;
  team_id: string;
  theme: string | null;
  type: string;
  updated_at: Date;
}

/** 'ListTeamEvents' query type */
export interface IListTeamEventsQuery {
  params: IListTeamEventsParams;
  result: IListTeamEventsResult;
}

const listTeamEventsIR: any = {"usedParamSet":{"teamId":true,"types":true,"from":true,"to":true,"tag":true,"limit":true,"offset":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":1312,"b":1319}]},{"name":"types","required":true,"transform":{"type":"scalar"},"locs":[{"a":1359,"b":1365},{"a":1396,"b":1402}]},{"name":"from","required":false,"transform":{"type":"scalar"},"locs":[{"a":1422,"b":1426},{"a":1500,"b":1504}]},{"name":"to","required":false,"transform":{"type":"scalar"},"locs":[{"a":1528,"b":1530},{"a":1603,"b":1605}]},{"name":"tag","required":false,"transform":{"type":"scalar"},"locs":[{"a":1629,"b":1632},{"a":1776,"b":1779}]},{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":1877,"b":1883}]},{"name":"offset","required":true,"transform":{"type":"scalar"},"locs":[{"a":1892,"b":1899}]}],"statement":"SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,\n       e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,\n       e.locked, e.ranges, e.created_at, e.updated_at, e.revision,\n       coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s\n                  WHERE s.event_id = e.id AND s.selected), '{}') AS \"player_ids!\",\n       coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,\n                                                   'end_date', p.end_date, 'tags',\n                                                   coalesce((SELECT json_agg(t.tag ORDER BY t.position)\n                                                               FROM rm.event_tags t\n                                                              WHERE t.event_id = e.id AND t.period_id = p.id), '[]'))\n                                 ORDER BY p.start_date NULLS LAST, p.seq)\n                   FROM rm.periods p WHERE p.event_id = e.id), '[]') AS \"periods!\",\n       coalesce((SELECT array_agg(t.tag ORDER BY t.position) FROM rm.event_tags t\n                  WHERE t.event_id = e.id AND t.period_id IS NULL), '{}') AS \"tags!\"\n  FROM rm.events e\n WHERE e.team_id = :teamId! AND NOT e.deleted\n   AND (cardinality(:types!::text[]) = 0 OR e.type = ANY(:types!::text[]))\n   AND (:from::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) >= :from::timestamptz)\n   AND (:to::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) < :to::timestamptz)\n   AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags t\n                                      WHERE t.event_id = e.id AND lower(t.tag) = lower(:tag::text)))\n ORDER BY coalesce(e.started_at, e.planned_start_date, e.created_at) DESC, e.id\n LIMIT :limit! OFFSET :offset!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,
 *        e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,
 *        e.locked, e.ranges, e.created_at, e.updated_at, e.revision,
 *        coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s
 *                   WHERE s.event_id = e.id AND s.selected), '{}') AS "player_ids!",
 *        coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,
 *                                                    'end_date', p.end_date, 'tags',
 *                                                    coalesce((SELECT json_agg(t.tag ORDER BY t.position)
 *                                                                FROM rm.event_tags t
 *                                                               WHERE t.event_id = e.id AND t.period_id = p.id), '[]'))
 *                                  ORDER BY p.start_date NULLS LAST, p.seq)
 *                    FROM rm.periods p WHERE p.event_id = e.id), '[]') AS "periods!",
 *        coalesce((SELECT array_agg(t.tag ORDER BY t.position) FROM rm.event_tags t
 *                   WHERE t.event_id = e.id AND t.period_id IS NULL), '{}') AS "tags!"
 *   FROM rm.events e
 *  WHERE e.team_id = :teamId! AND NOT e.deleted
 *    AND (cardinality(:types!::text[]) = 0 OR e.type = ANY(:types!::text[]))
 *    AND (:from::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) >= :from::timestamptz)
 *    AND (:to::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) < :to::timestamptz)
 *    AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags t
 *                                       WHERE t.event_id = e.id AND lower(t.tag) = lower(:tag::text)))
 *  ORDER BY coalesce(e.started_at, e.planned_start_date, e.created_at) DESC, e.id
 *  LIMIT :limit! OFFSET :offset!
 * ```
 */
export const listTeamEvents = new PreparedQuery<IListTeamEventsParams,IListTeamEventsResult>(listTeamEventsIR);


/** 'CountTeamEvents' parameters type */
export interface ICountTeamEventsParams {
  from?: DateOrString | null | void;
  tag?: string | null | void;
  teamId: string;
  to?: DateOrString | null | void;
  types: stringArray;
}

/** 'CountTeamEvents' return type */
export interface ICountTeamEventsResult {
  total: number;
}

/** 'CountTeamEvents' query type */
export interface ICountTeamEventsQuery {
  params: ICountTeamEventsParams;
  result: ICountTeamEventsResult;
}

const countTeamEventsIR: any = {"usedParamSet":{"teamId":true,"types":true,"from":true,"to":true,"tag":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":71,"b":78}]},{"name":"types","required":true,"transform":{"type":"scalar"},"locs":[{"a":118,"b":124},{"a":155,"b":161}]},{"name":"from","required":false,"transform":{"type":"scalar"},"locs":[{"a":181,"b":185},{"a":259,"b":263}]},{"name":"to","required":false,"transform":{"type":"scalar"},"locs":[{"a":287,"b":289},{"a":362,"b":364}]},{"name":"tag","required":false,"transform":{"type":"scalar"},"locs":[{"a":388,"b":391},{"a":535,"b":538}]}],"statement":"SELECT count(*)::int AS \"total!\"\n  FROM rm.events e\n WHERE e.team_id = :teamId! AND NOT e.deleted\n   AND (cardinality(:types!::text[]) = 0 OR e.type = ANY(:types!::text[]))\n   AND (:from::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) >= :from::timestamptz)\n   AND (:to::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) < :to::timestamptz)\n   AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags t\n                                      WHERE t.event_id = e.id AND lower(t.tag) = lower(:tag::text)))"};

/**
 * Query generated from SQL:
 * ```
 * SELECT count(*)::int AS "total!"
 *   FROM rm.events e
 *  WHERE e.team_id = :teamId! AND NOT e.deleted
 *    AND (cardinality(:types!::text[]) = 0 OR e.type = ANY(:types!::text[]))
 *    AND (:from::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) >= :from::timestamptz)
 *    AND (:to::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) < :to::timestamptz)
 *    AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags t
 *                                       WHERE t.event_id = e.id AND lower(t.tag) = lower(:tag::text)))
 * ```
 */
export const countTeamEvents = new PreparedQuery<ICountTeamEventsParams,ICountTeamEventsResult>(countTeamEventsIR);


/** 'ListSelections' parameters type */
export interface IListSelectionsParams {
  eventId: string;
  playerId?: string | null | void;
  selectionId?: string | null | void;
}

/** 'ListSelections' return type */
export interface IListSelectionsResult {
  device_deleted: boolean;
  device_id: string | null;
  device_name: string;
  event_id: string;
  id: string;
  number: number | null;
  player_id: string;
  position: string | null;
  profile: string | null;
  selected: boolean;
}

/** 'ListSelections' query type */
export interface IListSelectionsQuery {
  params: IListSelectionsParams;
  result: IListSelectionsResult;
}

const listSelectionsIR: any = {"usedParamSet":{"eventId":true,"playerId":true,"selectionId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":379,"b":387}]},{"name":"playerId","required":false,"transform":{"type":"scalar"},"locs":[{"a":415,"b":423},{"a":456,"b":464}]},{"name":"selectionId","required":false,"transform":{"type":"scalar"},"locs":[{"a":481,"b":492},{"a":518,"b":529}]}],"statement":"SELECT s.id, s.event_id, s.player_id, s.device_id, s.number, s.position, s.profile, s.selected,\n       d.name AS device_name, (d.id IS NULL OR d.team_id IS DISTINCT FROM e.team_id) AS \"device_deleted!\"\n  FROM rm.selections s\n  JOIN rm.events e ON e.id = s.event_id\n  LEFT JOIN rm.players p ON p.id = s.player_id\n  LEFT JOIN rm.devices d ON d.id = s.device_id\n WHERE s.event_id = :eventId! AND NOT e.deleted\n   AND (:playerId::text IS NULL OR s.player_id = :playerId::text)\n   AND (:selectionId::text IS NULL OR s.id = :selectionId::text)\n ORDER BY s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT s.id, s.event_id, s.player_id, s.device_id, s.number, s.position, s.profile, s.selected,
 *        d.name AS device_name, (d.id IS NULL OR d.team_id IS DISTINCT FROM e.team_id) AS "device_deleted!"
 *   FROM rm.selections s
 *   JOIN rm.events e ON e.id = s.event_id
 *   LEFT JOIN rm.players p ON p.id = s.player_id
 *   LEFT JOIN rm.devices d ON d.id = s.device_id
 *  WHERE s.event_id = :eventId! AND NOT e.deleted
 *    AND (:playerId::text IS NULL OR s.player_id = :playerId::text)
 *    AND (:selectionId::text IS NULL OR s.id = :selectionId::text)
 *  ORDER BY s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id
 * ```
 */
export const listSelections = new PreparedQuery<IListSelectionsParams,IListSelectionsResult>(listSelectionsIR);


/** 'ListSessions' parameters type */
export interface IListSessionsParams {
  selectionIds: stringArray;
}

/** 'ListSessions' return type */
export interface IListSessionsResult {
  end_date: Date | null;
  id: string;
  period_id: string | null;
  selection_id: string;
  start_date: Date;
}

/** 'ListSessions' query type */
export interface IListSessionsQuery {
  params: IListSessionsParams;
  result: IListSessionsResult;
}

const listSessionsIR: any = {"usedParamSet":{"selectionIds":true},"params":[{"name":"selectionIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":102,"b":115}]}],"statement":"SELECT id, selection_id, period_id, start_date, end_date\n  FROM rm.sessions\n WHERE selection_id = ANY(:selectionIds!::text[])\n ORDER BY selection_id, start_date, id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, selection_id, period_id, start_date, end_date
 *   FROM rm.sessions
 *  WHERE selection_id = ANY(:selectionIds!::text[])
 *  ORDER BY selection_id, start_date, id
 * ```
 */
export const listSessions = new PreparedQuery<IListSessionsParams,IListSessionsResult>(listSessionsIR);


/** 'FindSelectionEvent' parameters type */
export interface IFindSelectionEventParams {
  selectionId: string;
}

/** 'FindSelectionEvent' return type */
export interface IFindSelectionEventResult {
  event_id: string;
}

/** 'FindSelectionEvent' query type */
export interface IFindSelectionEventQuery {
  params: IFindSelectionEventParams;
  result: IFindSelectionEventResult;
}

const findSelectionEventIR: any = {"usedParamSet":{"selectionId":true},"params":[{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":103}]}],"statement":"SELECT s.event_id FROM rm.selections s JOIN rm.events e ON e.id = s.event_id\n WHERE s.id = :selectionId! AND NOT e.deleted"};

/**
 * Query generated from SQL:
 * ```
 * SELECT s.event_id FROM rm.selections s JOIN rm.events e ON e.id = s.event_id
 *  WHERE s.id = :selectionId! AND NOT e.deleted
 * ```
 */
export const findSelectionEvent = new PreparedQuery<IFindSelectionEventParams,IFindSelectionEventResult>(findSelectionEventIR);


/** 'FindSessionSelection' parameters type */
export interface IFindSessionSelectionParams {
  sessionId: string;
}

/** 'FindSessionSelection' return type */
export interface IFindSessionSelectionResult {
  event_id: string;
  selection_id: string;
}

/** 'FindSessionSelection' query type */
export interface IFindSessionSelectionQuery {
  params: IFindSessionSelectionParams;
  result: IFindSessionSelectionResult;
}

const findSessionSelectionIR: any = {"usedParamSet":{"sessionId":true},"params":[{"name":"sessionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":105,"b":115}]}],"statement":"SELECT x.event_id, x.selection_id FROM rm.sessions x JOIN rm.events e ON e.id = x.event_id\n WHERE x.id = :sessionId! AND NOT e.deleted"};

/**
 * Query generated from SQL:
 * ```
 * SELECT x.event_id, x.selection_id FROM rm.sessions x JOIN rm.events e ON e.id = x.event_id
 *  WHERE x.id = :sessionId! AND NOT e.deleted
 * ```
 */
export const findSessionSelection = new PreparedQuery<IFindSessionSelectionParams,IFindSessionSelectionResult>(findSessionSelectionIR);


