/** Types generated for queries found in "projector/src/projections/seasons.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

/** 'UpdateSeason' parameters type */
export interface IUpdateSeasonParams {
  endDate: DateOrString;
  league?: string | null | void;
  name: string;
  seasonId: string;
  startDate: DateOrString;
}

/** 'UpdateSeason' return type */
export type IUpdateSeasonResult = void;

/** 'UpdateSeason' query type */
export interface IUpdateSeasonQuery {
  params: IUpdateSeasonParams;
  result: IUpdateSeasonResult;
}

const updateSeasonIR: any = {"usedParamSet":{"name":true,"league":true,"startDate":true,"endDate":true,"seasonId":true},"params":[{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":29,"b":34}]},{"name":"league","required":false,"transform":{"type":"scalar"},"locs":[{"a":46,"b":52}]},{"name":"startDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":68,"b":78}]},{"name":"endDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":92,"b":100}]},{"name":"seasonId","required":true,"transform":{"type":"scalar"},"locs":[{"a":114,"b":123}]}],"statement":"UPDATE rm.seasons SET name = :name!, league = :league, start_date = :startDate!, end_date = :endDate!\n WHERE id = :seasonId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.seasons SET name = :name!, league = :league, start_date = :startDate!, end_date = :endDate!
 *  WHERE id = :seasonId!
 * ```
 */
export const updateSeason = new PreparedQuery<IUpdateSeasonParams,IUpdateSeasonResult>(updateSeasonIR);


/** 'DeleteSeason' parameters type */
export interface IDeleteSeasonParams {
  seasonId: string;
}

/** 'DeleteSeason' return type */
export type IDeleteSeasonResult = void;

/** 'DeleteSeason' query type */
export interface IDeleteSeasonQuery {
  params: IDeleteSeasonParams;
  result: IDeleteSeasonResult;
}

const deleteSeasonIR: any = {"usedParamSet":{"seasonId":true},"params":[{"name":"seasonId","required":true,"transform":{"type":"scalar"},"locs":[{"a":34,"b":43}]}],"statement":"DELETE FROM rm.seasons WHERE id = :seasonId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.seasons WHERE id = :seasonId!
 * ```
 */
export const deleteSeason = new PreparedQuery<IDeleteSeasonParams,IDeleteSeasonResult>(deleteSeasonIR);


/** 'ForgetCurrentSeason' parameters type */
export interface IForgetCurrentSeasonParams {
  at: DateOrString;
  seasonId: string;
  teamId: string;
}

/** 'ForgetCurrentSeason' return type */
export type IForgetCurrentSeasonResult = void;

/** 'ForgetCurrentSeason' query type */
export interface IForgetCurrentSeasonQuery {
  params: IForgetCurrentSeasonParams;
  result: IForgetCurrentSeasonResult;
}

const forgetCurrentSeasonIR: any = {"usedParamSet":{"at":true,"teamId":true,"seasonId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":59,"b":62}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":76,"b":83}]},{"name":"seasonId","required":true,"transform":{"type":"scalar"},"locs":[{"a":109,"b":118}]}],"statement":"UPDATE rm.teams SET current_season_id = NULL, updated_at = :at!\n WHERE id = :teamId! AND current_season_id = :seasonId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.teams SET current_season_id = NULL, updated_at = :at!
 *  WHERE id = :teamId! AND current_season_id = :seasonId!
 * ```
 */
export const forgetCurrentSeason = new PreparedQuery<IForgetCurrentSeasonParams,IForgetCurrentSeasonResult>(forgetCurrentSeasonIR);


/** 'SetCurrentSeason' parameters type */
export interface ISetCurrentSeasonParams {
  at: DateOrString;
  seasonId?: string | null | void;
  teamId: string;
}

/** 'SetCurrentSeason' return type */
export type ISetCurrentSeasonResult = void;

/** 'SetCurrentSeason' query type */
export interface ISetCurrentSeasonQuery {
  params: ISetCurrentSeasonParams;
  result: ISetCurrentSeasonResult;
}

const setCurrentSeasonIR: any = {"usedParamSet":{"seasonId":true,"at":true,"teamId":true},"params":[{"name":"seasonId","required":false,"transform":{"type":"scalar"},"locs":[{"a":40,"b":48}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":64,"b":67}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":80,"b":87}]}],"statement":"UPDATE rm.teams SET current_season_id = :seasonId, updated_at = :at! WHERE id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.teams SET current_season_id = :seasonId, updated_at = :at! WHERE id = :teamId!
 * ```
 */
export const setCurrentSeason = new PreparedQuery<ISetCurrentSeasonParams,ISetCurrentSeasonResult>(setCurrentSeasonIR);


/** 'UpsertDrill' parameters type */
export interface IUpsertDrillParams {
  at: DateOrString;
  clubId: string;
  drillId: string;
  name: string;
}

/** 'UpsertDrill' return type */
export type IUpsertDrillResult = void;

/** 'UpsertDrill' query type */
export interface IUpsertDrillQuery {
  params: IUpsertDrillParams;
  result: IUpsertDrillResult;
}

const upsertDrillIR: any = {"usedParamSet":{"drillId":true,"clubId":true,"name":true,"at":true},"params":[{"name":"drillId","required":true,"transform":{"type":"scalar"},"locs":[{"a":74,"b":82}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":85,"b":92}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":95,"b":100},{"a":153,"b":158}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":103,"b":106},{"a":109,"b":112},{"a":174,"b":177}]}],"statement":"INSERT INTO rm.drills (id, club_id, name, created_at, updated_at)\nVALUES (:drillId!, :clubId!, :name!, :at!, :at!)\nON CONFLICT (id) DO UPDATE SET name = :name!, updated_at = :at!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.drills (id, club_id, name, created_at, updated_at)
 * VALUES (:drillId!, :clubId!, :name!, :at!, :at!)
 * ON CONFLICT (id) DO UPDATE SET name = :name!, updated_at = :at!
 * ```
 */
export const upsertDrill = new PreparedQuery<IUpsertDrillParams,IUpsertDrillResult>(upsertDrillIR);


/** 'DeleteDrill' parameters type */
export interface IDeleteDrillParams {
  drillId: string;
}

/** 'DeleteDrill' return type */
export type IDeleteDrillResult = void;

/** 'DeleteDrill' query type */
export interface IDeleteDrillQuery {
  params: IDeleteDrillParams;
  result: IDeleteDrillResult;
}

const deleteDrillIR: any = {"usedParamSet":{"drillId":true},"params":[{"name":"drillId","required":true,"transform":{"type":"scalar"},"locs":[{"a":33,"b":41}]}],"statement":"DELETE FROM rm.drills WHERE id = :drillId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.drills WHERE id = :drillId!
 * ```
 */
export const deleteDrill = new PreparedQuery<IDeleteDrillParams,IDeleteDrillResult>(deleteDrillIR);


