/** The `Player` type's fields the model does not hold. */
import { ageOn } from '@stride/contracts/player';
import type { PlayerResolvers } from '../../generated/resolvers.ts';
import { findDevices } from '../../read-model/catalog.ts';

export const Player = {
  age: (player, _a, context) => ageOn(player.birthdate, context.deps.now().toISOString().slice(0, 10)),

  device: async (player, _a, context) => {
    if (player.deviceId === null) return null;
    const [device] = await findDevices(context.deps.db, [player.deviceId]);
    // A device that left the player's team is no longer worn by them.
    return device !== undefined && device.teamId === player.teamId ? device : null;
  },
} satisfies PlayerResolvers;
