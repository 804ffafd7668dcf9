/** Types generated for queries found in "projector/src/projections/events.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

/** 'InsertEvent' parameters type */
export interface IInsertEventParams {
  at: DateOrString;
  competition?: string | null | void;
  daysToMatch?: number | null | void;
  endDate?: DateOrString | null | void;
  eventId: string;
  matchSystem?: string | null | void;
  name: string;
  place?: string | null | void;
  ranges: Json;
  revision: NumberOrString;
  startDate?: DateOrString | null | void;
  teamId: string;
  theme?: string | null | void;
  type: string;
}

/** 'InsertEvent' return type */
export type IInsertEventResult = void;

/** 'InsertEvent' query type */
export interface IInsertEventQuery {
  params: IInsertEventParams;
  result: IInsertEventResult;
}

const insertEventIR: any = {"usedParamSet":{"eventId":true,"teamId":true,"name":true,"type":true,"daysToMatch":true,"startDate":true,"endDate":true,"place":true,"theme":true,"competition":true,"matchSystem":true,"ranges":true,"at":true,"revision":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":223,"b":231}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":234,"b":241}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":244,"b":249}]},{"name":"type","required":true,"transform":{"type":"scalar"},"locs":[{"a":252,"b":257}]},{"name":"daysToMatch","required":false,"transform":{"type":"scalar"},"locs":[{"a":260,"b":271}]},{"name":"startDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":289,"b":298}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":301,"b":308}]},{"name":"place","required":false,"transform":{"type":"scalar"},"locs":[{"a":311,"b":316}]},{"name":"theme","required":false,"transform":{"type":"scalar"},"locs":[{"a":327,"b":332}]},{"name":"competition","required":false,"transform":{"type":"scalar"},"locs":[{"a":335,"b":346}]},{"name":"matchSystem","required":false,"transform":{"type":"scalar"},"locs":[{"a":349,"b":360}]},{"name":"ranges","required":true,"transform":{"type":"scalar"},"locs":[{"a":363,"b":370}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":373,"b":376},{"a":379,"b":382}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":385,"b":394}]}],"statement":"INSERT INTO rm.events (id, team_id, name, type, days_to_match, status, planned_start_date, planned_end_date, place,\n                       theme, competition, match_system, ranges, created_at, updated_at, revision)\nVALUES (:eventId!, :teamId!, :name!, :type!, :daysToMatch, 'NOT_STARTED', :startDate, :endDate, :place,\n        :theme, :competition, :matchSystem, :ranges!, :at!, :at!, :revision!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.events (id, team_id, name, type, days_to_match, status, planned_start_date, planned_end_date, place,
 *                        theme, competition, match_system, ranges, created_at, updated_at, revision)
 * VALUES (:eventId!, :teamId!, :name!, :type!, :daysToMatch, 'NOT_STARTED', :startDate, :endDate, :place,
 *         :theme, :competition, :matchSystem, :ranges!, :at!, :at!, :revision!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertEvent = new PreparedQuery<IInsertEventParams,IInsertEventResult>(insertEventIR);


/** 'MoveEvent' parameters type */
export interface IMoveEventParams {
  at: DateOrString;
  eventId: string;
  revision: NumberOrString;
}

/** 'MoveEvent' return type */
export type IMoveEventResult = void;

/** 'MoveEvent' query type */
export interface IMoveEventQuery {
  params: IMoveEventParams;
  result: IMoveEventResult;
}

const moveEventIR: any = {"usedParamSet":{"at":true,"revision":true,"eventId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":34,"b":37}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":51,"b":60},{"a":98,"b":107}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":73,"b":81}]}],"statement":"UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
 * ```
 */
export const moveEvent = new PreparedQuery<IMoveEventParams,IMoveEventResult>(moveEventIR);


/** 'UpdateEventDetails' parameters type */
export interface IUpdateEventDetailsParams {
  competition?: string | null | void;
  daysToMatch?: number | null | void;
  eventId: string;
  matchSystem?: string | null | void;
  name: string;
  place?: string | null | void;
  scoreAdv?: number | null | void;
  scoreTeam?: number | null | void;
  theme?: string | null | void;
  type: string;
}

/** 'UpdateEventDetails' return type */
export type IUpdateEventDetailsResult = void;

/** 'UpdateEventDetails' query type */
export interface IUpdateEventDetailsQuery {
  params: IUpdateEventDetailsParams;
  result: IUpdateEventDetailsResult;
}

const updateEventDetailsIR: any = {"usedParamSet":{"name":true,"type":true,"place":true,"theme":true,"competition":true,"scoreTeam":true,"scoreAdv":true,"matchSystem":true,"daysToMatch":true,"eventId":true},"params":[{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":28,"b":33}]},{"name":"type","required":true,"transform":{"type":"scalar"},"locs":[{"a":43,"b":48}]},{"name":"place","required":false,"transform":{"type":"scalar"},"locs":[{"a":59,"b":64}]},{"name":"theme","required":false,"transform":{"type":"scalar"},"locs":[{"a":75,"b":80}]},{"name":"competition","required":false,"transform":{"type":"scalar"},"locs":[{"a":97,"b":108}]},{"name":"scoreTeam","required":false,"transform":{"type":"scalar"},"locs":[{"a":131,"b":140}]},{"name":"scoreAdv","required":false,"transform":{"type":"scalar"},"locs":[{"a":155,"b":163}]},{"name":"matchSystem","required":false,"transform":{"type":"scalar"},"locs":[{"a":181,"b":192}]},{"name":"daysToMatch","required":false,"transform":{"type":"scalar"},"locs":[{"a":211,"b":222}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":236,"b":244}]}],"statement":"UPDATE rm.events SET name = :name!, type = :type!, place = :place, theme = :theme, competition = :competition,\n       score_team = :scoreTeam, score_adv = :scoreAdv, match_system = :matchSystem, days_to_match = :daysToMatch\n WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET name = :name!, type = :type!, place = :place, theme = :theme, competition = :competition,
 *        score_team = :scoreTeam, score_adv = :scoreAdv, match_system = :matchSystem, days_to_match = :daysToMatch
 *  WHERE id = :eventId!
 * ```
 */
