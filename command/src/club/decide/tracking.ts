/**
 * Decide, a team's tracking profiles (`contracts/src/tracking.ts`): its own values of the
 * parameters users understand, per source profile, within their bounds; or back to the defaults.
 * Each change is an event carrying the profile's whole new values (history is kept: the audit
 * shows who set what, and the records of the team's events are computed again from it).
 */
import { DomainError } from '@stride/contracts/errors';
import type { TeamTrackingProfileReset, TeamTrackingProfileSet } from '@stride/contracts/events/club';
import {
  hasOverrides,
  isSourceProfileId,
  trackingProblem,
  type SourceProfileId,
  type TrackingOverrides,
} from '@stride/contracts/tracking';
import type { ResetTeamTrackingProfile, SetTeamTrackingProfile } from '../commands.ts';
import { active, team } from '../rules.ts';
import type { ClubState, Team } from '../state.ts';

function profileOf(value: string): SourceProfileId {
  if (!isSourceProfileId(value)) throw new DomainError('INVALID_TRACKING_PROFILE', { profile: value });
  return value;
}

/** The fields in a fixed order, nothing else: what the event stores is exactly the contract's shape. */
function normalized(overrides: TrackingOverrides): TrackingOverrides {
  return {
    lowPassOff: overrides.lowPassOff,
    lowPassCutoffHz: overrides.lowPassCutoffHz,
    filterReachSeconds: overrides.filterReachSeconds,
    spikeSpeed: overrides.spikeSpeed,
    maxGapSeconds: overrides.maxGapSeconds,
  };
}

const same = (a: TrackingOverrides, b: TrackingOverrides): boolean =>
  JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

/**
 * Values equal to the team's current ones append nothing; values that override nothing are a
 * reset (the defaults again).
 */
export function setTeamTrackingProfile(
  command: SetTeamTrackingProfile,
  state: ClubState,
): [TeamTrackingProfileSet] | [TeamTrackingProfileReset] | [] {
  const club = active(state);
  const { teamId } = command.data;
  const current = team(club, teamId);
  const profile = profileOf(command.data.profile);
  const overrides = normalized(command.data.overrides);
  const problem = trackingProblem(profile, overrides);
  if (problem !== null) throw new DomainError(problem.code, problem.details);
  if (!hasOverrides(overrides)) return reset(club.clubId, teamId, profile, current);
  const previous = current.tracking[profile];
  if (previous !== undefined && same(previous, overrides)) return [];
  return [{ type: 'TeamTrackingProfileSet', data: { clubId: club.clubId, teamId, profile, overrides } }];
}

/** A profile the team never changed is already at its defaults: nothing to append. */
export function resetTeamTrackingProfile(
  command: ResetTeamTrackingProfile,
  state: ClubState,
): [TeamTrackingProfileReset] | [] {
  const club = active(state);
  const current = team(club, command.data.teamId);
  return reset(club.clubId, command.data.teamId, profileOf(command.data.profile), current);
}

function reset(
  clubId: string,
  teamId: string,
  profile: SourceProfileId,
  current: Team,
): [TeamTrackingProfileReset] | [] {
  if (current.tracking[profile] === undefined) return [];
  return [{ type: 'TeamTrackingProfileReset', data: { clubId, teamId, profile } }];
}
