/**
 * Club resolvers: the caller's staff record, the club's staff, teams, seasons, players and
 * devices, and the commands that change them. Every resolver finds the club an argument belongs
 * to and calls `authorize` before reading or writing (auth/authorize.ts).
 */
import { deviceTypes as allDeviceTypes } from '@stride/contracts/devices';
import { DomainError } from '@stride/contracts/errors';
import type { GraphQLResolveInfo } from 'graphql';
import type { Action, Target } from '@stride/contracts/permissions';
import type { CommandContext } from '@stride/command/handler';
import type { PlayerInput } from '@stride/command/club/club';
import { commandContextFor, type ApiContext } from '../../context.ts';
import { authorize, signedIn } from '../../auth/authorize.ts';
import {
  findClub,
  findDevices,
  findPlayer,
  findStaff,
  findTeam,
  listClubDevices,
  listClubPlayers,
  listClubStaff,
  listClubTeams,
  listSeasons,
  listTeamDevices,
  type ClubModel,
  type DeviceModel,
  type PlayerModel,
  type PrincipalModel,
  type SeasonModel,
  type StaffModel,
  type TeamModel,
} from '../../read-model/catalog.ts';
import { catalogCommand, type Written } from '../mutation/command-then-read.ts';
import { idOf } from '../ids.ts';
import type { Resolver } from '../types.ts';

/* ---------- targets: the club (and team) an argument belongs to ---------- */

// Each target first asks for a signed-in caller: anonymous callers learn nothing, not even
// whether an id exists.
export async function teamTarget(
  context: ApiContext,
  rawTeamId: string,
): Promise<Target & { team: TeamModel }> {
  signedIn(context);
  const team = await findTeam(context.deps.db, idOf(rawTeamId, 'TEAM_NOT_FOUND'));
  if (team === null) throw new DomainError('TEAM_NOT_FOUND');
  return { clubId: team.clubId, teamId: team.id, team };
}

async function playerTarget(
  context: ApiContext,
  rawPlayerId: string,
): Promise<Target & { player: PlayerModel }> {
  signedIn(context);
  const player = await findPlayer(context.deps.db, idOf(rawPlayerId, 'PLAYER_NOT_FOUND'));
  if (player === null) throw new DomainError('PLAYER_NOT_FOUND');
  return { clubId: player.clubId, teamId: player.teamId, player };
}

async function staffTarget(context: ApiContext, rawStaffId: string): Promise<StaffModel> {
  signedIn(context);
  const staff = await findStaff(context.deps.db, idOf(rawStaffId, 'STAFF_NOT_FOUND'));
  if (staff === null) throw new DomainError('STAFF_NOT_FOUND');
  return staff;
}

/** The caller's own club (for commands that name none), or `FORBIDDEN` without one. */
function ownClub(context: ApiContext): string {
  const clubId = signedIn(context).staff?.clubId;
  if (clubId === undefined) throw new DomainError('FORBIDDEN');
  return clubId;
}

/** Devices by id, all of the caller's club: a device of another club is `DEVICE_NOT_ALLOWED`. */
async function clubDevicesById(context: ApiContext, rawIds: readonly string[]): Promise<DeviceModel[]> {
  const ids = [...new Set(rawIds.map((id) => idOf(id, 'DEVICE_NOT_FOUND')))];
  if (ids.length > 200)
    throw new DomainError('BAD_USER_INPUT', { field: 'deviceIds', reason: 'maxItems', maxItems: 200 });
  const devices = await findDevices(context.deps.db, ids);
  if (devices.length !== ids.length) throw new DomainError('DEVICE_NOT_FOUND');
  const clubId = signedIn(context).staff?.clubId;
  if (devices.some((device) => device.clubId !== clubId)) throw new DomainError('DEVICE_NOT_ALLOWED');
  return devices;
}

/** The teams a member may see in club lists: all for a manager, the coached ones otherwise. */
function visibleTeams(principal: PrincipalModel): (teamId: string | null) => boolean {
  if (principal.staff?.isManager) return () => true;
  const coached = new Set(principal.staff?.coachTeamIds ?? []);
  return (teamId) => teamId !== null && coached.has(teamId);
}

const byIdIn = <T extends { id: string }>(rows: readonly T[], ids: readonly string[]): T[] => {
  const wanted = new Set(ids);
  return rows.filter((row) => wanted.has(row.id));
};

/**
 * A command on one staff member or one player: find it (its club and team), check the caller may
 * `action` there, run the command, answer from the read model.
 */
