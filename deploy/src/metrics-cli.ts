/**
 * `npm run metrics -- <file…> [--json] [--format <format>] [--from <time>] [--to <time>]`
 *
 * Reads device files (FIT, GPX, TCX, our CSV layout, the Catapult and Kinexon CSV layouts; the
 * format is detected from the content unless `--format` says it) and prints each device's
 * metrics, computed by the same engine as the platform's records, as a table, or as JSON with the
 * field names of the GraphQL `Metrics` type (`--json`). `--from` / `--to` (ISO-8601 with an
 * offset, or epoch milliseconds) keep only the samples in [from, to).
 */
import { parseArgs } from 'node:util';
import { type MetricsConfig, type Metrics, type MetricsResult } from '@stride/contracts/metrics';
import { sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import { readFile } from '@stride/command/readers/index';
import { ReaderError, type FileFormat, type ReadSummary } from '@stride/command/readers/types';
import { finish, init, push } from '@stride/projector/metrics/engine';
import { profileConfig } from '@stride/projector/metrics/profile';

const FORMATS: readonly FileFormat[] = ['fit', 'gpx', 'tcx', 'csv-stride', 'csv-catapult', 'csv-kinexon'];
const USAGE = `usage: npm run metrics -- <file…> [--json] [--format ${FORMATS.join('|')}] [--from <time>] [--to <time>]`;

export interface DeviceReport {
  readonly deviceKey: string;
  readonly label: string | null;
  readonly samples: number;
  readonly result: MetricsResult;
}

export interface FileReport {
  readonly file: string;
  readonly format: FileFormat;
  readonly read: Pick<ReadSummary, 'rows' | 'kept' | 'droppedTotal' | 'dropped' | 'fit'>;
  readonly devices: readonly DeviceReport[];
}

/** An instant given as ISO-8601 with an offset or as epoch milliseconds. */
export function parseInstant(value: string, name: string): number {
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return ms;
  }
  throw new Error(`--${name}: "${value}" is neither epoch milliseconds nor an ISO-8601 time with an offset`);
}

/** The cleaning profile of a file's devices (`projector/src/metrics/profile.ts`). */
export function configFor(summary: Pick<ReadSummary, 'format' | 'fit'>): MetricsConfig {
  const cycling = summary.fit?.sessions.some((session) => session.sport === 'cycling') ?? false;
  return profileConfig(summary.format, cycling);
}

/** The samples of `batch` in [from, to). */
function within(batch: SampleBatch, from: number, to: number): SampleBatch | null {
  const t = batch.t;
  let start = 0;
  while (start < t.length && t[start]! < from) start++;
  let end = start;
  while (end < t.length && t[end]! < to) end++;
  return end > start ? sliceBatch(batch, start, end) : null;
}

export async function metricsOfFile(
  file: string,
  options: { format?: FileFormat; from?: number; to?: number } = {},
): Promise<FileReport> {
  const { devices, summary } = await readFile(file, options.format ? { format: options.format } : {});
  const from = options.from ?? Number.NEGATIVE_INFINITY;
  const to = options.to ?? Number.POSITIVE_INFINITY;
  return {
    file,
    format: summary.format,
    read: {
      rows: summary.rows,
      kept: summary.kept,
      droppedTotal: summary.droppedTotal,
      dropped: summary.dropped,
      ...(summary.fit === undefined ? {} : { fit: summary.fit }),
    },
    devices: devices.map((device) => {
      const state = init(configFor(summary));
      let samples = 0;
      for (const batch of device.batches) {
        const part = within(batch, from, to);
        if (part === null) continue;
        samples += part.t.length;
        push(state, part);
      }
      return { deviceKey: device.deviceKey, label: device.label, samples, result: finish(state) };
    }),
  };
}

const fixed = (value: number | null, digits: number): string =>
  value === null ? '–' : value.toFixed(digits);

function row(device: DeviceReport): string[] {
  const m: Metrics = device.result.global;
  // Off team sports (a ride) the football figures are not computed: shown as –.
  const counts = (efforts: readonly { readonly count: number }[] | null) =>
    efforts === null ? '–' : efforts.map((e) => e.count).join('/');
  const a = m.accelerations;
  const d = m.decelerations;
  return [
    device.label ?? device.deviceKey,
    String(device.samples),
    m.activity === 'CYCLING' ? 'cycling' : 'team sport',
    fixed(m.time / 60, 1),
    fixed(m.distance, 0),
    fixed(m.maxSpeed === null ? null : m.maxSpeed * 3.6, 1),
    fixed(m.hid, 0),
    m.sprint === null ? '–' : `${m.sprint.count} (${fixed(m.sprint.distance, 0)} m)`,
    counts(a === null ? null : [a.a1, a.a2, a.a3]),
    counts(d === null ? null : [d.d1, d.d2, d.d3]),
    m.heartRate === null ? '–' : `${fixed(m.heartRate.avg, 0)}/${m.heartRate.max}`,
  ];
}

const HEADER = [
  'device',
  'samples',
  'profile',
  'min',
  'distance m',
  'max km/h',
  'HSR m',
  'sprints',
  'acc 1/2/3',
  'dec 1/2/3',
  'HR avg/max',
];

export function table(report: FileReport): string {
  const rows = [HEADER, ...report.devices.map(row)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
  const dropped = report.read.droppedTotal > 0 ? `, ${report.read.droppedTotal} rows dropped` : '';
  return [`${report.file} (${report.format}, ${report.read.kept} samples kept${dropped})`, ...lines].join(
    '\n',
  );
}

/** Returns the exit code. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      format: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.format !== undefined && !FORMATS.includes(values.format as FileFormat)) {
    console.error(`--format: "${values.format}" is not one of ${FORMATS.join(', ')}`);
    return 2;
  }
  const options = {
    ...(values.format === undefined ? {} : { format: values.format as FileFormat }),
    ...(values.from === undefined ? {} : { from: parseInstant(values.from, 'from') }),
    ...(values.to === undefined ? {} : { to: parseInstant(values.to, 'to') }),
  };
  const reports: FileReport[] = [];
  let failed = 0;
  for (const file of positionals) {
    try {
      const report = await metricsOfFile(file, options);
      reports.push(report);
      if (!values.json) console.log(`${table(report)}\n`);
    } catch (error) {
      failed++;
      const message =
        error instanceof ReaderError
          ? `${error.code}: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      console.error(`${file}: ${message}`);
    }
  }
  if (values.json) console.log(JSON.stringify(reports, null, 2));
  return failed > 0 ? 1 : 0;
}

// The exit code is set, not exited with: the process ends once stdout has written everything.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
