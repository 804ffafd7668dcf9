/**
 * The devices a file names. Event and dock files name them by serial or UDID, any case, the
 * club's device first; a device file names its one device by id. Every key must name a known
 * device of the job's club (`DEVICE_NOT_FOUND`, listing the keys; another club's device is
 * answered the same, so a file cannot probe which serials exist): one unknown or foreign device
 * fails the whole file.
 *
 * Each device is decided from its own stream (its club). The index (candidates.ts) proposes the
 * device of each key; a serial or UDID it has not seen yet is found through its `serial-<hash>`
 * or `udid-<hash>` reservation (ARCHITECTURE.md rule 4).
 */
import { deviceStreamName, serialStreamName, udidStreamName } from '@stride/contracts/events/device';
import type { EventStore } from '@stride/streams/port';
import { deviceDecider } from '../device/device.ts';
import { serialDecider, serialKey } from '../device/serial.ts';
import { udidDecider, udidKey } from '../device/udid.ts';
import type { DeviceState } from '../device/state.ts';
import { readState } from '../multi-stream.ts';
import type { CandidateIndex } from './candidates.ts';
import { Refused } from './refusal.ts';
import type { JobInfo } from './state.ts';

type KnownDevice = Exclude<DeviceState, { readonly status: 'initial' }>;

/** The device ids of the file's keys: all known and the job's club's, or the job is refused. */
export async function nameDevices(
  store: EventStore,
  index: CandidateIndex,
  job: JobInfo,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const named = new Map<string, KnownDevice>();
  if (job.deviceId !== null) {
    if (keys.length > 1) {
      throw new Refused(
        'BULK_UPLOAD_INVALID_FILE',
        'SEVERAL_DEVICES',
        `a device's file holds one device; this one holds ${keys.length} (${keys.slice(0, 5).join(', ')})`,
        { count: keys.length, keys: keys.slice(0, 50) },
        { devices: keys.length },
      );
    }
    for (const key of keys) {
      const device = await readDevice(store, job.deviceId);
      if (device === null)
        throw new Refused(
          'DEVICE_NOT_FOUND',
          'UNKNOWN_DEVICES',
          `no device ${key}`,
          { keys: [key], count: 1 },
          { keys: [key] },
        );
      named.set(key, device);
    }
  } else {
    const guesses = await index.devicesByKeys(job.clubId, keys);
    const unknown: string[] = [];
    for (const key of keys) {
      const device = await deviceOfKey(store, key, guesses.get(key));
      if (device === null) unknown.push(key);
      else named.set(key, device);
    }
    if (unknown.length > 0) {
      throw new Refused(
        'DEVICE_NOT_FOUND',
        'UNKNOWN_DEVICES',
        `no device has the serial or UDID ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? '…' : ''}`,
        { keys: unknown.slice(0, 50), count: unknown.length },
        { keys: unknown.slice(0, 50) },
      );
    }
  }
  // Another club's device is refused as an unknown one: whether it exists is not this club's to know.
  const foreign = [...named].filter(([, device]) => device.clubId !== job.clubId).map(([key]) => key);
  if (foreign.length > 0) {
    throw new Refused(
      'DEVICE_NOT_FOUND',
      'UNKNOWN_DEVICES',
      `no device of this club has the serial or UDID ${foreign.slice(0, 10).join(', ')}`,
      { keys: foreign.slice(0, 50), count: foreign.length },
      { keys: foreign.slice(0, 50) },
    );
  }
  return new Map([...named].map(([key, device]) => [key, device.deviceId]));
}

/**
 * The device a key names: the index's guess, read from its stream (a device's serial and UDID
 * never change, so the guess is right when the device exists), else the device the serial's or UDID's
 * reservation names, for a device the index has not seen yet.
 */
async function deviceOfKey(
  store: EventStore,
  key: string,
  guess: string | undefined,
): Promise<KnownDevice | null> {
  if (guess !== undefined) {
    const device = await readDevice(store, guess);
    if (device !== null) return device;
  }
  const { state: serial } = await readState(store, serialStreamName(serialKey(key)), serialDecider);
  // A reservation whose device was never written (a crash between the appends) names nothing.
  const bySerial = serial.status === 'reserved' ? await readDevice(store, serial.deviceId) : null;
  if (bySerial !== null) return bySerial;
  const { state: udid } = await readState(store, udidStreamName(udidKey(key)), udidDecider);
  return udid.status === 'reserved' ? readDevice(store, udid.deviceId) : null;
}

async function readDevice(store: EventStore, deviceId: string): Promise<KnownDevice | null> {
  const { state } = await readState(store, deviceStreamName(deviceId), deviceDecider);
  return state.status === 'initial' ? null : state;
}
