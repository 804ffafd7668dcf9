/**
 * Decide, a team's seasons (issue 19): created, changed, deleted, and the one chosen as current.
 *
 * A season runs from its first day to its last, both included, in the club's time zone; the last
 * day is after the first (INVALID_DATE_RANGE). Two seasons of one team never share a day
 * (SEASON_OVERLAP): "the season of a date" and a season filter must name one season, never two.
 * Back-to-back seasons (one ends 30 June, the next starts 1 July) are fine.
 *
 * A deleted season leaves the read model (the stream keeps it); when it was the chosen current
 * season, the team goes back to "the season whose dates hold today".
 */
import { DomainError } from '@stride/contracts/errors';
import type {
  CurrentSeasonChosen,
  SeasonCreated,
  SeasonDeleted,
  SeasonUpdated,
} from '@stride/contracts/events/club';
import { leagues, type League } from '@stride/contracts/player';
import { badInput, calendarDate, oneOf, requiredText } from '../validation.ts';
import type { ChooseCurrentSeason, CreateSeason, DeleteSeason, UpdateSeason } from '../commands.ts';
import { SEASON_NAME_MAX_LENGTH, active, team } from '../rules.ts';
import type { ClubState, Season, Team } from '../state.ts';

export function createSeason(command: CreateSeason, state: ClubState): [SeasonCreated] {
  const club = active(state);
  const { data } = command;
  const current = team(club, data.teamId);
  if (current.seasons.some((season) => season.seasonId === data.seasonId))
    throw badInput('seasonId', 'exists');
  const fields = seasonFields(data, current, data.seasonId);
  return [{ type: 'SeasonCreated', data: { clubId: club.clubId, teamId: data.teamId, ...fields } }];
}

export function updateSeason(command: UpdateSeason, state: ClubState): SeasonUpdated[] {
  const club = active(state);
  const { data } = command;
  const current = team(club, data.teamId);
  const before = seasonOf(current, data.seasonId);
  const fields = seasonFields(data, current, data.seasonId);
  if (
    fields.name === before.name &&
    fields.league === before.league &&
    fields.startDate === before.startDate &&
    fields.endDate === before.endDate
  )
    return [];
  return [{ type: 'SeasonUpdated', data: { clubId: club.clubId, teamId: data.teamId, ...fields } }];
}

export function deleteSeason(command: DeleteSeason, state: ClubState): [SeasonDeleted] {
  const club = active(state);
  const { teamId, seasonId } = command.data;
  seasonOf(team(club, teamId), seasonId);
  return [{ type: 'SeasonDeleted', data: { clubId: club.clubId, teamId, seasonId } }];
}

/** Choosing the season already chosen appends nothing; null goes back to choosing by date. */
export function chooseCurrentSeason(command: ChooseCurrentSeason, state: ClubState): CurrentSeasonChosen[] {
  const club = active(state);
  const { teamId, seasonId } = command.data;
  const current = team(club, teamId);
  if (seasonId !== null) seasonOf(current, seasonId);
  if (current.currentSeasonId === seasonId) return [];
  return [{ type: 'CurrentSeasonChosen', data: { clubId: club.clubId, teamId, seasonId } }];
}

/* ---------- checks ---------- */

function seasonOf(current: Team, seasonId: string): Season {
  const season = current.seasons.find((s) => s.seasonId === seasonId);
  if (season === undefined) throw new DomainError('SEASON_NOT_FOUND', { seasonId });
  return season;
}

/** The season's fields checked; `seasonId` is left out of the overlap check (itself, when changed). */
function seasonFields(data: CreateSeason['data'], current: Team, seasonId: string): Season {
  const name = requiredText(data.name, 'name', SEASON_NAME_MAX_LENGTH);
  const league: League | null = data.league == null ? null : oneOf(leagues, data.league, 'league');
  const startDate = calendarDate(data.startDate, 'startDate');
  const endDate = calendarDate(data.endDate, 'endDate');
  // `YYYY-MM-DD` strings order as the dates do.
  if (startDate >= endDate) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate' });
  for (const other of current.seasons) {
    // Both ends included: they share a day unless one ends before the other starts.
    if (other.seasonId !== seasonId && other.startDate <= endDate && startDate <= other.endDate)
      throw new DomainError('SEASON_OVERLAP', { seasonId: other.seasonId, name: other.name });
  }
  return { seasonId, name, league, startDate, endDate };
}
