/**
 * What the projections' integration tests (and the datasets test) need of the write side: a
 * player's details, a team whose players each wear a device, and the upload commands with a device index standing in for the catalog.
 */
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import { uploadCommands, type UploadCommands } from '@stride/command/upload/handlers';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import type { PlayerDetails } from '@stride/contracts/player';
import type { EventStore } from '@stride/streams/port';

/** A player's details: a name, and `more` of them; the rest unknown. */
export const playerDetails = (
  name: Pick<PlayerDetails, 'firstName' | 'lastName'>,
  more: Partial<PlayerDetails> = {},
): PlayerDetails => ({
  ...name,
  birthdate: null,
  gender: null,
  number: null,
  position: null,
  profile: null,
  league: null,
  pictureUrl: null,
  maxHeartRate: null,
  restingHeartRate: null,
  maxSpeed: null,
  note: null,
  ...more,
});

/**
 * The upload commands, finding the devices a file names (by serial or UDID, in any case) in
 * `devices` (upper-case key → device id) as the API finds them in the catalog read model; no
 * team event is ever a candidate.
 */
export function uploadsKnowing(store: EventStore, devices: ReadonlyMap<string, string>): UploadCommands {
  return uploadCommands({
    store,
    index: {
      devicesByKeys: (_clubId, keys) =>
        Promise.resolve(
          new Map(
            keys.filter((k) => devices.has(k.toUpperCase())).map((k) => [k, devices.get(k.toUpperCase())!]),
          ),
        ),
      teamEventsBetween: () => Promise.resolve([]),
    },
  });
}

/**
 * A club with a team whose players (`P0`, `P1`, … `lastName`, maximum heart rate 190, resting 50)
 * each wear the device of the same index (serial `<prefix><i>`, UDID `<udidPrefix><i>`).
 */
export async function seedSquad(
  store: EventStore,
  ids: { clubId: string; teamId: string; playerIds: readonly string[]; deviceIds: readonly string[] },
  names: { lastName: string; gender: PlayerDetails['gender']; serial: string; udid: string },
): Promise<void> {
  const { clubId, teamId, playerIds, deviceIds } = ids;
  await seedStream(store, clubStreamName(clubId), [
    ...clubWithTeam(clubId, teamId),
    ...playerIds.map((playerId, i) => ({
      type: 'PlayerCreated',
      data: {
        clubId,
        playerId,
        teamId,
        ...playerDetails(
          { firstName: `P${i}`, lastName: names.lastName },
          { gender: names.gender, maxHeartRate: 190, restingHeartRate: 50 },
        ),
      },
    })),
    ...playerIds.map((playerId, i) => ({
      type: 'PlayerDeviceAssigned',
      data: { clubId, playerId, deviceId: deviceIds[i]! },
    })),
  ]);
  for (const [i, deviceId] of deviceIds.entries()) {
    await seedStream(store, deviceStreamName(deviceId), [
      {
        type: 'DeviceAdded',
        data: {
          deviceId,
          clubId,
          serial: `${names.serial}${i}`,
          udid: `${names.udid}${i}`,
          type: 'INSPIRIT',
          name: `${names.serial}${i}`,
        },
      },
      { type: 'DeviceAssignedToTeam', data: { deviceId, clubId, teamId } },
    ]);
  }
}
