import { describe, expect, it } from 'vitest';
import { trialSubscription } from '@stride/contracts/plans';
import type { JsonValue } from '@stride/contracts/json';
import { diff, fieldsOf } from './diff.ts';
import { historyOf, stateAt, type RecordedForHistory } from './fold.ts';
import type { EntityKind } from './kinds.ts';

/** A stream of events as the store returns them: one minute apart from 10:00, by ann, version 1. */
function stream(
  name: string,
  events: readonly { type: string; data: unknown; meta?: Record<string, unknown> }[],
): RecordedForHistory[] {
  return events.map((e, i) => ({
    type: e.type,
    streamName: name,
    revision: BigInt(i),
    position: `${100 + i}:${100 + i}`,
    data: e.data as JsonValue,
    metadata: {
      actorId: 'ann',
      commandType: `Command${i}`,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString(),
      schemaVersion: 1,
      ...e.meta,
    },
    created: new Date(Date.UTC(2026, 0, 1, 10, i)),
  }));
}

const changesOf = (kind: EntityKind, id: string, events: RecordedForHistory[]) =>
  historyOf(kind, id, events).entries.map((e) => ({ type: e.eventType, changes: e.changes }));

const clubId = 'c1';
const subscription = trialSubscription(new Date('2026-01-01T00:00:00Z'));
const player = {
  firstName: 'Ann',
  lastName: 'Lee',
  birthdate: null,
  gender: null,
  number: 7,
  position: null,
  profile: null,
  league: null,
  pictureUrl: null,
  maxHeartRate: null,
  restingHeartRate: null,
  maxSpeed: null,
  note: null,
};
const clubStream = stream(`club-${clubId}`, [
  { type: 'ClubCreated', data: { clubId, name: 'Rovers', sport: 'football', timeZone: 'UTC', subscription } },
  { type: 'StaffAdded', data: { clubId, staffId: 's1', userId: 'u1', email: 'a@x.org', isManager: true } },
  { type: 'TeamCreated', data: { clubId, teamId: 't1', name: 'First', logoUrl: null } },
  {
    type: 'SeasonCreated',
    data: {
      clubId,
      teamId: 't1',
      seasonId: 'se1',
      name: '2026',
      league: null,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    },
  },
  { type: 'PlayerCreated', data: { clubId, playerId: 'p1', teamId: 't1', ...player } },
  {
    type: 'TeamUpdated',
    data: { clubId, teamId: 't1', name: 'First XI', logoUrl: null },
    meta: { impersonatorId: 'root' },
  },
  { type: 'PlayerUpdated', data: { clubId, playerId: 'p1', teamId: 't1', ...player, number: 9 } },
  { type: 'StaffAccessChanged', data: { clubId, staffId: 's1', isManager: false } },
  {
    type: 'ReceiverTokenIssued',
    data: { clubId, teamId: 't1', receiverId: 'r1', name: 'Bench', tokenHash: 'secret-digest' },
  },
]);

describe('diff', () => {
  it('walks objects key by key and compares arrays and scalars whole', () => {
    expect(diff({ a: 1, b: { c: [1, 2], d: 'x' } }, { a: 1, b: { c: [1, 3], e: true } })).toEqual([
      { path: 'b.c', before: [1, 2], after: [1, 3] },
      { path: 'b.e', before: undefined, after: true },
      { path: 'b.d', before: 'x', after: undefined },
    ]);
  });
  it('lists a created entity field by field, and its fields as paths', () => {
    expect(diff(undefined, { name: 'A', s: { x: 1 } })).toEqual([
      { path: 'name', before: undefined, after: 'A' },
      { path: 's.x', before: undefined, after: 1 },
    ]);
    // Fields created without a value are no change.
    expect(diff(undefined, { logoUrl: null, tags: [], name: 'B' })).toEqual([
      { path: 'name', before: undefined, after: 'B' },
    ]);
    expect(fieldsOf({ name: 'A', s: { x: 1, y: [2] } })).toEqual([
      { path: 'name', value: 'A' },
      { path: 's.x', value: 1 },
      { path: 's.y', value: [2] },
    ]);
  });
});

