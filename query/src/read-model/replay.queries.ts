/** Types generated for queries found in "query/src/read-model/replay.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** 'ReplaySeries' parameters type */
export interface IReplaySeriesParams {
  eventId: string;
}

/** 'ReplaySeries' return type */
export interface IReplaySeriesResult {
  a2_history: Json;
  hr_serie: Json;
  player_id: string;
  selection_id: string;
  speed_serie: Json;
}

/** 'ReplaySeries' query type */
export interface IReplaySeriesQuery {
  params: IReplaySeriesParams;
  result: IReplaySeriesResult;
}

const replaySeriesIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":274,"b":282}]}],"statement":"SELECT r.selection_id, r.player_id,\n       r.extended -> 'speedSerie' AS \"speed_serie!\",\n       r.extended -> 'hrSerie' AS \"hr_serie!\",\n       r.extended -> 'a2History' AS \"a2_history!\"\n  FROM rm.records r\n  JOIN rm.selections s ON s.id = r.selection_id\n WHERE r.event_id = :eventId! AND s.selected\n ORDER BY s.seq"};

/**
 * Query generated from SQL:
 * ```
 * SELECT r.selection_id, r.player_id,
 *        r.extended -> 'speedSerie' AS "speed_serie!",
 *        r.extended -> 'hrSerie' AS "hr_serie!",
 *        r.extended -> 'a2History' AS "a2_history!"
 *   FROM rm.records r
 *   JOIN rm.selections s ON s.id = r.selection_id
 *  WHERE r.event_id = :eventId! AND s.selected
 *  ORDER BY s.seq
 * ```
 */
export const replaySeries = new PreparedQuery<IReplaySeriesParams,IReplaySeriesResult>(replaySeriesIR);


/** 'ReplayVersion' parameters type */
export interface IReplayVersionParams {
  eventId: string;
}

/** 'ReplayVersion' return type */
export interface IReplayVersionResult {
  computed_at: Date | null;
  records: number;
  samples: string;
}

/** 'ReplayVersion' query type */
export interface IReplayVersionQuery {
  params: IReplayVersionParams;
  result: IReplayVersionResult;
}

const replayVersionIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":216,"b":224}]}],"statement":"SELECT count(*)::int AS \"records!\", coalesce(sum(r.samples), 0)::bigint AS \"samples!\",\n       max(r.computed_at) AS computed_at\n  FROM rm.records r\n  JOIN rm.selections s ON s.id = r.selection_id\n WHERE r.event_id = :eventId! AND s.selected"};

/**
 * Query generated from SQL:
 * ```
 * SELECT count(*)::int AS "records!", coalesce(sum(r.samples), 0)::bigint AS "samples!",
 *        max(r.computed_at) AS computed_at
 *   FROM rm.records r
 *   JOIN rm.selections s ON s.id = r.selection_id
 *  WHERE r.event_id = :eventId! AND s.selected
 * ```
 */
export const replayVersion = new PreparedQuery<IReplayVersionParams,IReplayVersionResult>(replayVersionIR);


