/** Types generated for queries found in "query/src/read-model/coach.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'ListTeamsComingEvents' parameters type */
export interface IListTeamsComingEventsParams {
  from: DateOrString;
  limit: NumberOrString;
  teamIds: stringArray;
  to: DateOrString;
}

/** 'ListTeamsComingEvents' return type */
export interface IListTeamsComingEventsResult {
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
  team_id: string;
  theme: string | null;
  type: string;
  updated_at: Date;
}

/** 'ListTeamsComingEvents' query type */
export interface IListTeamsComingEventsQuery {
  params: IListTeamsComingEventsParams;
  result: IListTeamsComingEventsResult;
}

const listTeamsComingEventsIR: any = {"usedParamSet":{"teamIds":true,"from":true,"to":true,"limit":true},"params":[{"name":"teamIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":801,"b":809}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":927,"b":932}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":1010,"b":1013}]},{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":1098,"b":1104}]}],"statement":"SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,\n       e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,\n       e.locked, e.ranges, e.created_at, e.updated_at, e.revision,\n       coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s\n                  WHERE s.event_id = e.id AND s.selected), '{}') AS \"player_ids!\",\n       coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,\n                                                   'end_date', p.end_date) ORDER BY p.start_date NULLS LAST, p.seq)\n                   FROM rm.periods p WHERE p.event_id = e.id), '[]') AS \"periods!\"\n  FROM rm.events e\n WHERE e.team_id = ANY(:teamIds!::text[]) AND NOT e.deleted\n   AND (e.status = 'STARTED'\n        OR (coalesce(e.started_at, e.planned_start_date) >= :from!::timestamptz\n            AND coalesce(e.started_at, e.planned_start_date) < :to!::timestamptz))\n ORDER BY coalesce(e.started_at, e.planned_start_date), e.id\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,
 *        e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,
 *        e.locked, e.ranges, e.created_at, e.updated_at, e.revision,
 *        coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s
 *                   WHERE s.event_id = e.id AND s.selected), '{}') AS "player_ids!",
 *        coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,
 *                                                    'end_date', p.end_date) ORDER BY p.start_date NULLS LAST, p.seq)
 *                    FROM rm.periods p WHERE p.event_id = e.id), '[]') AS "periods!"
 *   FROM rm.events e
 *  WHERE e.team_id = ANY(:teamIds!::text[]) AND NOT e.deleted
 *    AND (e.status = 'STARTED'
 *         OR (coalesce(e.started_at, e.planned_start_date) >= :from!::timestamptz
 *             AND coalesce(e.started_at, e.planned_start_date) < :to!::timestamptz))
 *  ORDER BY coalesce(e.started_at, e.planned_start_date), e.id
 *  LIMIT :limit!
 * ```
 */
export const listTeamsComingEvents = new PreparedQuery<IListTeamsComingEventsParams,IListTeamsComingEventsResult>(listTeamsComingEventsIR);


/** 'ListTeamsJobs' parameters type */
export interface IListTeamsJobsParams {
  limit: NumberOrString;
  teamIds: stringArray;
}

/** 'ListTeamsJobs' return type */
export interface IListTeamsJobsResult {
  bytes: string;
  club_id: string;
  code: string | null;
  computed: boolean;
  details: Json | null;
  device_id: string | null;
  duplicate_of: string | null;
  event_id: string | null;
  event_ids: stringArray;
  failure: Json | null;
  file_name: string;
  id: string;
  kind: string;
  message: string | null;
  period_id: string | null;
  received_at: Date;
  revision: string;
  state: string;
  summary: Json | null;
  team_id: string | null;
  updated_at: Date;
}

/** 'ListTeamsJobs' query type */
export interface IListTeamsJobsQuery {
  params: IListTeamsJobsParams;
  result: IListTeamsJobsResult;
}

const listTeamsJobsIR: any = {"usedParamSet":{"teamIds":true,"limit":true},"params":[{"name":"teamIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":374,"b":382}]},{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":435,"b":441}]}],"statement":"SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,\n       j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,\n       j.revision, (c.job_id IS NOT NULL) AS \"computed!\"\n  FROM rm.jobs j\n  LEFT JOIN rm.record_jobs c ON c.job_id = j.id\n WHERE j.team_id = ANY(:teamIds!::text[])\n ORDER BY j.received_at DESC, j.id\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,
 *        j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,
 *        j.revision, (c.job_id IS NOT NULL) AS "computed!"
 *   FROM rm.jobs j
 *   LEFT JOIN rm.record_jobs c ON c.job_id = j.id
 *  WHERE j.team_id = ANY(:teamIds!::text[])
 *  ORDER BY j.received_at DESC, j.id
 *  LIMIT :limit!
 * ```
 */
export const listTeamsJobs = new PreparedQuery<IListTeamsJobsParams,IListTeamsJobsResult>(listTeamsJobsIR);


