/**
 * Every path an entity's history can show is in `historyFieldPaths` (contracts), the list the
 * web app labels field by field: each kind's view is fed a stream that fills every field it has
 * (collections with one entry, nested values set); the paths it shows, their ids as `*`, must be
 * the list. A new field in a view fails here until it is listed (and so labelled).
 */
import { describe, expect, it } from 'vitest';
import { historyFieldPaths, historyPathPattern } from '@stride/contracts/history-fields';
import { trialSubscription } from '@stride/contracts/plans';
import type { JsonObject, JsonValue } from '@stride/contracts/json';
import { fieldsOf } from './diff.ts';
import { folds, type EntityKind } from './kinds.ts';
import type { StoredEvent } from './upcast.ts';

const clubId = 'c1';
const ev = (type: string, data: Record<string, unknown>): StoredEvent => ({
  type,
  data: data as JsonObject,
  metadata: { schemaVersion: 2 },
});
const range = { id: 'r1', type: 'SPEED', name: 'Sprint', min: 7, max: null };
const player = {
  firstName: 'Ann',
  lastName: 'Lee',
  birthdate: '2000-01-01',
  gender: 'FEMALE',
  number: 7,
  position: 'DEFENDER',
  profile: 'SPEED',
  league: 'PRO',
  pictureUrl: 'https://x.org/a.png',
  maxHeartRate: 200,
  restingHeartRate: 50,
  maxSpeed: 32,
  note: 'n',
};
const club = [
  ev('ClubCreated', {
    clubId,
    name: 'Rovers',
    sport: 'football',
    timeZone: 'UTC',
    subscription: trialSubscription(new Date('2026-01-01T00:00:00Z')),
  }),
  ev('StaffAdded', { clubId, staffId: 's1', userId: 'u1', email: 'a@x.org', isManager: true }),
  ev('TeamCreated', { clubId, teamId: 't1', name: 'First', logoUrl: 'https://x.org/l.png' }),
  ev('CoachAssigned', { clubId, staffId: 's1', teamIds: ['t1'] }),
  ev('DrillCreated', { clubId, drillId: 'dr1', name: 'Rondo' }),
  ev('SeasonCreated', {
    clubId,
    teamId: 't1',
    seasonId: 'se1',
    name: '2026',
    league: 'L1',
    startDate: '2026-01-01',
    endDate: '2026-06-30',
  }),
  ev('CurrentSeasonChosen', { clubId, teamId: 't1', seasonId: 'se1' }),
  ev('TeamRangeCreated', { clubId, teamId: 't1', range }),
  ev('TeamTrackingProfileSet', {
    clubId,
    teamId: 't1',
    profile: 'GNSS_10HZ',
    overrides: {
      lowPassOff: false,
      lowPassCutoffHz: 1,
      filterReachSeconds: 0.4,
      spikeSpeed: 12,
      maxGapSeconds: 2,
    },
  }),
  ev('TeamLiveAlertsSet', {
    clubId,
    teamId: 't1',
    alerts: { hsrTarget: 1, sprintTarget: 2, distanceTarget: 3, heartRatePercent: 90, heartRateSeconds: 30 },
  }),
  ev('ReceiverTokenIssued', { clubId, teamId: 't1', receiverId: 'rc1', name: 'Bench', tokenHash: 'h' }),
  ev('PlayerCreated', { clubId, playerId: 'p1', teamId: 't1', ...player }),
  ev('PlayerDeviceAssigned', { clubId, playerId: 'p1', teamId: 't1', deviceId: 'd1' }),
];
const streams: { readonly [K in EntityKind]: { id: string; events: StoredEvent[] } } = {
  ACCOUNT: {
    id: 'u1',
    events: [
      ev('UserRegistered', { userId: 'u1', email: 'a@x.org', credentialId: 'k1', locale: 'en-GB' }),
      ev('UserJoinedClub', { userId: 'u1', clubId, staffId: 's1' }),
    ],
  },
  CLUB: { id: clubId, events: club },
  TEAM: { id: 't1', events: club },
  PLAYER: { id: 'p1', events: club },
  DEVICE: {
    id: 'd1',
    events: [
      ev('DeviceAdded', { deviceId: 'd1', clubId, serial: 'S1', udid: 'U1', type: 'GPX', name: 'Vest 1' }),
      ev('DeviceAssignedToTeam', { deviceId: 'd1', clubId, teamId: 't1' }),
    ],
  },
  EVENT: {
    id: 'e1',
    events: [
      ev('EventCreated', {
        eventId: 'e1',
        teamId: 't1',
        name: 'Derby',
        type: 'MATCH',
        place: 'HOME',
        theme: 'Press',
        competition: 'CUP',
        matchSystem: '4-4-2',
        daysToMatch: 0,
        startDate: '2026-01-01T10:00:00Z',
        endDate: '2026-01-01T12:00:00Z',
        playerIds: [],
        ranges: [range],
      }),
      ev('EventUpdated', {
        eventId: 'e1',
        name: 'Derby',
        type: 'MATCH',
        place: 'HOME',
        theme: 'Press',
        competition: 'CUP',
        score: { team: 1, adv: 0 },
        matchSystem: '4-4-2',
        daysToMatch: 0,
      }),
      ev('EventTagsSet', { eventId: 'e1', tags: ['MD'] }),
      ev('PeriodCreated', { eventId: 'e1', periodId: 'h1', name: '1st', startDate: null, endDate: null }),
      ev('PeriodTagsSet', { eventId: 'e1', periodId: 'h1', tags: ['a'] }),
      ev('PlayersSelected', {
        eventId: 'e1',
        selections: [
          {
            selectionId: 'sel1',
            playerId: 'p1',
            deviceId: 'd1',
            number: 7,
            position: 'DEFENDER',
            profile: 'SPEED',
          },
        ],
      }),
      ev('EventStarted', { eventId: 'e1', startedAt: '2026-01-01T10:00:00Z' }),
      ev('PeriodStarted', { eventId: 'e1', periodId: 'h1', startedAt: '2026-01-01T10:03:00Z' }),
      ev('SessionStarted', {
        eventId: 'e1',
        sessionId: 'ss1',
        selectionId: 'sel1',
        periodId: 'h1',
        startDate: '2026-01-01T10:04:00Z',
        endDate: null,
      }),
      ev('SessionRpeSet', { eventId: 'e1', selectionId: 'sel1', rating: 6, minutes: 90 }),
      ev('EventStopped', { eventId: 'e1', stoppedAt: '2026-01-01T12:00:00Z' }),
      ev('EventLocked', { eventId: 'e1' }),
    ],
  },
  UPLOAD_JOB: {
    id: 'j1',
    events: [
      ev('UploadReceived', {
        jobId: 'j1',
        clubId,
        teamId: 't1',
        kind: 'DEVICE',
        fileName: 'a.gpx',
        bytes: 10,
        sha256: 'h',
        eventId: 'e1',
        deviceId: 'd1',
        periodId: 'h1',
        format: 'gpx',
      }),
      ev('UploadStarted', { jobId: 'j1' }),
      ev('UploadFailed', { jobId: 'j1', code: 'FILE_PARSE_ERROR' }),
    ],
  },
  AVAILABILITY: {
    id: 'p1',
    events: [
      ev('InjuryRecorded', {
        playerId: 'p1',
        teamId: 't1',
        clubId,
        injuryId: 'i1',
        description: 'Knee',
        bodyPart: 'KNEE',
        occurredOn: '2026-01-01',
        expectedReturn: '2026-02-01',
        returnedOn: null,
        status: 'ACTIVE',
        note: null,
      }),
      ev('AvailabilitySet', {
        playerId: 'p1',
        teamId: 't1',
        clubId,
        availabilityId: 'a1',
        status: 'INJURED',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        note: 'n',
        injuryId: 'i1',
      }),
    ],
  },
};

