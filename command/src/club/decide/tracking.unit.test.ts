/**
 * Specifications of the `club-<id>` decider, a team's tracking profiles: given events, when a
 * command, then events or an error code. Fixtures: ../testing.ts.
 */
import type { TeamTrackingProfileReset, TeamTrackingProfileSet } from '@stride/contracts/events/club';
import { NO_TRACKING_OVERRIDES, type TrackingOverrides } from '@stride/contracts/tracking';
import { describe, expect, it } from 'vitest';
import type { ClubCommand } from '../commands.ts';
import { bigClub, club, clubId, spec } from '../testing.ts';

const own = (values: Partial<TrackingOverrides>): TrackingOverrides => ({
  ...NO_TRACKING_OVERRIDES,
  ...values,
});

const set = (
  overrides: Partial<TrackingOverrides>,
  profile = 'GNSS_10HZ',
  teamId = 'team-1',
): ClubCommand => ({
  type: 'SetTeamTrackingProfile',
  data: { teamId, profile, overrides: own(overrides) },
});
const reset = (profile = 'GNSS_10HZ', teamId = 'team-1'): ClubCommand => ({
  type: 'ResetTeamTrackingProfile',
  data: { teamId, profile },
});
const wasSet = (
  overrides: Partial<TrackingOverrides>,
  profile: TeamTrackingProfileSet['data']['profile'] = 'GNSS_10HZ',
  teamId = 'team-1',
): TeamTrackingProfileSet => ({
  type: 'TeamTrackingProfileSet',
  data: { clubId, teamId, profile, overrides: own(overrides) },
});
const wasReset = (
  profile: TeamTrackingProfileReset['data']['profile'] = 'GNSS_10HZ',
  teamId = 'team-1',
): TeamTrackingProfileReset => ({ type: 'TeamTrackingProfileReset', data: { clubId, teamId, profile } });

describe('SetTeamTrackingProfile', () => {
  it("records the team's whole new values for the profile", () => {
    spec
      .given(club)
      .when(set({ lowPassOff: true, spikeSpeed: 10 }))
      .then([wasSet({ lowPassOff: true, spikeSpeed: 10 })]);
  });

  it('carries the whole values again on a change, not a difference: nothing is overwritten', () => {
    spec
      .given([...club, wasSet({ lowPassOff: true, spikeSpeed: 10 })])
      .when(set({ lowPassCutoffHz: 0.7, spikeSpeed: 10 }))
      .then([wasSet({ lowPassCutoffHz: 0.7, spikeSpeed: 10 })]);
  });

  it('appends nothing when the values are the ones the team already has', () => {
    spec
      .given([...club, wasSet({ maxGapSeconds: 3 })])
      .when(set({ maxGapSeconds: 3 }))
      .then([]);
  });

  it('takes values that override nothing as a reset to the defaults', () => {
    spec
      .given([...club, wasSet({ maxGapSeconds: 3 })])
      .when(set({}))
      .then([wasReset()]);
    spec.given(club).when(set({})).then([]);
  });

  it('keeps each profile and each team apart', () => {
    spec
      .given([...bigClub, wasSet({ maxGapSeconds: 3 })])
      .when(set({ maxGapSeconds: 3 }, 'WATCH_1HZ'))
      .then([wasSet({ maxGapSeconds: 3 }, 'WATCH_1HZ')]);
    spec
      .given([...bigClub, wasSet({ maxGapSeconds: 3 })])
      .when(set({ maxGapSeconds: 3 }, 'GNSS_10HZ', 'team-2'))
      .then([wasSet({ maxGapSeconds: 3 }, 'GNSS_10HZ', 'team-2')]);
  });

  it('says TRACKING_VALUE_OUT_OF_RANGE with the field and its bounds', () => {
    expect(
      spec
        .given(club)
        .when(set({ lowPassCutoffHz: 0.1 }))
        .thenThrows('TRACKING_VALUE_OUT_OF_RANGE'),
    ).toEqual({ field: 'lowPassCutoffHz', min: 0.2, max: 5 });
    expect(
      spec
        .given(club)
        .when(set({ filterReachSeconds: 3 }))
        .thenThrows('TRACKING_VALUE_OUT_OF_RANGE'),
    ).toEqual({ field: 'filterReachSeconds', min: 0, max: 0.8 });
    expect(
      spec
        .given(club)
        .when(set({ spikeSpeed: 50 }))
        .thenThrows('TRACKING_VALUE_OUT_OF_RANGE'),
    ).toEqual({
      field: 'spikeSpeed',
      min: 5,
      max: 40,
    });
    expect(
      spec
        .given(club)
        .when(set({ maxGapSeconds: 60 }))
        .thenThrows('TRACKING_VALUE_OUT_OF_RANGE'),
    ).toEqual({
      field: 'maxGapSeconds',
      min: 0,
      max: 30,
    });
  });

  it('says TRACKING_SETTINGS_CONFLICT for a cutoff beside "off", or a low-pass reaching nowhere', () => {
    expect(
      spec
        .given(club)
        .when(set({ lowPassOff: true, lowPassCutoffHz: 1 }))
        .thenThrows('TRACKING_SETTINGS_CONFLICT'),
    ).toEqual({ field: 'lowPassCutoffHz', reason: 'lowPassOff' });
    expect(
      spec
        .given(club)
        .when(set({ lowPassCutoffHz: 0.5 }, 'WATCH_1HZ'))
        .thenThrows('TRACKING_SETTINGS_CONFLICT'),
    ).toEqual({ field: 'filterReachSeconds', reason: 'reachRequired' });
    spec
      .given(club)
      .when(set({ lowPassCutoffHz: 0.5, filterReachSeconds: 0.5 }, 'WATCH_1HZ'))
      .then([wasSet({ lowPassCutoffHz: 0.5, filterReachSeconds: 0.5 }, 'WATCH_1HZ')]);
  });

  it('says INVALID_TRACKING_PROFILE, TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    expect(
      spec
        .given(club)
        .when(set({ spikeSpeed: 10 }, 'GNSS_50HZ'))
        .thenThrows('INVALID_TRACKING_PROFILE'),
    ).toEqual({ profile: 'GNSS_50HZ' });
    spec
      .given(club)
      .when(set({ spikeSpeed: 10 }, 'GNSS_10HZ', 'team-9'))
      .thenThrows('TEAM_NOT_FOUND');
    spec
      .given([])
      .when(set({ spikeSpeed: 10 }))
      .thenThrows('CLUB_NOT_FOUND');
  });
});

describe('ResetTeamTrackingProfile', () => {
  it("drops the team's values of the profile, after which a set starts from the defaults again", () => {
    spec
      .given([...club, wasSet({ lowPassOff: true })])
      .when(reset())
      .then([wasReset()]);
    spec
      .given([...club, wasSet({ lowPassOff: true }), wasReset()])
      .when(set({ lowPassOff: true }))
      .then([wasSet({ lowPassOff: true })]);
  });

  it('appends nothing for a profile at its defaults, and leaves the other profiles as they are', () => {
    spec.given(club).when(reset()).then([]);
    spec
      .given([...club, wasSet({ lowPassOff: true }), wasReset('WATCH_1HZ')])
      .when(set({ lowPassOff: true }))
      .then([]);
  });

  it('says INVALID_TRACKING_PROFILE and TEAM_NOT_FOUND', () => {
    spec.given(club).when(reset('watch')).thenThrows('INVALID_TRACKING_PROFILE');
    spec.given(club).when(reset('GNSS_10HZ', 'team-9')).thenThrows('TEAM_NOT_FOUND');
  });
});
