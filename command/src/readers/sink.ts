/**
 * Where the readers put samples: one accumulator per device cuts batches (at most `batchSize`
 * samples and `MAX_BATCH_SPAN_MS`), enforces strictly increasing times, keeps the device's
 * figures; the sink counts rows, drops and warnings and writes the summary.
 */
import { MAX_BATCH_SPAN_MS, type SampleBatch, type SampleChannel } from '@stride/contracts/samples';
import {
  DEFAULT_MAX_DEVICES,
  DROP_REASONS,
  HR_HOLD_LIMIT_MS,
  MAX_BATCH_SIZE,
  ReaderError,
  type DeviceSamples,
  type DeviceSummary,
  type DropReason,
  type FileFormat,
  type FitMetadata,
  type ReadOptions,
  type ReadSummary,
  type XmlMetadata,
} from './types.ts';

export type ValueChannel = Exclude<SampleChannel, 't'>;
export const MAX_TIME_MS = 8.64e15;
const VALUE_CHANNELS: readonly ValueChannel[] = ['lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop'];

interface Columns {
  t: Float64Array;
  lat: Float64Array | null;
  lon: Float64Array | null;
  x: Float64Array | null;
  y: Float64Array | null;
  speed: Float32Array | null;
  hr: Float32Array | null;
  hdop: Float32Array | null;
}

export interface SinkSettings {
  readonly batchSize: number;
  /** More devices in one file refuse it (BULK_UPLOAD_TOO_MANY_DEVICES). */
  readonly maxDevices: number;
  readonly dedupeToleranceMs: number;
  readonly maxDroppedFraction: number;
  readonly maxWarnings: number;
}

export function sinkSettings(options: ReadOptions): SinkSettings {
  const batchSize = options.batchSize ?? MAX_BATCH_SIZE;
  if (!(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= MAX_BATCH_SIZE)) {
    throw new RangeError(`batchSize must be an integer from 1 to ${MAX_BATCH_SIZE}`);
  }
  const maxDevices = options.maxDevices ?? DEFAULT_MAX_DEVICES;
  if (!(Number.isInteger(maxDevices) && maxDevices >= 1))
    throw new RangeError('maxDevices must be a positive integer');
  return {
    batchSize,
    maxDevices,
    dedupeToleranceMs: options.dedupeToleranceMs ?? 0,
    maxDroppedFraction: options.maxDroppedFraction ?? 0.5,
    maxWarnings: options.maxWarnings ?? 20,
  };
}

/**
 * Slots a device's arrays start with: they double as samples come, up to a batch. A device costs
 * memory in proportion to its samples, never a whole batch's arrays for one row (a device took
 * about 500 KB for its first row before they grew: 100 000 one-row devices in a 3.5 MB file
 * were tens of GB; now 665 MB, mostly the arrays' own objects, and the device cap stops such a
 * file at its 1001st device).
 */
const FIRST_CAPACITY = 16;

export class DeviceAccumulator {
  private columns: Columns;
  private capacity: number;
  private n = 0;
  private t0 = 0;
  private last = Number.NEGATIVE_INFINITY;
  private readonly batchValues = new Int32Array(VALUE_CHANNELS.length);
  // figures for the summary
  private samples = 0;
  private batches = 0;
  private first = Number.NaN;
  private readonly values = new Float64Array(VALUE_CHANNELS.length);
  private hrCount = 0;
  private hrSum = 0;
  private hrMin = Number.POSITIVE_INFINITY;
  private hrMax = Number.NEGATIVE_INFINITY;
  private hrHeldSum = 0;
  private hrHeldDuration = 0;
  private previousHr = Number.NaN;
  /** Per channel of VALUE_CHANNELS: does the format have it. */
  private readonly has: readonly boolean[];

  constructor(
    readonly deviceKey: string,
    readonly label: string | null,
    private readonly channels: ReadonlySet<ValueChannel>,
    private readonly settings: SinkSettings,
    private readonly out: DeviceSamples[],
  ) {
    this.has = VALUE_CHANNELS.map((c) => channels.has(c));
    this.capacity = Math.min(FIRST_CAPACITY, settings.batchSize);
    this.columns = this.allocate(this.capacity);
  }

