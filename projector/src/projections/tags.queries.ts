/** Types generated for queries found in "projector/src/projections/tags.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type NumberOrString = number | string;

/** 'MoveTags' parameters type */
export interface IMoveTagsParams {
  clubId: string;
  revision: NumberOrString;
  teamId: string;
}

/** 'MoveTags' return type */
export interface IMoveTagsResult {
  team_id: string;
}

/** 'MoveTags' query type */
export interface IMoveTagsQuery {
  params: IMoveTagsParams;
  result: IMoveTagsResult;
}

const moveTagsIR: any = {"usedParamSet":{"teamId":true,"clubId":true,"revision":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":62,"b":69}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":72,"b":79}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":82,"b":91}]}],"statement":"INSERT INTO rm.tag_teams (team_id, club_id, revision)\nVALUES (:teamId!, :clubId!, :revision!)\nON CONFLICT (team_id) DO UPDATE SET revision = excluded.revision\n WHERE rm.tag_teams.revision < excluded.revision\nRETURNING team_id"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.tag_teams (team_id, club_id, revision)
 * VALUES (:teamId!, :clubId!, :revision!)
 * ON CONFLICT (team_id) DO UPDATE SET revision = excluded.revision
 *  WHERE rm.tag_teams.revision < excluded.revision
 * RETURNING team_id
 * ```
 */
export const moveTags = new PreparedQuery<IMoveTagsParams,IMoveTagsResult>(moveTagsIR);


/** 'UpsertTagMapping' parameters type */
export interface IUpsertTagMappingParams {
  at: DateOrString;
  clubId: string;
  deviceId?: string | null | void;
  key: string;
  name: string;
  playerId?: string | null | void;
  teamId: string;
}

/** 'UpsertTagMapping' return type */
export type IUpsertTagMappingResult = void;

/** 'UpsertTagMapping' query type */
export interface IUpsertTagMappingQuery {
  params: IUpsertTagMappingParams;
  result: IUpsertTagMappingResult;
}

const upsertTagMappingIR: any = {"usedParamSet":{"teamId":true,"key":true,"clubId":true,"name":true,"playerId":true,"deviceId":true,"at":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":100,"b":107}]},{"name":"key","required":true,"transform":{"type":"scalar"},"locs":[{"a":110,"b":114}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":117,"b":124}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":127,"b":132}]},{"name":"playerId","required":false,"transform":{"type":"scalar"},"locs":[{"a":135,"b":143}]},{"name":"deviceId","required":false,"transform":{"type":"scalar"},"locs":[{"a":146,"b":154}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":157,"b":160}]}],"statement":"INSERT INTO rm.tag_mappings (team_id, key, club_id, name, player_id, device_id, updated_at)\nVALUES (:teamId!, :key!, :clubId!, :name!, :playerId, :deviceId, :at!)\nON CONFLICT (team_id, key) DO UPDATE\n   SET name = excluded.name, player_id = excluded.player_id, device_id = excluded.device_id,\n       updated_at = excluded.updated_at"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.tag_mappings (team_id, key, club_id, name, player_id, device_id, updated_at)
 * VALUES (:teamId!, :key!, :clubId!, :name!, :playerId, :deviceId, :at!)
 * ON CONFLICT (team_id, key) DO UPDATE
 *    SET name = excluded.name, player_id = excluded.player_id, device_id = excluded.device_id,
 *        updated_at = excluded.updated_at
 * ```
 */
export const upsertTagMapping = new PreparedQuery<IUpsertTagMappingParams,IUpsertTagMappingResult>(upsertTagMappingIR);


/** 'DeleteTagMapping' parameters type */
export interface IDeleteTagMappingParams {
  key: string;
  teamId: string;
}

/** 'DeleteTagMapping' return type */
export type IDeleteTagMappingResult = void;

/** 'DeleteTagMapping' query type */
export interface IDeleteTagMappingQuery {
  params: IDeleteTagMappingParams;
  result: IDeleteTagMappingResult;
}

const deleteTagMappingIR: any = {"usedParamSet":{"teamId":true,"key":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":44,"b":51}]},{"name":"key","required":true,"transform":{"type":"scalar"},"locs":[{"a":63,"b":67}]}],"statement":"DELETE FROM rm.tag_mappings WHERE team_id = :teamId! AND key = :key!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.tag_mappings WHERE team_id = :teamId! AND key = :key!
 * ```
 */
export const deleteTagMapping = new PreparedQuery<IDeleteTagMappingParams,IDeleteTagMappingResult>(deleteTagMappingIR);