async function onStaff(
  context: ApiContext,
  info: GraphQLResolveInfo,
  rawStaffId: string,
  mutation: string,
  run: (member: StaffModel, command: CommandContext) => Promise<Written>,
  read: (member: StaffModel) => Promise<StaffModel | null> = (member) =>
    findStaff(context.deps.db, member.id),
): Promise<StaffModel> {
  const member = await staffTarget(context, rawStaffId);
  authorize(context, 'staff.manage', { clubId: member.clubId });
  return catalogCommand(
    context,
    mutation,
    () => run(member, commandContextFor(context, info)),
    () => read(member),
  );
}

async function onPlayer(
  context: ApiContext,
  info: GraphQLResolveInfo,
  rawPlayerId: string,
  action: Action,
  mutation: string,
  run: (player: PlayerModel, command: CommandContext) => Promise<Written>,
): Promise<PlayerModel> {
  const target = await playerTarget(context, rawPlayerId);
  authorize(context, action, target);
  return catalogCommand(
    context,
    mutation,
    () => run(target.player, commandContextFor(context, info)),
    () => findPlayer(context.deps.db, target.player.id),
  );
}

/* ---------- queries ---------- */

export const staff: Resolver<object, StaffModel | null> = async (_p, _a, context) => {
  const staffId = context.viewer.principal?.staffId ?? null;
  return staffId === null ? null : findStaff(context.deps.db, staffId);
};

export async function readClubStaff(context: ApiContext, clubId: string): Promise<StaffModel[]> {
  authorize(context, 'club.read', { clubId });
  return listClubStaff(context.deps.db, clubId);
}

export async function readClubTeams(context: ApiContext, clubId: string): Promise<TeamModel[]> {
  const principal = authorize(context, 'club.read', { clubId });
  const visible = visibleTeams(principal);
  return (await listClubTeams(context.deps.db, clubId)).filter((team) => visible(team.id));
}

export async function readClubPlayers(
  context: ApiContext,
  clubId: string,
  archived: boolean,
): Promise<PlayerModel[]> {
  const principal = authorize(context, 'club.read', { clubId });
  const visible = visibleTeams(principal);
  return (await listClubPlayers(context.deps.db, clubId, archived)).filter((player) =>
    visible(player.teamId),
  );
}

export const clubStaff: Resolver<{ clubId: string }, StaffModel[]> = (_p, args, context) =>
  readClubStaff(context, idOf(args.clubId, 'CLUB_NOT_FOUND'));

export const clubTeams: Resolver<{ clubId: string }, TeamModel[]> = (_p, args, context) =>
  readClubTeams(context, idOf(args.clubId, 'CLUB_NOT_FOUND'));

export const clubPlayers: Resolver<{ clubId: string; archived?: boolean | null }, PlayerModel[]> = (
  _p,
  args,
  context,
) => readClubPlayers(context, idOf(args.clubId, 'CLUB_NOT_FOUND'), args.archived ?? false);

export const clubDevices: Resolver<{ clubId: string }, DeviceModel[]> = async (_p, args, context) => {
  const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
  const principal = authorize(context, 'club.read', { clubId });
  const visible = visibleTeams(principal);
  return (await listClubDevices(context.deps.db, clubId)).filter((device) => visible(device.teamId));
};

export const team: Resolver<{ teamId: string }, TeamModel> = async (_p, args, context) => {
  const target = await teamTarget(context, args.teamId);
  authorize(context, 'team.read', target);
  return target.team;
};

export const teamDevices: Resolver<{ teamId: string }, DeviceModel[]> = async (_p, args, context) => {
  const target = await teamTarget(context, args.teamId);
  authorize(context, 'team.read', target);
  return listTeamDevices(context.deps.db, target.team.id);
};

export const deviceTypes: Resolver<object, typeof allDeviceTypes> = (_p, _a, context) => {
  signedIn(context);
  return allDeviceTypes;
};

/* ---------- club and staff ---------- */

export const createClub: Resolver<
  { name: string; sport?: string | null; timeZone?: string | null },
  ClubModel
> = (_p, args, context, info) => {
  const principal = authorize(context, 'club.create');
  return catalogCommand(
    context,
    'createClub',
    () =>
      context.deps.clubs.createClub(
        {
          userId: principal.userId,
          email: principal.user.email,
          name: args.name,
          sport: args.sport ?? null,
          timeZone: args.timeZone ?? null,
        },
        commandContextFor(context, info),
      ),
    (written) => findClub(context.deps.db, written.clubId),
  );
};

