/**
 * Specifications of the `club-<id>` decider, teams (seasons: seasons.unit.test.ts): given events, when a command, then events
 * or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ClubCommand } from '../commands.ts';
import { spec, badInput, clubId, created, staff, teamCreated, limited, club, bigClub } from '../testing.ts';

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
