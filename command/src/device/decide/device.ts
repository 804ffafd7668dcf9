/**
 * Decide, the device: added with its serial, UDID (when it has one), type and name; moved into one of its club's
 * teams or out of it. Only the owning club moves it.
 */
import { DomainError } from '@stride/contracts/errors';
import {
  DEFAULT_DEVICE_TYPE,
  isDeviceType,
  normalizeSerial,
  SERIAL_PATTERN,
  UDID_PATTERN,
} from '@stride/contracts/devices';
import type {
  DeviceAdded,
  DeviceAssignedToTeam,
  DeviceEvent,
  DeviceUnassignedFromTeam,
} from '@stride/contracts/events/device';
import { badInput, requiredText } from '../../club/validation.ts';
import type { AddDevice, AssignToTeam, UnassignFromTeam } from '../commands.ts';
import type { DeviceState } from '../state.ts';

export const DEVICE_NAME_MAX_LENGTH = 60;

export function addDevice(command: AddDevice, state: DeviceState): [DeviceAdded] {
  if (state.status !== 'initial') throw badInput('deviceId', 'exists');
  const { data } = command;
  const serial = normalizeSerial(typeof data.serial === 'string' ? data.serial : '');
  if (serial.length === 0) throw badInput('serial', 'required');
  if (!SERIAL_PATTERN.test(serial)) throw badInput('serial', 'pattern');
  // A device not read over USB (a Kinexon tag, a watch) reports no UDID: it is left out.
  const udid = blankToNull(data.udid);
  if (udid !== null && !UDID_PATTERN.test(udid)) throw badInput('udid', 'pattern');
  const type = blankToNull(data.type)?.toUpperCase() ?? DEFAULT_DEVICE_TYPE;
  if (!isDeviceType(type)) throw new DomainError('DEVICE_TYPE_NOT_SUPPORTED', { type });
  const name = requiredText(blankToNull(data.name) ?? serial, 'name', DEVICE_NAME_MAX_LENGTH);
  return [
    { type: 'DeviceAdded', data: { deviceId: data.deviceId, clubId: data.clubId, serial, udid, type, name } },
  ];
}

export function assignToTeam(command: AssignToTeam, state: DeviceState): DeviceEvent[] {
  const device = owned(state, command.data.clubId);
  const { teamId } = command.data;
  const { deviceId, clubId } = device;
  const assigned: DeviceAssignedToTeam = { type: 'DeviceAssignedToTeam', data: { deviceId, clubId, teamId } };
  switch (device.status) {
    case 'unassigned':
      return [assigned];
    case 'assigned':
      if (device.teamId === teamId) return [];
      return [
        { type: 'DeviceUnassignedFromTeam', data: { deviceId, clubId, teamId: device.teamId } },
        assigned,
      ];
    default: {
      const _exhaustive: never = device;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export function unassignFromTeam(command: UnassignFromTeam, state: DeviceState): DeviceUnassignedFromTeam[] {
  const device = owned(state, command.data.clubId);
  if (device.status !== 'assigned') return [];
  const { deviceId, clubId, teamId } = device;
  return [{ type: 'DeviceUnassignedFromTeam', data: { deviceId, clubId, teamId } }];
}

/* ---------- checks ---------- */

/** The device, if it belongs to `clubId`. */
function owned(state: DeviceState, clubId: string): Exclude<DeviceState, { status: 'initial' }> {
  if (state.status === 'initial') throw new DomainError('DEVICE_NOT_FOUND');
  if (state.clubId !== clubId) throw new DomainError('DEVICE_NOT_ALLOWED', { deviceId: state.deviceId });
  return state;
}

function blankToNull(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length === 0 ? null : text;
}
