/**
 * Specifications of the `club-<id>` decider, teams and seasons: given events, when a command, then events
 * or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ClubCommand } from '../commands.ts';
import {
  spec,
  decideAfter,
  badInput,
  clubId,
  created,
  staff,
  teamCreated,
  limited,
  club,
  bigClub,
} from '../testing.ts';

describe('CreateTeam and UpdateTeam', () => {
  const create = (n: number, name: string, logoUrl?: string | null): ClubCommand => ({
    type: 'CreateTeam',
    data: { teamId: `team-${n}`, name, logoUrl },
  });
  const update = (n: number, name: string, logoUrl?: string | null): ClubCommand => ({
    type: 'UpdateTeam',
    data: { teamId: `team-${n}`, name, logoUrl },
  });

  it('creates a team with a trimmed name and an optional http(s) logo', () => {
    spec
      .given([created, staff(1, true)])
      .when(create(1, ' U19 ', 'https://example.com/logo.png'))
      .then([
        {
          type: 'TeamCreated',
          data: { clubId, teamId: 'team-1', name: 'U19', logoUrl: 'https://example.com/logo.png' },
        },
      ]);
    spec
      .given([created])
      .when(create(1, 'Team 1', ''))
      .then([teamCreated(1)]);
  });

  it('says TEAM_LIMIT_REACHED at exactly the limit', () => {
    spec.given(club).when(create(2, 'Team 2')).thenThrows('TEAM_LIMIT_REACHED');
    spec
      .given([...club, limited({ teams: 2 })])
      .when(create(2, 'Team 2'))
      .then([teamCreated(2)]);
  });

  it('refuses a name a team of the club has, whatever the case (duplicate)', () => {
    expect(badInput([...club, limited({ teams: 5 })], create(2, 'TEAM 1'))).toMatchObject({
      field: 'name',
      reason: 'duplicate',
    });
    expect(badInput(bigClub, update(2, 'team 1'))).toMatchObject({ reason: 'duplicate' });
  });

  it('refuses a bad name or logo', () => {
    const roomy = [created, limited({ teams: 5 })];
    expect(badInput(roomy, create(1, ''))).toMatchObject({ field: 'name' });
    expect(badInput(roomy, create(1, 'x'.repeat(121)))).toMatchObject({ field: 'name' });
    expect(badInput(roomy, create(1, 'T', 'ftp://example.com/a.png'))).toMatchObject({ field: 'logoUrl' });
    expect(badInput(roomy, create(1, 'T', 'not a url'))).toMatchObject({ field: 'logoUrl' });
    expect(badInput(roomy, create(1, 'T', `https://example.com/${'a'.repeat(1981)}`))).toMatchObject({
      field: 'logoUrl',
      reason: 'maxLength',
    });
  });

  it('updates a team, keeping its own name in another case', () => {
    spec
      .given(club)
      .when(update(1, 'TEAM 1', 'http://example.com/l.png'))
      .then([
        {
          type: 'TeamUpdated',
          data: { clubId, teamId: 'team-1', name: 'TEAM 1', logoUrl: 'http://example.com/l.png' },
        },
      ]);
    spec.given(club).when(update(1, 'Team 1')).then([]);
  });

  it('says TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec.given(club).when(update(9, 'X')).thenThrows('TEAM_NOT_FOUND');
    spec.given([]).when(create(1, 'X')).thenThrows('CLUB_NOT_FOUND');
    spec.given([]).when(update(1, 'X')).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('CreateSeason', () => {
  const season = (
    data: Partial<Extract<ClubCommand, { type: 'CreateSeason' }>['data']> = {},
  ): ClubCommand => ({
    type: 'CreateSeason',
    data: {
      teamId: 'team-1',
      seasonId: 'season-1',
      name: ' 2026/27 ',
      league: 'PRO1',
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      ...data,
    },
  });

  it('creates a season of a team', () => {
    spec
      .given(club)
      .when(season())
      .then([
        {
          type: 'SeasonCreated',
          data: {
            clubId,
            teamId: 'team-1',
            seasonId: 'season-1',
            name: '2026/27',
            league: 'PRO1',
            startDate: '2026-07-01',
            endDate: '2027-06-30',
          },
        },
      ]);
    expect(decideAfter(club, season({ league: null }))[0]).toMatchObject({ data: { league: null } });
  });

  it('says INVALID_DATE_RANGE unless the start is before the end', () => {
    spec
      .given(club)
      .when(season({ endDate: '2026-07-01' }))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(club)
      .when(season({ endDate: '2026-06-30' }))
      .thenThrows('INVALID_DATE_RANGE');
    expect(decideAfter(club, season({ endDate: '2026-07-02' }))).toHaveLength(1);
  });

  it('refuses dates that are not calendar dates, an unknown league, a bad name', () => {
    expect(badInput(club, season({ startDate: '2026-02-29' }))).toMatchObject({ field: 'startDate' });
    expect(badInput(club, season({ endDate: '2027-13-01' }))).toMatchObject({ field: 'endDate' });
    expect(badInput(club, season({ startDate: '1/7/2026' }))).toMatchObject({ field: 'startDate' });
    expect(badInput(club, season({ league: 'PREMIER' }))).toMatchObject({ field: 'league' });
    expect(badInput(club, season({ name: 'x'.repeat(61) }))).toMatchObject({ field: 'name' });
    expect(decideAfter(club, season({ startDate: '2028-02-29', endDate: '2028-03-01' }))).toHaveLength(1);
  });

  it('says TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec
      .given(club)
      .when(season({ teamId: 'team-9' }))
      .thenThrows('TEAM_NOT_FOUND');
    spec.given([]).when(season()).thenThrows('CLUB_NOT_FOUND');
  });
});
