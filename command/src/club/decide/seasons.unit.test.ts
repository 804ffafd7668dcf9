/**
 * Specifications of the `club-<id>` decider, a team's seasons (issue 19): given events, when a
 * command, then events or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@stride/contracts/events/club';
import type { ClubCommand } from '../commands.ts';
import { badInput, bigClub, club, clubId, decideAfter, spec } from '../testing.ts';

type SeasonData = Extract<ClubCommand, { type: 'CreateSeason' }>['data'];
const data = (over: Partial<SeasonData> = {}): SeasonData => ({
  teamId: 'team-1',
  seasonId: 'season-1',
  name: ' 2026/27 ',
  league: 'PRO1',
  startDate: '2026-07-01',
  endDate: '2027-06-30',
  ...over,
});
const season = (over: Partial<SeasonData> = {}): ClubCommand => ({ type: 'CreateSeason', data: data(over) });
const update = (over: Partial<SeasonData> = {}): ClubCommand => ({ type: 'UpdateSeason', data: data(over) });
const created = (id: string, startDate: string, endDate: string, teamId = 'team-1'): ClubEvent => ({
  type: 'SeasonCreated',
  data: { clubId, teamId, seasonId: id, name: id, league: null, startDate, endDate },
});
/** season-1 2026/27, season-0 the season before. */
const withSeasons: ClubEvent[] = [
  ...club,
  created('season-0', '2025-07-01', '2026-06-30'),
  created('season-1', '2026-07-01', '2027-06-30'),
];
const choose = (seasonId: string | null, teamId = 'team-1'): ClubCommand => ({
  type: 'ChooseCurrentSeason',
  data: { teamId, seasonId },
});

