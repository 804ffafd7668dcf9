/**
 * What the decide files of the `club-<id>` aggregate share: the limits, and the look-ups that
 * refuse with a catalogue code (the club, a team, a current player).
 */
import { DomainError } from '@stride/contracts/errors';
import type { PlayerDeviceUnassigned } from '@stride/contracts/events/club';
import type { ActiveClub, ClubState, Player, Team } from './state.ts';

/* ---------- limits ---------- */

export const CLUB_NAME_MAX_LENGTH = 120;
export const SPORT_MAX_LENGTH = 40;
export const DEFAULT_SPORT = 'football';
export const DEFAULT_TIME_ZONE = 'Europe/Paris';
export const TEAM_NAME_MAX_LENGTH = 120;
export const SEASON_NAME_MAX_LENGTH = 60;
export const LOGO_URL_MAX_LENGTH = 2000;
export const MAX_COACH_TEAMS = 100;

/** Earliest birthdate accepted: anything before is a typing error. */
export const EARLIEST_BIRTHDATE = '1900-01-01';

/* ---------- look-ups ---------- */

export function active(state: ClubState): ActiveClub {
  if (state.status === 'initial') throw new DomainError('CLUB_NOT_FOUND');
  return state;
}

export function team(club: ActiveClub, teamId: string): Team {
  const found = club.teams.get(teamId);
  if (found === undefined) throw new DomainError('TEAM_NOT_FOUND', { teamId });
  return found;
}

/** A player of the club who is not archived. */
export function currentPlayer(club: ActiveClub, playerId: string): Player {
  const player = club.players.get(playerId);
  if (player === undefined || player.archived) throw new DomainError('PLAYER_NOT_FOUND', { playerId });
  return player;
}

/** Tag management (issue 19: event and period tags, the drill list) is an option of the plan. */
export function withTagManagement(club: ActiveClub): ActiveClub {
  if (!club.subscription.options.tagManagement)
    throw new DomainError('TAG_MANAGEMENT_NOT_IN_PLAN', { plan: club.subscription.plan });
  return club;
}

export function unassigned(clubId: string, playerId: string, deviceId: string): PlayerDeviceUnassigned {
  return { type: 'PlayerDeviceUnassigned', data: { clubId, playerId, deviceId } };
}