describe('club stream: club, team and player histories', () => {
  it('gives the club its own events with its staff, not its teams’ changes', () => {
    const entries = historyOf('CLUB', clubId, clubStream).entries;
    expect(entries.map((e) => e.eventType)).toEqual([
      'ClubCreated',
      'StaffAdded',
      'TeamCreated',
      'TeamUpdated',
      'StaffAccessChanged',
    ]);
    expect(entries[0]!.changes).toContainEqual({ path: 'name', before: undefined, after: 'Rovers' });
    expect(entries[1]!.changes).toContainEqual({
      path: 'staff.s1.isManager',
      before: undefined,
      after: true,
    });
    expect(entries[3]!.changes).toEqual([{ path: 'teams.t1', before: 'First', after: 'First XI' }]);
    expect(entries[4]).toMatchObject({
      actorId: 'ann',
      commandType: 'Command7',
      changes: [{ path: 'staff.s1.isManager', before: true, after: false }],
    });
  });

  it('gives a team its seasons and renames, with the impersonating admin, and no token hash', () => {
    const history = historyOf('TEAM', 't1', clubStream);
    expect(history.entries.map((e) => e.eventType)).toEqual([
      'TeamCreated',
      'SeasonCreated',
      'TeamUpdated',
      'ReceiverTokenIssued',
    ]);
    expect(history.entries[1]!.changes).toContainEqual({
      path: 'seasons.se1.name',
      before: undefined,
      after: '2026',
    });
    expect(history.entries[2]).toMatchObject({
      impersonatorId: 'root',
      changes: [{ path: 'name', before: 'First', after: 'First XI' }],
    });
    expect(history.entries[3]!.changes).toEqual([
      { path: 'receivers.r1.name', before: undefined, after: 'Bench' },
      { path: 'receivers.r1.revoked', before: undefined, after: false },
    ]);
    expect(JSON.stringify(history)).not.toContain('secret-digest');
  });

  it('gives a player its events only, field by field', () => {
    expect(changesOf('PLAYER', 'p1', clubStream)).toEqual([
      {
        type: 'PlayerCreated',
        changes: expect.arrayContaining([{ path: 'number', before: undefined, after: 7 }]) as unknown,
      },
      { type: 'PlayerUpdated', changes: [{ path: 'number', before: 7, after: 9 }] },
    ]);
  });

  it('folds up to an instant: between two changes the earlier state, before creation none', () => {
    const before = stateAt('TEAM', 't1', clubStream, new Date('2026-01-01T10:04:30Z'));
    expect(before.state).toMatchObject({ name: 'First' });
    expect(before.last?.eventType).toBe('SeasonCreated');
    expect(stateAt('TEAM', 't1', clubStream, new Date('2026-01-01T10:05:00Z')).state).toMatchObject({
      name: 'First XI',
    });
    expect(stateAt('TEAM', 't1', clubStream, new Date('2026-01-01T10:01:59Z'))).toEqual({
      state: null,
      last: null,
    });
  });
});

