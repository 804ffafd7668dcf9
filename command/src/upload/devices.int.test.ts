/**
 * Naming a file's devices on a real store: the index proposes a device for each key and the
 * device's own stream decides; a serial or UDID the index has not seen yet is found through its
 * `serial-<hash>` or `udid-<hash>` reservation, so no read model is needed for it. Keys that name
 * no device of the club are skipped with their samples (issue 16), unless the team mapped them
 * (`tags-<teamId>`) to a player or a device; a file of which no key names a device is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@stride/streams/port';
import { clubCommands } from '../club/handlers.ts';
import { openTestStore, testContext } from '../testing/integration.ts';
import { seedTeam } from '../testing/seed.ts';
import { deviceCommands } from '../device/handlers.ts';
import { tagCommands } from '../tags/handlers.ts';
import type { CandidateIndex } from './candidates.ts';
import { nameDevices, type FileDevice } from './devices.ts';
import { Refused } from './refusal.ts';
import type { JobInfo } from './state.ts';
import { rejection } from './testing.ts';

let store: EventStore;
let close: () => Promise<void>;
let clubId = '';
let teamId = '';
const otherClubId = randomUUID();
const ours = { serial: `OURS-${randomUUID().slice(0, 8)}`, udid: `u-${randomUUID()}`, id: '' };
const theirs = { serial: `THEIRS-${randomUUID().slice(0, 8)}`, udid: `u-${randomUUID()}`, id: '' };
/** A Kinexon tag registered without a UDID, worn by `wearer`. */
const tag = { serial: `KX-${randomUUID().slice(0, 6)}`, id: '' };
/** A vest of the team, mapped by the Kinexon sensor id 16438. */
const vest = { serial: `VEST-${randomUUID().slice(0, 6)}`, id: '' };
let wearer = '';
let bare = '';
const at = new Date('2026-05-02T18:00:00Z');

beforeAll(async () => {
  ({ store, close } = await openTestStore('upload-devices'));
  ({ clubId, teamId } = await seedTeam(store));
  const devices = deviceCommands(store);
  const clubs = clubCommands(store);
  const limit = { devices: 10, owned: 0 };
  ours.id = (await devices.addDevice(clubId, ours, limit, testContext(at))).deviceId;
  theirs.id = (await devices.addDevice(otherClubId, theirs, limit, testContext(at))).deviceId;
  tag.id = (await devices.addDevice(clubId, { ...tag, type: 'KINEXON' }, limit, testContext(at))).deviceId;
  vest.id = (await devices.addDevice(clubId, vest, limit, testContext(at))).deviceId;
  await devices.assignDevicesToTeam(clubId, teamId, [tag.id, vest.id], testContext(at));
  wearer = (
    await clubs.createPlayer(clubId, teamId, { firstName: 'Curie', lastName: 'Crosser' }, testContext(at))
  ).playerId;
  bare = (
    await clubs.createPlayer(clubId, teamId, { firstName: 'Kepler', lastName: 'Keeper' }, testContext(at))
  ).playerId;
  await clubs.assignDeviceToPlayer(clubId, wearer, tag.id, testContext(at));
  const tags = tagCommands(store);
  await tags.mapTag(
    clubId,
    teamId,
    { name: 'curie crosser', playerId: wearer, deviceId: null },
    testContext(at),
  );
  await tags.mapTag(
    clubId,
    teamId,
    { name: 'Kepler Keeper', playerId: bare, deviceId: null },
    testContext(at),
  );
  await tags.mapTag(clubId, teamId, { name: '16438', playerId: null, deviceId: vest.id }, testContext(at));
});
afterAll(() => close());

const job = (): JobInfo => ({
  jobId: randomUUID(),
  clubId,
  teamId,
  kind: 'DOCK',
  fileName: 'dock.csv',
  bytes: 1,
  sha256: 'x',
  eventId: null,
  deviceId: null,
  periodId: null,
  format: null,
  quick: null,
  startTime: null,
  receivedAt: null,
  owner: null,
});

/** An index that knows only these keys. */
const index = (known: Record<string, string> = {}): CandidateIndex => ({
  devicesByKeys: (_clubId, keys) =>
    Promise.resolve(new Map(keys.filter((key) => key in known).map((key) => [key, known[key]!]))),
  teamEventsBetween: () => Promise.resolve([]),
});

/** A file's devices: key, label and how many samples each holds. */
function file(...devices: [key: string, label: string | null, samples: number][]): Map<string, FileDevice> {
  return new Map(
    devices.map(([key, label, samples]) => [
      key,
      { label, batches: [{ t: new Float64Array(samples) }] } as unknown as FileDevice,
    ]),
  );
}