export const updateEventDetails = new PreparedQuery<IUpdateEventDetailsParams,IUpdateEventDetailsResult>(updateEventDetailsIR);


/** 'UpdateEventDates' parameters type */
export interface IUpdateEventDatesParams {
  endDate?: DateOrString | null | void;
  eventId: string;
  startDate?: DateOrString | null | void;
}

/** 'UpdateEventDates' return type */
export type IUpdateEventDatesResult = void;

/** 'UpdateEventDates' query type */
export interface IUpdateEventDatesQuery {
  params: IUpdateEventDatesParams;
  result: IUpdateEventDatesResult;
}

const updateEventDatesIR: any = {"usedParamSet":{"startDate":true,"endDate":true,"eventId":true},"params":[{"name":"startDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":87,"b":96},{"a":301,"b":310}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":191,"b":198},{"a":372,"b":379}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":413,"b":421}]}],"statement":"UPDATE rm.events SET\n       planned_start_date = CASE WHEN status = 'NOT_STARTED' THEN :startDate ELSE planned_start_date END,\n       planned_end_date = CASE WHEN status = 'NOT_STARTED' THEN :endDate ELSE planned_end_date END,\n       started_at = CASE WHEN status = 'NOT_STARTED' THEN started_at ELSE :startDate END,\n       stopped_at = CASE WHEN status = 'FINISHED' THEN :endDate ELSE stopped_at END\n WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET
 *        planned_start_date = CASE WHEN status = 'NOT_STARTED' THEN :startDate ELSE planned_start_date END,
 *        planned_end_date = CASE WHEN status = 'NOT_STARTED' THEN :endDate ELSE planned_end_date END,
 *        started_at = CASE WHEN status = 'NOT_STARTED' THEN started_at ELSE :startDate END,
 *        stopped_at = CASE WHEN status = 'FINISHED' THEN :endDate ELSE stopped_at END
 *  WHERE id = :eventId!
 * ```
 */
export const updateEventDates = new PreparedQuery<IUpdateEventDatesParams,IUpdateEventDatesResult>(updateEventDatesIR);


/** 'SetEventLocked' parameters type */
export interface ISetEventLockedParams {
  eventId: string;
  locked: boolean;
}

/** 'SetEventLocked' return type */
export type ISetEventLockedResult = void;

/** 'SetEventLocked' query type */
export interface ISetEventLockedQuery {
  params: ISetEventLockedParams;
  result: ISetEventLockedResult;
}

const setEventLockedIR: any = {"usedParamSet":{"locked":true,"eventId":true},"params":[{"name":"locked","required":true,"transform":{"type":"scalar"},"locs":[{"a":30,"b":37}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":50,"b":58}]}],"statement":"UPDATE rm.events SET locked = :locked! WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET locked = :locked! WHERE id = :eventId!
 * ```
 */
export const setEventLocked = new PreparedQuery<ISetEventLockedParams,ISetEventLockedResult>(setEventLockedIR);


