/** Types generated for queries found in "query/src/read-model/tags.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'ListTeamTagMappings' parameters type */
export interface IListTeamTagMappingsParams {
  teamId: string;
}

/** 'ListTeamTagMappings' return type */
export interface IListTeamTagMappingsResult {
  device_id: string | null;
  device_name: string;
  first_name: string;
  key: string;
  last_name: string;
  name: string;
  player_id: string | null;
  updated_at: Date;
}

/** 'ListTeamTagMappings' query type */
export interface IListTeamTagMappingsQuery {
  params: IListTeamTagMappingsParams;
  result: IListTeamTagMappingsResult;
}

const listTeamTagMappingsIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":256,"b":263}]}],"statement":"SELECT m.name, m.key, m.player_id, m.device_id, m.updated_at,\n       p.first_name, p.last_name, d.name AS device_name\n  FROM rm.tag_mappings m\n  LEFT JOIN rm.players p ON p.id = m.player_id\n  LEFT JOIN rm.devices d ON d.id = m.device_id\n WHERE m.team_id = :teamId!\n ORDER BY m.key"};

/**
 * Query generated from SQL:
 * ```
 * SELECT m.name, m.key, m.player_id, m.device_id, m.updated_at,
 *        p.first_name, p.last_name, d.name AS device_name
 *   FROM rm.tag_mappings m
 *   LEFT JOIN rm.players p ON p.id = m.player_id
 *   LEFT JOIN rm.devices d ON d.id = m.device_id
 *  WHERE m.team_id = :teamId!
 *  ORDER BY m.key
 * ```
 */
export const listTeamTagMappings = new PreparedQuery<IListTeamTagMappingsParams,IListTeamTagMappingsResult>(listTeamTagMappingsIR);


/** 'FindTagMapping' parameters type */
export interface IFindTagMappingParams {
  key: string;
  teamId: string;
}

/** 'FindTagMapping' return type */
export interface IFindTagMappingResult {
  device_id: string | null;
  device_name: string;
  first_name: string;
  key: string;
  last_name: string;
  name: string;
  player_id: string | null;
  updated_at: Date;
}

/** 'FindTagMapping' query type */
export interface IFindTagMappingQuery {
  params: IFindTagMappingParams;
  result: IFindTagMappingResult;
}

const findTagMappingIR: any = {"usedParamSet":{"teamId":true,"key":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":256,"b":263}]},{"name":"key","required":true,"transform":{"type":"scalar"},"locs":[{"a":277,"b":281}]}],"statement":"SELECT m.name, m.key, m.player_id, m.device_id, m.updated_at,\n       p.first_name, p.last_name, d.name AS device_name\n  FROM rm.tag_mappings m\n  LEFT JOIN rm.players p ON p.id = m.player_id\n  LEFT JOIN rm.devices d ON d.id = m.device_id\n WHERE m.team_id = :teamId! AND m.key = :key!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT m.name, m.key, m.player_id, m.device_id, m.updated_at,
 *        p.first_name, p.last_name, d.name AS device_name
 *   FROM rm.tag_mappings m
 *   LEFT JOIN rm.players p ON p.id = m.player_id
 *   LEFT JOIN rm.devices d ON d.id = m.device_id
 *  WHERE m.team_id = :teamId! AND m.key = :key!
 * ```
 */
export const findTagMapping = new PreparedQuery<IFindTagMappingParams,IFindTagMappingResult>(findTagMappingIR);


