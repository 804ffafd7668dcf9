/**
 * The demo club's squad: twenty players with shirt numbers, positions and heart-rate facts, each
 * with a running profile (how much of a session they spend at each intensity) that play.ts uses.
 */
import type { PlayerProfile, Position } from '@stride/contracts/player';

export interface DemoPlayer {
  readonly firstName: string;
  readonly lastName: string;
  readonly number: number;
  readonly position: Position;
  readonly maxHeartRate: number;
  readonly restingHeartRate: number;
  /** km/h */
  readonly maxSpeed: number;
  /** How hard they run, 0.85 (a centre-back) to 1.2 (a box-to-box midfielder); goalkeepers play their own way (play.ts). */
  readonly work: number;
  readonly birthdate: string;
  readonly profile: PlayerProfile;
}

/** Wide players and forwards are speed players, midfielders aerobic, the rest in between. */
function profileOf(position: Position): PlayerProfile {
  if (position === 'WINGER' || position === 'FORWARD' || position === 'SIDE_MIDFIELDER') return 'SPEED';
  if (position.endsWith('MIDFIELDER') || position === 'FULL_BACK') return 'AEROBIC';
  return 'INTERMEDIATE';
}

type Row = [string, string, number, Position, number, number, number];

// first, last, number, position, max HR, max speed (km/h), work
const ROWS: readonly Row[] = [
  ['Marco', 'Ferri', 1, 'GOALKEEPER', 188, 27.5, 1],
  ['Jonas', 'Lindqvist', 13, 'GOALKEEPER', 192, 28.0, 1],
  ['Samuel', 'Okafor', 2, 'FULL_BACK', 196, 33.1, 1.05],
  ['Luis', 'Navarro', 3, 'FULL_BACK', 194, 32.4, 1.05],
  ['Tom', 'Whitfield', 4, 'CENTER_BACK', 190, 30.2, 0.85],
  ['Karim', 'Benali', 5, 'CENTER_BACK', 193, 30.8, 0.85],
  ['Felix', 'Hartmann', 15, 'CENTER_BACK', 195, 30.0, 0.85],
  ['Pedro', 'Alves', 6, 'DEFENSIVE_MIDFIELDER', 197, 30.9, 1.1],
  ['Niall', 'Brennan', 8, 'MIDFIELDER', 199, 31.5, 1.2],
  ['Yuki', 'Tanaka', 14, 'MIDFIELDER', 201, 31.0, 1.15],
  ['Mattia', 'Conti', 10, 'OFFENSIVE_MIDFIELDER', 195, 32.0, 1.1],
  ['Élodie', 'Marchand', 16, 'SIDE_MIDFIELDER', 198, 32.8, 1.1],
  ['Adam', 'Kowalski', 7, 'WINGER', 197, 34.2, 1.05],
  ['Rafael', 'Souza', 11, 'WINGER', 200, 34.6, 1.05],
  ['Ibrahim', 'Diallo', 9, 'FORWARD', 194, 33.5, 0.95],
  ['Oscar', 'Nilsen', 19, 'FORWARD', 196, 33.0, 0.95],
  ['Daniel', 'Moreau', 17, 'FULL_BACK', 198, 32.2, 1.0],
  ['Ethan', 'Clarke', 18, 'MIDFIELDER', 202, 31.2, 1.1],
  ['Hugo', 'Lemaire', 20, 'WINGER', 199, 33.8, 1.0],
  ['Bruno', 'Rocha', 21, 'FORWARD', 195, 32.6, 0.95],
];

export const DEMO_SQUAD: readonly DemoPlayer[] = ROWS.map(
  ([firstName, lastName, number, position, maxHeartRate, maxSpeed, work], i) => ({
    firstName,
    lastName,
    number,
    position,
    maxHeartRate,
    restingHeartRate: 48 + (i % 7) * 2,
    maxSpeed,
    work,
    profile: profileOf(position),
    birthdate: `${1994 + (i % 11)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
  }),
);

/** The device each player wears: serial `SDF-<1001 + index>`. */
export const demoSerial = (index: number): string => `SDF-${1001 + index}`;