/** 'SetEventDeleted' parameters type */
export interface ISetEventDeletedParams {
  eventId: string;
}

/** 'SetEventDeleted' return type */
export type ISetEventDeletedResult = void;

/** 'SetEventDeleted' query type */
export interface ISetEventDeletedQuery {
  params: ISetEventDeletedParams;
  result: ISetEventDeletedResult;
}

const setEventDeletedIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":47,"b":55}]}],"statement":"UPDATE rm.events SET deleted = true WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET deleted = true WHERE id = :eventId!
 * ```
 */
export const setEventDeleted = new PreparedQuery<ISetEventDeletedParams,ISetEventDeletedResult>(setEventDeletedIR);


/** 'AppendEventRange' parameters type */
export interface IAppendEventRangeParams {
  eventId: string;
  ranges: Json;
}

/** 'AppendEventRange' return type */
export type IAppendEventRangeResult = void;

/** 'AppendEventRange' query type */
export interface IAppendEventRangeQuery {
  params: IAppendEventRangeParams;
  result: IAppendEventRangeResult;
}

const appendEventRangeIR: any = {"usedParamSet":{"ranges":true,"eventId":true},"params":[{"name":"ranges","required":true,"transform":{"type":"scalar"},"locs":[{"a":40,"b":47}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":67,"b":75}]}],"statement":"UPDATE rm.events SET ranges = ranges || :ranges!::jsonb WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET ranges = ranges || :ranges!::jsonb WHERE id = :eventId!
 * ```
 */
export const appendEventRange = new PreparedQuery<IAppendEventRangeParams,IAppendEventRangeResult>(appendEventRangeIR);


/** 'ReplaceEventRange' parameters type */
export interface IReplaceEventRangeParams {
  eventId: string;
  range: Json;
  rangeId: string;
}

/** 'ReplaceEventRange' return type */
export type IReplaceEventRangeResult = void;

/** 'ReplaceEventRange' query type */
export interface IReplaceEventRangeQuery {
  params: IReplaceEventRangeParams;
  result: IReplaceEventRangeResult;
}

