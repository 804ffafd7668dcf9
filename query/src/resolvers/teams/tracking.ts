/**
 * A team's tracking profiles: `teamTrackingProfiles`, `setTeamTrackingProfile`,
 * `resetTeamTrackingProfile`. Reading is the team's pages' (`team.read`); changing is
 * `team.tracking` (its manager and coaches), and recomputes the team's records in the background.
 */
import type { TrackingOverrides } from '@stride/contracts/tracking';
import type { MutationResolvers, QueryResolvers, TrackingProfileInput } from '../../generated/resolvers.ts';
import type { ApiContext } from '../../context.ts';
import { listTeamTrackingProfiles, type TeamTrackingProfileModel } from '../../read-model/tracking.ts';
import { onTeam, teamTarget } from './target.ts';

const overridesOf = (input: TrackingProfileInput): TrackingOverrides => ({
  lowPassOff: input.lowPassOff ?? false,
  lowPassCutoffHz: input.lowPassCutoffHz ?? null,
  filterReachSeconds: input.filterReachSeconds ?? null,
  spikeSpeed: input.spikeSpeed ?? null,
  maxGapSeconds: input.maxGapSeconds ?? null,
});

/** The profile as the catalog shows it after the write (the command refused an unknown profile). */
async function profileOf(
  context: ApiContext,
  teamId: string,
  profile: string,
): Promise<TeamTrackingProfileModel | null> {
  return (await listTeamTrackingProfiles(context.deps.db, teamId)).find((p) => p.profile === profile) ?? null;
}

export const trackingQueries = {
  teamTrackingProfiles: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'team.read');
    return listTeamTrackingProfiles(context.deps.db, team.id);
  },
} satisfies QueryResolvers;

export const trackingMutations = {
  setTeamTrackingProfile: (_p, args, context, info) =>
    onTeam(
      context,
      info,
      args.teamId,
      'team.tracking',
      'setTeamTrackingProfile',
      (team, command) =>
        context.deps.clubs.setTeamTrackingProfile(
          team.clubId,
          team.id,
          args.profile,
          overridesOf(args.input),
          command,
        ),
      (_written, team) => profileOf(context, team.id, args.profile),
    ),

  resetTeamTrackingProfile: (_p, args, context, info) =>
    onTeam(
      context,
      info,
      args.teamId,
      'team.tracking',
      'resetTeamTrackingProfile',
      (team, command) =>
        context.deps.clubs.resetTeamTrackingProfile(team.clubId, team.id, args.profile, command),
      (_written, team) => profileOf(context, team.id, args.profile),
    ),
} satisfies MutationResolvers;
