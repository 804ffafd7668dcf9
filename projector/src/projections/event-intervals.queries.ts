/** Types generated for queries found in "projector/src/projections/event-intervals.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type NumberOrString = number | string;

/** 'InsertEventCut' parameters type */
export interface IInsertEventCutParams {
  endDate?: DateOrString | null | void;
  eventId: string;
  id: string;
  kind: string;
  label: string;
  seq: NumberOrString;
  startDate: DateOrString;
}

/** 'InsertEventCut' return type */
export type IInsertEventCutResult = void;

/** 'InsertEventCut' query type */
export interface IInsertEventCutQuery {
  params: IInsertEventCutParams;
  result: IInsertEventCutResult;
}

const insertEventCutIR: any = {"usedParamSet":{"id":true,"eventId":true,"kind":true,"startDate":true,"endDate":true,"label":true,"seq":true},"params":[{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":89,"b":92}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":95,"b":103}]},{"name":"kind","required":true,"transform":{"type":"scalar"},"locs":[{"a":106,"b":111}]},{"name":"startDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":114,"b":124}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":127,"b":134}]},{"name":"label","required":true,"transform":{"type":"scalar"},"locs":[{"a":137,"b":143}]},{"name":"seq","required":true,"transform":{"type":"scalar"},"locs":[{"a":146,"b":150}]}],"statement":"INSERT INTO rm.event_cuts (id, event_id, kind, start_date, end_date, label, seq)\nVALUES (:id!, :eventId!, :kind!, :startDate!, :endDate, :label!, :seq!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.event_cuts (id, event_id, kind, start_date, end_date, label, seq)
 * VALUES (:id!, :eventId!, :kind!, :startDate!, :endDate, :label!, :seq!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertEventCut = new PreparedQuery<IInsertEventCutParams,IInsertEventCutResult>(insertEventCutIR);


/** 'RenameEventCut' parameters type */
export interface IRenameEventCutParams {
  eventId: string;
  id: string;
  label: string;
}

/** 'RenameEventCut' return type */
export type IRenameEventCutResult = void;

/** 'RenameEventCut' query type */
export interface IRenameEventCutQuery {
  params: IRenameEventCutParams;
  result: IRenameEventCutResult;
}

const renameEventCutIR: any = {"usedParamSet":{"label":true,"id":true,"eventId":true},"params":[{"name":"label","required":true,"transform":{"type":"scalar"},"locs":[{"a":33,"b":39}]},{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":52,"b":55}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":72,"b":80}]}],"statement":"UPDATE rm.event_cuts SET label = :label! WHERE id = :id! AND event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.event_cuts SET label = :label! WHERE id = :id! AND event_id = :eventId!
 * ```
 */
export const renameEventCut = new PreparedQuery<IRenameEventCutParams,IRenameEventCutResult>(renameEventCutIR);


/** 'DeleteEventCut' parameters type */
export interface IDeleteEventCutParams {
  eventId: string;
  id: string;
}

/** 'DeleteEventCut' return type */
export type IDeleteEventCutResult = void;

/** 'DeleteEventCut' query type */
export interface IDeleteEventCutQuery {
  params: IDeleteEventCutParams;
  result: IDeleteEventCutResult;
}

const deleteEventCutIR: any = {"usedParamSet":{"id":true,"eventId":true},"params":[{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":37,"b":40}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":57,"b":65}]}],"statement":"DELETE FROM rm.event_cuts WHERE id = :id! AND event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.event_cuts WHERE id = :id! AND event_id = :eventId!
 * ```
 */
export const deleteEventCut = new PreparedQuery<IDeleteEventCutParams,IDeleteEventCutResult>(deleteEventCutIR);


/** 'DeleteAllEventCuts' parameters type */
export interface IDeleteAllEventCutsParams {
  eventId: string;
}

/** 'DeleteAllEventCuts' return type */
export type IDeleteAllEventCutsResult = void;

/** 'DeleteAllEventCuts' query type */
export interface IDeleteAllEventCutsQuery {
  params: IDeleteAllEventCutsParams;
  result: IDeleteAllEventCutsResult;
}

const deleteAllEventCutsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":43,"b":51}]}],"statement":"DELETE FROM rm.event_cuts WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.event_cuts WHERE event_id = :eventId!
 * ```
 */
export const deleteAllEventCuts = new PreparedQuery<IDeleteAllEventCutsParams,IDeleteAllEventCutsResult>(deleteAllEventCutsIR);