const replaceEventRangeIR: any = {"usedParamSet":{"rangeId":true,"range":true,"eventId":true},"params":[{"name":"rangeId","required":true,"transform":{"type":"scalar"},"locs":[{"a":90,"b":98}]},{"name":"range","required":true,"transform":{"type":"scalar"},"locs":[{"a":105,"b":111}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":235,"b":243}]}],"statement":"UPDATE rm.events SET ranges = (\n         SELECT coalesce(jsonb_agg(CASE WHEN r ->> 'id' = :rangeId! THEN :range!::jsonb ELSE r END ORDER BY n), '[]')\n           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n))\n WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET ranges = (
 *          SELECT coalesce(jsonb_agg(CASE WHEN r ->> 'id' = :rangeId! THEN :range!::jsonb ELSE r END ORDER BY n), '[]')
 *            FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n))
 *  WHERE id = :eventId!
 * ```
 */
export const replaceEventRange = new PreparedQuery<IReplaceEventRangeParams,IReplaceEventRangeResult>(replaceEventRangeIR);


/** 'DeleteEventRange' parameters type */
export interface IDeleteEventRangeParams {
  eventId: string;
  rangeId: string;
}

/** 'DeleteEventRange' return type */
export type IDeleteEventRangeResult = void;

/** 'DeleteEventRange' query type */
export interface IDeleteEventRangeQuery {
  params: IDeleteEventRangeParams;
  result: IDeleteEventRangeResult;
}

const deleteEventRangeIR: any = {"usedParamSet":{"rangeId":true,"eventId":true},"params":[{"name":"rangeId","required":true,"transform":{"type":"scalar"},"locs":[{"a":180,"b":188}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":203,"b":211}]}],"statement":"UPDATE rm.events SET ranges = (\n         SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')\n           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r ->> 'id' <> :rangeId!)\n WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET ranges = (
 *          SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')
 *            FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r ->> 'id' <> :rangeId!)
 *  WHERE id = :eventId!
 * ```
 */
export const deleteEventRange = new PreparedQuery<IDeleteEventRangeParams,IDeleteEventRangeResult>(deleteEventRangeIR);


/** 'SetComputeRequested' parameters type */
export interface ISetComputeRequestedParams {
  eventId: string;
  revision: NumberOrString;
}

/** 'SetComputeRequested' return type */
export type ISetComputeRequestedResult = void;

/** 'SetComputeRequested' query type */
export interface ISetComputeRequestedQuery {
  params: ISetComputeRequestedParams;
  result: ISetComputeRequestedResult;
}

const setComputeRequestedIR: any = {"usedParamSet":{"revision":true,"eventId":true},"params":[{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":50,"b":59}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":72,"b":80}]}],"statement":"UPDATE rm.events SET compute_requested_revision = :revision! WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET compute_requested_revision = :revision! WHERE id = :eventId!
 * ```
 */
export const setComputeRequested = new PreparedQuery<ISetComputeRequestedParams,ISetComputeRequestedResult>(setComputeRequestedIR);


/** 'StartEvent' parameters type */
export interface IStartEventParams {
  at: DateOrString;
  eventId: string;
  revision: NumberOrString;
  startedAt: DateOrString;
}

/** 'StartEvent' return type */
export type IStartEventResult = void;

/** 'StartEvent' query type */
export interface IStartEventQuery {
  params: IStartEventParams;
  result: IStartEventResult;
}

const startEventIR: any = {"usedParamSet":{"startedAt":true,"at":true,"revision":true,"eventId":true},"params":[{"name":"startedAt","required":true,"transform":{"type":"scalar"},"locs":[{"a":54,"b":64}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":80,"b":83}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":97,"b":106},{"a":145,"b":154}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":120,"b":128}]}],"statement":"UPDATE rm.events SET status = 'STARTED', started_at = :startedAt!, updated_at = :at!, revision = :revision!\n WHERE id = :eventId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET status = 'STARTED', started_at = :startedAt!, updated_at = :at!, revision = :revision!
 *  WHERE id = :eventId! AND revision < :revision!
 * ```
 */
export const startEvent = new PreparedQuery<IStartEventParams,IStartEventResult>(startEventIR);


/** 'StopEvent' parameters type */
export interface IStopEventParams {
  at: DateOrString;
  eventId: string;
  revision: NumberOrString;
  stoppedAt: DateOrString;
}

/** 'StopEvent' return type */
export type IStopEventResult = void;

/** 'StopEvent' query type */
export interface IStopEventQuery {
  params: IStopEventParams;
  result: IStopEventResult;
}

const stopEventIR: any = {"usedParamSet":{"stoppedAt":true,"at":true,"revision":true,"eventId":true},"params":[{"name":"stoppedAt","required":true,"transform":{"type":"scalar"},"locs":[{"a":55,"b":65}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":81,"b":84}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":98,"b":107},{"a":146,"b":155}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":121,"b":129}]}],"statement":"UPDATE rm.events SET status = 'FINISHED', stopped_at = :stoppedAt!, updated_at = :at!, revision = :revision!\n WHERE id = :eventId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.events SET status = 'FINISHED', stopped_at = :stoppedAt!, updated_at = :at!, revision = :revision!
 *  WHERE id = :eventId! AND revision < :revision!
 * ```
 */
export const stopEvent = new PreparedQuery<IStopEventParams,IStopEventResult>(stopEventIR);


/** 'InsertPeriod' parameters type */
export interface IInsertPeriodParams {
  endDate?: DateOrString | null | void;
  eventId: string;
  name: string;
  periodId: string;
  seq: NumberOrString;
  startDate?: DateOrString | null | void;
}

/** 'InsertPeriod' return type */
export type IInsertPeriodResult = void;

/** 'InsertPeriod' query type */
export interface IInsertPeriodQuery {
  params: IInsertPeriodParams;
  result: IInsertPeriodResult;
}

const insertPeriodIR: any = {"usedParamSet":{"periodId":true,"eventId":true,"name":true,"startDate":true,"endDate":true,"seq":true},"params":[{"name":"periodId","required":true,"transform":{"type":"scalar"},"locs":[{"a":79,"b":88}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":99}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":102,"b":107}]},{"name":"startDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":110,"b":119}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":122,"b":129}]},{"name":"seq","required":true,"transform":{"type":"scalar"},"locs":[{"a":132,"b":136}]}],"statement":"INSERT INTO rm.periods (id, event_id, name, start_date, end_date, seq)\nVALUES (:periodId!, :eventId!, :name!, :startDate, :endDate, :seq!)"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.periods (id, event_id, name, start_date, end_date, seq)
 * VALUES (:periodId!, :eventId!, :name!, :startDate, :endDate, :seq!)
 * ```
 */
export const insertPeriod = new PreparedQuery<IInsertPeriodParams,IInsertPeriodResult>(insertPeriodIR);


/** 'UpdatePeriod' parameters type */
export interface IUpdatePeriodParams {
  endDate?: DateOrString | null | void;
  name: string;
  periodId: string;
  startDate?: DateOrString | null | void;
}

/** 'UpdatePeriod' return type */
export type IUpdatePeriodResult = void;

/** 'UpdatePeriod' query type */
export interface IUpdatePeriodQuery {
  params: IUpdatePeriodParams;
  result: IUpdatePeriodResult;
}

const updatePeriodIR: any = {"usedParamSet":{"name":true,"startDate":true,"endDate":true,"periodId":true},"params":[{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":29,"b":34}]},{"name":"startDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":50,"b":59}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":73,"b":80}]},{"name":"periodId","required":true,"transform":{"type":"scalar"},"locs":[{"a":93,"b":102}]}],"statement":"UPDATE rm.periods SET name = :name!, start_date = :startDate, end_date = :endDate WHERE id = :periodId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.periods SET name = :name!, start_date = :startDate, end_date = :endDate WHERE id = :periodId!
 * ```
 */
export const updatePeriod = new PreparedQuery<IUpdatePeriodParams,IUpdatePeriodResult>(updatePeriodIR);


/** 'DeletePeriod' parameters type */
export interface IDeletePeriodParams {
  periodId: string;
}

/** 'DeletePeriod' return type */
export type IDeletePeriodResult = void;

/** 'DeletePeriod' query type */
export interface IDeletePeriodQuery {
  params: IDeletePeriodParams;
  result: IDeletePeriodResult;
}

const deletePeriodIR: any = {"usedParamSet":{"periodId":true},"params":[{"name":"periodId","required":true,"transform":{"type":"scalar"},"locs":[{"a":34,"b":43}]}],"statement":"DELETE FROM rm.periods WHERE id = :periodId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.periods WHERE id = :periodId!
 * ```
 */
export const deletePeriod = new PreparedQuery<IDeletePeriodParams,IDeletePeriodResult>(deletePeriodIR);


/** 'StartPeriod' parameters type */
export interface IStartPeriodParams {
  at: DateOrString;
  eventId: string;
  periodId: string;
  revision: NumberOrString;
  startedAt: DateOrString;
}

/** 'StartPeriod' return type */
export type IStartPeriodResult = void;

/** 'StartPeriod' query type */
export interface IStartPeriodQuery {
  params: IStartPeriodParams;
  result: IStartPeriodResult;
}

const startPeriodIR: any = {"usedParamSet":{"at":true,"revision":true,"eventId":true,"startedAt":true,"periodId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":52,"b":55}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":78},{"a":116,"b":125}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":99}]},{"name":"startedAt","required":true,"transform":{"type":"scalar"},"locs":[{"a":180,"b":190}]},{"name":"periodId","required":true,"transform":{"type":"scalar"},"locs":[{"a":233,"b":242}]}],"statement":"WITH moved AS (\n  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!\n  RETURNING id)\nUPDATE rm.periods p SET start_date = :startedAt!, end_date = NULL FROM moved WHERE p.id = :periodId!"};

