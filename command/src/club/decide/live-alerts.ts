/**
 * Decide, a team's live alert thresholds (issue 18, `contracts/src/live-alerts.ts`): the whole set
 * within its bounds. Each change is an event carrying every threshold (the audit shows who set
 * what); the same thresholds again append nothing.
 */
import { DomainError } from '@stride/contracts/errors';
import type { TeamLiveAlertsSet } from '@stride/contracts/events/club';
import { liveAlertProblem, sameLiveAlerts, type LiveAlerts } from '@stride/contracts/live-alerts';
import type { SetTeamLiveAlerts } from '../commands.ts';
import { active, team } from '../rules.ts';
import type { ClubState } from '../state.ts';

/** The fields in a fixed order, nothing else: what the event stores is exactly the contract's shape. */
function normalized(alerts: LiveAlerts): LiveAlerts {
  return {
    hsrTarget: alerts.hsrTarget,
    sprintTarget: alerts.sprintTarget,
    distanceTarget: alerts.distanceTarget,
    heartRatePercent: alerts.heartRatePercent,
    heartRateSeconds: alerts.heartRateSeconds,
  };
}

export function setTeamLiveAlerts(command: SetTeamLiveAlerts, state: ClubState): [TeamLiveAlertsSet] | [] {
  const club = active(state);
  const { teamId } = command.data;
  const current = team(club, teamId);
  const alerts = normalized(command.data.alerts);
  const problem = liveAlertProblem(alerts);
  if (problem !== null) throw new DomainError('LIVE_ALERT_INVALID', { ...problem });
  if (sameLiveAlerts(current.liveAlerts, alerts)) return [];
  return [{ type: 'TeamLiveAlertsSet', data: { clubId: club.clubId, teamId, alerts } }];
}
