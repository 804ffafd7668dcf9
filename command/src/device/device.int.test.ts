import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubStreamName } from '@stride/contracts/events/club';
import {
  deviceSchemaVersion,
  deviceStreamName,
  serialStreamName,
  udidStreamName,
} from '@stride/contracts/events/device';
import type { EventStore } from '@stride/streams/port';
import { derivedId, handleCommand } from '../handler.ts';
import { memoryCredentialStore } from '../account/credentials.ts';
import { accountCommands, type AccountCommands } from '../account/handlers.ts';
import { readState } from '../multi-stream.ts';
import { ctx, interfering, newUser, openTestStore, streamTypes } from '../testing/integration.ts';
import { clubDecider } from '../club/club.ts';
import { clubCommands, type ClubCommands } from '../club/handlers.ts';
import { deviceCommands, type DeviceCommands } from './handlers.ts';
import { serialDecider, serialKey } from './serial.ts';
import { udidKey } from './udid.ts';

let store: EventStore;
let close: () => Promise<void>;
let accounts: AccountCommands;
let clubs: ClubCommands;
let devices: DeviceCommands;

beforeAll(async () => {
  ({ store, close } = await openTestStore('dev'));
  accounts = accountCommands(store, memoryCredentialStore());
  clubs = clubCommands(store);
  devices = deviceCommands(store);
});
afterAll(() => close());

const roomy = { devices: 30, owned: 0 };
let n = 0;
const serial = () => `SN-${Date.now().toString(36)}-${++n}`;
const udid = () => `00:11:22:${(++n).toString(16).padStart(2, '0')}`;

/** A club with two teams (PRO plan) and a player in the first. */
async function newClub() {
  const { userId, email } = await newUser(accounts);
  const { clubId } = await clubs.createClub({ userId, email, name: 'FC Devices' }, ctx(2_000));
  await clubs.updateSubscription(clubId, { plan: 'PRO', active: true, expiresAt: null }, ctx(3_000));
  const { teamId } = await clubs.createTeam(clubId, { name: 'First' }, ctx(4_000));
  const { teamId: otherTeamId } = await clubs.createTeam(clubId, { name: 'Second' }, ctx(4_000));
  const { playerId } = await clubs.createPlayer(
    clubId,
    teamId,
    { firstName: 'Ada', lastName: 'L' },
    ctx(5_000),
  );
  return { clubId, teamId, otherTeamId, playerId };
}

/** Streams in the store: how many a command created. */
async function streamCount(): Promise<number> {
  const names = new Set<string>();
  for await (const event of store.readAll()) names.add(event.streamName);
  return names.size;
}

const playerDevice = async (clubId: string, playerId: string) => {
  const { state } = await readState(store, clubStreamName(clubId), clubDecider);
  return state.status === 'active' ? state.players.get(playerId)?.deviceId : undefined;
};