/**
 * Query generated from SQL:
 * ```
 * WITH moved AS (
 *   UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
 *   RETURNING id)
 * UPDATE rm.periods p SET start_date = :startedAt!, end_date = NULL FROM moved WHERE p.id = :periodId!
 * ```
 */
export const startPeriod = new PreparedQuery<IStartPeriodParams,IStartPeriodResult>(startPeriodIR);


/** 'StopPeriod' parameters type */
export interface IStopPeriodParams {
  at: DateOrString;
  eventId: string;
  periodId: string;
  revision: NumberOrString;
  stoppedAt: DateOrString;
}

/** 'StopPeriod' return type */
export type IStopPeriodResult = void;

/** 'StopPeriod' query type */
export interface IStopPeriodQuery {
  params: IStopPeriodParams;
  result: IStopPeriodResult;
}

const stopPeriodIR: any = {"usedParamSet":{"at":true,"revision":true,"eventId":true,"stoppedAt":true,"periodId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":52,"b":55}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":78},{"a":116,"b":125}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":99}]},{"name":"stoppedAt","required":true,"transform":{"type":"scalar"},"locs":[{"a":178,"b":188}]},{"name":"periodId","required":true,"transform":{"type":"scalar"},"locs":[{"a":214,"b":223}]}],"statement":"WITH moved AS (\n  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!\n  RETURNING id)\nUPDATE rm.periods p SET end_date = :stoppedAt! FROM moved WHERE p.id = :periodId!"};

/**
 * Query generated from SQL:
 * ```
 * WITH moved AS (
 *   UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
 *   RETURNING id)
 * UPDATE rm.periods p SET end_date = :stoppedAt! FROM moved WHERE p.id = :periodId!
 * ```
 */
