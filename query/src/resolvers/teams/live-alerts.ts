/**
 * A team's live alert thresholds (issue 18): `teamLiveAlerts` for the team's staff (`team.read`),
 * `setTeamLiveAlerts` for its manager and coaches (`team.alerts`); the answer waits for the catalog.
 */
import type { LiveAlerts } from '@stride/contracts/live-alerts';
import type { MutationResolvers, QueryResolvers, TeamLiveAlertsInput } from '../../generated/resolvers.ts';
import { getTeamLiveAlerts } from '../../read-model/live-alerts.ts';
import { onTeam, teamTarget } from './target.ts';

/** The whole thresholds: a field left out is null, that alert off (as the SDL says). */
const alertsOf = (input: TeamLiveAlertsInput): LiveAlerts => ({
  hsrTarget: input.hsrTarget ?? null,
  sprintTarget: input.sprintTarget ?? null,
  distanceTarget: input.distanceTarget ?? null,
  heartRatePercent: input.heartRatePercent ?? null,
  heartRateSeconds: input.heartRateSeconds ?? null,
});

export const liveAlertQueries = {
  teamLiveAlerts: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'team.read');
    return getTeamLiveAlerts(context.deps.db, team.id);
  },
} satisfies QueryResolvers;

export const liveAlertMutations = {
  setTeamLiveAlerts: (_p, args, context, info) =>
    onTeam(
      context,
      info,
      args.teamId,
      'team.alerts',
      'setTeamLiveAlerts',
      (team, command) =>
        context.deps.clubs.setTeamLiveAlerts(team.clubId, team.id, alertsOf(args.alerts), command),
      (_written, team) => getTeamLiveAlerts(context.deps.db, team.id),
    ),
} satisfies MutationResolvers;
