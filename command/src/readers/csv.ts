/**
 * CSV readers: Stride's own layout (csv-stride), Catapult's GNSS export (csv-catapult) and
 * Kinexon's long format (csv-kinexon). The first non-blank line is the header; columns are found
 * by name (trimmed, any case). See README.md for the layouts and the rules for bad rows.
 *
 * Two tokenizers give the same rows: quote-free lines are split here, on the bytes, without
 * making strings for numbers (the layouts here never need quotes, and this is 3-4 times faster
 * than csv-parse); from the first line with a quote (or a lone CR) to the end of the file,
 * csv-parse reads (RFC 4180 quoting). `csvEngine: 'csv-parse'` uses csv-parse for the whole file.
 */
import { Parser } from 'csv-parse';
import { headerFields } from './detect.ts';
import {
  excelSerialToEpochMs,
  parseIsoTime,
  parseIsoTimeBytes,
  parseNumber,
  parseNumberBytes,
} from './parse.ts';
import type { DeviceAccumulator, SampleSink, ValueChannel } from './sink.ts';
import { ReaderError, type DeviceSamples, type FileFormat } from './types.ts';

/* ---------- rows ---------- */

/** One CSV record, whichever tokenizer read it. */
interface Row {
  readonly count: number;
  /** NaN when the field is empty, null when it is not a number. */
  number(i: number): number | null;
  /** Trimmed. */
  text(i: number): string;
  /** An ISO-8601 time with an offset, as epoch ms; null when it is not one. */
  isoTime(i: number): number | null;
  /**
   * The field's bytes (trimmed) packed into a number when 1 to 6 bytes long, else -1: a device
   * key without making a string (the same key always packs the same).
   */
  packed(i: number): number;
  /** The record as text, for messages. */
  raw(): string;
}

class ByteRow implements Row {
  buf: Buffer = Buffer.alloc(0);
  starts = new Int32Array(64);
  ends = new Int32Array(64);
  count = 0;
  lineStart = 0;
  lineEnd = 0;

  number(i: number): number | null {
    return parseNumberBytes(this.buf, this.starts[i]!, this.ends[i]!);
  }

  text(i: number): string {
    return this.buf.toString('utf8', this.starts[i], this.ends[i]).trim();
  }

  isoTime(i: number): number | null {
    return parseIsoTimeBytes(this.buf, this.starts[i]!, this.ends[i]!, false);
  }

  packed(i: number): number {
    const buf = this.buf;
    let start = this.starts[i]!;
    let end = this.ends[i]!;
    while (start < end && (buf[start] === SPACE || buf[start] === TAB)) start++;
    while (end > start && (buf[end - 1] === SPACE || buf[end - 1] === TAB)) end--;
    const length = end - start;
    if (length === 0 || length > 6) return -1;
    let value = length;
    for (let k = start; k < end; k++) value = value * 256 + buf[k]!;
    return value;
  }

  raw(): string {
    return this.buf.toString('utf8', this.lineStart, Math.min(this.lineEnd, this.lineStart + 200));
  }

  grow(): void {
    const starts = new Int32Array(this.starts.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }
}

class StringRow implements Row {
  constructor(private readonly fields: readonly string[]) {}

  get count(): number {
    return this.fields.length;
  }

  number(i: number): number | null {
    return parseNumber(this.fields[i] ?? '');
  }

  text(i: number): string {
    return (this.fields[i] ?? '').trim();
  }

  isoTime(i: number): number | null {
    return parseIsoTime(this.fields[i] ?? '', false);
  }

  packed(): number {
    return -1;
  }

  raw(): string {
    return this.fields.join(',').slice(0, 200);
  }
}

type OnRow = (row: Row, line: number) => void;

/* ---------- tokenizers ---------- */

const LF = 10;
const CR = 13;
const QUOTE = 34;
const COMMA = 44;
const SPACE = 32;
const TAB = 9;

/**
 * Splits quote-free lines. `feed` returns the bytes from the first line it cannot read (a quote
 * or a lone CR in it) to the end of the chunk: from there on csv-parse reads.
 */
class LineSplitter {
  line = 0;
  private pending: Buffer[] = [];
  private readonly row = new ByteRow();

