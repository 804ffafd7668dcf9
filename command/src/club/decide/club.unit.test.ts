/**
 * Specifications of the `club-<id>` decider, the club itself: given events, when a command, then events
 * or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ClubCommand } from '../commands.ts';
import { spec, decideAfter, badInput, clubId, created, staff, club, createClub } from '../testing.ts';

describe('CreateClub', () => {
  it('creates the club on a trial, with its creator as manager, football in Paris by default', () => {
    spec
      .given([])
      .when(createClub())
      .then([created, staff(1, true)]);
    spec
      .given([])
      .when(createClub({ sport: '  ', timeZone: null }))
      .then([created, staff(1, true)]);
  });

  it('takes a sport (lowercased) and any IANA time zone', () => {
    spec
      .given([])
      .when(createClub({ sport: 'Rugby Union', timeZone: 'America/New_York' }))
      .then([
        {
          type: 'ClubCreated',
          data: { ...created.data, sport: 'rugby union', timeZone: 'America/New_York' },
        },
        staff(1, true),
      ]);
    expect(decideAfter([], createClub({ sport: 'e-sport', timeZone: 'UTC' }))[0]).toMatchObject({
      data: { sport: 'e-sport', timeZone: 'UTC' },
    });
  });

  it('refuses a bad name, sport or time zone', () => {
    expect(badInput([], createClub({ name: '   ' }))).toMatchObject({ field: 'name', reason: 'required' });
    expect(badInput([], createClub({ name: 'x'.repeat(121) }))).toMatchObject({
      field: 'name',
      reason: 'maxLength',
    });
    expect(decideAfter([], createClub({ name: 'x'.repeat(120) }))).toHaveLength(2);
    expect(badInput([], createClub({ sport: 'foot5' }))).toMatchObject({ field: 'sport' });
    expect(badInput([], createClub({ sport: 'a'.repeat(41) }))).toMatchObject({ field: 'sport' });
    expect(badInput([], createClub({ sport: 'beach  volley' }))).toMatchObject({ field: 'sport' });
    expect(badInput([], createClub({ timeZone: 'Mars/Olympus_Mons' }))).toMatchObject({ field: 'timeZone' });
    expect(badInput([], createClub({ timeZone: '+01:00' }))).toMatchObject({ field: 'timeZone' });
  });

  it('refuses a club that exists', () => {
    spec.given(club).when(createClub()).thenThrows('BAD_USER_INPUT');
  });
});

describe('UpdateClub', () => {
  const update = (data: Extract<ClubCommand, { type: 'UpdateClub' }>['data']): ClubCommand => ({
    type: 'UpdateClub',
    data,
  });

  it('changes the settings; a sport or time zone left out stays', () => {
    spec
      .given(club)
      .when(update({ name: 'FC New', sport: 'Handball', timeZone: 'Europe/Berlin' }))
      .then([
        {
          type: 'ClubUpdated',
          data: { clubId, name: 'FC New', sport: 'handball', timeZone: 'Europe/Berlin' },
        },
      ]);
    spec
      .given(club)
      .when(update({ name: 'FC New' }))
      .then([
        {
          type: 'ClubUpdated',
          data: { clubId, name: 'FC New', sport: 'football', timeZone: 'Europe/Paris' },
        },
      ]);
  });

  it('does nothing when nothing changes', () => {
    spec
      .given(club)
      .when(update({ name: ' FC Test', sport: 'football', timeZone: 'Europe/Paris' }))
      .then([]);
  });

  it('refuses bad settings, and says CLUB_NOT_FOUND for no club', () => {
    expect(badInput(club, update({ name: 'FC', timeZone: 'Nowhere/City' }))).toMatchObject({
      field: 'timeZone',
    });
    spec
      .given([])
      .when(update({ name: 'FC' }))
      .thenThrows('CLUB_NOT_FOUND');
  });
});
