/** Field resolvers of the catalog types: what a model does not hold itself. */
import { ageOn } from '@stride/contracts/player';
import { subscriptionIsActive } from '@stride/contracts/plans';
import {
  findClub,
  findDevices,
  findTeams,
  listSeasons,
  playersWearing,
  staffOfUsers,
  type ClubModel,
  type DeviceModel,
  type PlayerModel,
  type StaffModel,
  type TeamModel,
  type UserModel,
} from '../../read-model/catalog.ts';
import type { Resolver, ResolverMap } from '../types.ts';

export const User: ResolverMap = {
  staff: (async (user, _a, context) =>
    (await staffOfUsers(context.deps.db, [user.id]))[0] ?? null) satisfies Resolver<
    object,
    StaffModel | null,
    UserModel
  >,
};

export const Staff: ResolverMap = {
  user: ((staff) => ({ id: staff.userId, email: staff.email })) satisfies Resolver<
    object,
    { id: string; email: string },
    StaffModel
  >,
  club: ((staff, _a, context) => findClub(context.deps.db, staff.clubId)) satisfies Resolver<
    object,
    ClubModel | null,
    StaffModel
  >,
  coach: (async (staff, _a, context) => {
    // A manager, and the member themself, see every coached team; other members only the teams
    // they coach too (as in the club's team list).
    const viewer = context.viewer.principal;
    const self = viewer?.userId === staff.userId;
    const manager = viewer?.staff?.clubId === staff.clubId && viewer.staff.isManager;
    const mine = new Set(viewer?.staff?.coachTeamIds ?? []);
    const visible = self || manager ? staff.coachTeamIds : staff.coachTeamIds.filter((id) => mine.has(id));
    return (await findTeams(context.deps.db, visible)).map((team) => ({
      id: `${staff.id}:${team.id}`,
      team: { id: team.id, name: team.name },
    }));
  }) satisfies Resolver<object, unknown[], StaffModel>,
};

export const Club: ResolverMap = {
  services: (() => ({ asi: { email: null, connected: false } })) satisfies Resolver<
    object,
    unknown,
    ClubModel
  >,
  subscription: ((club, _a, context) => ({
    ...club.subscription,
    expiresAt: club.subscription.expiresAt === null ? null : new Date(club.subscription.expiresAt),
    active: subscriptionIsActive(club.subscription, context.deps.now()),
    devices: club.devicesCount,
  })) satisfies Resolver<object, unknown, ClubModel>,
};

export const Team: ResolverMap = {
  seasons: ((team, _a, context) => listSeasons(context.deps.db, [team.id])) satisfies Resolver<
    object,
    unknown[],
    TeamModel
  >,
};

export const Player: ResolverMap = {
  age: ((player, _a, context) =>
    ageOn(player.birthdate, context.deps.now().toISOString().slice(0, 10))) satisfies Resolver<
    object,
    number | null,
    PlayerModel
  >,
  device: (async (player, _a, context) => {
    if (player.deviceId === null) return null;
    const [device] = await findDevices(context.deps.db, [player.deviceId]);
    // A device that left the player's team is no longer worn by them.
    return device !== undefined && device.teamId === player.teamId ? device : null;
  }) satisfies Resolver<object, DeviceModel | null, PlayerModel>,
};

async function wearer(device: DeviceModel, db: Parameters<typeof playersWearing>[0]) {
  if (device.teamId === null) return null;
  return (await playersWearing(db, [device.id])).find((p) => p.teamId === device.teamId) ?? null;
}

export const Device: ResolverMap = {
  playerId: (async (device, _a, context) =>
    (await wearer(device, context.deps.db))?.id ?? null) satisfies Resolver<
    object,
    string | null,
    DeviceModel
  >,
  player: ((device, _a, context) => wearer(device, context.deps.db)) satisfies Resolver<
    object,
    unknown,
    DeviceModel
  >,
  externalId: () => null,
  fwVersion: () => null,
  hwVersion: () => null,
  dockingStation: () => false,
};
