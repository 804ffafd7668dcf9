/** Types generated for queries found in "query/src/read-model/event-tags.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type stringArray = (string)[];

/** 'ListEventTags' parameters type */
export interface IListEventTagsParams {
  eventIds: stringArray;
}

/** 'ListEventTags' return type */
export interface IListEventTagsResult {
  event_id: string;
  period_id: string | null;
  tag: string;
}

/** 'ListEventTags' query type */
export interface IListEventTagsQuery {
  params: IListEventTagsParams;
  result: IListEventTagsResult;
}

const listEventTagsIR: any = {"usedParamSet":{"eventIds":true},"params":[{"name":"eventIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":75,"b":84}]}],"statement":"SELECT event_id, period_id, tag\n  FROM rm.event_tags\n WHERE event_id = ANY(:eventIds!::text[])\n ORDER BY event_id, period_id NULLS FIRST, position"};

/**
 * Query generated from SQL:
 * ```
 * SELECT event_id, period_id, tag
 *   FROM rm.event_tags
 *  WHERE event_id = ANY(:eventIds!::text[])
 *  ORDER BY event_id, period_id NULLS FIRST, position
 * ```
 */
export const listEventTags = new PreparedQuery<IListEventTagsParams,IListEventTagsResult>(listEventTagsIR);


/** 'ListTeamTags' parameters type */
export interface IListTeamTagsParams {
  teamId: string;
}

/** 'ListTeamTags' return type */
export interface IListTeamTagsResult {
  tag: string | null;
  uses: number | null;
}

/** 'ListTeamTags' query type */
export interface IListTeamTagsQuery {
  params: IListTeamTagsParams;
  result: IListTeamTagsResult;
}

const listTeamTagsIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":156,"b":163}]}],"statement":"SELECT (array_agg(t.tag ORDER BY t.tag))[1] AS tag, count(*)::int AS uses\n  FROM rm.event_tags t\n  JOIN rm.events e ON e.id = t.event_id\n WHERE e.team_id = :teamId! AND NOT e.deleted\n GROUP BY lower(t.tag)\n ORDER BY lower(t.tag)"};

/**
 * Query generated from SQL:
 * ```
 * SELECT (array_agg(t.tag ORDER BY t.tag))[1] AS tag, count(*)::int AS uses
 *   FROM rm.event_tags t
 *   JOIN rm.events e ON e.id = t.event_id
 *  WHERE e.team_id = :teamId! AND NOT e.deleted
 *  GROUP BY lower(t.tag)
 *  ORDER BY lower(t.tag)
 * ```
 */
export const listTeamTags = new PreparedQuery<IListTeamTagsParams,IListTeamTagsResult>(listTeamTagsIR);


/** 'ListClubDrills' parameters type */
export interface IListClubDrillsParams {
  clubId: string;
}

/** 'ListClubDrills' return type */
export interface IListClubDrillsResult {
  club_id: string;
  created_at: Date;
  id: string;
  name: string;
}

/** 'ListClubDrills' query type */
export interface IListClubDrillsQuery {
  params: IListClubDrillsParams;
  result: IListClubDrillsResult;
}

const listClubDrillsIR: any = {"usedParamSet":{"clubId":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":71,"b":78}]}],"statement":"SELECT id, club_id, name, created_at\n  FROM rm.drills\n WHERE club_id = :clubId!\n ORDER BY lower(name), id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, name, created_at
 *   FROM rm.drills
 *  WHERE club_id = :clubId!
 *  ORDER BY lower(name), id
 * ```
 */
export const listClubDrills = new PreparedQuery<IListClubDrillsParams,IListClubDrillsResult>(listClubDrillsIR);


/** 'FindDrill' parameters type */
export interface IFindDrillParams {
  drillId: string;
}

/** 'FindDrill' return type */
export interface IFindDrillResult {
  club_id: string;
  created_at: Date;
  id: string;
  name: string;
}

/** 'FindDrill' query type */
export interface IFindDrillQuery {
  params: IFindDrillParams;
  result: IFindDrillResult;
}

const findDrillIR: any = {"usedParamSet":{"drillId":true},"params":[{"name":"drillId","required":true,"transform":{"type":"scalar"},"locs":[{"a":66,"b":74}]}],"statement":"SELECT id, club_id, name, created_at\n  FROM rm.drills\n WHERE id = :drillId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, name, created_at
 *   FROM rm.drills
 *  WHERE id = :drillId!
 * ```
 */
export const findDrill = new PreparedQuery<IFindDrillParams,IFindDrillResult>(findDrillIR);