describe('addDevice', () => {
  it('reserves the serial and writes the device; a retry appends nothing', async () => {
    const { clubId } = await newClub();
    const sn = serial();
    const context = ctx(6_000);
    const { deviceId, position } = await devices.addDevice(
      clubId,
      { serial: ` ${sn.toLowerCase()} `, udid: 'AA:01' },
      roomy,
      context,
    );
    expect(deviceId).toBe(derivedId('device', context.commandId));
    expect(await devices.readDevice(deviceId)).toEqual({
      clubId,
      teamId: null,
      serial: sn.toUpperCase(),
      udid: 'AA:01',
      type: 'INSPIRIT',
      name: sn.toUpperCase(),
    });
    expect(await streamTypes(store, serialStreamName(serialKey(sn)))).toEqual(['SerialReserved']);
    expect(await store.headPosition()).toEqual(position);
    const again = await devices.addDevice(
      clubId,
      { serial: sn, udid: 'AA:01' },
      { devices: 30, owned: 30 },
      context,
    );
    expect(again.deviceId).toBe(deviceId);
    expect(await store.headPosition()).toEqual(position);
  });

  it('adds a device without a UDID, taking no UDID reservation; two such devices do not clash', async () => {
    const { clubId } = await newClub();
    const sn = serial();
    const before = await streamCount();
    const { deviceId } = await devices.addDevice(clubId, { serial: sn, type: 'KINEXON' }, roomy, ctx(6_000));
    expect(await devices.readDevice(deviceId)).toMatchObject({ udid: null, type: 'KINEXON' });
    // The serial's reservation and the device: no `udid-…` stream.
    expect(await streamCount()).toBe(before + 2);
    expect(await streamTypes(store, udidStreamName(udidKey('')))).toEqual([]);
    const other = await devices.addDevice(clubId, { serial: serial(), udid: null }, roomy, ctx(6_500));
    expect(await devices.readDevice(other.deviceId)).toMatchObject({ udid: null, type: 'INSPIRIT' });
  });

  it('says DEVICE_ALREADY_OWNED for a serial another club owns, appending nothing', async () => {
    const first = await newClub();
    const second = await newClub();
    const sn = serial();
    await devices.addDevice(first.clubId, { serial: sn, udid: udid() }, roomy, ctx(6_000));
    const before = await store.headPosition();
    await expect(
      devices.addDevice(second.clubId, { serial: `  ${sn.toLowerCase()}`, udid: udid() }, roomy, ctx(7_000)),
    ).rejects.toMatchObject({ code: 'DEVICE_ALREADY_OWNED' });
    await expect(
      devices.addDevice(first.clubId, { serial: sn, udid: udid() }, roomy, ctx(7_000)),
    ).rejects.toMatchObject({
      code: 'DEVICE_ALREADY_OWNED',
    });
    expect(await store.headPosition()).toEqual(before);
  });

  it('says DEVICE_ALREADY_OWNED for a UDID any device has (any case, any club), appending nothing', async () => {
    const first = await newClub();
    const second = await newClub();
    const id = `AB:CD:${(++n).toString(16).padStart(4, '0')}`;
    const added = await devices.addDevice(first.clubId, { serial: serial(), udid: id }, roomy, ctx(6_000));
    expect(await streamTypes(store, udidStreamName(udidKey(id)))).toEqual(['UdidReserved']);
    const before = await store.headPosition();
    // Another club, and the same club's second device, by any case: the UDID names one device.
    for (const [clubId, key] of [
      [second.clubId, id],
      [first.clubId, id.toLowerCase()],
      [first.clubId, ` ${id} `],
    ] as const) {
      await expect(
        devices.addDevice(clubId, { serial: serial(), udid: key }, roomy, ctx(7_000)),
      ).rejects.toMatchObject({ code: 'DEVICE_ALREADY_OWNED' });
    }
    expect(await store.headPosition()).toEqual(before);
    // Refused for its UDID, the serial was not reserved: the same serial with another UDID goes in.
    const sn = serial();
    await expect(
      devices.addDevice(second.clubId, { serial: sn, udid: id }, roomy, ctx(8_000)),
    ).rejects.toMatchObject({ code: 'DEVICE_ALREADY_OWNED' });
    expect(await streamTypes(store, serialStreamName(serialKey(sn)))).toEqual([]);
    await devices.addDevice(second.clubId, { serial: sn, udid: udid() }, roomy, ctx(8_000));
    expect((await devices.readDevice(added.deviceId))?.udid).toBe(id);
  });

  it('refuses bad input, an unknown type and a full club, appending nothing', async () => {
    const { clubId } = await newClub();
    const before = await store.headPosition();
    await expect(
      devices.addDevice(clubId, { serial: 'bad serial', udid: udid() }, roomy, ctx()),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'serial' },
    });
    await expect(
      devices.addDevice(clubId, { serial: serial(), udid: 'AA BB' }, roomy, ctx()),
    ).rejects.toMatchObject({
      details: { field: 'udid' },
    });
    await expect(
      devices.addDevice(clubId, { serial: serial(), udid: udid(), type: 'WHOOP' }, roomy, ctx()),
    ).rejects.toMatchObject({ code: 'DEVICE_TYPE_NOT_SUPPORTED' });
    await expect(
      devices.addDevice(clubId, { serial: serial(), udid: udid() }, { devices: 3, owned: 3 }, ctx()),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { reason: 'deviceLimit' } });
    expect(await store.headPosition()).toEqual(before);
  });

  it('takes over a serial reservation whose device was never written, once a minute old', async () => {
    const { clubId } = await newClub();
    const sn = serial();
    // An addDevice that crashed between its two appends.
    await handleCommand(
      store,
      serialStreamName(serialKey(sn)),
      serialDecider,
      {
        type: 'ReserveSerial',
        data: { serial: sn, deviceId: derivedId('device', 'crashed'), clubId: 'club-x' },
      },
      ctx(0),
      { schemaVersion: deviceSchemaVersion },
    );
    await expect(
      devices.addDevice(clubId, { serial: sn, udid: udid() }, roomy, ctx(59_000)),
    ).rejects.toMatchObject({
      code: 'DEVICE_ALREADY_OWNED',
    });
    const { deviceId } = await devices.addDevice(clubId, { serial: sn, udid: udid() }, roomy, ctx(60_000));
    expect(await streamTypes(store, serialStreamName(serialKey(sn)))).toEqual([
      'SerialReserved',
      'SerialReserved',
    ]);
    const { state } = await readState(store, serialStreamName(serialKey(sn)), serialDecider);
    expect(state).toMatchObject({ deviceId, clubId });
  });
});

