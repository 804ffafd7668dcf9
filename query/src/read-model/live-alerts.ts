/**
 * Reads of a team's live alert thresholds (the catalog's `rm.team_live_alerts`, issue 18): the
 * team's own once it set them, the contracts' defaults until then.
 */
import { DEFAULT_LIVE_ALERTS, type LiveAlerts } from '@stride/contracts/live-alerts';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './live-alerts.queries.ts';

export interface TeamLiveAlertsModel extends LiveAlerts {
  readonly teamId: string;
}

export async function getTeamLiveAlerts(db: Queryable, teamId: string): Promise<TeamLiveAlertsModel> {
  const [row] = await sql.getTeamLiveAlerts.run({ teamId }, typedSql(db));
  if (row === undefined) return { teamId, ...DEFAULT_LIVE_ALERTS };
  return {
    teamId,
    hsrTarget: row.hsr_target,
    sprintTarget: row.sprint_target,
    distanceTarget: row.distance_target,
    heartRatePercent: row.heart_rate_percent,
    heartRateSeconds: row.heart_rate_seconds,
  };
}