  constructor(private readonly onRow: OnRow) {}

  feed(chunk: Buffer): Buffer | null {
    let pos = 0;
    if (this.pending.length > 0) {
      const nl = chunk.indexOf(LF);
      if (nl < 0) {
        this.pending.push(chunk);
        return null;
      }
      const line = Buffer.concat([...this.pending, chunk.subarray(0, nl + 1)]);
      this.pending = [];
      if (this.lines(line, 0, line.length) >= 0) return Buffer.concat([line, chunk.subarray(nl + 1)]);
      pos = nl + 1;
    }
    const last = chunk.lastIndexOf(LF);
    if (last >= pos) {
      const stop = this.lines(chunk, pos, last + 1);
      if (stop >= 0) return chunk.subarray(stop);
      pos = last + 1;
    }
    if (pos < chunk.length) this.pending.push(chunk.subarray(pos));
    return null;
  }

  /** The bytes after the last line break (an unterminated last line), or null. */
  rest(): Buffer | null {
    if (this.pending.length === 0) return null;
    const rest = Buffer.concat(this.pending);
    this.pending = [];
    return rest;
  }

  /**
   * Reads the lines of buf[from, to), each ending with LF. Returns -1, or the start of the
   * first line it cannot read (the lines before it are read).
   */
  lines(buf: Buffer, from: number, to: number): number {
    // Quotes and CRs are rare: find them with indexOf, not byte by byte.
    const quote = buf.indexOf(QUOTE, from);
    let cr = buf.indexOf(CR, from);
    let start = from;
    while (start < to) {
      const nl = buf.indexOf(LF, start);
      let end = nl;
      if (cr === nl - 1 && nl > start) {
        end = nl - 1;
        cr = buf.indexOf(CR, nl + 1);
      }
      if ((quote >= 0 && quote < end) || (cr >= 0 && cr < end)) return start;
      this.line++;
      if (this.split(buf, start, end)) this.onRow(this.row, this.line);
      start = nl + 1;
    }
    return -1;
  }

  /**
   * The bytes after the last line break: a row of its own (read it with `lastRow`), blank, or
   * quoted (csv-parse must read it).
   */
  splitLast(rest: Buffer): typeof ROW | typeof BLANK | typeof QUOTED {
    const end = rest.length > 0 && rest[rest.length - 1] === CR ? rest.length - 1 : rest.length;
    const special = rest.subarray(0, end).findIndex((c) => c === QUOTE || c === CR);
    if (special >= 0) return QUOTED;
    this.line++;
    return this.split(rest, 0, end) ? ROW : BLANK;
  }

  get lastRow(): Row {
    return this.row;
  }

  /** Splits buf[start, end), free of quotes and CRs, into the row's fields; false when blank. */
  private split(buf: Buffer, start: number, end: number): boolean {
    const row = this.row;
    row.buf = buf;
    let fieldStart = start;
    // A UTF-8 byte order mark before the header.
    if (this.line === 1 && buf[start] === 0xef && buf[start + 1] === 0xbb && buf[start + 2] === 0xbf) {
      fieldStart += 3;
    }
    let count = 0;
    for (let i = fieldStart; i < end; i++) {
      if (buf[i] === COMMA) {
        if (count + 1 >= row.starts.length) row.grow();
        row.starts[count] = fieldStart;
        row.ends[count] = i;
        count++;
        fieldStart = i + 1;
      }
    }
    row.starts[count] = fieldStart;
    row.ends[count] = end;
    row.count = count + 1;
    row.lineStart = start;
    row.lineEnd = end;
    // Blank: every field empty or spaces (checked field by field, usually at the first byte).
    for (let k = 0; k <= count; k++) {
      for (let i = row.starts[k]!; i < row.ends[k]!; i++) {
        const c = buf[i];
        if (c !== SPACE && c !== TAB) return true;
      }
    }
    return false;
  }
}

const ROW = 0;
const BLANK = 1;
const QUOTED = 2;

/**
 * csv-parse, fed synchronously: records come through `on_record` while `write` runs. Each
 * record is held until the next one arrives, so that the last one can be told apart when the
 * file does not end with a line break.
 */
class CsvParseEngine {
  private readonly parser: Parser;
  private held: { fields: string[]; line: number } | null = null;
  private lastRecordLine: number;
  private lastByte = LF;
  private fatal: ReaderError | null = null;

