/** The command handlers the demo generator drives, on one event store (and its credential store). */
import type pg from 'pg';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { availabilityCommands } from '@stride/command/availability/handlers';
import { clubCommands } from '@stride/command/club/handlers';
import { deviceCommands } from '@stride/command/device/handlers';
import { eventCommands } from '@stride/command/event/handlers';
import { uploadCommands } from '@stride/command/upload/handlers';
import type { EventStore } from '@stride/streams/port';
import { demoDeviceIds, type DemoCommands } from './generate.ts';

export function demoCommands(store: EventStore, pool: pg.Pool): DemoCommands {
  return {
    store,
    accounts: accountCommands(store, postgresCredentialStore(pool)),
    clubs: clubCommands(store),
    devices: deviceCommands(store),
    events: eventCommands(store),
    availability: availabilityCommands(store),
    // The demo file names its devices by serial: the index answers from the generator's own ids
    // (the read model may not have caught up yet), and routes to no other event.
    uploads: uploadCommands({
      store,
      index: {
        devicesByKeys: (_clubId, keys) =>
          Promise.resolve(
            new Map(keys.flatMap((key) => (demoDeviceIds.has(key) ? [[key, demoDeviceIds.get(key)!]] : []))),
          ),
        teamEventsBetween: () => Promise.resolve([]),
      },
    }),
  };
}
