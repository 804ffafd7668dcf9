/** Types generated for queries found in "query/src/read-model/event-intervals.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'ListEventCuts' parameters type */
export interface IListEventCutsParams {
  eventId: string;
}

/** 'ListEventCuts' return type */
export interface IListEventCutsResult {
  end_date: Date | null;
  id: string;
  kind: string;
  label: string;
  start_date: Date;
}

/** 'ListEventCuts' query type */
export interface IListEventCutsQuery {
  params: IListEventCutsParams;
  result: IListEventCutsResult;
}

const listEventCutsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":84,"b":92}]}],"statement":"SELECT id, kind, start_date, end_date, label\n  FROM rm.event_cuts\n WHERE event_id = :eventId!\n ORDER BY start_date, seq"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, kind, start_date, end_date, label
 *   FROM rm.event_cuts
 *  WHERE event_id = :eventId!
 *  ORDER BY start_date, seq
 * ```
 */
export const listEventCuts = new PreparedQuery<IListEventCutsParams,IListEventCutsResult>(listEventCutsIR);


/** 'FindEventInterval' parameters type */
export interface IFindEventIntervalParams {
  eventId: string;
  intervalId: string;
}

/** 'FindEventInterval' return type */
export interface IFindEventIntervalResult {
  end_date: Date | null;
  id: string;
  kind: string;
  label: string;
  start_date: Date;
}

/** 'FindEventInterval' query type */
export interface IFindEventIntervalQuery {
  params: IFindEventIntervalParams;
  result: IFindEventIntervalResult;
}

const findEventIntervalIR: any = {"usedParamSet":{"eventId":true,"intervalId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":84,"b":92}]},{"name":"intervalId","required":true,"transform":{"type":"scalar"},"locs":[{"a":103,"b":114}]}],"statement":"SELECT id, kind, start_date, end_date, label\n  FROM rm.event_cuts\n WHERE event_id = :eventId! AND id = :intervalId! AND kind = 'INTERVAL'"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, kind, start_date, end_date, label
 *   FROM rm.event_cuts
 *  WHERE event_id = :eventId! AND id = :intervalId! AND kind = 'INTERVAL'
 * ```
 */
export const findEventInterval = new PreparedQuery<IFindEventIntervalParams,IFindEventIntervalResult>(findEventIntervalIR);


