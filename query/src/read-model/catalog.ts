/**
 * Reads of the catalog read model (projector/src/projections/catalog.ts): users, clubs, staff,
 * teams, seasons, players and devices, shaped for the GraphQL types.
 */
import type { ClubSubscription, PlanId } from '@stride/contracts/plans';
import type { Gender, League, PlayerDetails, PlayerProfile, Position } from '@stride/contracts/player';
import type { Principal } from '@stride/contracts/permissions';
import type { DataRange } from '@stride/contracts/ranges';
import type { Queryable } from './connection.ts';
import { typedSql } from './connection.ts';
import * as sql from './catalog.queries.ts';

/* ---------- models ---------- */

export interface UserModel {
  readonly id: string;
  readonly email: string;
  readonly verified: boolean;
  readonly admin: boolean;
  readonly locale: string;
  readonly createdAt: Date;
}

export interface StaffModel {
  readonly id: string;
  readonly clubId: string;
  readonly userId: string;
  readonly email: string;
  readonly isManager: boolean;
  readonly coachTeamIds: readonly string[];
  readonly createdAt: Date;
}

export interface ClubModel {
  readonly id: string;
  readonly name: string;
  readonly sport: string;
  readonly timeZone: string;
  readonly logo: string | null;
  /** As stored: `active` is the admin's switch, not yet compared with the expiry. */
  readonly subscription: ClubSubscription;
  readonly teamsCount: number;
  readonly playersCount: number;
  readonly staffCount: number;
  readonly devicesCount: number;
  readonly createdAt: Date;
}

export interface TeamModel {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly logoUrl: string | null;
  readonly playersCount: number;
  readonly devicesCount: number;
  /** Data ranges, in creation order. */
  readonly rangeList: readonly DataRange[];
  readonly createdAt: Date;
}

export interface SeasonModel {
  readonly id: string;
  readonly teamId: string;
  readonly name: string;
  readonly league: League | null;
  readonly startDate: string;
  readonly endDate: string;
}

export interface PlayerModel extends PlayerDetails {
  readonly id: string;
  readonly clubId: string;
  readonly teamId: string;
  readonly archived: boolean;
  readonly deviceId: string | null;
}

export interface DeviceModel {
  readonly id: string;
  readonly clubId: string;
  readonly teamId: string | null;
  readonly serial: string;
  readonly udid: string | null;
  readonly type: string;
  readonly name: string;
}

/** The caller as the permission check sees them, plus what the API needs about their club. */
export interface PrincipalModel extends Principal {
  readonly user: UserModel;
  readonly staffId: string | null;
  /** Session tokens issued before this are refused (the password changed). */
  readonly credentialsChangedAt: Date | null;
  /** The staff's club subscription, as stored (null without a club). */
  readonly club: { readonly active: boolean; readonly expiresAt: Date | null } | null;
}

/* ---------- mappers ---------- */

const toUser = (r: sql.IListUsersResult): UserModel => ({
  id: r.id,
  email: r.email,
  verified: r.verified,
  admin: r.admin,
  locale: r.locale,
  createdAt: r.created_at,
});

const toStaff = (r: sql.IListClubStaffResult): StaffModel => ({
  id: r.id,
  clubId: r.club_id,
  userId: r.user_id,
  email: r.email,
  isManager: r.is_manager,
  coachTeamIds: r.coach_team_ids,
  createdAt: r.created_at,
});

const toClub = (r: sql.IListClubsResult): ClubModel => ({
  id: r.id,
  name: r.name,
  sport: r.sport,
  timeZone: r.time_zone,
  logo: r.logo,
  subscription: {
    plan: r.plan as PlanId,
    active: r.active,
    expiresAt: r.expires_at?.toISOString() ?? null,
    limits: {
      members: r.limit_members,
      teams: r.limit_teams,
      players: r.limit_players,
      ranges: r.limit_ranges,
      devices: r.limit_devices,
    },
    options: { tagManagement: r.tag_management },
  },
  teamsCount: r.teams_count ?? 0,
  playersCount: r.players_count ?? 0,
  staffCount: r.staff_count ?? 0,
  devicesCount: r.devices_count ?? 0,
  createdAt: r.created_at,
});

const toTeam = (r: sql.IListClubTeamsResult): TeamModel => ({
  id: r.id,
  clubId: r.club_id,
  name: r.name,
  logoUrl: r.logo_url,
  playersCount: r.players_count ?? 0,
  devicesCount: r.devices_count ?? 0,
  rangeList: r.ranges as unknown as DataRange[],
  createdAt: r.created_at,
});

const toPlayer = (r: sql.IListClubPlayersResult): PlayerModel => ({
  id: r.id,
  clubId: r.club_id,
  teamId: r.team_id,
  firstName: r.first_name,
  lastName: r.last_name,
  birthdate: r.birthdate,
  gender: r.gender as Gender | null,
  number: r.number,
  position: r.position as Position | null,
  profile: r.profile as PlayerProfile | null,
  league: r.league as League | null,
  pictureUrl: r.picture_url,
  maxHeartRate: r.max_heart_rate,
  restingHeartRate: r.resting_heart_rate,
  maxSpeed: r.max_speed,
  note: r.note,
  archived: r.archived,
  deviceId: r.device_id,
});

const toDevice = (r: sql.IListClubDevicesResult): DeviceModel => ({
  id: r.id,
  clubId: r.club_id,
  teamId: r.team_id,
  serial: r.serial,
  udid: r.udid,
  type: r.type,
  name: r.name,
});

