/**
 * The player form (every field of `PlayerInput`) and its mapping to and from the API: fields are
 * text while edited, and become the API's numbers, enumerations and nulls when sent. The bounds
 * are the API's (`PLAYER_LIMITS` of `@stride/contracts/player`).
 */
import {
  genders,
  leagues,
  PLAYER_LIMITS,
  playerProfiles,
  positions,
  type PlayerDetails,
} from '@stride/contracts/player';
import {
  before,
  type FormErrors,
  type FormRules,
  integerBetween,
  maxLength,
  numberBetween,
  numberOrNull,
  oneOf,
  parseDecimal,
  required,
  textOrNull,
  url,
} from '../../forms/validation.ts';

/** What `createPlayer` and `updatePlayer` take. */
export type PlayerInput = PlayerDetails;

export type PlayerFormValues = {
  readonly teamId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthdate: string;
  readonly gender: string;
  readonly number: string;
  readonly position: string;
  readonly profile: string;
  readonly league: string;
  readonly pictureUrl: string;
  readonly maxHeartRate: string;
  readonly restingHeartRate: string;
  readonly maxSpeed: string;
  readonly note: string;
};

export function emptyPlayerForm(teamId: string): PlayerFormValues {
  return {
    teamId,
    firstName: '',
    lastName: '',
    birthdate: '',
    gender: '',
    number: '',
    position: '',
    profile: '',
    league: '',
    pictureUrl: '',
    maxHeartRate: '',
    restingHeartRate: '',
    maxSpeed: '',
    note: '',
  };
}

const text = (value: string | number | null): string => (value === null ? '' : String(value));

/** A player's details as the form shows them. */
export function playerFormFrom(player: PlayerDetails & { readonly teamId: string }): PlayerFormValues {
  return {
    teamId: player.teamId,
    firstName: player.firstName,
    lastName: player.lastName,
    birthdate: text(player.birthdate),
    gender: text(player.gender),
    number: text(player.number),
    position: text(player.position),
    profile: text(player.profile),
    league: text(player.league),
    pictureUrl: text(player.pictureUrl),
    maxHeartRate: text(player.maxHeartRate),
    restingHeartRate: text(player.restingHeartRate),
    maxSpeed: text(player.maxSpeed),
    note: text(player.note),
  };
}

/** The rules of every field; `today` (`YYYY-MM-DD`) bounds the date of birth. */
export function playerRules(today: string): FormRules<PlayerFormValues> {
  const name = [required, maxLength(PLAYER_LIMITS.nameMaxLength)];
  const heartRate = [integerBetween(PLAYER_LIMITS.heartRateMin, PLAYER_LIMITS.heartRateMax)];
  return {
    teamId: [required],
    firstName: name,
    lastName: name,
    birthdate: [before(today)],
    number: [integerBetween(0, PLAYER_LIMITS.numberMax)],
    pictureUrl: [url, maxLength(PLAYER_LIMITS.urlMaxLength)],
    maxHeartRate: heartRate,
    restingHeartRate: heartRate,
    maxSpeed: [numberBetween(PLAYER_LIMITS.maxSpeedMin, PLAYER_LIMITS.maxSpeedMax)],
    note: [maxLength(PLAYER_LIMITS.noteMaxLength)],
  };
}

/** Rules across fields: the resting heart rate is below the maximum. */
export function checkPlayer(values: PlayerFormValues): FormErrors<PlayerFormValues> {
  const resting = parseDecimal(values.restingHeartRate);
  const max = parseDecimal(values.maxHeartRate);
  if (resting === null || max === null || Number.isNaN(resting) || Number.isNaN(max)) return {};
  return resting < max ? {} : { restingHeartRate: [{ key: 'validation.restingBelowMax' }] };
}

/** The API's `PlayerInput` from valid form values: blanks are null, numbers accept a decimal comma. */
export function playerInputFrom(values: PlayerFormValues): PlayerInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthdate: values.birthdate === '' ? null : values.birthdate,
    gender: oneOf(genders, values.gender),
    number: numberOrNull(values.number),
    position: oneOf(positions, values.position),
    profile: oneOf(playerProfiles, values.profile),
    league: oneOf(leagues, values.league),
    pictureUrl: textOrNull(values.pictureUrl),
    maxHeartRate: numberOrNull(values.maxHeartRate),
    restingHeartRate: numberOrNull(values.restingHeartRate),
    maxSpeed: numberOrNull(values.maxSpeed),
    note: textOrNull(values.note),
  };
}

/** How a player is named in lists, dialogs and questions. */
export function playerName(player: { readonly firstName: string; readonly lastName: string }): string {
  return `${player.firstName} ${player.lastName}`.trim();
}
