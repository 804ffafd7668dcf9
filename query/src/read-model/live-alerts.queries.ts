/** Types generated for queries found in "query/src/read-model/live-alerts.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'GetTeamLiveAlerts' parameters type */
export interface IGetTeamLiveAlertsParams {
  teamId: string;
}

/** 'GetTeamLiveAlerts' return type */
export interface IGetTeamLiveAlertsResult {
  distance_target: number | null;
  heart_rate_percent: number | null;
  heart_rate_seconds: number | null;
  hsr_target: number | null;
  sprint_target: number | null;
  updated_at: Date;
}

/** 'GetTeamLiveAlerts' query type */
export interface IGetTeamLiveAlertsQuery {
  params: IGetTeamLiveAlertsParams;
  result: IGetTeamLiveAlertsResult;
}

const getTeamLiveAlertsIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":143,"b":150}]}],"statement":"SELECT hsr_target, sprint_target, distance_target, heart_rate_percent, heart_rate_seconds, updated_at\nFROM rm.team_live_alerts WHERE team_id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT hsr_target, sprint_target, distance_target, heart_rate_percent, heart_rate_seconds, updated_at
 * FROM rm.team_live_alerts WHERE team_id = :teamId!
 * ```
 */
export const getTeamLiveAlerts = new PreparedQuery<IGetTeamLiveAlertsParams,IGetTeamLiveAlertsResult>(getTeamLiveAlertsIR);