describe('naming a file’s devices', () => {
  it('finds a serial through its reservation when the index does not know it yet, in any case', async () => {
    const key = ours.serial.toLowerCase();
    const { named, skipped } = await nameDevices(store, index(), job(), file([key, null, 3]));
    expect(named).toEqual(new Map([[key, ours.id]]));
    expect(skipped).toEqual([]);
  });

  it('takes the device the index proposes for a UDID once its stream says it exists', async () => {
    const { named } = await nameDevices(
      store,
      index({ [ours.udid]: ours.id }),
      job(),
      file([ours.udid, null, 3]),
    );
    expect(named).toEqual(new Map([[ours.udid, ours.id]]));
  });

  it('finds a UDID through its reservation when the index does not know it yet, in any case', async () => {
    const key = ours.udid.toUpperCase();
    expect((await nameDevices(store, index(), job(), file([key, null, 3]))).named).toEqual(
      new Map([[key, ours.id]]),
    );
  });

  it('names a device registered without a UDID by its serial', async () => {
    const { named } = await nameDevices(store, index(), job(), file([tag.serial, null, 3]));
    expect(named).toEqual(new Map([[tag.serial, tag.id]]));
  });

  it('skips unknown keys with their samples and imports the rest, a proposal without a stream included', async () => {
    const ghost = randomUUID();
    const { named, skipped } = await nameDevices(
      store,
      index({ ghost }),
      job(),
      file([ours.serial, 'Vest 1', 10], ['ghost', null, 4], ['40849', 'Ball [ball]', 772]),
    );
    expect(named).toEqual(new Map([[ours.serial, ours.id]]));
    expect(skipped).toEqual([
      { key: 'ghost', label: null, samples: 4, reason: 'UNKNOWN', playerId: null },
      { key: '40849', label: 'Ball [ball]', samples: 772, reason: 'UNKNOWN', playerId: null },
    ]);
  });

  it('skips another club’s device as an unknown one, by serial or by UDID', async () => {
    for (const [key, known] of [
      [theirs.serial, {}],
      [theirs.udid, {}],
      [theirs.udid, { [theirs.udid]: theirs.id }],
    ] as const) {
      const { named, skipped } = await nameDevices(
        store,
        index(known),
        job(),
        file([ours.serial, null, 1], [key, null, 2]),
      );
      expect(named).toEqual(new Map([[ours.serial, ours.id]]));
      expect(skipped).toEqual([{ key, label: null, samples: 2, reason: 'UNKNOWN', playerId: null }]);
    }
  });

  it('refuses a file of which no key names a device (DEVICE_NOT_FOUND), listing what it skipped', async () => {
    const refused = await rejection(
      nameDevices(store, index(), job(), file(['nobody', 'Ball', 5], [theirs.serial, null, 6])),
      Refused,
    );
    expect(refused.code).toBe('DEVICE_NOT_FOUND');
    // For the interface: the reason and its parameters (issue 16).
    expect(refused.reason).toBe('UNKNOWN_DEVICES');
    expect(refused.params).toEqual({ keys: ['nobody', theirs.serial], count: 2 });
    expect(refused.details).toEqual({
      keys: ['nobody', theirs.serial],
      skipped: [
        { key: 'nobody', label: 'Ball', samples: 5, reason: 'UNKNOWN', playerId: null },
        { key: theirs.serial, label: null, samples: 6, reason: 'UNKNOWN', playerId: null },
      ],
    });
  });

  it("follows the team's mappings: a label to the device its player wears, a key to a device", async () => {
    const { named, skipped } = await nameDevices(
      store,
      index(),
      job(),
      file(['36677', 'Curie Crosser', 9], ['16438', 'Edison Enforcer', 8]),
    );
    expect(named).toEqual(
      new Map([
        ['36677', tag.id],
        ['16438', vest.id],
      ]),
    );
    expect(skipped).toEqual([]);
  });

  it('skips a key mapped to a player who wears no device (NO_DEVICE), naming the player', async () => {
    const { skipped } = await nameDevices(
      store,
      index(),
      job(),
      file([ours.serial, null, 1], ['28485', 'Kepler Keeper', 7]),
    );
    expect(skipped).toEqual([
      { key: '28485', label: 'Kepler Keeper', samples: 7, reason: 'NO_DEVICE', playerId: bare },
    ]);
  });

  it('keeps the first key of a device that two keys name (SAME_DEVICE)', async () => {
    const { named, skipped } = await nameDevices(
      store,
      index(),
      job(),
      file([tag.serial, null, 3], ['36677', 'Curie Crosser', 4]),
    );
    expect(named).toEqual(new Map([[tag.serial, tag.id]]));
    expect(skipped).toEqual([
      { key: '36677', label: 'Curie Crosser', samples: 4, reason: 'SAME_DEVICE', playerId: wearer },
    ]);
  });

  it("uses no mapping for a job without a team, nor another team's mappings", async () => {
    const refused = await rejection(
      nameDevices(store, index(), { ...job(), teamId: null }, file(['16438', 'Curie Crosser', 3])),
      Refused,
    );
    expect(refused.code).toBe('DEVICE_NOT_FOUND');
    const other = await rejection(
      nameDevices(store, index(), { ...job(), teamId: randomUUID() }, file(['16438', 'Curie Crosser', 3])),
      Refused,
    );
    expect(other.code).toBe('DEVICE_NOT_FOUND');
  });

  it("refuses a device's file naming another club's device (DEVICE_NOT_FOUND), and one holding two devices", async () => {
    const foreign = await rejection(
      nameDevices(store, index(), { ...job(), deviceId: theirs.id }, file(['x', null, 1])),
      Refused,
    );
    expect(foreign.code).toBe('DEVICE_NOT_FOUND');
    expect(foreign.reason).toBe('UNKNOWN_DEVICES');
    expect(foreign.params).toEqual({ keys: ['x'], count: 1 });
    const two = await rejection(
      nameDevices(store, index(), { ...job(), deviceId: ours.id }, file(['x', null, 1], ['y', null, 1])),
      Refused,
    );
    expect(two.code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect(two.reason).toBe('SEVERAL_DEVICES');
    expect(two.params).toEqual({ count: 2, keys: ['x', 'y'] });
    const { named } = await nameDevices(
      store,
      index(),
      { ...job(), deviceId: ours.id },
      file(['x', null, 1]),
    );
    expect(named).toEqual(new Map([['x', ours.id]]));
  });
});