  constructor(
    private readonly onRow: OnRow,
    private readonly onUnterminated: (row: Row, line: number) => void,
    private readonly onMalformed: (line: number, message: string) => void,
    baseLine: number,
  ) {
    this.lastRecordLine = baseLine;
    this.parser = new Parser({
      bom: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      skip_records_with_error: true,
      on_record: (record: string[], context) => {
        this.release();
        this.held = { fields: record, line: baseLine + context.lines };
        return null;
      },
      on_skip: (error) => {
        if (error === undefined) return;
        const line = baseLine + ((error as { lines?: number }).lines ?? 0);
        if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
          this.release();
          // A quote opened on the last line: a cut row. Opened earlier: lines swallowed.
          if (line > this.lastRecordLine + 1 || this.lastByte === LF || this.lastByte === CR) {
            this.fatal = new ReaderError(
              'BULK_UPLOAD_INVALID_FILE',
              'CSV_UNCLOSED_QUOTE',
              `malformed CSV: a quote opened after line ${this.lastRecordLine} is never closed`,
              { line: this.lastRecordLine + 1 },
            );
          } else {
            this.onUnterminated(new StringRow([]), line);
          }
          return;
        }
        this.release();
        this.lastRecordLine = line;
        this.onMalformed(line, error.message);
      },
    });
    // Errors are read from `errored` after each write; this keeps them from being thrown.
    this.parser.on('error', () => {});
  }

  private release(): void {
    const held = this.held;
    if (held === null) return;
    this.held = null;
    this.lastRecordLine = held.line;
    this.onRow(new StringRow(held.fields), held.line);
  }

  private check(): void {
    if (this.fatal !== null) throw this.fatal;
    const error = this.parser.errored;
    // A ReaderError thrown by a row handler (e.g. a refused header) comes back this way.
    if (error instanceof ReaderError) throw error;
    if (error !== null) {
      const line = (error as { lines?: unknown }).lines;
      throw new ReaderError(
        'BULK_UPLOAD_INVALID_FILE',
        'CSV_MALFORMED',
        `malformed CSV: ${error.message}`,
        typeof line === 'number' ? { line } : {},
        { reason: error.message },
      );
    }
  }

  write(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.lastByte = chunk[chunk.length - 1]!;
    this.parser.write(chunk);
    this.check();
  }

  async end(): Promise<void> {
    const finished = new Promise<void>((resolve) => {
      this.parser.once('finish', resolve);
      this.parser.once('error', () => resolve());
    });
    this.parser.end();
    await finished;
    this.check();
    const held = this.held;
    if (held === null) return;
    this.held = null;
    if (this.lastByte === LF || this.lastByte === CR) this.onRow(new StringRow(held.fields), held.line);
    else this.onUnterminated(new StringRow(held.fields), held.line);
  }
}

/* ---------- layouts ---------- */

/** Devices by key, looked up without a string per row when the key is short. */
class Devices {
  private readonly packed = new Map<number, DeviceAccumulator>();

  constructor(
    private readonly sink: SampleSink,
    private readonly label: (row: Row) => string | null,
  ) {}

  /** The row's device (created on first sight); null when the key is empty. */
  of(row: Row, column: number): DeviceAccumulator | null {
    const packed = row.packed(column);
    if (packed >= 0) {
      const known = this.packed.get(packed);
      if (known !== undefined) return known;
    }
    const key = row.text(column);
    if (key === '') return null;
    const device = this.sink.device(key) ?? this.sink.addDevice(key, this.label(row));
    if (packed >= 0) this.packed.set(packed, device);
    return device;
  }
}

interface Layout {
  row(row: Row, line: number): void;
}

export interface CsvOptions {
  readonly fileName?: string;
  readonly startTime?: number;
  readonly engine?: 'auto' | 'csv-parse';
}

