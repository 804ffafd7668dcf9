/** The raw archive's `README.txt`: its files and columns, as docs/raw-archive.md describes them. */
import type { DeviceFile } from './device-files.ts';
import { RAW_ARCHIVE_SCHEMA_VERSION } from './event-json.ts';
import { SAMPLE_COLUMNS } from './samples-csv.ts';

const COLUMN_NOTES: Readonly<Record<(typeof SAMPLE_COLUMNS)[number], string>> = {
  time_utc: 'sample time, ISO 8601 in UTC with milliseconds',
  offset_ms:
    "milliseconds since the event's start (event.json event.startDate), or since the file's first sample when the event has no start",
  lat_deg: 'latitude, WGS84 decimal degrees (empty: no fix or not recorded)',
  lon_deg: 'longitude, WGS84 decimal degrees',
  x_m: 'position on the local plane of indoor positioning, metres (empty outdoors)',
  y_m: 'position on the local plane, metres',
  speed_m_s: 'speed measured by the device (Doppler), metres per second (empty: not recorded)',
  heart_rate_bpm: 'heart rate, beats per minute',
  hdop: 'horizontal dilution of precision of the fix (lower is better)',
  source: 'where the batch came from: the format of the uploaded file (csv-stride, fit, gpx, ...) or live',
  batch: "the batch's revision in the device's stream of the event store",
};

export function readme(files: readonly DeviceFile[], generatedAt: Date): string {
  const lines = [
    'Stride raw data archive',
    `Schema version: ${RAW_ARCHIVE_SCHEMA_VERSION}`,
    `Generated: ${generatedAt.toISOString()}`,
    '',
    'Files',
    '  README.txt   this file',
    '  event.json   the event as the API shows it: event (periods, intervals, marks, data ranges),',
    '               team, selections (players, devices, sessions), the metric settings in force,',
    '               and the list of sample files; schema_version tells its layout',
    ...files.map((f) => `  ${f.path}   ${f.samples} samples of device ${f.deviceName ?? f.deviceId}`),
    '',
    'Sample files (one per device): every stored sample of the device in the event, in the order the',
    'event store holds them; comma-separated, CRLF line ends, a decimal point, UTF-8. An empty cell is',
    'a value the device did not record. Values are written exactly as stored (no cleaning, no smoothing).',
    '',
    'Columns',
    ...SAMPLE_COLUMNS.map((c) => `  ${c.padEnd(15)}${COLUMN_NOTES[c]}`),
    '',
    'Definitions of the figures computed from these samples: the Stride documentation (metrics).',
    '',
  ];
  return lines.join('\r\n');
}