describe('own-stream histories', () => {
  it('account: no token digest, verified and admin flags', () => {
    const events = stream('user-u1', [
      {
        type: 'UserRegistered',
        data: { userId: 'u1', email: 'a@x.org', credentialId: 'k1', locale: 'en-GB' },
        meta: { schemaVersion: 2 },
      },
      {
        type: 'UserTokenIssued',
        data: {
          userId: 'u1',
          purpose: 'verify',
          tokenId: 'k',
          secretHash: 'digest-xyz',
          expiresAt: '2026-01-02T00:00:00Z',
        },
        meta: { schemaVersion: 2 },
      },
      { type: 'UserEmailVerified', data: { userId: 'u1', tokenId: 'k' }, meta: { schemaVersion: 2 } },
      { type: 'UserAdminGranted', data: { userId: 'u1' }, meta: { schemaVersion: 2 } },
    ]);
    const history = historyOf('ACCOUNT', 'u1', events);
    expect(history.entries.map((e) => e.changes)).toEqual([
      expect.arrayContaining([{ path: 'email', before: undefined, after: 'a@x.org' }]),
      [],
      [{ path: 'verified', before: false, after: true }],
      [{ path: 'admin', before: false, after: true }],
    ]);
    const text = JSON.stringify(history);
    expect(text).not.toContain('digest-xyz');
    expect(text).not.toContain('k1');
  });

  it('device: assigned to a team and back', () => {
    const events = stream('device-d1', [
      {
        type: 'DeviceAdded',
        data: { deviceId: 'd1', clubId, serial: 'S1', udid: null, type: 'GPX', name: 'Vest 1' },
      },
      { type: 'DeviceAssignedToTeam', data: { deviceId: 'd1', clubId, teamId: 't1' } },
      { type: 'DeviceUnassignedFromTeam', data: { deviceId: 'd1', clubId, teamId: 't1' } },
    ]);
    expect(changesOf('DEVICE', 'd1', events).slice(1)).toEqual([
      { type: 'DeviceAssignedToTeam', changes: [{ path: 'teamId', before: null, after: 't1' }] },
      { type: 'DeviceUnassignedFromTeam', changes: [{ path: 'teamId', before: 't1', after: null }] },
    ]);
  });

  const eventStream = (createdVersion: number, created: Record<string, unknown>) =>
    stream('event-e1', [
      {
        type: 'EventCreated',
        data: {
          eventId: 'e1',
          teamId: 't1',
          name: 'Derby',
          type: 'MATCH',
          daysToMatch: null,
          startDate: null,
          endDate: null,
          playerIds: [],
          ...created,
        },
        meta: { schemaVersion: createdVersion },
      },
      {
        type: 'PeriodCreated',
        data: { eventId: 'e1', periodId: 'h1', name: '1st half', startDate: null, endDate: null },
        meta: { schemaVersion: 2 },
      },
      {
        type: 'PlayersSelected',
        data: {
          eventId: 'e1',
          selections: [
            { selectionId: 'sel1', playerId: 'p1', deviceId: null, number: 7, position: null, profile: null },
          ],
        },
        meta: { schemaVersion: 2 },
      },
      {
        type: 'PeriodStarted',
        data: { eventId: 'e1', periodId: 'h1', startedAt: '2026-01-01T10:03:00Z' },
        meta: { schemaVersion: 2 },
      },
      {
        type: 'SessionStarted',
        data: {
          eventId: 'e1',
          sessionId: 'ss1',
          selectionId: 'sel1',
          periodId: 'h1',
          startDate: '2026-01-01T10:04:00Z',
          endDate: null,
        },
        meta: { schemaVersion: 2 },
      },
      {
        type: 'EventUpdated',
        data: {
          eventId: 'e1',
          name: 'Derby day',
          type: 'MATCH',
          place: 'HOME',
          theme: null,
          competition: null,
          score: { team: 1, adv: 0 },
          matchSystem: null,
          daysToMatch: null,
        },
        meta: { schemaVersion: 2 },
      },
    ]);

  it('event: periods, selections and sessions field by field', () => {
    const entries = historyOf(
      'EVENT',
      'e1',
      eventStream(2, { ranges: [], place: null, theme: null, competition: null, matchSystem: null }),
    ).entries;
    expect(entries[1]!.changes).toContainEqual({
      path: 'periods.h1.name',
      before: undefined,
      after: '1st half',
    });
    expect(entries[2]!.changes).toContainEqual({
      path: 'selections.sel1.number',
      before: undefined,
      after: 7,
    });
    expect(entries[3]!.changes).toContainEqual({
      path: 'periods.h1.start',
      before: null,
      after: '2026-01-01T10:03:00.000Z',
    });
    expect(entries[4]!.changes).toContainEqual({
      path: 'selections.sel1.sessions.ss1.start',
      before: undefined,
      after: '2026-01-01T10:04:00.000Z',
    });
    expect(entries[5]!.changes).toEqual([
      { path: 'name', before: 'Derby', after: 'Derby day' },
      { path: 'place', before: null, after: 'HOME' },
      { path: 'score', before: null, after: { team: 1, adv: 0 } },
    ]);
  });

  it('upload job: received, started, failed', () => {
    const events = stream('upload-j1', [
      {
        type: 'UploadReceived',
        data: {
          jobId: 'j1',
          clubId,
          teamId: 't1',
          kind: 'DEVICE',
          fileName: 'a.gpx',
          bytes: 10,
          sha256: 'h',
          eventId: null,
          deviceId: 'd1',
          periodId: null,
          format: 'gpx',
        },
      },
      { type: 'UploadStarted', data: { jobId: 'j1' } },
      { type: 'UploadFailed', data: { jobId: 'j1', code: 'FILE_PARSE_ERROR' } },
    ]);
    expect(changesOf('UPLOAD_JOB', 'j1', events).slice(1)).toEqual([
      { type: 'UploadStarted', changes: [{ path: 'status', before: 'received', after: 'parsing' }] },
      {
        type: 'UploadFailed',
        changes: [
          { path: 'status', before: 'parsing', after: 'failed' },
          { path: 'code', before: null, after: 'FILE_PARSE_ERROR' },
        ],
      },
    ]);
  });

  it('availability: an entry set, then ended', () => {
    const scope = { playerId: 'p1', teamId: 't1', clubId };
    const events = stream('availability-p1', [
      {
        type: 'AvailabilitySet',
        data: {
          ...scope,
          availabilityId: 'a1',
          status: 'SICK',
          startDate: '2026-01-01',
          endDate: null,
          note: null,
          injuryId: null,
        },
      },
      { type: 'AvailabilityEnded', data: { ...scope, availabilityId: 'a1', endDate: '2026-01-03' } },
    ]);
    expect(changesOf('AVAILABILITY', 'p1', events)[1]).toEqual({
      type: 'AvailabilityEnded',
      changes: [{ path: 'entries.a1.endDate', before: null, after: '2026-01-03' }],
    });
  });
});

