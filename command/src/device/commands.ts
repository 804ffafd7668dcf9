/** Commands of the `device-<id>` aggregate. */
import type { Command } from '../decider.ts';

export type AddDevice = Command<
  'AddDevice',
  {
    deviceId: string;
    clubId: string;
    serial: string;
    /** Optional: a device not read over USB has none. */
    udid?: string | null;
    /** @default DEFAULT_DEVICE_TYPE */
    type?: string | null;
    /** @default the serial */
    name?: string | null;
  }
>;

/** `clubId`: the club acting; only its own devices may move. */
export type AssignToTeam = Command<'AssignToTeam', { clubId: string; teamId: string }>;

export type UnassignFromTeam = Command<'UnassignFromTeam', { clubId: string }>;

export type DeviceCommand = AddDevice | AssignToTeam | UnassignFromTeam;