function columnIndex(fields: readonly string[], name: string): number {
  return fields.indexOf(name);
}

function wrongCount(sink: SampleSink, row: Row, line: number, width: number): void {
  sink.drop('wrong-field-count', line, () => `${row.count} fields, the header has ${width}: "${row.raw()}"`);
}

/** A number column of a row, or undefined after dropping the row. */
function numberAt(sink: SampleSink, row: Row, line: number, i: number, name: string): number | undefined {
  if (i < 0) return Number.NaN;
  const value = row.number(i);
  if (value === null) {
    sink.drop('bad-number', line, () => `${name} "${row.text(i)}" is not a number`);
    return undefined;
  }
  return value;
}

/** False (after dropping the row) when a pair is half there or a position is out of range. */
function positionOk(
  sink: SampleSink,
  line: number,
  a: number,
  b: number,
  names: string,
  degrees: boolean,
): boolean {
  if (Number.isNaN(a) !== Number.isNaN(b)) {
    sink.drop('bad-position', line, () => `${names}: one of the pair is empty`);
    return false;
  }
  const ok = Number.isNaN(a) || (degrees ? Math.abs(a) <= 90 && Math.abs(b) <= 180 : Number.isFinite(a + b));
  if (!ok) sink.drop('bad-position', line, () => `${names} ${a}, ${b} out of range`);
  return ok;
}

const STRIDE_COLUMNS = ['device', 'time', 'lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop', 'label'] as const;

class StrideLayout implements Layout {
  private readonly width: number;
  private readonly col: Record<(typeof STRIDE_COLUMNS)[number], number>;
  private readonly devices: Devices;

  constructor(
    private readonly sink: SampleSink,
    fields: readonly string[],
  ) {
    this.width = fields.length;
    const seen = new Set<string>();
    for (const name of fields) {
      if (name !== '' && seen.has(name)) {
        throw new ReaderError(
          'BULK_UPLOAD_INVALID_FILE',
          'CSV_DUPLICATE_COLUMN',
          `csv-stride: the column "${name}" appears twice`,
          { column: name },
        );
      }
      seen.add(name);
      if (!(STRIDE_COLUMNS as readonly string[]).includes(name)) {
        sink.warn(() => `csv-stride: the column "${name}" is not in the layout and is ignored`);
      }
    }
    this.col = Object.fromEntries(STRIDE_COLUMNS.map((c) => [c, columnIndex(fields, c)])) as Record<
      (typeof STRIDE_COLUMNS)[number],
      number
    >;
    const { lat, lon, x, y } = this.col;
    if (lat < 0 !== lon < 0 || x < 0 !== y < 0) {
      throw new ReaderError(
        'BULK_UPLOAD_INVALID_FILE',
        'CSV_STRIDE_PAIRS',
        'csv-stride: "lat" needs "lon" and "x" needs "y" (and the other way round)',
        {},
        { header: fields },
      );
    }
    const channels = (['lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop'] as const).filter(
      (c) => this.col[c] >= 0,
    );
    if (channels.length === 0) {
      throw new ReaderError(
        'BULK_UPLOAD_INVALID_FILE',
        'CSV_STRIDE_NO_VALUES',
        'csv-stride: the header has no value column (lat/lon, x/y, speed, hr or hdop)',
        {},
        { header: fields },
      );
    }
    sink.useChannels(channels);
    const label = this.col.label;
    this.devices = new Devices(sink, (row) => (label < 0 ? null : row.text(label) || null));
  }

