/**
 * The devices a file names. Event and dock files name them by serial or UDID, any case, the
 * club's device first, or by a name the team mapped (`tags-<teamId>`: a tag's id or a player's
 * name as the vendor spells it, mapped to a player or a device); a device file names its one
 * device by id.
 *
 * A key that names no device of the job's club is skipped, with its samples counted: the ball, a
 * spare tag, another club's device (answered as an unknown one, so a file cannot probe which
 * serials exist). So is a key whose mapping names a player who wears no device, and a key naming
 * a device another key of the file already brings. The rest of the file is imported; a file of
 * which no key names a device is refused (`DEVICE_NOT_FOUND`, listing the keys and what was
 * skipped).
 *
 * Each device is decided from its own stream (its club). The index (candidates.ts) proposes the
 * device of each key; a serial or UDID it has not seen yet is found through its `serial-<hash>`
 * or `udid-<hash>` reservation (ARCHITECTURE.md rule 4).
 */
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName, serialStreamName, udidStreamName } from '@stride/contracts/events/device';
import { tagsStreamName } from '@stride/contracts/events/tags';
import type { SkippedDevice, SkipReason } from '@stride/contracts/events/upload';
import type { SampleBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';
import { clubDecider } from '../club/club.ts';
import type { ActiveClub } from '../club/state.ts';
import { deviceDecider } from '../device/device.ts';
import { serialDecider, serialKey } from '../device/serial.ts';
import { udidDecider, udidKey } from '../device/udid.ts';
import type { DeviceState } from '../device/state.ts';
import { readState } from '../multi-stream.ts';
import { mappingOf, tagsDecider } from '../tags/tags.ts';
import type { CandidateIndex } from './candidates.ts';
import { Refused } from './refusal.ts';
import type { JobInfo } from './state.ts';

type KnownDevice = Exclude<DeviceState, { readonly status: 'initial' }>;

/** What a file holds of one device, as far as naming it goes. */
export interface FileDevice {
  readonly label: string | null;
  readonly batches: readonly SampleBatch[];
}

export interface NamedDevices {
  /** Device id by file key: the devices whose samples are imported. */
  readonly named: Map<string, string>;
  /** The keys left out, in the file's order. */
  readonly skipped: SkippedDevice[];
}

/** Most keys a refusal lists. */
const LISTED = 50;

const samplesOf = (device: FileDevice) => device.batches.reduce((n, b) => n + b.t.length, 0);

/** The device ids of the file's keys that name one of the job's club's devices; the rest skipped. */
export async function nameDevices(
  store: EventStore,
  index: CandidateIndex,
  job: JobInfo,
  devices: ReadonlyMap<string, FileDevice>,
): Promise<NamedDevices> {
  const keys = [...devices.keys()];
  if (job.deviceId !== null)
    return { named: await nameOneDevice(store, job, job.deviceId, keys), skipped: [] };

  const tags =
    job.teamId === null ? null : (await readState(store, tagsStreamName(job.teamId), tagsDecider)).state;
  let club: ActiveClub | null | undefined;
  const readClub = async () => {
    if (club === undefined) {
      const { state } = await readState(store, clubStreamName(job.clubId), clubDecider);
      club = state.status === 'initial' ? null : state;
    }
    return club;
  };
  const guesses = await index.devicesByKeys(job.clubId, keys);
  const named = new Map<string, string>();
  const taken = new Set<string>();
  const skipped: SkippedDevice[] = [];
  for (const [key, device] of devices) {
    const mapping = tags === null ? null : mappingOf(tags, key, device.label);
    let found: KnownDevice | null = null;
    let reason: SkipReason = 'UNKNOWN';
    let playerId: string | null = null;
    if (mapping?.deviceId != null) {
      found = await readDevice(store, mapping.deviceId);
    } else if (mapping?.playerId != null) {
      // The device the player wears now, if they still are the team's.
      playerId = mapping.playerId;
      const player = (await readClub())?.players.get(playerId);
      const wears =
        player === undefined || player.archived || player.teamId !== job.teamId ? null : player.deviceId;
      if (wears === null) reason = 'NO_DEVICE';
      else found = await readDevice(store, wears);
    } else {
      found = await deviceOfKey(store, key, guesses.get(key));
    }
    // Another club's device is skipped as an unknown one: whether it exists is not this club's to know.
    if (found !== null && found.clubId !== job.clubId) found = null;
    if (found !== null && taken.has(found.deviceId)) reason = 'SAME_DEVICE';
    if (found === null || reason === 'SAME_DEVICE') {
      skipped.push({ key, label: device.label, samples: samplesOf(device), reason, playerId });
      continue;
    }
    taken.add(found.deviceId);
    named.set(key, found.deviceId);
  }
  if (named.size === 0 && skipped.length > 0) {
    const listed = skipped.map((s) => s.key);
    throw new Refused(
      'DEVICE_NOT_FOUND',
      'UNKNOWN_DEVICES',
      `no device of this club has the serial or UDID ${listed.slice(0, 10).join(', ')}${listed.length > 10 ? '…' : ''}`,
      { keys: listed.slice(0, LISTED), count: listed.length },
      { keys: listed.slice(0, LISTED), skipped: skipped.slice(0, LISTED) },
    );
  }
  return { named, skipped };
}

/** A device's file (`uploadDeviceFile`, or an event file for one device): one key, that device. */
async function nameOneDevice(
  store: EventStore,
  job: JobInfo,
  deviceId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length > 1) {
    throw new Refused(
      'BULK_UPLOAD_INVALID_FILE',
      'SEVERAL_DEVICES',
      `a device's file holds one device; this one holds ${keys.length} (${keys.slice(0, 5).join(', ')})`,
      { count: keys.length, keys: keys.slice(0, LISTED) },
      { devices: keys.length },
    );
  }
  const named = new Map<string, string>();
  for (const key of keys) {
    const device = await readDevice(store, deviceId);
    // Another club's device is refused as an unknown one.
    if (device === null || device.clubId !== job.clubId)
      throw new Refused(
        'DEVICE_NOT_FOUND',
        'UNKNOWN_DEVICES',
        `no device ${key}`,
        { keys: [key], count: 1 },
        { keys: [key] },
      );
    named.set(key, device.deviceId);
  }
  return named;
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
