/**
 * Reads of players' availability and injuries (projector/src/projections/availability.ts). The
 * status on a day is the entry covering it that started last; "today" is the club's calendar day
 * at the API's clock. Medical fields are in the models; the resolvers hide them (`availability.medical`).
 */
import type { AvailabilityStatus, InjuryStatus } from '@stride/contracts/events/availability';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './availability.queries.ts';

/** Who an availability row is about: what the medical check needs. */
interface Scoped {
  readonly playerId: string;
  readonly clubId: string;
  readonly teamId: string;
}

export interface AvailabilityModel extends Scoped {
  readonly id: string;
  readonly status: AvailabilityStatus;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly note: string | null;
  readonly injuryId: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface InjuryModel extends Scoped {
  readonly id: string;
  readonly status: InjuryStatus;
  readonly description: string | null;
  readonly bodyPart: string | null;
  readonly note: string | null;
  readonly occurredOn: string;
  readonly expectedReturn: string | null;
  readonly returnedOn: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type AvailabilityChangeKind =
  'AVAILABILITY_SET' | 'AVAILABILITY_CORRECTED' | 'AVAILABILITY_ENDED' | 'INJURY_RECORDED' | 'INJURY_UPDATED';

export interface AvailabilityChangeModel extends Scoped {
  readonly kind: AvailabilityChangeKind;
  readonly at: Date;
  readonly availabilityId: string | null;
  readonly injuryId: string | null;
  readonly status: AvailabilityStatus | null;
  readonly injuryStatus: InjuryStatus | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly note: string | null;
  readonly description: string | null;
  readonly bodyPart: string | null;
}

/** A player's availability on a day: the `PlayerAvailability` type's fields are read from it. */
export interface PlayerAvailabilityModel extends Scoped {
  readonly date: string;
}

const toAvailability = (r: sql.IListPlayerAvailabilityResult): AvailabilityModel => ({
  id: r.id,
  playerId: r.player_id,
  clubId: r.club_id,
  teamId: r.team_id,
  status: r.status as AvailabilityStatus,
  startDate: r.start_date ?? '',
  endDate: r.end_date,
  note: r.note,
  injuryId: r.injury_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toInjury = (r: sql.IListPlayerInjuriesResult): InjuryModel => ({
  id: r.id,
  playerId: r.player_id,
  clubId: r.club_id,
  teamId: r.team_id,
  status: r.status as InjuryStatus,
  description: r.description,
  bodyPart: r.body_part,
  note: r.note,
  occurredOn: r.occurred_on ?? '',
  expectedReturn: r.expected_return,
  returnedOn: r.returned_on,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const KINDS: Readonly<Record<string, AvailabilityChangeKind>> = {
  AvailabilitySet: 'AVAILABILITY_SET',
  AvailabilityCorrected: 'AVAILABILITY_CORRECTED',
  AvailabilityEnded: 'AVAILABILITY_ENDED',
  InjuryRecorded: 'INJURY_RECORDED',
  InjuryUpdated: 'INJURY_UPDATED',
};

/** The entries covering `date` (today in each club's time zone at `now` when null), by player id. */
export async function availabilityOn(
  db: Queryable,
  playerIds: readonly string[],
  now: Date,
  date: string | null,
): Promise<Map<string, AvailabilityModel>> {
  if (playerIds.length === 0) return new Map();
  const rows = await sql.availabilityOn.run({ playerIds: [...playerIds], now, date }, typedSql(db));
  return new Map(rows.map((r) => [r.player_id, toAvailability(r)]));
}

/** The entries covering `date` of a team's players (archived players left out). */
export async function teamAvailabilityOn(
  db: Queryable,
  teamId: string,
  date: string,
): Promise<AvailabilityModel[]> {
  return (await sql.teamAvailabilityOn.run({ teamId, date }, typedSql(db))).map(toAvailability);
}

/** Each player's open injury that happened last, by player id. */
export async function openInjuries(
  db: Queryable,
  playerIds: readonly string[],
): Promise<Map<string, InjuryModel>> {
  if (playerIds.length === 0) return new Map();
  const rows = await sql.openInjuries.run({ playerIds: [...playerIds] }, typedSql(db));
  return new Map(rows.map((r) => [r.player_id, toInjury(r)]));
}

export async function listPlayerAvailability(db: Queryable, playerId: string): Promise<AvailabilityModel[]> {
  return (await sql.listPlayerAvailability.run({ playerId }, typedSql(db))).map(toAvailability);
}

export async function findAvailability(db: Queryable, id: string): Promise<AvailabilityModel | null> {
  const [row] = await sql.findAvailability.run({ id }, typedSql(db));
  return row === undefined ? null : toAvailability(row);
}

export async function listPlayerInjuries(db: Queryable, playerId: string): Promise<InjuryModel[]> {
  return (await sql.listPlayerInjuries.run({ playerId }, typedSql(db))).map(toInjury);
}

export async function findInjury(db: Queryable, id: string): Promise<InjuryModel | null> {
  const [row] = await sql.findInjury.run({ id }, typedSql(db));
  return row === undefined ? null : toInjury(row);
}

export async function listAvailabilityHistory(
  db: Queryable,
  playerId: string,
): Promise<AvailabilityChangeModel[]> {
  const rows = await sql.listAvailabilityHistory.run({ playerId }, typedSql(db));
  return rows.map((r) => ({
    playerId,
    clubId: r.club_id,
    teamId: r.team_id,
    kind: KINDS[r.kind] ?? 'AVAILABILITY_SET',
    at: r.at,
    availabilityId: r.availability_id,
    injuryId: r.injury_id,
    status: r.status as AvailabilityStatus | null,
    injuryStatus: r.injury_status as InjuryStatus | null,
    startDate: r.start_date,
    endDate: r.end_date,
    note: r.note,
    description: r.description,
    bodyPart: r.body_part,
  }));
}

/** Today in the club's time zone at `now` (`YYYY-MM-DD`); UTC's for a club the catalog lacks. */
export async function todayInClub(db: Queryable, clubId: string, now: Date): Promise<string> {
  const [row] = await sql.todayInClub.run({ clubId, now }, typedSql(db));
  return row?.today ?? now.toISOString().slice(0, 10);
}
