/**
 * Decide, teams. Team names are unique in the club, without case. Their seasons: seasons.ts.
 */
import { DomainError } from '@stride/contracts/errors';
import type { TeamCreated, TeamUpdated } from '@stride/contracts/events/club';
import { badInput, optionalUrl, requiredText } from '../validation.ts';
import type { CreateTeam, UpdateTeam } from '../commands.ts';
import { LOGO_URL_MAX_LENGTH, TEAM_NAME_MAX_LENGTH, active, team } from '../rules.ts';
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

/* ---------- validation ---------- */

function checkTeamNameFree(club: ActiveClub, name: string, exceptTeamId: string | null): void {
  const key = name.toLocaleLowerCase('en');
  for (const [teamId, other] of club.teams) {
    if (teamId !== exceptTeamId && other.name.toLocaleLowerCase('en') === key)
      throw badInput('name', 'duplicate');
  }
}