  private allocate(size: number): Columns {
    const f64 = (c: ValueChannel) => (this.channels.has(c) ? new Float64Array(size) : null);
    const f32 = (c: ValueChannel) => (this.channels.has(c) ? new Float32Array(size) : null);
    return {
      t: new Float64Array(size),
      lat: f64('lat'),
      lon: f64('lon'),
      x: f64('x'),
      y: f64('y'),
      speed: f32('speed'),
      hr: f32('hr'),
      hdop: f32('hdop'),
    };
  }

  /**
   * Adds a sample (NaN: no value; channels the format has no column for are ignored).
   * Returns why it was refused, or null when kept.
   */
  push(
    time: number,
    lat: number,
    lon: number,
    x: number,
    y: number,
    speed: number,
    hr: number,
    hdop: number,
  ): DropReason | null {
    const t = Math.round(time);
    // Beyond ±8.64e15 ms a time is no date (ECMAScript's range).
    if (!(Math.abs(t) <= MAX_TIME_MS)) return 'bad-time';
    const ch = this.has;
    const hasLat = lat === lat && ch[0]!;
    const hasLon = lon === lon && ch[1]!;
    const hasX = x === x && ch[2]!;
    const hasY = y === y && ch[3]!;
    const hasSpeed = speed === speed && ch[4]!;
    const hasHr = hr === hr && ch[5]!;
    const hasHdop = hdop === hdop && ch[6]!;
    if (!(hasLat || hasLon || hasX || hasY || hasSpeed || hasHr || hasHdop)) return 'no-data';
    if (t <= this.last) {
      return this.last - t <= this.settings.dedupeToleranceMs ? 'duplicate-time' : 'time-backwards';
    }
    if (this.n === this.settings.batchSize || (this.n > 0 && t - this.t0 > MAX_BATCH_SPAN_MS)) this.cut();
    else if (this.n === this.capacity) this.grow();
    // After a cut or a growth: the arrays of the next batch.
    const c = this.columns;
    const i = this.n++;
    if (i === 0) this.t0 = t;
    const v = this.batchValues;
    c.t[i] = t;
    if (c.lat !== null) c.lat[i] = lat;
    if (c.lon !== null) c.lon[i] = lon;
    if (c.x !== null) c.x[i] = x;
    if (c.y !== null) c.y[i] = y;
    if (c.speed !== null) c.speed[i] = speed;
    if (c.hr !== null) c.hr[i] = hr;
    if (c.hdop !== null) c.hdop[i] = hdop;
    if (hasLat) v[0] = v[0]! + 1;
    if (hasLon) v[1] = v[1]! + 1;
    if (hasX) v[2] = v[2]! + 1;
    if (hasY) v[3] = v[3]! + 1;
    if (hasSpeed) v[4] = v[4]! + 1;
    if (hasHr) v[5] = v[5]! + 1;
    if (hasHdop) v[6] = v[6]! + 1;
    // figures
    if (this.samples === 0) this.first = t;
    else if (this.previousHr === this.previousHr && t - this.last <= HR_HOLD_LIMIT_MS) {
      this.hrHeldSum += this.previousHr * (t - this.last);
      this.hrHeldDuration += t - this.last;
    }
    this.samples++;
    this.last = t;
    if (hasHr) {
      const value = c.hr![i]!; // as stored: f32
      this.previousHr = value;
      this.hrCount++;
      this.hrSum += value;
      if (value < this.hrMin) this.hrMin = value;
      if (value > this.hrMax) this.hrMax = value;
    } else {
      this.previousHr = Number.NaN;
    }
    return null;
  }

  /** Twice the slots (at most a batch), the samples so far copied over. */
  private grow(): void {
    this.capacity = Math.min(this.capacity * 2, this.settings.batchSize);
    const before = this.columns;
    const after = this.allocate(this.capacity);
    const copy = <A extends Float64Array | Float32Array>(from: A | null, to: A | null) => {
      if (from !== null && to !== null) to.set(from.subarray(0, this.n));
    };
    copy(before.t, after.t);
    copy(before.lat, after.lat);
    copy(before.lon, after.lon);
    copy(before.x, after.x);
    copy(before.y, after.y);
    copy(before.speed, after.speed);
    copy(before.hr, after.hr);
    copy(before.hdop, after.hdop);
    this.columns = after;
  }