  row(row: Row, line: number): void {
    const sink = this.sink;
    const col = this.col;
    if (row.count !== this.width) return wrongCount(sink, row, line, this.width);
    const device = this.devices.of(row, col.device);
    if (device === null) return sink.drop('missing-device', line, () => 'no device');
    let t = row.number(col.time);
    if (t === null) t = row.isoTime(col.time);
    if (t === null || Number.isNaN(t)) {
      return sink.drop(
        'bad-time',
        line,
        () => `time "${row.text(col.time)}" is neither ISO-8601 with an offset nor epoch ms`,
      );
    }
    const lat = numberAt(sink, row, line, col.lat, 'lat');
    if (lat === undefined) return;
    const lon = numberAt(sink, row, line, col.lon, 'lon');
    if (lon === undefined) return;
    const x = numberAt(sink, row, line, col.x, 'x');
    if (x === undefined) return;
    const y = numberAt(sink, row, line, col.y, 'y');
    if (y === undefined) return;
    const speed = numberAt(sink, row, line, col.speed, 'speed');
    if (speed === undefined) return;
    const hr = numberAt(sink, row, line, col.hr, 'hr');
    if (hr === undefined) return;
    const hdop = numberAt(sink, row, line, col.hdop, 'hdop');
    if (hdop === undefined) return;
    if (!positionOk(sink, line, lat, lon, 'lat/lon', true)) return;
    if (!positionOk(sink, line, x, y, 'x/y', false)) return;
    sink.push(device, line, t, lat, lon, x, y, speed, hr, hdop);
  }
}

class CatapultLayout implements Layout {
  private readonly width: number;
  private readonly time: number;
  private readonly lat: number;
  private readonly lon: number;
  private readonly device: DeviceAccumulator;

  constructor(
    private readonly sink: SampleSink,
    fields: readonly string[],
    fileName: string | undefined,
  ) {
    this.width = fields.length;
    this.time = columnIndex(fields, 'timestamp');
    this.lat = columnIndex(fields, 'latitude');
    this.lon = columnIndex(fields, 'longitude');
    const stem = (fileName ?? '').replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
    this.device = sink.addDevice(stem === '' ? 'catapult' : stem, null);
  }

  row(row: Row, line: number): void {
    const sink = this.sink;
    if (row.count !== this.width) return wrongCount(sink, row, line, this.width);
    const days = row.number(this.time);
    if (days === null || Number.isNaN(days)) {
      return sink.drop('bad-time', line, () => `Timestamp "${row.text(this.time)}" is not Excel serial days`);
    }
    const lat = numberAt(sink, row, line, this.lat, 'Latitude');
    if (lat === undefined) return;
    const lon = numberAt(sink, row, line, this.lon, 'Longitude');
    if (lon === undefined) return;
    if (!positionOk(sink, line, lat, lon, 'Latitude/Longitude', true)) return;
    const nan = Number.NaN;
    sink.push(this.device, line, excelSerialToEpochMs(days), lat, lon, nan, nan, nan, nan, nan);
  }
}

class KinexonLayout implements Layout {
  private readonly width: number;
  private readonly ts: number;
  private readonly sensor: number;
  private readonly name: number;
  private readonly group: number;
  private readonly x: number;
  private readonly y: number;
  private readonly devices: Devices;

  constructor(
    private readonly sink: SampleSink,
    fields: readonly string[],
    private readonly startTime: number,
  ) {
    this.devices = new Devices(sink, (row) => this.label(row));
    this.width = fields.length;
    this.ts = columnIndex(fields, 'ts in ms');
    this.sensor = columnIndex(fields, 'sensor id');
    this.name = columnIndex(fields, 'full name');
    this.group = columnIndex(fields, 'group name');
    this.x = columnIndex(fields, 'x in m');
    this.y = columnIndex(fields, 'y in m');
  }

  private label(row: Row): string | null {
    const name = this.name < 0 ? '' : row.text(this.name);
    const group = this.group < 0 ? '' : row.text(this.group);
    const ball = name.toLowerCase() === 'ball' || group.toLowerCase() === 'ball';
    if (name === '') return ball ? '[ball]' : null;
    return ball ? `${name} [ball]` : name;
  }

  row(row: Row, line: number): void {
    const sink = this.sink;
    if (row.count !== this.width) return wrongCount(sink, row, line, this.width);
    const device = this.devices.of(row, this.sensor);
    if (device === null) return sink.drop('missing-device', line, () => 'no sensor id');
    const ts = row.number(this.ts);
    if (ts === null || Number.isNaN(ts)) {
      return sink.drop('bad-time', line, () => `ts in ms "${row.text(this.ts)}" is not a number`);
    }
    const x = numberAt(sink, row, line, this.x, 'x in m');
    if (x === undefined) return;
    const y = numberAt(sink, row, line, this.y, 'y in m');
    if (y === undefined) return;
    if (!positionOk(sink, line, x, y, 'x/y', false)) return;
    const nan = Number.NaN;
    sink.push(device, line, this.startTime + ts, nan, nan, x, y, nan, nan, nan);
  }
}