export const stopPeriod = new PreparedQuery<IStopPeriodParams,IStopPeriodResult>(stopPeriodIR);


/** 'InsertSelection' parameters type */
export interface IInsertSelectionParams {
  deviceId?: string | null | void;
  eventId: string;
  number?: number | null | void;
  playerId: string;
  position?: string | null | void;
  profile?: string | null | void;
  selectionId: string;
  seq: NumberOrString;
}

/** 'InsertSelection' return type */
export type IInsertSelectionResult = void;

/** 'InsertSelection' query type */
export interface IInsertSelectionQuery {
  params: IInsertSelectionParams;
  result: IInsertSelectionResult;
}

const insertSelectionIR: any = {"usedParamSet":{"selectionId":true,"eventId":true,"playerId":true,"deviceId":true,"number":true,"position":true,"profile":true,"seq":true},"params":[{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":113,"b":125}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":128,"b":136}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":139,"b":148}]},{"name":"deviceId","required":false,"transform":{"type":"scalar"},"locs":[{"a":151,"b":159}]},{"name":"number","required":false,"transform":{"type":"scalar"},"locs":[{"a":162,"b":168}]},{"name":"position","required":false,"transform":{"type":"scalar"},"locs":[{"a":171,"b":179}]},{"name":"profile","required":false,"transform":{"type":"scalar"},"locs":[{"a":182,"b":189}]},{"name":"seq","required":true,"transform":{"type":"scalar"},"locs":[{"a":198,"b":202}]}],"statement":"INSERT INTO rm.selections (id, event_id, player_id, device_id, number, position, profile, selected, seq)\nVALUES (:selectionId!, :eventId!, :playerId!, :deviceId, :number, :position, :profile, true, :seq!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.selections (id, event_id, player_id, device_id, number, position, profile, selected, seq)
 * VALUES (:selectionId!, :eventId!, :playerId!, :deviceId, :number, :position, :profile, true, :seq!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertSelection = new PreparedQuery<IInsertSelectionParams,IInsertSelectionResult>(insertSelectionIR);


/** 'UpdateSelection' parameters type */
export interface IUpdateSelectionParams {
  deviceId?: string | null | void;
  number?: number | null | void;
  position?: string | null | void;
  profile?: string | null | void;
  selectionId: string;
}

/** 'UpdateSelection' return type */
export type IUpdateSelectionResult = void;

/** 'UpdateSelection' query type */
export interface IUpdateSelectionQuery {
  params: IUpdateSelectionParams;
  result: IUpdateSelectionResult;
}

const updateSelectionIR: any = {"usedParamSet":{"deviceId":true,"number":true,"position":true,"profile":true,"selectionId":true},"params":[{"name":"deviceId","required":false,"transform":{"type":"scalar"},"locs":[{"a":37,"b":45}]},{"name":"number","required":false,"transform":{"type":"scalar"},"locs":[{"a":57,"b":63}]},{"name":"position","required":false,"transform":{"type":"scalar"},"locs":[{"a":77,"b":85}]},{"name":"profile","required":false,"transform":{"type":"scalar"},"locs":[{"a":98,"b":105}]},{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":119,"b":131}]}],"statement":"UPDATE rm.selections SET device_id = :deviceId, number = :number, position = :position, profile = :profile\n WHERE id = :selectionId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.selections SET device_id = :deviceId, number = :number, position = :position, profile = :profile
 *  WHERE id = :selectionId!
 * ```
 */
export const updateSelection = new PreparedQuery<IUpdateSelectionParams,IUpdateSelectionResult>(updateSelectionIR);


/** 'SetSelectionRpe' parameters type */
export interface ISetSelectionRpeParams {
  minutes?: number | null | void;
  rating?: number | null | void;
  selectionId: string;
}

/** 'SetSelectionRpe' return type */
export type ISetSelectionRpeResult = void;

/** 'SetSelectionRpe' query type */
export interface ISetSelectionRpeQuery {
  params: ISetSelectionRpeParams;
  result: ISetSelectionRpeResult;
}

const setSelectionRpeIR: any = {"usedParamSet":{"rating":true,"minutes":true,"selectionId":true},"params":[{"name":"rating","required":false,"transform":{"type":"scalar"},"locs":[{"a":38,"b":44}]},{"name":"minutes","required":false,"transform":{"type":"scalar"},"locs":[{"a":61,"b":68}]},{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":81,"b":93}]}],"statement":"UPDATE rm.selections SET rpe_rating = :rating, rpe_minutes = :minutes WHERE id = :selectionId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.selections SET rpe_rating = :rating, rpe_minutes = :minutes WHERE id = :selectionId!
 * ```
 */
export const setSelectionRpe = new PreparedQuery<ISetSelectionRpeParams,ISetSelectionRpeResult>(setSelectionRpeIR);


/** 'SetSelectionSelected' parameters type */
export interface ISetSelectionSelectedParams {
  selected: boolean;
  selectionId: string;
}

/** 'SetSelectionSelected' return type */
export type ISetSelectionSelectedResult = void;

/** 'SetSelectionSelected' query type */
export interface ISetSelectionSelectedQuery {
  params: ISetSelectionSelectedParams;
  result: ISetSelectionSelectedResult;
}

const setSelectionSelectedIR: any = {"usedParamSet":{"selected":true,"selectionId":true},"params":[{"name":"selected","required":true,"transform":{"type":"scalar"},"locs":[{"a":36,"b":45}]},{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":58,"b":70}]}],"statement":"UPDATE rm.selections SET selected = :selected! WHERE id = :selectionId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.selections SET selected = :selected! WHERE id = :selectionId!
 * ```
 */
export const setSelectionSelected = new PreparedQuery<ISetSelectionSelectedParams,ISetSelectionSelectedResult>(setSelectionSelectedIR);


/** 'UpsertSession' parameters type */
export interface IUpsertSessionParams {
  endDate?: DateOrString | null | void;
  eventId: string;
  periodId?: string | null | void;
  selectionId: string;
  sessionId: string;
  startDate: DateOrString;
}

/** 'UpsertSession' return type */
export type IUpsertSessionResult = void;

/** 'UpsertSession' query type */
export interface IUpsertSessionQuery {
  params: IUpsertSessionParams;
  result: IUpsertSessionResult;
}

const upsertSessionIR: any = {"usedParamSet":{"sessionId":true,"eventId":true,"selectionId":true,"periodId":true,"startDate":true,"endDate":true},"params":[{"name":"sessionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":94,"b":104}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":107,"b":115}]},{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":118,"b":130}]},{"name":"periodId","required":false,"transform":{"type":"scalar"},"locs":[{"a":133,"b":141},{"a":210,"b":218}]},{"name":"startDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":144,"b":154},{"a":234,"b":244}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":157,"b":164},{"a":258,"b":265}]}],"statement":"INSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)\nVALUES (:sessionId!, :eventId!, :selectionId!, :periodId, :startDate!, :endDate)\nON CONFLICT (id) DO UPDATE SET period_id = :periodId, start_date = :startDate!, end_date = :endDate"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)
 * VALUES (:sessionId!, :eventId!, :selectionId!, :periodId, :startDate!, :endDate)
 * ON CONFLICT (id) DO UPDATE SET period_id = :periodId, start_date = :startDate!, end_date = :endDate
 * ```
 */
export const upsertSession = new PreparedQuery<IUpsertSessionParams,IUpsertSessionResult>(upsertSessionIR);


/** 'StartSession' parameters type */
export interface IStartSessionParams {
  at: DateOrString;
  endDate?: DateOrString | null | void;
  eventId: string;
  periodId?: string | null | void;
  revision: NumberOrString;
  selectionId: string;
  sessionId: string;
  startDate: DateOrString;
}

/** 'StartSession' return type */
export type IStartSessionResult = void;

/** 'StartSession' query type */
export interface IStartSessionQuery {
  params: IStartSessionParams;
  result: IStartSessionResult;
}

const startSessionIR: any = {"usedParamSet":{"at":true,"revision":true,"eventId":true,"sessionId":true,"selectionId":true,"periodId":true,"startDate":true,"endDate":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":52,"b":55}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":78},{"a":116,"b":125}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":99},{"a":249,"b":257}]},{"name":"sessionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":236,"b":246}]},{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":260,"b":272}]},{"name":"periodId","required":false,"transform":{"type":"scalar"},"locs":[{"a":275,"b":283},{"a":362,"b":370}]},{"name":"startDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":286,"b":296},{"a":386,"b":396}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":299,"b":306},{"a":410,"b":417}]}],"statement":"WITH moved AS (\n  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!\n  RETURNING id)\nINSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)\nSELECT :sessionId!, :eventId!, :selectionId!, :periodId, :startDate!, :endDate FROM moved\nON CONFLICT (id) DO UPDATE SET period_id = :periodId, start_date = :startDate!, end_date = :endDate"};

/**
 * Query generated from SQL:
 * ```
 * WITH moved AS (
 *   UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
 *   RETURNING id)
 * INSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)
 * SELECT :sessionId!, :eventId!, :selectionId!, :periodId, :startDate!, :endDate FROM moved
 * ON CONFLICT (id) DO UPDATE SET period_id = :periodId, start_date = :startDate!, end_date = :endDate
 * ```
 */
export const startSession = new PreparedQuery<IStartSessionParams,IStartSessionResult>(startSessionIR);


/** 'UpdateSession' parameters type */
export interface IUpdateSessionParams {
  endDate?: DateOrString | null | void;
  sessionId: string;
  startDate: DateOrString;
}

/** 'UpdateSession' return type */
export type IUpdateSessionResult = void;

/** 'UpdateSession' query type */
export interface IUpdateSessionQuery {
  params: IUpdateSessionParams;
  result: IUpdateSessionResult;
}

const updateSessionIR: any = {"usedParamSet":{"startDate":true,"endDate":true,"sessionId":true},"params":[{"name":"startDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":36,"b":46}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":60,"b":67}]},{"name":"sessionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":80,"b":90}]}],"statement":"UPDATE rm.sessions SET start_date = :startDate!, end_date = :endDate WHERE id = :sessionId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.sessions SET start_date = :startDate!, end_date = :endDate WHERE id = :sessionId!
 * ```
 */
export const updateSession = new PreparedQuery<IUpdateSessionParams,IUpdateSessionResult>(updateSessionIR);


/** 'StopSession' parameters type */
export interface IStopSessionParams {
  at: DateOrString;
  eventId: string;
  revision: NumberOrString;
  sessionId: string;
  stoppedAt: DateOrString;
}

/** 'StopSession' return type */
export type IStopSessionResult = void;

/** 'StopSession' query type */
export interface IStopSessionQuery {
  params: IStopSessionParams;
  result: IStopSessionResult;
}

const stopSessionIR: any = {"usedParamSet":{"at":true,"revision":true,"eventId":true,"stoppedAt":true,"sessionId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":52,"b":55}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":78},{"a":116,"b":125}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":99}]},{"name":"stoppedAt","required":true,"transform":{"type":"scalar"},"locs":[{"a":179,"b":189}]},{"name":"sessionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":215,"b":225}]}],"statement":"WITH moved AS (\n  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!\n  RETURNING id)\nUPDATE rm.sessions x SET end_date = :stoppedAt! FROM moved WHERE x.id = :sessionId!"};

/**
 * Query generated from SQL:
 * ```
 * WITH moved AS (
 *   UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
 *   RETURNING id)
 * UPDATE rm.sessions x SET end_date = :stoppedAt! FROM moved WHERE x.id = :sessionId!
 * ```
 */
export const stopSession = new PreparedQuery<IStopSessionParams,IStopSessionResult>(stopSessionIR);


/** 'DeleteSession' parameters type */
export interface IDeleteSessionParams {
  sessionId: string;
}

/** 'DeleteSession' return type */
export type IDeleteSessionResult = void;

/** 'DeleteSession' query type */
export interface IDeleteSessionQuery {
  params: IDeleteSessionParams;
  result: IDeleteSessionResult;
}

const deleteSessionIR: any = {"usedParamSet":{"sessionId":true},"params":[{"name":"sessionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":35,"b":45}]}],"statement":"DELETE FROM rm.sessions WHERE id = :sessionId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.sessions WHERE id = :sessionId!
 * ```
 */
export const deleteSession = new PreparedQuery<IDeleteSessionParams,IDeleteSessionResult>(deleteSessionIR);


/** 'DeletePeriodSessions' parameters type */
export interface IDeletePeriodSessionsParams {
  eventId: string;
  periodId: string;
}

/** 'DeletePeriodSessions' return type */
export type IDeletePeriodSessionsResult = void;

/** 'DeletePeriodSessions' query type */
export interface IDeletePeriodSessionsQuery {
  params: IDeletePeriodSessionsParams;
  result: IDeletePeriodSessionsResult;
}

const deletePeriodSessionsIR: any = {"usedParamSet":{"eventId":true,"periodId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":41,"b":49}]},{"name":"periodId","required":true,"transform":{"type":"scalar"},"locs":[{"a":67,"b":76}]}],"statement":"DELETE FROM rm.sessions WHERE event_id = :eventId! AND period_id = :periodId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.sessions WHERE event_id = :eventId! AND period_id = :periodId!
 * ```
 */
export const deletePeriodSessions = new PreparedQuery<IDeletePeriodSessionsParams,IDeletePeriodSessionsResult>(deletePeriodSessionsIR);


