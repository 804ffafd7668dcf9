/**
 * Specifications of the `club-<id>` decider, a team's live alert thresholds: given events, when a
 * command, then events or an error code. Fixtures: ../testing.ts.
 */
import type { TeamLiveAlertsSet } from '@stride/contracts/events/club';
import { DEFAULT_LIVE_ALERTS, type LiveAlerts } from '@stride/contracts/live-alerts';
import { describe, expect, it } from 'vitest';
import type { ClubCommand } from '../commands.ts';
import { bigClub, club, clubId, spec } from '../testing.ts';

const alertsOf = (values: Partial<LiveAlerts>): LiveAlerts => ({ ...DEFAULT_LIVE_ALERTS, ...values });

const set = (values: Partial<LiveAlerts>, teamId = 'team-1'): ClubCommand => ({
  type: 'SetTeamLiveAlerts',
  data: { teamId, alerts: alertsOf(values) },
});
const wasSet = (values: Partial<LiveAlerts>, teamId = 'team-1'): TeamLiveAlertsSet => ({
  type: 'TeamLiveAlertsSet',
  data: { clubId, teamId, alerts: alertsOf(values) },
});

describe('SetTeamLiveAlerts', () => {
  it("records the team's whole thresholds", () => {
    spec
      .given(club)
      .when(set({ hsrTarget: 800, sprintTarget: 12, distanceTarget: 9000 }))
      .then([wasSet({ hsrTarget: 800, sprintTarget: 12, distanceTarget: 9000 })]);
  });

  it('carries the whole thresholds again on a change: a target left null is turned off', () => {
    spec
      .given([...club, wasSet({ hsrTarget: 800, sprintTarget: 12 })])
      .when(set({ hsrTarget: 900 }))
      .then([wasSet({ hsrTarget: 900, sprintTarget: null })]);
  });

  it('turns the heart-rate alert off with both of its values null', () => {
    spec
      .given(club)
      .when(set({ heartRatePercent: null, heartRateSeconds: null }))
      .then([wasSet({ heartRatePercent: null, heartRateSeconds: null })]);
  });

  it('appends nothing when the thresholds are the ones the team has, the defaults included', () => {
    spec
      .given([...club, wasSet({ distanceTarget: 10000 })])
      .when(set({ distanceTarget: 10000 }))
      .then([]);
    spec.given(club).when(set({})).then([]);
    spec
      .given([...club, wasSet({ distanceTarget: 10000 })])
      .when(set({}))
      .then([wasSet({})]);
  });

  it('keeps each team apart', () => {
    spec
      .given([...bigClub, wasSet({ sprintTarget: 10 })])
      .when(set({ sprintTarget: 10 }, 'team-2'))
      .then([wasSet({ sprintTarget: 10 }, 'team-2')]);
  });

  it('takes the bounds themselves', () => {
    const lowest = {
      hsrTarget: 0,
      sprintTarget: 0,
      distanceTarget: 0,
      heartRatePercent: 50,
      heartRateSeconds: 10,
    };
    const highest = {
      hsrTarget: 20000,
      sprintTarget: 500,
      distanceTarget: 30000,
      heartRatePercent: 100,
      heartRateSeconds: 1800,
    };
    spec
      .given(club)
      .when(set(lowest))
      .then([wasSet(lowest)]);
    spec
      .given(club)
      .when(set(highest))
      .then([wasSet(highest)]);
  });

  it.each([
    ['hsrTarget', -1, 0, 20000],
    ['hsrTarget', 20000.5, 0, 20000],
    ['sprintTarget', 501, 0, 500],
    ['sprintTarget', 2.5, 0, 500],
    ['distanceTarget', 30001, 0, 30000],
    ['distanceTarget', Number.NaN, 0, 30000],
    ['heartRatePercent', 49.9, 50, 100],
    ['heartRatePercent', 101, 50, 100],
    ['heartRateSeconds', 9, 10, 1800],
    ['heartRateSeconds', 1801, 10, 1800],
    ['heartRateSeconds', 60.5, 10, 1800],
  ] as const)('says LIVE_ALERT_INVALID for %s = %s, with its bounds', (field, value, min, max) => {
    expect(
      spec
        .given(club)
        .when(set({ [field]: value }))
        .thenThrows('LIVE_ALERT_INVALID'),
    ).toEqual({ field, reason: 'range', min, max });
  });

  it('says LIVE_ALERT_INVALID for one heart-rate value without the other', () => {
    expect(
      spec
        .given(club)
        .when(set({ heartRatePercent: null }))
        .thenThrows('LIVE_ALERT_INVALID'),
    ).toEqual({ field: 'heartRatePercent', reason: 'pair', min: 50, max: 100 });
    expect(
      spec
        .given(club)
        .when(set({ heartRateSeconds: null }))
        .thenThrows('LIVE_ALERT_INVALID'),
    ).toEqual({ field: 'heartRateSeconds', reason: 'pair', min: 10, max: 1800 });
  });

  it('stores exactly the contract fields, whatever else the command carries', () => {
    const extra = { ...alertsOf({ hsrTarget: 500 }), note: 'x' } as LiveAlerts;
    spec
      .given(club)
      .when({ type: 'SetTeamLiveAlerts', data: { teamId: 'team-1', alerts: extra } })
      .then([wasSet({ hsrTarget: 500 })]);
  });

  it('says TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec
      .given(club)
      .when(set({ hsrTarget: 1 }, 'team-9'))
      .thenThrows('TEAM_NOT_FOUND');
    spec
      .given([])
      .when(set({ hsrTarget: 1 }))
      .thenThrows('CLUB_NOT_FOUND');
  });
});
