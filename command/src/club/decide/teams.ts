/**
 * Decide, teams and their seasons. Team names are unique in the club, without case.
 */
import { DomainError } from '@stride/contracts/errors';
import type { SeasonCreated, TeamCreated, TeamUpdated } from '@stride/contracts/events/club';
import { leagues, type League } from '@stride/contracts/player';
import { badInput, calendarDate, oneOf, optionalUrl, requiredText } from '../validation.ts';
import type { CreateSeason, CreateTeam, UpdateTeam } from '../commands.ts';
import { LOGO_URL_MAX_LENGTH, SEASON_NAME_MAX_LENGTH, TEAM_NAME_MAX_LENGTH, active, team } from '../rules.ts';
import type { ActiveClub, ClubState } from '../state.ts';

export function createTeam(command: CreateTeam, state: ClubState): [TeamCreated] {
  const club = active(state);
  const { teamId } = command.data;
  if (club.teams.has(teamId)) throw badInput('teamId', 'exists');
  const name = requiredText(command.data.name, 'name', TEAM_NAME_MAX_LENGTH);
  const logoUrl = optionalUrl(command.data.logoUrl, 'logoUrl', LOGO_URL_MAX_LENGTH);
  checkTeamNameFree(club, name, null);
  const limit = club.subscription.limits.teams;
  if (club.teams.size >= limit) throw new DomainError('TEAM_LIMIT_REACHED', { limit });
  return [{ type: 'TeamCreated', data: { clubId: club.clubId, teamId, name, logoUrl } }];
}

export function updateTeam(command: UpdateTeam, state: ClubState): TeamUpdated[] {
  const club = active(state);
  const { teamId } = command.data;
  const current = team(club, teamId);
  const name = requiredText(command.data.name, 'name', TEAM_NAME_MAX_LENGTH);
  const logoUrl = optionalUrl(command.data.logoUrl, 'logoUrl', LOGO_URL_MAX_LENGTH);
  checkTeamNameFree(club, name, teamId);
  if (name === current.name && logoUrl === current.logoUrl) return [];
  return [{ type: 'TeamUpdated', data: { clubId: club.clubId, teamId, name, logoUrl } }];
}

export function createSeason(command: CreateSeason, state: ClubState): [SeasonCreated] {
  const club = active(state);
  const { data } = command;
  const current = team(club, data.teamId);
  if (current.seasons.some((season) => season.seasonId === data.seasonId))
    throw badInput('seasonId', 'exists');
  const name = requiredText(data.name, 'name', SEASON_NAME_MAX_LENGTH);
  const league: League | null = data.league == null ? null : oneOf(leagues, data.league, 'league');
  const startDate = calendarDate(data.startDate, 'startDate');
  const endDate = calendarDate(data.endDate, 'endDate');
  // `YYYY-MM-DD` strings order as the dates do.
  if (startDate >= endDate) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate' });
  return [
    {
      type: 'SeasonCreated',
      data: {
        clubId: club.clubId,
        teamId: data.teamId,
        seasonId: data.seasonId,
        name,
        league,
        startDate,
        endDate,
      },
    },
  ];
}

/* ---------- validation ---------- */

function checkTeamNameFree(club: ActiveClub, name: string, exceptTeamId: string | null): void {
  const key = name.toLocaleLowerCase('en');
  for (const [teamId, other] of club.teams) {
    if (teamId !== exceptTeamId && other.name.toLocaleLowerCase('en') === key)
      throw badInput('name', 'duplicate');
  }
}
