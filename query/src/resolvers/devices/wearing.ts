/** `assignDeviceToPlayer` and `unassignDeviceFromPlayer`: which player wears which device. */
import { DomainError } from '@stride/contracts/errors';
import { authorize } from '../../auth/authorize.ts';
import { commandContextFor } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { catalogCommand } from '../command-then-read.ts';
import { onPlayer, playerTarget } from '../players/target.ts';
import { clubDevicesById } from './club-devices.ts';

export const wearingMutations = {
  assignDeviceToPlayer: async (_p, args, context, info) => {
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
  },

  unassignDeviceFromPlayer: (_p, args, context, info) =>
    onPlayer(context, info, args.playerId, 'device.wear', 'unassignDeviceFromPlayer', (player, command) =>
      context.deps.clubs.unassignDeviceFromPlayer(player.clubId, player.id, command),
    ),
} satisfies MutationResolvers;
