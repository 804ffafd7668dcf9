/** Types generated for queries found in "query/src/read-model/tracking.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** 'ListTeamTrackingProfiles' parameters type */
export interface IListTeamTrackingProfilesParams {
  teamId: string;
}

/** 'ListTeamTrackingProfiles' return type */
export interface IListTeamTrackingProfilesResult {
  overrides: Json;
  profile: string;
  updated_at: Date;
}

/** 'ListTeamTrackingProfiles' query type */
export interface IListTeamTrackingProfilesQuery {
  params: IListTeamTrackingProfilesParams;
  result: IListTeamTrackingProfilesResult;
}

const listTeamTrackingProfilesIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":85,"b":92}]}],"statement":"SELECT profile, overrides, updated_at FROM rm.team_tracking_profiles WHERE team_id = :teamId! ORDER BY profile"};

/**
 * Query generated from SQL:
 * ```
 * SELECT profile, overrides, updated_at FROM rm.team_tracking_profiles WHERE team_id = :teamId! ORDER BY profile
 * ```
 */
export const listTeamTrackingProfiles = new PreparedQuery<IListTeamTrackingProfilesParams,IListTeamTrackingProfilesResult>(listTeamTrackingProfilesIR);


