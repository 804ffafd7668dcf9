/** The devices a command names, all of the caller's club. */
import { DomainError } from '@stride/contracts/errors';
import { signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import { findDevices, type DeviceModel } from '../../read-model/catalog.ts';
import { idOf } from '../ids.ts';

/** Most devices one command names. */
const MAX_DEVICE_IDS = 200;

/** Devices by id, all of the caller's club: a device of another club is `DEVICE_NOT_ALLOWED`. */
export async function clubDevicesById(
  context: ApiContext,
  rawIds: readonly string[],
): Promise<DeviceModel[]> {
  const ids = [...new Set(rawIds.map((id) => idOf(id, 'DEVICE_NOT_FOUND')))];
  if (ids.length > MAX_DEVICE_IDS)
    throw new DomainError('BAD_USER_INPUT', {
      field: 'deviceIds',
      reason: 'maxItems',
      maxItems: MAX_DEVICE_IDS,
    });
  const devices = await findDevices(context.deps.db, ids);
  if (devices.length !== ids.length) throw new DomainError('DEVICE_NOT_FOUND');
  const clubId = signedIn(context).staff?.clubId;
  if (devices.some((device) => device.clubId !== clubId)) throw new DomainError('DEVICE_NOT_ALLOWED');
  return devices;
}

/** The rows whose id is in `ids`. */
export const byIdIn = <T extends { id: string }>(rows: readonly T[], ids: readonly string[]): T[] => {
  const wanted = new Set(ids);
  return rows.filter((row) => wanted.has(row.id));
};