function pathsOf(kind: EntityKind): string[] {
  const { id, events } = streams[kind];
  const fold = folds[kind];
  const state = events.reduce((s, e) => fold.evolve(s, e), fold.initial());
  const view = fold.view(state, id);
  expect(view).not.toBeNull();
  return fieldsOf(view as JsonValue).map((f) => f.path);
}

describe('history field paths', () => {
  it.each(Object.keys(streams) as EntityKind[])('%s: every path its view shows is listed', (kind) => {
    const listed: readonly string[] = historyFieldPaths[kind];
    const paths = pathsOf(kind);
    expect(paths.filter((path) => historyPathPattern(path, listed) === null)).toEqual([]);
    // The stream fills the view: every listed path shows, so the list holds none that is gone.
    const shown = new Set(paths.map((path) => historyPathPattern(path, listed)));
    expect([...shown].sort()).toEqual([...listed].sort());
  });

  it('reads an id in a path as `*`, a named field only as itself', () => {
    expect(historyPathPattern('seasons.se1.name', historyFieldPaths.TEAM)).toBe('seasons.*.name');
    expect(historyPathPattern('liveAlerts.hsrTarget', historyFieldPaths.TEAM)).toBe('liveAlerts.hsrTarget');
    expect(historyPathPattern('liveAlerts.other', historyFieldPaths.TEAM)).toBeNull();
  });
});
