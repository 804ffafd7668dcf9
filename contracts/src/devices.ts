/**
 * Device types the platform reads (the `deviceTypes` query): the spec's brands (§9, defaults
 * "Inspirit" and "Intense"), the common vendors' trackers a club brings (issue 16) and generic
 * files for any other watch or tracker. The type names what the device is; the file formats
 * behind them are the readers' (`command/src/readers/README.md`): Catapult and STATSports export
 * CSV or GPX, Polar and Garmin FIT, GPX or TCX, Kinexon its CSV. Only devices read over USB
 * report a hardware id (UDID); for the others it is left out.
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
  { id: 'CATAPULT', name: 'Catapult (GNSS vest)', rateHz: 10, heartRate: true },
  { id: 'STATSPORTS', name: 'STATSports (GNSS vest)', rateHz: 10, heartRate: true },
  { id: 'POLAR', name: 'Polar (Team Pro sensor)', rateHz: 10, heartRate: true },
  { id: 'KINEXON', name: 'Kinexon (indoor tag)', rateHz: 20, heartRate: false },
  { id: 'GARMIN', name: 'Garmin (FIT)', rateHz: 1, heartRate: true },
  { id: 'LPS', name: 'Indoor positioning (LPS)', rateHz: 20, heartRate: false },
  { id: 'GPX', name: 'Other tracker (GPX files)', rateHz: 1, heartRate: true },
  { id: 'TCX', name: 'Other tracker (TCX files)', rateHz: 1, heartRate: true },
  { id: 'FIT', name: 'Other tracker (FIT files)', rateHz: 1, heartRate: true },
  { id: 'CSV', name: 'Other tracker (CSV files)', rateHz: 10, heartRate: true },
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
