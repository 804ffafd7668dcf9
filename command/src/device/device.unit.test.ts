import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  DeviceAdded,
  DeviceAssignedToTeam,
  DeviceUnassignedFromTeam,
  SerialReserved,
} from '@stride/contracts/events/device';
import { at, deciderSpecification } from '../testing/decider-specification.ts';
import type { DeviceCommand } from './commands.ts';
import { deviceDecider } from './device.ts';
import { serialDecider, serialKey, type SerialCommand } from './serial.ts';

const spec = deciderSpecification(deviceDecider);
const deviceId = 'device-1';
const clubId = 'club-1';

const added: DeviceAdded = {
  type: 'DeviceAdded',
  data: { deviceId, clubId, serial: 'SN-0001', udid: 'AA:BB:CC:01', type: 'INSPIRIT', name: 'SN-0001' },
};
const assigned = (teamId: string): DeviceAssignedToTeam => ({
  type: 'DeviceAssignedToTeam',
  data: { deviceId, clubId, teamId },
});
const unassigned = (teamId: string): DeviceUnassignedFromTeam => ({
  type: 'DeviceUnassignedFromTeam',
  data: { deviceId, clubId, teamId },
});

const add = (data: Partial<Extract<DeviceCommand, { type: 'AddDevice' }>['data']> = {}): DeviceCommand => ({
  type: 'AddDevice',
  data: { deviceId, clubId, serial: ' sn-0001 ', udid: ' AA:BB:CC:01 ', ...data },
});
const assign = (teamId: string, club = clubId): DeviceCommand => ({
  type: 'AssignToTeam',
  data: { clubId: club, teamId },
});
const unassign = (club = clubId): DeviceCommand => ({ type: 'UnassignFromTeam', data: { clubId: club } });
const badInput = (command: DeviceCommand) => spec.given([]).when(command).thenThrows('BAD_USER_INPUT');

describe('AddDevice', () => {
  it('adds a device with a normalized serial, the default type and the serial as name', () => {
    spec.given([]).when(add()).then([added]);
  });

  it('takes a type and a name', () => {
    spec
      .given([])
      .when(add({ type: 'garmin', name: ' Bench 1 ' }))
      .then([{ type: 'DeviceAdded', data: { ...added.data, type: 'GARMIN', name: 'Bench 1' } }]);
  });

  it('refuses a serial or udid off their patterns, a bad name', () => {
    expect(badInput(add({ serial: '' }))).toMatchObject({ field: 'serial' });
    expect(badInput(add({ serial: '-SN' }))).toMatchObject({ field: 'serial' });
    expect(badInput(add({ serial: 'SN 01' }))).toMatchObject({ field: 'serial' });
    expect(badInput(add({ serial: 'S'.repeat(65) }))).toMatchObject({ field: 'serial' });
    expect(badInput(add({ udid: 'AA BB' }))).toMatchObject({ field: 'udid' });
    expect(badInput(add({ udid: '-AA' }))).toMatchObject({ field: 'udid' });
    expect(badInput(add({ name: 'x'.repeat(61) }))).toMatchObject({ field: 'name' });
  });

  it('adds a device without a UDID (blank or left out): one not read over USB has none', () => {
    const noUdid = { type: 'DeviceAdded' as const, data: { ...added.data, udid: null, type: 'KINEXON' } };
    spec
      .given([])
      .when(add({ udid: null, type: 'kinexon' }))
      .then([noUdid]);
    spec
      .given([])
      .when(add({ udid: '   ', type: 'KINEXON' }))
      .then([noUdid]);
    const { udid: _udid, ...withoutUdid } = (add() as Extract<DeviceCommand, { type: 'AddDevice' }>).data;
    spec
      .given([])
      .when({ type: 'AddDevice', data: { ...withoutUdid, type: 'KINEXON' } })
      .then([noUdid]);
  });

  it("takes the common vendors' trackers and generic files as types", () => {
    for (const type of ['CATAPULT', 'STATSPORTS', 'POLAR', 'KINEXON', 'GARMIN', 'GPX', 'TCX', 'FIT', 'CSV'])
      spec
        .given([])
        .when(add({ type: type.toLowerCase() }))
        .then([{ type: 'DeviceAdded', data: { ...added.data, type } }]);
  });

  it('says DEVICE_TYPE_NOT_SUPPORTED for an unknown type', () => {
    spec
      .given([])
      .when(add({ type: 'WHOOP' }))
      .thenThrows('DEVICE_TYPE_NOT_SUPPORTED');
  });

  it('refuses adding a device twice', () => {
    spec.given([added]).when(add()).thenThrows('BAD_USER_INPUT');
  });
});

