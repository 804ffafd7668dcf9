/**
 * The `device-<id>` aggregate: one tracker, owned by a club, in at most one of its teams.
 * Which player wears it is the club's business (`club-<id>`).
 * Sections: state, evolve, commands, decide (one function per command), validation.
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
import type { Decider } from '../handler.ts';
import { badInput, requiredText } from '../club/validation.ts';

/* ---------- state ---------- */

export interface DeviceInfo {
  readonly deviceId: string;
  readonly clubId: string;
  readonly serial: string;
  readonly udid: string;
  readonly type: string;
  readonly name: string;
}

export type DeviceState =
  | { readonly status: 'initial' }
  | (DeviceInfo & { readonly status: 'unassigned' })
  | (DeviceInfo & { readonly status: 'assigned'; readonly teamId: string });

export const initialState = (): DeviceState => ({ status: 'initial' });

/* ---------- evolve ---------- */

function info(state: DeviceInfo): DeviceInfo {
  const { deviceId, clubId, serial, udid, type, name } = state;
  return { deviceId, clubId, serial, udid, type, name };
}

export function evolve(state: DeviceState, event: DeviceEvent): DeviceState {
  switch (event.type) {
    case 'DeviceAdded':
      return { status: 'unassigned', ...info(event.data) };
    case 'DeviceAssignedToTeam':
      if (state.status === 'initial') return state;
      return { ...info(state), status: 'assigned', teamId: event.data.teamId };
    case 'DeviceUnassignedFromTeam':
      if (state.status !== 'assigned' || state.teamId !== event.data.teamId) return state;
      return { ...info(state), status: 'unassigned' };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/* ---------- commands ---------- */

export interface AddDevice {
  readonly type: 'AddDevice';
  readonly data: {
    readonly deviceId: string;
    readonly clubId: string;
    readonly serial: string;
    readonly udid: string;
    /** @default DEFAULT_DEVICE_TYPE */
    readonly type?: string | null;
    /** @default the serial */
    readonly name?: string | null;
  };
}

export interface AssignToTeam {
  readonly type: 'AssignToTeam';
  /** `clubId`: the club acting; only its own devices may move. */
  readonly data: { readonly clubId: string; readonly teamId: string };
}

export interface UnassignFromTeam {
  readonly type: 'UnassignFromTeam';
  readonly data: { readonly clubId: string };
}

export type DeviceCommand = AddDevice | AssignToTeam | UnassignFromTeam;

/* ---------- decide ---------- */

export const DEVICE_NAME_MAX_LENGTH = 60;

function addDevice(command: AddDevice, state: DeviceState): [DeviceAdded] {
  if (state.status !== 'initial') throw badInput('deviceId', 'exists');
  const { data } = command;
  const serial = normalizeSerial(typeof data.serial === 'string' ? data.serial : '');
  if (serial.length === 0) throw badInput('serial', 'required');
  if (!SERIAL_PATTERN.test(serial)) throw badInput('serial', 'pattern');
  const udid = typeof data.udid === 'string' ? data.udid.trim() : '';
  if (udid.length === 0) throw badInput('udid', 'required');
  if (!UDID_PATTERN.test(udid)) throw badInput('udid', 'pattern');
  const type = blankToNull(data.type)?.toUpperCase() ?? DEFAULT_DEVICE_TYPE;
  if (!isDeviceType(type)) throw new DomainError('DEVICE_TYPE_NOT_SUPPORTED', { type });
  const name = requiredText(blankToNull(data.name) ?? serial, 'name', DEVICE_NAME_MAX_LENGTH);
  return [
    { type: 'DeviceAdded', data: { deviceId: data.deviceId, clubId: data.clubId, serial, udid, type, name } },
  ];
}

/** The device, if it belongs to `clubId`. */
function owned(state: DeviceState, clubId: string): Exclude<DeviceState, { status: 'initial' }> {
  if (state.status === 'initial') throw new DomainError('DEVICE_NOT_FOUND');
  if (state.clubId !== clubId) throw new DomainError('DEVICE_NOT_ALLOWED', { deviceId: state.deviceId });
  return state;
}

function assignToTeam(command: AssignToTeam, state: DeviceState): DeviceEvent[] {
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

function unassignFromTeam(command: UnassignFromTeam, state: DeviceState): DeviceUnassignedFromTeam[] {
  const device = owned(state, command.data.clubId);
  if (device.status !== 'assigned') return [];
  const { deviceId, clubId, teamId } = device;
  return [{ type: 'DeviceUnassignedFromTeam', data: { deviceId, clubId, teamId } }];
}

export function decide(command: DeviceCommand, state: DeviceState): DeviceEvent[] {
  switch (command.type) {
    case 'AddDevice':
      return addDevice(command, state);
    case 'AssignToTeam':
      return assignToTeam(command, state);
    case 'UnassignFromTeam':
      return unassignFromTeam(command, state);
    default: {
      const _exhaustive: never = command;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const deviceDecider: Decider<DeviceCommand, DeviceState, DeviceEvent> = {
  decide,
  evolve,
  initialState,
};

/* ---------- validation ---------- */

function blankToNull(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length === 0 ? null : text;
}
