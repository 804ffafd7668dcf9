/** The `Device` type's fields the model does not hold. */
import type { DeviceResolvers } from '../../generated/resolvers.ts';
import type { Queryable } from '../../read-model/connection.ts';
import { playersWearing, type DeviceModel, type Wearer } from '../../read-model/catalog.ts';

/** The player of the device's team wearing it, if any. */
async function wearer(device: DeviceModel, db: Queryable): Promise<Wearer | null> {
  if (device.teamId === null) return null;
  return (await playersWearing(db, [device.id])).find((p) => p.teamId === device.teamId) ?? null;
}

export const Device = {
  playerId: async (device, _a, context) => (await wearer(device, context.deps.db))?.id ?? null,
  player: (device, _a, context) => wearer(device, context.deps.db),
  // Not known until providers and uploads report them.
  externalId: () => null,
  fwVersion: () => null,
  hwVersion: () => null,
  dockingStation: () => false,
} satisfies DeviceResolvers;