describe('AssignToTeam', () => {
  it('puts a device in a team', () => {
    spec
      .given([added])
      .when(assign('team-1'))
      .then([assigned('team-1')]);
  });

  it('moves a device from its team to another', () => {
    spec
      .given([added, assigned('team-1')])
      .when(assign('team-2'))
      .then([unassigned('team-1'), assigned('team-2')]);
  });

  it('does nothing when already in that team', () => {
    spec
      .given([added, assigned('team-1')])
      .when(assign('team-1'))
      .then([]);
  });

  it('says DEVICE_NOT_FOUND for no device and DEVICE_NOT_ALLOWED for another club’s', () => {
    spec.given([]).when(assign('team-1')).thenThrows('DEVICE_NOT_FOUND');
    spec.given([added]).when(assign('team-1', 'club-2')).thenThrows('DEVICE_NOT_ALLOWED');
  });
});

describe('UnassignFromTeam', () => {
  it('takes a device out of its team; nothing when in none', () => {
    spec
      .given([added, assigned('team-1')])
      .when(unassign())
      .then([unassigned('team-1')]);
    spec
      .given([added, assigned('team-1'), unassigned('team-1')])
      .when(unassign())
      .then([]);
    spec.given([added]).when(unassign()).then([]);
  });

  it('says DEVICE_NOT_FOUND and DEVICE_NOT_ALLOWED', () => {
    spec.given([]).when(unassign()).thenThrows('DEVICE_NOT_FOUND');
    spec
      .given([added, assigned('team-1')])
      .when(unassign('club-2'))
      .thenThrows('DEVICE_NOT_ALLOWED');
  });
});

describe('ReserveSerial', () => {
  const serialSpec = deciderSpecification(serialDecider);
  const reserved = (device: string, club = clubId): SerialReserved => ({
    type: 'SerialReserved',
    data: { serial: 'SN-0001', deviceId: device, clubId: club },
  });
  const reserve = (device: string, replaces: string | null = null, club = clubId): SerialCommand => ({
    type: 'ReserveSerial',
    data: { serial: 'sn-0001', deviceId: device, clubId: club, replaces },
  });

  it('reserves a free serial, normalized', () => {
    serialSpec
      .given([])
      .when(reserve('device-1'))
      .then([reserved('device-1')]);
  });

  it('says DEVICE_ALREADY_OWNED when another device holds it', () => {
    serialSpec
      .given([reserved('device-1')])
      .when(reserve('device-2', null, 'club-2'))
      .thenThrows('DEVICE_ALREADY_OWNED');
    serialSpec
      .given([reserved('device-1')])
      .when(reserve('device-2', 'device-9'))
      .thenThrows('DEVICE_ALREADY_OWNED');
  });

  it('does nothing for the device that holds it (a retry)', () => {
    serialSpec
      .given([reserved('device-1')])
      .when(reserve('device-1'))
      .then([]);
  });

  it('takes over the reservation of a device named as never written', () => {
    serialSpec
      .given([reserved('device-1')])
      .when(reserve('device-2', 'device-1', 'club-2'))
      .then([reserved('device-2', 'club-2')]);
  });

  it('keys streams by the SHA-256 of the normalized serial, and keeps the reservation time', () => {
    expect(serialKey(' sn-0001')).toBe(createHash('sha256').update('SN-0001').digest('hex'));
    const state = serialDecider.evolve(
      serialDecider.initialState(),
      at(reserved('device-1'), '2026-03-01T10:00:00.000Z'),
    );
    expect(state).toMatchObject({
      status: 'reserved',
      deviceId: 'device-1',
      reservedAt: '2026-03-01T10:00:00.000Z',
    });
  });
});