describe('devices and teams', () => {
  it('assigns devices to a team, moves them, and unassigns them', async () => {
    const { clubId, teamId, otherTeamId } = await newClub();
    const a = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    const b = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    const assigned = await devices.assignDevicesToTeam(
      clubId,
      teamId,
      [a.deviceId, b.deviceId, a.deviceId],
      ctx(7_000),
    );
    expect(assigned.position).toEqual(await store.headPosition());
    expect(await devices.readDevice(a.deviceId)).toMatchObject({ teamId });
    expect(await devices.readDevice(b.deviceId)).toMatchObject({ teamId });
    // Already there: nothing to write.
    expect(await devices.assignDevicesToTeam(clubId, teamId, [a.deviceId], ctx(8_000))).toEqual({
      position: null,
    });
    await devices.assignDevicesToTeam(clubId, otherTeamId, [a.deviceId], ctx(9_000));
    expect(await streamTypes(store, deviceStreamName(a.deviceId))).toEqual([
      'DeviceAdded',
      'DeviceAssignedToTeam',
      'DeviceUnassignedFromTeam',
      'DeviceAssignedToTeam',
    ]);
    await devices.unassignDevices(clubId, [a.deviceId, b.deviceId], ctx(10_000));
    expect(await devices.readDevice(a.deviceId)).toMatchObject({ teamId: null });
    expect(await devices.readDevice(b.deviceId)).toMatchObject({ teamId: null });
  });

  it('checks every device before the first append: one bad id appends nothing', async () => {
    const { clubId, teamId } = await newClub();
    const other = await newClub();
    const mine = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    const theirs = await devices.addDevice(
      other.clubId,
      { serial: serial(), udid: udid() },
      roomy,
      ctx(6_000),
    );
    const before = await store.headPosition();
    await expect(
      devices.assignDevicesToTeam(
        clubId,
        teamId,
        [mine.deviceId, derivedId('device', 'missing')],
        ctx(7_000),
      ),
    ).rejects.toMatchObject({ code: 'DEVICE_NOT_FOUND' });
    await expect(
      devices.assignDevicesToTeam(clubId, teamId, [mine.deviceId, theirs.deviceId], ctx(7_000)),
    ).rejects.toMatchObject({ code: 'DEVICE_NOT_ALLOWED' });
    await expect(
      devices.unassignDevices(clubId, [mine.deviceId, theirs.deviceId], ctx(7_000)),
    ).rejects.toMatchObject({
      code: 'DEVICE_NOT_ALLOWED',
    });
    await expect(
      devices.assignDevicesToTeam(clubId, 'no-team', [mine.deviceId], ctx(7_000)),
    ).rejects.toMatchObject({
      code: 'TEAM_NOT_FOUND',
    });
    await expect(
      devices.assignDevicesToTeam(other.clubId, teamId, [theirs.deviceId], ctx(7_000)),
    ).rejects.toMatchObject({
      code: 'TEAM_NOT_FOUND',
    });
    const tooMany = Array.from({ length: 201 }, (_, i) => `device-${i}`);
    await expect(devices.assignDevicesToTeam(clubId, teamId, tooMany, ctx(7_000))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'maxItems' },
    });
    expect(await store.headPosition()).toEqual(before);
    expect(await devices.readDevice(mine.deviceId)).toMatchObject({ teamId: null });
  });
});

