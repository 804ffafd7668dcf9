/** Types generated for queries found in "projector/src/projections/event-tags.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type stringArray = (string)[];

/** 'DeleteEventOwnTags' parameters type */
export interface IDeleteEventOwnTagsParams {
  eventId: string;
}

/** 'DeleteEventOwnTags' return type */
export type IDeleteEventOwnTagsResult = void;

/** 'DeleteEventOwnTags' query type */
export interface IDeleteEventOwnTagsQuery {
  params: IDeleteEventOwnTagsParams;
  result: IDeleteEventOwnTagsResult;
}

const deleteEventOwnTagsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":43,"b":51}]}],"statement":"DELETE FROM rm.event_tags WHERE event_id = :eventId! AND period_id IS NULL"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.event_tags WHERE event_id = :eventId! AND period_id IS NULL
 * ```
 */
export const deleteEventOwnTags = new PreparedQuery<IDeleteEventOwnTagsParams,IDeleteEventOwnTagsResult>(deleteEventOwnTagsIR);


/** 'DeletePeriodTags' parameters type */
export interface IDeletePeriodTagsParams {
  eventId: string;
  periodId: string;
}

/** 'DeletePeriodTags' return type */
export type IDeletePeriodTagsResult = void;

/** 'DeletePeriodTags' query type */
export interface IDeletePeriodTagsQuery {
  params: IDeletePeriodTagsParams;
  result: IDeletePeriodTagsResult;
}

const deletePeriodTagsIR: any = {"usedParamSet":{"eventId":true,"periodId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":43,"b":51}]},{"name":"periodId","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":78}]}],"statement":"DELETE FROM rm.event_tags WHERE event_id = :eventId! AND period_id = :periodId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.event_tags WHERE event_id = :eventId! AND period_id = :periodId!
 * ```
 */
export const deletePeriodTags = new PreparedQuery<IDeletePeriodTagsParams,IDeletePeriodTagsResult>(deletePeriodTagsIR);


/** 'DeleteAllEventTags' parameters type */
export interface IDeleteAllEventTagsParams {
  eventId: string;
}

/** 'DeleteAllEventTags' return type */
export type IDeleteAllEventTagsResult = void;

/** 'DeleteAllEventTags' query type */
export interface IDeleteAllEventTagsQuery {
  params: IDeleteAllEventTagsParams;
  result: IDeleteAllEventTagsResult;
}

const deleteAllEventTagsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":43,"b":51}]}],"statement":"DELETE FROM rm.event_tags WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.event_tags WHERE event_id = :eventId!
 * ```
 */
export const deleteAllEventTags = new PreparedQuery<IDeleteAllEventTagsParams,IDeleteAllEventTagsResult>(deleteAllEventTagsIR);


/** 'InsertEventTags' parameters type */
export interface IInsertEventTagsParams {
  eventId: string;
  periodId?: string | null | void;
  tags: stringArray;
}

/** 'InsertEventTags' return type */
export type IInsertEventTagsResult = void;

/** 'InsertEventTags' query type */
export interface IInsertEventTagsQuery {
  params: IInsertEventTagsParams;
  result: IInsertEventTagsResult;
}

const insertEventTagsIR: any = {"usedParamSet":{"eventId":true,"periodId":true,"tags":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":70,"b":78}]},{"name":"periodId","required":false,"transform":{"type":"scalar"},"locs":[{"a":81,"b":89}]},{"name":"tags","required":true,"transform":{"type":"scalar"},"locs":[{"a":133,"b":138}]}],"statement":"INSERT INTO rm.event_tags (event_id, period_id, tag, position)\nSELECT :eventId!, :periodId, tag, position::integer - 1\n  FROM unnest(:tags!::text[]) WITH ORDINALITY AS t(tag, position)"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.event_tags (event_id, period_id, tag, position)
 * SELECT :eventId!, :periodId, tag, position::integer - 1
 *   FROM unnest(:tags!::text[]) WITH ORDINALITY AS t(tag, position)
 * ```
 */
export const insertEventTags = new PreparedQuery<IInsertEventTagsParams,IInsertEventTagsResult>(insertEventTagsIR);


