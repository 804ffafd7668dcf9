/**
 * What the projections' integration tests (and the datasets test) need of the write side: a
 * player's details, and the upload commands with a device index standing in for the catalog.
 */
import { uploadCommands, type UploadCommands } from '@stride/command/upload/handlers';
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