export const updateClub: Resolver<
  { clubId: string; name: string; sport: string; timeZone: string },
  ClubModel
> = (_p, args, context, info) => {
  const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
  authorize(context, 'club.update', { clubId });
  return catalogCommand(
    context,
    'updateClub',
    () =>
      context.deps.clubs.updateClub(
        clubId,
        { name: args.name, sport: args.sport, timeZone: args.timeZone },
        commandContextFor(context, info),
      ),
    () => findClub(context.deps.db, clubId),
  );
};

export const newStaff: Resolver<{ email: string; isManager?: boolean | null }, StaffModel> = (
  _p,
  args,
  context,
  info,
) => {
  const clubId = ownClub(context);
  authorize(context, 'staff.manage', { clubId });
  return catalogCommand(
    context,
    'newStaff',
    () =>
      context.deps.clubs.addStaff(
        clubId,
        { email: args.email, isManager: args.isManager ?? false },
        commandContextFor(context, info),
      ),
    (written) => findStaff(context.deps.db, written.staffId),
  );
};

export const removeStaff: Resolver<{ staffId: string }, StaffModel> = (_p, args, context, info) =>
  onStaff(
    context,
    info,
    args.staffId,
    'removeStaff',
    (member, command) => context.deps.clubs.removeStaff(member.clubId, member.id, command),
    // The member is gone from the read model: answer with the record as it was.
    (member) => Promise.resolve(member),
  );

export const updateStaffAccess: Resolver<{ staffId: string; isManager: boolean }, StaffModel> = (
  _p,
  args,
  context,
  info,
) =>
  onStaff(context, info, args.staffId, 'updateStaffAccess', (member, command) =>
    context.deps.clubs.changeStaffAccess(member.clubId, member.id, args.isManager, command),
  );

export const assignCoach: Resolver<{ staffId: string; teamIds: readonly string[] }, StaffModel> = (
  _p,
  args,
  context,
  info,
) =>
  onStaff(context, info, args.staffId, 'assignCoach', (member, command) =>
    context.deps.clubs.assignCoach(
      member.clubId,
      member.id,
      args.teamIds.map((id) => idOf(id, 'TEAM_NOT_FOUND')),
      command,
    ),
  );

/* ---------- teams and seasons ---------- */

export const createTeam: Resolver<{ clubId: string; name: string; logoUrl?: string | null }, TeamModel> = (
  _p,
  args,
  context,
  info,
) => {
  const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
  authorize(context, 'team.create', { clubId });
  return catalogCommand(
    context,
    'createTeam',
    () =>
      context.deps.clubs.createTeam(
        clubId,
        { name: args.name, logoUrl: args.logoUrl ?? null },
        commandContextFor(context, info),
      ),
    (written) => findTeam(context.deps.db, written.teamId),
  );
};

export const updateTeam: Resolver<
  { teamId: string; name: string; logoUrl?: string | null },
  TeamModel
> = async (_p, args, context, info) => {
  const target = await teamTarget(context, args.teamId);
  authorize(context, 'team.update', target);
  return catalogCommand(
    context,
    'updateTeam',
    () =>
      context.deps.clubs.updateTeam(
        target.team.clubId,
        target.team.id,
        { name: args.name, logoUrl: args.logoUrl ?? null },
        commandContextFor(context, info),
      ),
    () => findTeam(context.deps.db, target.team.id),
  );
};

export const createSeason: Resolver<
  { teamId: string; name: string; league?: string | null; startDate: string; endDate: string },
  SeasonModel
> = async (_p, args, context, info) => {
  const target = await teamTarget(context, args.teamId);
  authorize(context, 'team.update', target);
  return catalogCommand(
    context,
    'createSeason',
    () =>
      context.deps.clubs.createSeason(
        target.team.clubId,
        target.team.id,
        { name: args.name, league: args.league ?? null, startDate: args.startDate, endDate: args.endDate },
        commandContextFor(context, info),
      ),
    async (written) =>
      (await listSeasons(context.deps.db, [target.team.id])).find((s) => s.id === written.seasonId) ?? null,
  );
};

/* ---------- players ---------- */

export const createPlayer: Resolver<{ teamId: string; player: PlayerInput }, PlayerModel> = async (
  _p,
  args,
  context,
  info,
) => {
  const target = await teamTarget(context, args.teamId);
  authorize(context, 'player.manage', target);
  return catalogCommand(
    context,
    'createPlayer',
    () =>
      context.deps.clubs.createPlayer(
        target.team.clubId,
        target.team.id,
        args.player,
        commandContextFor(context, info),
      ),
    (written) => findPlayer(context.deps.db, written.playerId),
  );
};