  /** Moves the samples so far into a batch of the outbox. */
  cut(): void {
    const n = this.n;
    if (n === 0) return;
    const whole = n === this.settings.batchSize;
    const c = this.columns;
    const part = <A extends Float64Array | Float32Array>(a: A | null, k: number): A | null => {
      if (a === null || this.batchValues[k] === 0) return null;
      return whole ? a : (a.slice(0, n) as A);
    };
    const batch: SampleBatch = {
      t: whole ? c.t : c.t.slice(0, n),
      lat: part(c.lat, 0),
      lon: part(c.lon, 1),
      x: part(c.x, 2),
      y: part(c.y, 3),
      speed: part(c.speed, 4),
      hr: part(c.hr, 5),
      hdop: part(c.hdop, 6),
    };
    for (let k = 0; k < VALUE_CHANNELS.length; k++) this.values[k] = this.values[k]! + this.batchValues[k]!;
    this.batchValues.fill(0);
    this.batches++;
    this.out.push({ kind: 'samples', deviceKey: this.deviceKey, label: this.label, batch });
    this.n = 0;
    // A full batch was handed over as is: the next one needs arrays of its own (a whole batch's:
    // this device has just given as many samples, in as many rows of the file).
    if (whole) this.columns = this.allocate(this.capacity);
  }

  /** Time of the last sample kept, -Infinity before the first. */
  get lastTime(): number {
    return this.last;
  }

  summary(): DeviceSummary {
    const values = Object.fromEntries(VALUE_CHANNELS.map((c, k) => [c, this.values[k]!])) as Record<
      ValueChannel,
      number
    >;
    return {
      deviceKey: this.deviceKey,
      label: this.label,
      samples: this.samples,
      batches: this.batches,
      firstTime: this.first,
      lastTime: this.samples === 0 ? Number.NaN : this.last,
      values,
      heartRate:
        this.hrCount === 0
          ? null
          : {
              samples: this.hrCount,
              min: this.hrMin,
              max: this.hrMax,
              mean: this.hrSum / this.hrCount,
              timeWeightedMean: this.hrHeldDuration > 0 ? this.hrHeldSum / this.hrHeldDuration : Number.NaN,
            },
    };
  }
}

export class SampleSink {
  /** Batches ready to be yielded; the reader empties it. */
  readonly out: DeviceSamples[] = [];
  rows = 0;
  private readonly devices = new Map<string, DeviceAccumulator>();
  private channelSet: ReadonlySet<ValueChannel>;
  /** What `at` counts in messages: CSV and XML lines, FIT records. */
  unit = 'line';
  private readonly dropped = new Map<DropReason, number>();
  private droppedTotal = 0;
  private readonly warnings: string[] = [];
  private warningsOmitted = 0;
  fit: FitMetadata | undefined;
  xml: XmlMetadata | undefined;

  constructor(
    readonly format: FileFormat,
    channels: readonly ValueChannel[],
    readonly settings: SinkSettings,
  ) {
    this.channelSet = new Set(channels);
  }

  device(deviceKey: string): DeviceAccumulator | undefined {
    return this.devices.get(deviceKey);
  }

  /** The channels a file has (a CSV says in its header); only before the first device. */
  useChannels(channels: readonly ValueChannel[]): void {
    if (this.devices.size > 0) throw new Error('useChannels after addDevice');
    this.channelSet = new Set(channels);
  }

  addDevice(deviceKey: string, label: string | null): DeviceAccumulator {
    if (this.devices.size >= this.settings.maxDevices) {
      throw new ReaderError(
        'BULK_UPLOAD_TOO_MANY_DEVICES',
        'TOO_MANY_DEVICES',
        `the file names more than ${this.settings.maxDevices} devices`,
        { limit: this.settings.maxDevices },
        { maxDevices: this.settings.maxDevices },
      );
    }
    const device = new DeviceAccumulator(deviceKey, label, this.channelSet, this.settings, this.out);
    this.devices.set(deviceKey, device);
    return device;
  }

  /** Counts a dropped row; `detail` (called only while warnings are listed) says which and why. */
  drop(reason: DropReason, at: number, detail: () => string): void {
    this.dropped.set(reason, (this.dropped.get(reason) ?? 0) + 1);
    this.droppedTotal++;
    this.warn(() => `${this.unit} ${at}: ${detail()} (${reason})`);
  }

