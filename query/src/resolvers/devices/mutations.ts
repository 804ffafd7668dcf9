/** `addDevice`, `assignDevicesToTeam` and `unassignDevices`: a club's devices and its teams. */
import { DomainError } from '@stride/contracts/errors';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findClub, findDevices } from '../../read-model/catalog.ts';
import { ownClub } from '../clubs/access.ts';
import { catalogCommand } from '../command-then-read.ts';
import { teamTarget } from '../teams/target.ts';
import { byIdIn, clubDevicesById } from './club-devices.ts';

export const deviceMutations = {
  addDevice: async (_p, args, context, info) => {
    const clubId = ownClub(context, 'device.manage');
    const club = await findClub(context.deps.db, clubId);
    if (club === null) throw new DomainError('CLUB_NOT_FOUND');
    return catalogCommand(
      context,
      info,
      'addDevice',
      (command) =>
        context.deps.devices.addDevice(
          clubId,
          { serial: args.serial, udid: args.udid, type: args.type ?? null, name: args.name ?? null },
          { devices: club.subscription.limits.devices, owned: club.devicesCount },
          command,
        ),
      async (written) => (await findDevices(context.deps.db, [written.deviceId]))[0] ?? null,
    );
  },

  assignDevicesToTeam: async (_p, args, context, info) => {
    const team = await teamTarget(context, args.teamId, 'device.manage');
    const devices = await clubDevicesById(context, args.deviceIds);
    const ids = devices.map((device) => device.id);
    const moving = devices.filter((device) => device.teamId !== null && device.teamId !== team.id);
    return catalogCommand(
      context,
      info,
      'assignDevicesToTeam',
      async (command) => {
        const assigned = await context.deps.devices.assignDevicesToTeam(team.clubId, team.id, ids, command);
        if (moving.length === 0) return assigned;
        // Devices leaving another team leave that team's players too.
        const released = await context.deps.clubs.releaseDevices(
          team.clubId,
          moving.map((device) => device.id),
          command,
        );
        return released.position === null ? assigned : released;
      },
      async () => byIdIn(await findDevices(context.deps.db, ids), ids),
    );
  },

  unassignDevices: async (_p, args, context, info) => {
    const clubId = ownClub(context, 'device.manage');
    const devices = await clubDevicesById(context, args.deviceIds);
    const ids = devices.map((device) => device.id);
    return catalogCommand(
      context,
      info,
      'unassignDevices',
      async (command) => {
        const unassigned = await context.deps.devices.unassignDevices(clubId, ids, command);
        const released = await context.deps.clubs.releaseDevices(clubId, ids, command);
        return released.position === null ? unassigned : released;
      },
      async () => byIdIn(await findDevices(context.deps.db, ids), ids),
    );
  },
} satisfies MutationResolvers;
