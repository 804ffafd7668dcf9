/**
 * Decide, players: created within the plan's limit (archived players do not count),
 * edited, moved between teams, archived.
 */
import { DomainError } from '@stride/contracts/errors';
import type { ClubEvent, PlayerArchived, PlayerCreated, PlayerUpdated } from '@stride/contracts/events/club';
import {
  genders,
  leagues,
  PLAYER_LIMITS,
  playerProfiles,
  positions,
  type PlayerDetails,
} from '@stride/contracts/player';
import {
  badInput,
  calendarDate,
  dateIn,
  integerIn,
  oneOf,
  optionalText,
  optionalUrl,
  requiredText,
} from '../validation.ts';
import type { ArchivePlayer, CreatePlayer, PlayerInput, UpdatePlayer } from '../commands.ts';
import { EARLIEST_BIRTHDATE, active, currentPlayer, team, unassigned } from '../rules.ts';
import type { ActiveClub, ClubState } from '../state.ts';

export function createPlayer(command: CreatePlayer, state: ClubState): [PlayerCreated] {
  const club = active(state);
  const { playerId, teamId } = command.data;
  if (club.players.has(playerId)) throw badInput('playerId', 'exists');
  team(club, teamId);
  const details = playerDetails(command.data.details, null, dateIn(command.now, club.timeZone));
  const limit = club.subscription.limits.players;
  if (activePlayerCount(club) >= limit) throw new DomainError('PLAYER_LIMIT_REACHED', { limit });
  return [{ type: 'PlayerCreated', data: { clubId: club.clubId, playerId, teamId, ...details } }];
}

export function updatePlayer(command: UpdatePlayer, state: ClubState): ClubEvent[] {
  const club = active(state);
  const { playerId } = command.data;
  const player = currentPlayer(club, playerId);
  const teamId = command.data.teamId ?? player.teamId;
  if (teamId !== player.teamId) team(club, teamId);
  const details = playerDetails(command.data.details, player.details, dateIn(command.now, club.timeZone));
  if (teamId === player.teamId && sameDetails(details, player.details)) return [];
  const events: ClubEvent[] = [];
  // A device belongs to a team: a player moving team leaves theirs behind.
  if (teamId !== player.teamId && player.deviceId !== null)
    events.push(unassigned(club.clubId, playerId, player.deviceId));
  const updated: PlayerUpdated = {
    type: 'PlayerUpdated',
    data: { clubId: club.clubId, playerId, teamId, ...details },
  };
  events.push(updated);
  return events;
}

export function archivePlayer(command: ArchivePlayer, state: ClubState): ClubEvent[] {
  const club = active(state);
  const { playerId } = command.data;
  const player = currentPlayer(club, playerId);
  const archived: PlayerArchived = { type: 'PlayerArchived', data: { clubId: club.clubId, playerId } };
  return player.deviceId === null
    ? [archived]
    : [unassigned(club.clubId, playerId, player.deviceId), archived];
}

/* ---------- validation ---------- */

function activePlayerCount(club: ActiveClub): number {
  let count = 0;
  for (const player of club.players.values()) if (!player.archived) count++;
  return count;
}

/**
 * The details to store: `input` checked against PLAYER_LIMITS and the enumerations. A detail
 * left out keeps its value in `current` (null for a new player); null clears it.
 */
function playerDetails(input: PlayerInput, current: PlayerDetails | null, today: string): PlayerDetails {
  const pick = <K extends keyof PlayerInput>(key: K) =>
    input[key] === undefined ? (current?.[key] ?? null) : input[key];
  const L = PLAYER_LIMITS;
  const firstName = requiredText(input.firstName, 'firstName', L.nameMaxLength);
  const lastName = requiredText(input.lastName, 'lastName', L.nameMaxLength);

  const birthdateValue = pick('birthdate');
  const birthdate = birthdateValue === null ? null : calendarDate(birthdateValue, 'birthdate');
  if (birthdate !== null && birthdate > today) throw badInput('birthdate', 'future');
  if (birthdate !== null && birthdate < EARLIEST_BIRTHDATE) throw badInput('birthdate', 'range');

  const genderValue = pick('gender');
  const positionValue = pick('position');
  const profileValue = pick('profile');
  const leagueValue = pick('league');
  const numberValue = pick('number');
  const maxHeartRateValue = pick('maxHeartRate');
  const restingHeartRateValue = pick('restingHeartRate');
  const maxSpeedValue = pick('maxSpeed');

  const maxHeartRate =
    maxHeartRateValue === null
      ? null
      : integerIn(maxHeartRateValue, 'maxHeartRate', L.heartRateMin, L.heartRateMax);
  const restingHeartRate =
    restingHeartRateValue === null
      ? null
      : integerIn(restingHeartRateValue, 'restingHeartRate', L.heartRateMin, L.heartRateMax);
  if (maxHeartRate !== null && restingHeartRate !== null && restingHeartRate >= maxHeartRate)
    throw badInput('restingHeartRate', 'notBelowMax');
  if (
    maxSpeedValue !== null &&
    (typeof maxSpeedValue !== 'number' ||
      !Number.isFinite(maxSpeedValue) ||
      maxSpeedValue < L.maxSpeedMin ||
      maxSpeedValue > L.maxSpeedMax)
  )
    throw badInput('maxSpeed', 'range', { min: L.maxSpeedMin, max: L.maxSpeedMax });

  return {
    firstName,
    lastName,
    birthdate,
    gender: genderValue === null ? null : oneOf(genders, genderValue, 'gender'),
    number: numberValue === null ? null : integerIn(numberValue, 'number', 0, L.numberMax),
    position: positionValue === null ? null : oneOf(positions, positionValue, 'position'),
    profile: profileValue === null ? null : oneOf(playerProfiles, profileValue, 'profile'),
    league: leagueValue === null ? null : oneOf(leagues, leagueValue, 'league'),
    pictureUrl: optionalUrl(pick('pictureUrl'), 'pictureUrl', L.urlMaxLength),
    maxHeartRate,
    restingHeartRate,
    maxSpeed: maxSpeedValue,
    note: optionalText(pick('note'), 'note', L.noteMaxLength),
  };
}

function sameDetails(a: PlayerDetails, b: PlayerDetails): boolean {
  return (Object.keys(a) as (keyof PlayerDetails)[]).every((key) => a[key] === b[key]);
}
