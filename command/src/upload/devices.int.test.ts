/**
 * Naming a file's devices on a real store: the index proposes a device for each key and the
 * device's own stream decides; a serial or UDID the index has not seen yet is found through its
 * `serial-<hash>` or `udid-<hash>` reservation, so no read model is needed for it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@stride/streams/port';
import { openTestStore, testContext } from '../testing/integration.ts';
import { deviceCommands } from '../device/handlers.ts';
import type { CandidateIndex } from './candidates.ts';
import { nameDevices } from './devices.ts';
import { Refused } from './refusal.ts';
import type { JobInfo } from './state.ts';
import { rejection } from './testing.ts';

let store: EventStore;
let close: () => Promise<void>;
const clubId = randomUUID();
const otherClubId = randomUUID();
const ours = { serial: `OURS-${randomUUID().slice(0, 8)}`, udid: `u-${randomUUID()}`, id: '' };
const theirs = { serial: `THEIRS-${randomUUID().slice(0, 8)}`, udid: `u-${randomUUID()}`, id: '' };

beforeAll(async () => {
  ({ store, close } = await openTestStore('upload-devices'));
  const devices = deviceCommands(store);
  const limit = { devices: 10, owned: 0 };
  const at = new Date('2026-05-02T18:00:00Z');
  ours.id = (await devices.addDevice(clubId, ours, limit, testContext(at))).deviceId;
  theirs.id = (await devices.addDevice(otherClubId, theirs, limit, testContext(at))).deviceId;
});
afterAll(() => close());

const job: JobInfo = {
  jobId: randomUUID(),
  clubId,
  teamId: null,
  kind: 'DOCK',
  fileName: 'dock.csv',
  bytes: 1,
  sha256: 'x',
  eventId: null,
  deviceId: null,
  periodId: null,
  format: null,
  quick: null,
  receivedAt: null,
  owner: null,
};

/** An index that knows only these keys. */
const index = (known: Record<string, string> = {}): CandidateIndex => ({
  devicesByKeys: (_clubId, keys) =>
    Promise.resolve(new Map(keys.filter((key) => key in known).map((key) => [key, known[key]!]))),
  teamEventsBetween: () => Promise.resolve([]),
});

describe('naming a file’s devices', () => {
  it('finds a serial through its reservation when the index does not know it yet, in any case', async () => {
    const key = ours.serial.toLowerCase();
    expect(await nameDevices(store, index(), job, [key])).toEqual(new Map([[key, ours.id]]));
  });

  it('takes the device the index proposes for a UDID once its stream says it exists', async () => {
    expect(await nameDevices(store, index({ [ours.udid]: ours.id }), job, [ours.udid])).toEqual(
      new Map([[ours.udid, ours.id]]),
    );
  });

  it('refuses unknown keys with DEVICE_NOT_FOUND, also a proposal whose stream does not exist', async () => {
    const ghost = randomUUID();
    const refused = await rejection(nameDevices(store, index({ ghost }), job, ['ghost', 'nobody']), Refused);
    expect(refused.code).toBe('DEVICE_NOT_FOUND');
    expect(refused.details).toEqual({ keys: ['ghost', 'nobody'] });
    // For the interface: the reason and its parameters (issue 16).
    expect(refused.reason).toBe('UNKNOWN_DEVICES');
    expect(refused.params).toEqual({ keys: ['ghost', 'nobody'], count: 2 });
  });

  it('finds a UDID through its reservation when the index does not know it yet, in any case', async () => {
    const key = ours.udid.toUpperCase();
    expect(await nameDevices(store, index(), job, [key])).toEqual(new Map([[key, ours.id]]));
  });

  it('refuses another club’s device as an unknown one (DEVICE_NOT_FOUND), by serial or by UDID', async () => {
    for (const [key, known] of [
      [theirs.serial, {}],
      [theirs.udid, {}],
      [theirs.udid, { [theirs.udid]: theirs.id }],
    ] as const) {
      const refused = await rejection(nameDevices(store, index(known), job, [ours.serial, key]), Refused);
      expect(refused.code).toBe('DEVICE_NOT_FOUND');
      expect(refused.details).toEqual({ keys: [key] });
      expect(refused.params).toEqual({ keys: [key], count: 1 });
    }
  });
});