describe('devices and players', () => {
  it('gives a device of the player’s team; refuses one of another team, appending nothing', async () => {
    const { clubId, teamId, otherTeamId, playerId } = await newClub();
    const inTeam = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    const elsewhere = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    const loose = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    await devices.assignDevicesToTeam(clubId, teamId, [inTeam.deviceId], ctx(7_000));
    await devices.assignDevicesToTeam(clubId, otherTeamId, [elsewhere.deviceId], ctx(7_000));

    const before = await store.headPosition();
    await expect(
      clubs.assignDeviceToPlayer(clubId, playerId, elsewhere.deviceId, ctx(8_000)),
    ).rejects.toMatchObject({
      code: 'DEVICE_NOT_ALLOWED',
    });
    await expect(
      clubs.assignDeviceToPlayer(clubId, playerId, loose.deviceId, ctx(8_000)),
    ).rejects.toMatchObject({
      code: 'DEVICE_NOT_ALLOWED',
    });
    await expect(
      clubs.assignDeviceToPlayer(clubId, playerId, derivedId('device', 'missing'), ctx(8_000)),
    ).rejects.toMatchObject({ code: 'DEVICE_NOT_FOUND' });
    expect(await store.headPosition()).toEqual(before);

    await clubs.assignDeviceToPlayer(clubId, playerId, inTeam.deviceId, ctx(9_000));
    expect(await playerDevice(clubId, playerId)).toBe(inTeam.deviceId);
  });

  it('refuses a device of another club', async () => {
    const { clubId, playerId } = await newClub();
    const other = await newClub();
    const theirs = await devices.addDevice(
      other.clubId,
      { serial: serial(), udid: udid() },
      roomy,
      ctx(6_000),
    );
    await devices.assignDevicesToTeam(other.clubId, other.teamId, [theirs.deviceId], ctx(7_000));
    const before = await store.headPosition();
    await expect(
      clubs.assignDeviceToPlayer(clubId, playerId, theirs.deviceId, ctx(8_000)),
    ).rejects.toMatchObject({
      code: 'DEVICE_NOT_ALLOWED',
    });
    expect(await store.headPosition()).toEqual(before);
  });

  it('gives the device back when it left the team while being assigned', async () => {
    const { clubId, teamId, otherTeamId, playerId } = await newClub();
    const device = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    await devices.assignDevicesToTeam(clubId, teamId, [device.deviceId], ctx(7_000));
    // The device moves after the assignment read it and before the assignment is written.
    const racing = interfering(
      store,
      (streamName, events) =>
        streamName === clubStreamName(clubId) && events.at(-1)?.type === 'PlayerDeviceAssigned',
      () => devices.assignDevicesToTeam(clubId, otherTeamId, [device.deviceId], ctx(8_000)),
    );
    await expect(
      clubCommands(racing.store).assignDeviceToPlayer(clubId, playerId, device.deviceId, ctx(8_000)),
    ).rejects.toMatchObject({ code: 'DEVICE_NOT_ALLOWED' });
    expect(racing.interfered()).toBe(true);
    expect(await playerDevice(clubId, playerId)).toBeNull();
  });

  it('releases a player’s device when it moves to another team', async () => {
    const { clubId, teamId, otherTeamId, playerId } = await newClub();
    const device = await devices.addDevice(clubId, { serial: serial(), udid: udid() }, roomy, ctx(6_000));
    await devices.assignDevicesToTeam(clubId, teamId, [device.deviceId], ctx(7_000));
    await clubs.assignDeviceToPlayer(clubId, playerId, device.deviceId, ctx(8_000));
    // What the API does for assignDevicesToTeam: move the devices, then release their wearers.
    await devices.assignDevicesToTeam(clubId, otherTeamId, [device.deviceId], ctx(9_000));
    await clubs.releaseDevices(clubId, [device.deviceId], ctx(9_000));
    expect(await playerDevice(clubId, playerId)).toBeNull();
    expect((await streamTypes(store, clubStreamName(clubId))).slice(-2)).toEqual([
      'PlayerDeviceAssigned',
      'PlayerDeviceUnassigned',
    ]);
  });
});