function makeLayout(format: FileFormat, header: Row, sink: SampleSink, options: CsvOptions): Layout {
  const fields: string[] = [];
  for (let i = 0; i < header.count; i++) fields.push(headerFields(header.text(i))[0] ?? '');
  const need = (names: readonly string[]) => {
    const missing = names.filter((n) => !fields.includes(n));
    if (missing.length > 0) {
      throw new ReaderError(
        'BULK_UPLOAD_INVALID_FILE',
        'CSV_MISSING_COLUMNS',
        `not a ${format} file: the header lacks ${missing.map((m) => `"${m}"`).join(', ')}`,
        { format, columns: missing },
        { header: fields, missing },
      );
    }
  };
  switch (format) {
    case 'csv-stride':
      need(['device', 'time']);
      return new StrideLayout(sink, fields);
    case 'csv-catapult':
      need(['timestamp', 'latitude', 'longitude']);
      return new CatapultLayout(sink, fields, options.fileName);
    case 'csv-kinexon':
      need(['ts in ms', 'sensor id', 'x in m', 'y in m']);
      return new KinexonLayout(sink, fields, options.startTime ?? 0);
    default:
      throw new Error(`not a CSV format: ${format}`);
  }
}

export const CSV_CHANNELS: Readonly<Partial<Record<FileFormat, readonly ValueChannel[]>>> = {
  'csv-stride': ['lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop'],
  'csv-catapult': ['lat', 'lon'],
  'csv-kinexon': ['x', 'y'],
};

/* ---------- reader ---------- */

export async function* readCsv(
  chunks: AsyncIterable<Uint8Array>,
  sink: SampleSink,
  format: FileFormat,
  options: CsvOptions = {},
): AsyncGenerator<DeviceSamples, number> {
  let layout: Layout | null = null;
  const onRow: OnRow = (row, line) => {
    if (layout === null) layout = makeLayout(format, row, sink, options);
    else {
      sink.rows++;
      layout.row(row, line);
    }
  };
  const onUnterminated = (row: Row, line: number) => {
    if (layout === null && row.count > 0) return onRow(row, line);
    sink.rows++;
    sink.drop(
      'unterminated-last-row',
      line,
      () => `the last line has no line break, the file was probably cut: "${row.raw()}"`,
    );
  };
  const onMalformed = (line: number, message: string) => {
    sink.rows++;
    sink.drop('malformed-row', line, () => message);
  };
  const splitter = new LineSplitter(onRow);
  let engine: CsvParseEngine | null =
    options.engine === 'csv-parse' ? new CsvParseEngine(onRow, onUnterminated, onMalformed, 0) : null;
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    if (engine !== null) engine.write(buf);
    else {
      const rest = splitter.feed(buf);
      if (rest !== null) {
        engine = new CsvParseEngine(onRow, onUnterminated, onMalformed, splitter.line);
        engine.write(rest);
      }
    }
    if (sink.out.length > 0) yield* sink.out.splice(0);
  }
  if (engine === null) {
    const rest = splitter.rest();
    if (rest !== null) {
      const split = splitter.splitLast(rest);
      if (split === QUOTED) {
        engine = new CsvParseEngine(onRow, onUnterminated, onMalformed, splitter.line);
        engine.write(rest);
      } else if (split === ROW) {
        // Ending with CR, it is a line (CRLF cut before its LF); else, probably a cut one.
        if (rest[rest.length - 1] === CR) onRow(splitter.lastRow, splitter.line);
        else onUnterminated(splitter.lastRow, splitter.line);
      }
    }
  }
  if (engine !== null) await engine.end();
  if (layout === null) {
    throw new ReaderError(
      'BULK_UPLOAD_INVALID_FILE',
      'CSV_NO_HEADER',
      `not a ${format} file: no header line`,
      {
        format,
      },
    );
  }
  return bytes;
}