export const updatePlayer: Resolver<{ playerId: string; player: PlayerInput }, PlayerModel> = (
  _p,
  args,
  context,
  info,
) =>
  onPlayer(context, info, args.playerId, 'player.manage', 'updatePlayer', (player, command) =>
    context.deps.clubs.updatePlayer(player.clubId, player.id, args.player, command),
  );

export const archivePlayer: Resolver<{ playerId: string }, PlayerModel> = (_p, args, context, info) =>
  onPlayer(context, info, args.playerId, 'player.manage', 'archivePlayer', (player, command) =>
    context.deps.clubs.archivePlayer(player.clubId, player.id, command),
  );

/* ---------- devices ---------- */

export const addDevice: Resolver<
  { serial: string; udid: string; type?: string | null; name?: string | null },
  DeviceModel
> = async (_p, args, context, info) => {
  const clubId = ownClub(context);
  authorize(context, 'device.manage', { clubId });
  const club = await findClub(context.deps.db, clubId);
  if (club === null) throw new DomainError('CLUB_NOT_FOUND');
  return catalogCommand(
    context,
    'addDevice',
    () =>
      context.deps.devices.addDevice(
        clubId,
        { serial: args.serial, udid: args.udid, type: args.type ?? null, name: args.name ?? null },
        { devices: club.subscription.limits.devices, owned: club.devicesCount },
        commandContextFor(context, info),
      ),
    async (written) => (await findDevices(context.deps.db, [written.deviceId]))[0] ?? null,
  );
};

export const assignDevicesToTeam: Resolver<
  { teamId: string; deviceIds: readonly string[] },
  DeviceModel[]
> = async (_p, args, context, info) => {
  const target = await teamTarget(context, args.teamId);
  authorize(context, 'device.manage', target);
  const devices = await clubDevicesById(context, args.deviceIds);
  const ids = devices.map((device) => device.id);
  const moving = devices.filter((device) => device.teamId !== null && device.teamId !== target.team.id);
  return catalogCommand(
    context,
    'assignDevicesToTeam',
    async () => {
      const command = commandContextFor(context, info);
      const assigned = await context.deps.devices.assignDevicesToTeam(
        target.team.clubId,
        target.team.id,
        ids,
        command,
      );
      if (moving.length === 0) return assigned;
      // Devices leaving another team leave that team's players too.
      const released = await context.deps.clubs.releaseDevices(
        target.team.clubId,
        moving.map((device) => device.id),
        command,
      );
      return released.position === null ? assigned : released;
    },
    async () => byIdIn(await findDevices(context.deps.db, ids), ids),
  );
};

export const unassignDevices: Resolver<{ deviceIds: readonly string[] }, DeviceModel[]> = async (
  _p,
  args,
  context,
  info,
) => {
  const clubId = ownClub(context);
  authorize(context, 'device.manage', { clubId });
  const devices = await clubDevicesById(context, args.deviceIds);
  const ids = devices.map((device) => device.id);
  return catalogCommand(
    context,
    'unassignDevices',
    async () => {
      const command = commandContextFor(context, info);
      const unassigned = await context.deps.devices.unassignDevices(clubId, ids, command);
      const released = await context.deps.clubs.releaseDevices(clubId, ids, command);
      return released.position === null ? unassigned : released;
    },
    async () => byIdIn(await findDevices(context.deps.db, ids), ids),
  );
};

export const assignDeviceToPlayer: Resolver<{ playerId: string; deviceId: string }, PlayerModel> = async (
  _p,
  args,
  context,
  info,
) => {
  const target = await playerTarget(context, args.playerId);
  authorize(context, 'device.wear', target);
  const [device] = await clubDevicesById(context, [args.deviceId]);
  if (device === undefined) throw new DomainError('DEVICE_NOT_FOUND');
  return catalogCommand(
    context,
    'assignDeviceToPlayer',
    () =>
      context.deps.clubs.assignDeviceToPlayer(
        target.player.clubId,
        target.player.id,
        device.id,
        commandContextFor(context, info),
      ),
    () => findPlayer(context.deps.db, target.player.id),
  );
};

export const unassignDeviceFromPlayer: Resolver<{ playerId: string }, PlayerModel> = (
  _p,
  args,
  context,
  info,
) =>
  onPlayer(context, info, args.playerId, 'device.wear', 'unassignDeviceFromPlayer', (player, command) =>
    context.deps.clubs.unassignDeviceFromPlayer(player.clubId, player.id, command),
  );