/* ---------- reads ---------- */

export async function findPrincipal(db: Queryable, userId: string): Promise<PrincipalModel | null> {
  const [r] = await sql.findPrincipal.run({ userId }, typedSql(db));
  if (r === undefined) return null;
  // LEFT JOINed columns are null without a staff record, whatever pgtyped infers.
  const staffId = r.staff_id as string | null;
  return {
    userId: r.id,
    verified: r.verified,
    admin: r.admin,
    user: toUser(r),
    staffId,
    credentialsChangedAt: r.credentials_changed_at,
    staff:
      staffId === null
        ? null
        : { clubId: r.staff_club_id, isManager: r.is_manager, coachTeamIds: r.coach_team_ids },
    club:
      staffId === null || (r.club_active as boolean | null) === null
        ? null
        : { active: r.club_active, expiresAt: r.club_expires_at },
  };
}

export async function listUsers(db: Queryable, limit: number): Promise<UserModel[]> {
  return (await sql.listUsers.run({ limit: String(limit) }, typedSql(db))).map(toUser);
}

export async function staffOfUsers(db: Queryable, userIds: readonly string[]): Promise<StaffModel[]> {
  if (userIds.length === 0) return [];
  return (await sql.findStaffOfUsers.run({ userIds: [...userIds] }, typedSql(db))).map(toStaff);
}

export async function findStaff(db: Queryable, staffId: string): Promise<StaffModel | null> {
  const [r] = await sql.findStaff.run({ staffId }, typedSql(db));
  return r === undefined ? null : toStaff(r);
}

export async function listClubStaff(db: Queryable, clubId: string): Promise<StaffModel[]> {
  return (await sql.listClubStaff.run({ clubId }, typedSql(db))).map(toStaff);
}

export async function findClub(db: Queryable, clubId: string): Promise<ClubModel | null> {
  const [r] = await sql.findClubs.run({ clubIds: [clubId] }, typedSql(db));
  return r === undefined ? null : toClub(r);
}

export async function listClubs(db: Queryable, limit: number): Promise<ClubModel[]> {
  return (await sql.listClubs.run({ limit: String(limit) }, typedSql(db))).map(toClub);
}

export async function findTeams(db: Queryable, teamIds: readonly string[]): Promise<TeamModel[]> {
  if (teamIds.length === 0) return [];
  return (await sql.findTeams.run({ teamIds: [...teamIds] }, typedSql(db))).map(toTeam);
}

export async function findTeam(db: Queryable, teamId: string): Promise<TeamModel | null> {
  return (await findTeams(db, [teamId]))[0] ?? null;
}

/** The club a team belongs to (a primary-key lookup, for permission checks), or null. */
export async function teamClub(
  db: Queryable,
  teamId: string,
): Promise<{ teamId: string; clubId: string } | null> {
  const [r] = await sql.findTeamClub.run({ teamId }, typedSql(db));
  return r === undefined ? null : { teamId: r.id, clubId: r.club_id };
}

export async function listClubTeams(db: Queryable, clubId: string): Promise<TeamModel[]> {
  return (await sql.listClubTeams.run({ clubId }, typedSql(db))).map(toTeam);
}

export async function listSeasons(db: Queryable, teamIds: readonly string[]): Promise<SeasonModel[]> {
  if (teamIds.length === 0) return [];
  return (await sql.listSeasons.run({ teamIds: [...teamIds] }, typedSql(db))).map((r) => ({
    id: r.id,
    teamId: r.team_id,
    name: r.name,
    league: r.league as League | null,
    startDate: r.start_date ?? '',
    endDate: r.end_date ?? '',
  }));
}

export async function findPlayers(db: Queryable, playerIds: readonly string[]): Promise<PlayerModel[]> {
  if (playerIds.length === 0) return [];
  return (await sql.findPlayers.run({ playerIds: [...playerIds] }, typedSql(db))).map(toPlayer);
}

export async function findPlayer(db: Queryable, playerId: string): Promise<PlayerModel | null> {
  return (await findPlayers(db, [playerId]))[0] ?? null;
}

export async function listClubPlayers(
  db: Queryable,
  clubId: string,
  archived: boolean,
): Promise<PlayerModel[]> {
  return (await sql.listClubPlayers.run({ clubId, archived }, typedSql(db))).map(toPlayer);
}

export interface Wearer {
  readonly id: string;
  readonly teamId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly deviceId: string;
}

export async function playersWearing(db: Queryable, deviceIds: readonly string[]): Promise<Wearer[]> {
  if (deviceIds.length === 0) return [];
  return (await sql.playersWearing.run({ deviceIds: [...deviceIds] }, typedSql(db))).map((r) => ({
    id: r.id,
    teamId: r.team_id,
    firstName: r.first_name,
    lastName: r.last_name,
    deviceId: r.device_id ?? '',
  }));
}

export async function findDevices(db: Queryable, deviceIds: readonly string[]): Promise<DeviceModel[]> {
  if (deviceIds.length === 0) return [];
  return (await sql.findDevices.run({ deviceIds: [...deviceIds] }, typedSql(db))).map(toDevice);
}

export async function listClubDevices(db: Queryable, clubId: string): Promise<DeviceModel[]> {
  return (await sql.listClubDevices.run({ clubId }, typedSql(db))).map(toDevice);
}

export async function listTeamDevices(db: Queryable, teamId: string): Promise<DeviceModel[]> {
  return (await sql.listTeamDevices.run({ teamId }, typedSql(db))).map(toDevice);
}
