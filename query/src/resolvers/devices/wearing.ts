/** `assignDeviceToPlayer` and `unassignDeviceFromPlayer`: which player wears which device. */
import { DomainError } from '@stride/contracts/errors';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { catalogCommand } from '../command-then-read.ts';
import { onPlayer, playerTarget } from '../players/target.ts';
import { clubDevicesById } from './club-devices.ts';

export const wearingMutations = {
  assignDeviceToPlayer: async (_p, args, context, info) => {
    const player = await playerTarget(context, args.playerId, 'device.wear');
    const [device] = await clubDevicesById(context, [args.deviceId]);
    if (device === undefined) throw new DomainError('DEVICE_NOT_FOUND');
    return catalogCommand(
      context,
      info,
      'assignDeviceToPlayer',
      (command) => context.deps.clubs.assignDeviceToPlayer(player.clubId, player.id, device.id, command),
      () => findPlayer(context.deps.db, player.id),
    );
  },

  unassignDeviceFromPlayer: (_p, args, context, info) =>
    onPlayer(context, info, args.playerId, 'device.wear', 'unassignDeviceFromPlayer', (player, command) =>
      context.deps.clubs.unassignDeviceFromPlayer(player.clubId, player.id, command),
    ),
} satisfies MutationResolvers;
