/**
 * Device types the platform reads (the `deviceTypes` query). Brand names come from configuration
 * in the spec (§9, defaults "Inspirit" and "Intense"); the file formats behind them are #5's readers.
 */
export interface DeviceType {
  readonly id: string;
  readonly name: string;
  /** Sampling rate of positions, Hz. */
  readonly rateHz: number;
  readonly heartRate: boolean;
}

export const deviceTypes: readonly DeviceType[] = [
  { id: 'INSPIRIT', name: 'Inspirit', rateHz: 10, heartRate: true },
  { id: 'INTENSE', name: 'Intense', rateHz: 10, heartRate: true },
  { id: 'GARMIN', name: 'Garmin (FIT)', rateHz: 1, heartRate: true },
  { id: 'LPS', name: 'Indoor positioning (LPS)', rateHz: 20, heartRate: false },
];

export const DEFAULT_DEVICE_TYPE = 'INSPIRIT';

export function isDeviceType(id: string): boolean {
  return deviceTypes.some((type) => type.id === id);
}

export const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const UDID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,127}$/;

/** Serials compare without case or surrounding spaces. */
export function normalizeSerial(serial: string): string {
  return serial.trim().toUpperCase();
}