  /** A sample for `device`; a refusal is counted as a drop. */
  push(
    device: DeviceAccumulator,
    at: number,
    t: number,
    lat: number,
    lon: number,
    x: number,
    y: number,
    speed: number,
    hr: number,
    hdop: number,
  ): void {
    const refused = device.push(t, lat, lon, x, y, speed, hr, hdop);
    if (refused !== null) this.drop(refused, at, () => refusal(refused, device, t));
  }

  warn(message: () => string): void {
    if (this.warnings.length < this.settings.maxWarnings) this.warnings.push(message());
    else this.warningsOmitted++;
  }

  /**
   * Checks that the file gave samples, cuts the last batches into `out` and returns the
   * summary. Throws when nothing (or too little) of the file was usable.
   */
  finish(bytes: number, noRows: string): ReadSummary {
    const droppedCounts = Object.fromEntries(
      DROP_REASONS.filter((r) => this.dropped.has(r)).map((r) => [r, this.dropped.get(r)!]),
    ) as Partial<Record<DropReason, number>>;
    const kept = this.rows - this.droppedTotal;
    const reasons = Object.entries(droppedCounts)
      .map(([r, k]) => `${k} ${r}`)
      .join(', ');
    const details = { rows: this.rows, kept, dropped: droppedCounts, warnings: this.warnings.slice(0, 5) };
    // The drop reasons, most frequent first (DropReason codes: the interface names each).
    const problems = Object.entries(droppedCounts)
      .sort(([, a], [, b]) => b - a)
      .map(([reason]) => reason);
    if (this.rows === 0)
      throw new ReaderError('BULK_UPLOAD_INVALID_FILE', 'NO_ROWS', noRows, { format: this.format }, details);
    if (kept === 0) {
      throw new ReaderError(
        'BULK_UPLOAD_INVALID_FILE',
        'NO_USABLE_ROWS',
        `none of the ${this.rows} rows is usable (${reasons}); first: ${this.warnings[0] ?? '-'}`,
        { rows: this.rows, problems },
        details,
      );
    }
    if (this.droppedTotal > this.settings.maxDroppedFraction * this.rows) {
      const percent = Math.round(this.settings.maxDroppedFraction * 100);
      throw new ReaderError(
        'BULK_UPLOAD_INVALID_FILE',
        'TOO_MANY_UNUSABLE_ROWS',
        `${this.droppedTotal} of ${this.rows} rows are unusable (${reasons}), more than ` +
          `${percent} %; first: ${this.warnings[0] ?? '-'}`,
        { dropped: this.droppedTotal, rows: this.rows, percent, problems },
        details,
      );
    }
    for (const device of this.devices.values()) device.cut();
    return {
      kind: 'summary',
      format: this.format,
      bytes,
      rows: this.rows,
      kept,
      droppedTotal: this.droppedTotal,
      dropped: droppedCounts,
      warnings: [...this.warnings],
      warningsOmitted: this.warningsOmitted,
      // A device seen only on dropped rows has no samples: not a device of the result.
      devices: [...this.devices.values()].map((d) => d.summary()).filter((d) => d.samples > 0),
      ...(this.fit === undefined ? {} : { fit: this.fit }),
      ...(this.xml === undefined ? {} : { xml: this.xml }),
    };
  }
}

/** An epoch-ms time for messages: ISO when it is a date. */
export function showTime(t: number): string {
  return Math.abs(t) <= MAX_TIME_MS ? new Date(Math.round(t)).toISOString() : String(t);
}

function refusal(reason: DropReason, device: DeviceAccumulator, t: number): string {
  const time = showTime(t);
  switch (reason) {
    case 'duplicate-time':
      return `device ${device.deviceKey}: time ${time} repeats the previous one`;
    case 'time-backwards':
      return `device ${device.deviceKey}: time ${time} is before the previous one, ${showTime(device.lastTime)}`;
    case 'no-data':
      return `device ${device.deviceKey}: no position, speed, heart rate or HDOP`;
    default:
      return `device ${device.deviceKey}: ${reason}`;
  }
}
