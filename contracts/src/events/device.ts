import type { DomainEvent } from '../metadata.ts';

/**
 * Domain events of the `device-<id>` stream (one tracker), and of the `serial-<key>` and
 * `udid-<key>` reservation streams that give each serial number and each UDID one device on the
 * whole platform (ARCHITECTURE.md rule 4).
 */

export const deviceStreamCategory = 'device';
export const deviceStreamName = (deviceId: string): string => `${deviceStreamCategory}-${deviceId}`;
export const serialStreamCategory = 'serial';
export const serialStreamName = (key: string): string => `${serialStreamCategory}-${key}`;
export const udidStreamCategory = 'udid';
export const udidStreamName = (key: string): string => `${udidStreamCategory}-${key}`;

export type DeviceAdded = DomainEvent<
  'DeviceAdded',
  {
    deviceId: string;
    clubId: string;
    serial: string;
    /** The hardware id it reports over USB; null for a device without one (issue 16). */
    udid: string | null;
    type: string;
    name: string;
  }
>;
export type DeviceAssignedToTeam = DomainEvent<
  'DeviceAssignedToTeam',
  { deviceId: string; clubId: string; teamId: string }
>;
export type DeviceUnassignedFromTeam = DomainEvent<'DeviceUnassignedFromTeam', DeviceAssignedToTeam['data']>;

export type DeviceEvent = DeviceAdded | DeviceAssignedToTeam | DeviceUnassignedFromTeam;
export type DeviceEventType = DeviceEvent['type'];
export const deviceEventTypes: readonly DeviceEventType[] = [
  'DeviceAdded',
  'DeviceAssignedToTeam',
  'DeviceUnassignedFromTeam',
];

export type SerialReserved = DomainEvent<
  'SerialReserved',
  { serial: string; deviceId: string; clubId: string }
>;
export type SerialReservationEvent = SerialReserved;

/** A UDID (as the device reports it, upper case) taken by one device. */
export type UdidReserved = DomainEvent<'UdidReserved', { udid: string; deviceId: string; clubId: string }>;
export type UdidReservationEvent = UdidReserved;

export const deviceSchemaVersion = 1;