describe('upcasting on read', () => {
  it('reads a version 1 EventCreated (no ranges, no place) as the current shape', () => {
    const v1 = historyOf(
      'EVENT',
      'e1',
      stream('event-e1', [
        {
          type: 'EventCreated',
          data: {
            eventId: 'e1',
            teamId: 't1',
            name: 'Derby',
            type: 'MATCH',
            daysToMatch: null,
            startDate: null,
            endDate: null,
            playerIds: ['p1'],
          },
        },
      ]),
    );
    expect(v1.entries[0]).toMatchObject({ schemaVersion: 1, upcast: true });
    expect(v1.state).toMatchObject({ name: 'Derby', place: null, matchSystem: null, ranges: {} });
    // Version 1 selected its players in EventCreated; they read as selections.
    expect(Object.keys(v1.state?.['selections'] ?? {})).toHaveLength(1);
  });

  it('drops the password hash a version 1 UserRegistered carried', () => {
    const history = historyOf(
      'ACCOUNT',
      'u1',
      stream('user-u1', [
        {
          type: 'UserRegistered',
          data: { userId: 'u1', email: 'a@x.org', passwordHash: 'scrypt$old-hash', locale: 'de-DE' },
        },
        {
          type: 'UserPasswordChanged',
          data: { userId: 'u1', passwordHash: 'scrypt$newer-hash', tokenId: null },
        },
      ]),
    );
    expect(history.entries.map((e) => e.upcast)).toEqual([true, true]);
    expect(JSON.stringify(history)).not.toContain('hash');
    expect(history.state).toMatchObject({ email: 'a@x.org', locale: 'de-DE' });
  });
});
