/** A player's details and their enumerations (spec §3 "Player" and "Enumerations"). */

export const leagues = ['ACADEMY', 'INTERNATIONAL', 'PRO1', 'PRO2'] as const;
export type League = (typeof leagues)[number];

export const playerProfiles = ['AEROBIC', 'INTERMEDIATE', 'SPEED'] as const;
export type PlayerProfile = (typeof playerProfiles)[number];

export const positions = [
  'ASSISTANT_REFEREE',
  'CENTER_BACK',
  'CENTRE_THREE_QUARTER',
  'DEFENSIVE_MIDFIELDER',
  'FLANKER',
  'FLY_HALF',
  'FORWARD',
  'FULL_BACK',
  'GOALKEEPER',
  'HOOKER',
  'LOCK',
  'MIDFIELDER',
  'OFFENSIVE_MIDFIELDER',
  'PROP',
  'REFEREE',
  'SCRUM_HALF',
  'SIDE_MIDFIELDER',
  'THIRD_LINE',
  'WINGER',
] as const;
export type Position = (typeof positions)[number];

/** Used by TRIMP (METRICS.md: the women's and men's weighting differ). */
export const genders = ['FEMALE', 'MALE'] as const;
export type Gender = (typeof genders)[number];

export interface PlayerDetails {
  readonly firstName: string;
  readonly lastName: string;
  /** Calendar date `YYYY-MM-DD`. */
  readonly birthdate: string | null;
  readonly gender: Gender | null;
  /** Shirt number. */
  readonly number: number | null;
  readonly position: Position | null;
  readonly profile: PlayerProfile | null;
  readonly league: League | null;
  readonly pictureUrl: string | null;
  /** Beats per minute; individual heart-rate zones derive from it. */
  readonly maxHeartRate: number | null;
  readonly restingHeartRate: number | null;
  /** km/h; individual speed bands derive from it. */
  readonly maxSpeed: number | null;
  readonly note: string | null;
}

/** Bounds the API checks (BAD_USER_INPUT outside them). */
export const PLAYER_LIMITS = {
  nameMaxLength: 60,
  numberMax: 999,
  heartRateMin: 30,
  heartRateMax: 250,
  maxSpeedMin: 5,
  maxSpeedMax: 45,
  noteMaxLength: 2000,
  urlMaxLength: 2000,
} as const;

/** Age in whole years at `on` (a `YYYY-MM-DD` date), or null without a birthdate. */
export function ageOn(birthdate: string | null, on: string): number | null {
  if (birthdate === null) return null;
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
