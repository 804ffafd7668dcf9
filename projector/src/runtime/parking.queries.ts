/** Types generated for queries found in "projector/src/runtime/parking.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type NumberOrString = number | string;

/** 'ParkEvent' parameters type */
export interface IParkEventParams {
  attempts: number;
  commit: NumberOrString;
  error: string;
  eventId: string;
  eventType: string;
  prepare: NumberOrString;
  projector: string;
  streamName: string;
}

/** 'ParkEvent' return type */
export type IParkEventResult = void;

/** 'ParkEvent' query type */
export interface IParkEventQuery {
  params: IParkEventParams;
  result: IParkEventResult;
}

const parkEventIR: any = {"usedParamSet":{"projector":true,"eventId":true,"streamName":true,"eventType":true,"commit":true,"prepare":true,"attempts":true,"error":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":168,"b":178}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":181,"b":189}]},{"name":"streamName","required":true,"transform":{"type":"scalar"},"locs":[{"a":192,"b":203}]},{"name":"eventType","required":true,"transform":{"type":"scalar"},"locs":[{"a":206,"b":216}]},{"name":"commit","required":true,"transform":{"type":"scalar"},"locs":[{"a":219,"b":226}]},{"name":"prepare","required":true,"transform":{"type":"scalar"},"locs":[{"a":229,"b":237}]},{"name":"attempts","required":true,"transform":{"type":"scalar"},"locs":[{"a":240,"b":249}]},{"name":"error","required":true,"transform":{"type":"scalar"},"locs":[{"a":252,"b":258}]}],"statement":"INSERT INTO projection.parked (projector, event_id, stream_name, event_type, commit_position, prepare_position,\n                               attempts, error)\nVALUES (:projector!, :eventId!, :streamName!, :eventType!, :commit!, :prepare!, :attempts!, :error!)\nON CONFLICT (projector, event_id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO projection.parked (projector, event_id, stream_name, event_type, commit_position, prepare_position,
 *                                attempts, error)
 * VALUES (:projector!, :eventId!, :streamName!, :eventType!, :commit!, :prepare!, :attempts!, :error!)
 * ON CONFLICT (projector, event_id) DO NOTHING
 * ```
 */
export const parkEvent = new PreparedQuery<IParkEventParams,IParkEventResult>(parkEventIR);


/** 'ListParked' parameters type */
export interface IListParkedParams {
  projector?: string | null | void;
}

/** 'ListParked' return type */
export interface IListParkedResult {
  attempts: number;
  commit_position: string;
  error: string;
  event_id: string;
  event_type: string;
  parked_at: Date;
  prepare_position: string;
  projector: string;
  stream_name: string;
}

/** 'ListParked' query type */
export interface IListParkedQuery {
  params: IListParkedParams;
  result: IListParkedResult;
}

const listParkedIR: any = {"usedParamSet":{"projector":true},"params":[{"name":"projector","required":false,"transform":{"type":"scalar"},"locs":[{"a":147,"b":156},{"a":187,"b":196}]}],"statement":"SELECT projector, event_id, stream_name, event_type, commit_position, prepare_position, attempts, error, parked_at\n  FROM projection.parked\n WHERE :projector::text IS NULL OR projector = :projector::text\n ORDER BY commit_position, prepare_position"};

/**
 * Query generated from SQL:
 * ```
 * SELECT projector, event_id, stream_name, event_type, commit_position, prepare_position, attempts, error, parked_at
 *   FROM projection.parked
 *  WHERE :projector::text IS NULL OR projector = :projector::text
 *  ORDER BY commit_position, prepare_position
 * ```
 */
export const listParked = new PreparedQuery<IListParkedParams,IListParkedResult>(listParkedIR);


/** 'ClearParked' parameters type */
export interface IClearParkedParams {
  projector: string;
}

/** 'ClearParked' return type */
export type IClearParkedResult = void;

/** 'ClearParked' query type */
export interface IClearParkedQuery {
  params: IClearParkedParams;
  result: IClearParkedResult;
}

const clearParkedIR: any = {"usedParamSet":{"projector":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":48,"b":58}]}],"statement":"DELETE FROM projection.parked WHERE projector = :projector!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM projection.parked WHERE projector = :projector!
 * ```
 */
export const clearParked = new PreparedQuery<IClearParkedParams,IClearParkedResult>(clearParkedIR);