describe('CreateSeason', () => {
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

  it('says SEASON_OVERLAP when the season shares a day with another of the team, ends included', () => {
    const given = [...club, created('season-0', '2025-07-01', '2026-06-30')];
    spec
      .given(given)
      .when(season({ startDate: '2026-06-30' }))
      .thenThrows('SEASON_OVERLAP');
    spec
      .given(given)
      .when(season({ startDate: '2024-07-01', endDate: '2025-07-01' }))
      .thenThrows('SEASON_OVERLAP');
    // Inside, and around.
    spec
      .given(given)
      .when(season({ startDate: '2025-09-01', endDate: '2025-10-01' }))
      .thenThrows('SEASON_OVERLAP');
    spec
      .given(given)
      .when(season({ startDate: '2025-01-01', endDate: '2027-01-01' }))
      .thenThrows('SEASON_OVERLAP');
    // Back to back, on either side.
    expect(decideAfter(given, season({ startDate: '2026-07-01' }))).toHaveLength(1);
    expect(decideAfter(given, season({ startDate: '2024-07-01', endDate: '2025-06-30' }))).toHaveLength(1);
  });

  it("ignores another team's seasons", () => {
    const given = [...bigClub, created('season-0', '2026-07-01', '2027-06-30', 'team-2')];
    expect(decideAfter(given, season())).toHaveLength(1);
  });

  it('refuses dates that are not calendar dates, an unknown league, a bad name, a known id', () => {
    expect(badInput(club, season({ startDate: '2026-02-29' }))).toMatchObject({ field: 'startDate' });
    expect(badInput(club, season({ endDate: '2027-13-01' }))).toMatchObject({ field: 'endDate' });
    expect(badInput(club, season({ startDate: '1/7/2026' }))).toMatchObject({ field: 'startDate' });
    expect(badInput(club, season({ league: 'PREMIER' }))).toMatchObject({ field: 'league' });
    expect(badInput(club, season({ name: 'x'.repeat(61) }))).toMatchObject({ field: 'name' });
    expect(badInput(withSeasons, season({ startDate: '2030-01-01', endDate: '2030-02-01' }))).toMatchObject({
      field: 'seasonId',
      reason: 'exists',
    });
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

describe('UpdateSeason', () => {
  it('changes a season whole, and appends nothing when nothing changes', () => {
    spec
      .given(withSeasons)
      .when(update({ name: '2026-27', league: null, endDate: '2027-05-31' }))
      .then([
        {
          type: 'SeasonUpdated',
          data: {
            clubId,
            teamId: 'team-1',
            seasonId: 'season-1',
            name: '2026-27',
            league: null,
            startDate: '2026-07-01',
            endDate: '2027-05-31',
          },
        },
      ]);
    spec
      .given(withSeasons)
      .when(update({ name: 'season-1', league: null }))
      .then([]);
  });

  it('checks its dates against the other seasons, not itself', () => {
    spec
      .given(withSeasons)
      .when(update({ startDate: '2026-06-01' }))
      .thenThrows('SEASON_OVERLAP');
    expect(decideAfter(withSeasons, update({ startDate: '2026-08-01', endDate: '2027-07-31' }))).toHaveLength(
      1,
    );
    spec
      .given(withSeasons)
      .when(update({ endDate: '2026-06-01' }))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('says SEASON_NOT_FOUND for a season of another team or none', () => {
    spec
      .given(withSeasons)
      .when(update({ seasonId: 'season-9' }))
      .thenThrows('SEASON_NOT_FOUND');
    spec
      .given([...bigClub, created('season-2', '2026-07-01', '2027-06-30', 'team-2')])
      .when(update({ seasonId: 'season-2' }))
      .thenThrows('SEASON_NOT_FOUND');
  });
});

describe('DeleteSeason and ChooseCurrentSeason', () => {
  const remove = (seasonId: string): ClubCommand => ({
    type: 'DeleteSeason',
    data: { teamId: 'team-1', seasonId },
  });
  const chosen = (seasonId: string | null): ClubEvent => ({
    type: 'CurrentSeasonChosen',
    data: { clubId, teamId: 'team-1', seasonId },
  });
  const deletedSeason: ClubEvent = {
    type: 'SeasonDeleted',
    data: { clubId, teamId: 'team-1', seasonId: 'season-1' },
  };

  it('deletes a season; its days are free again; deleting it twice says SEASON_NOT_FOUND', () => {
    spec.given(withSeasons).when(remove('season-1')).then([deletedSeason]);
    spec
      .given([...withSeasons, deletedSeason])
      .when(remove('season-1'))
      .thenThrows('SEASON_NOT_FOUND');
    expect(decideAfter([...withSeasons, deletedSeason], season({ seasonId: 'season-2' }))).toHaveLength(1);
  });

  it('chooses the current season, or none (by dates); the same choice again appends nothing', () => {
    spec
      .given(withSeasons)
      .when(choose('season-0'))
      .then([chosen('season-0')]);
    spec
      .given([...withSeasons, chosen('season-0')])
      .when(choose('season-0'))
      .then([]);
    spec
      .given([...withSeasons, chosen('season-0')])
      .when(choose(null))
      .then([chosen(null)]);
    spec.given(withSeasons).when(choose(null)).then([]);
  });

  it('forgets the choice when the chosen season is deleted', () => {
    spec
      .given([...withSeasons, chosen('season-1'), deletedSeason])
      .when(choose(null))
      .then([]);
  });

  it('says SEASON_NOT_FOUND for a deleted season or one of another team, TEAM_NOT_FOUND', () => {
    spec
      .given([...withSeasons, deletedSeason])
      .when(choose('season-1'))
      .thenThrows('SEASON_NOT_FOUND');
    spec
      .given([...bigClub, created('season-2', '2026-07-01', '2027-06-30', 'team-2')])
      .when(choose('season-2'))
      .thenThrows('SEASON_NOT_FOUND');
    spec.given(withSeasons).when(choose(null, 'team-9')).thenThrows('TEAM_NOT_FOUND');
  });
});
