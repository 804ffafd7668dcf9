/**
 * FIT files through Garmin's own decoder (@garmin/fitsdk). The SDK decodes a whole buffer, so
 * the file is read once into one Buffer of at most `maxBytes`. One device per file. Records give
 * the samples; session messages give the device's own totals (`summary.fit`).
 *
 * A file is refused whole (BULK_UPLOAD_INVALID_FILE) when its header is not FIT, when it is
 * shorter than its header says (truncated), when its CRC does not match, or when the SDK stops
 * with an error (e.g. compressed-timestamp records, which it does not support): no partial result.
 */
import { Decoder, Stream, type FileIdMesg, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';
import { asBytes } from './detect.ts';
import type { SampleSink } from './sink.ts';
import { DEFAULT_MAX_BYTES, ReaderError, type FitMetadata, type FitSession } from './types.ts';

/** Seconds from 1970-01-01 to the FIT epoch, 1989-12-31T00:00:00Z. */
const FIT_EPOCH_S = 631_065_600;
/** FIT date_time values below this are seconds since the device powered on, not UTC. */
const FIT_MIN_ABSOLUTE = 0x10000000;
const SEMICIRCLE_TO_DEG = 180 / 2 ** 31;

/** The whole file in one buffer, refusing more than `maxBytes`. */
export async function readWhole(chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    const bytes = asBytes(chunk);
    length += bytes.length;
    if (length > maxBytes) {
      throw new ReaderError(
        'BULK_UPLOAD_INVALID_FILE',
        'FIT_TOO_LARGE',
        `the FIT file is larger than ${maxBytes} bytes, the most a FIT file may have`,
        { limit: maxBytes },
        { maxBytes },
      );
    }
    parts.push(bytes);
  }
  return Buffer.concat(parts, length);
}

function fitTime(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return (value + FIT_EPOCH_S) * 1000;
  return Number.NaN;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Why a buffer whose header says FIT does not pass the integrity check. */
function integrityProblem(buf: Buffer): ReaderError {
  const headerSize = buf[0]!;
  const dataSize = buf.readUInt32LE(4);
  const expected = headerSize + dataSize + 2;
  if (buf.length < expected) {
    return new ReaderError(
      'BULK_UPLOAD_INVALID_FILE',
      'FIT_TRUNCATED',
      `the FIT file is truncated: its header announces ${expected} bytes, it has ${buf.length}`,
      { expected, bytes: buf.length },
    );
  }
  return new ReaderError(
    'BULK_UPLOAD_INVALID_FILE',
    'FIT_CORRUPT',
    'the FIT file is corrupt: its CRC does not match its content',
    {},
    { bytes: buf.length },
  );
}

/** Where the FIT SDK's message says it stopped ("… at byte 936"), when it says. */
function byteOf(message: string): number | null {
  const match = /\bbyte (\d+)/i.exec(message);
  return match === null ? null : Number(match[1]);
}

export async function readFit(
  chunks: AsyncIterable<Uint8Array>,
  sink: SampleSink,
  maxBytes = DEFAULT_MAX_BYTES,
): Promise<number> {
  const buf = await readWhole(chunks, maxBytes);
  if (buf.length === 0) throw new ReaderError('BULK_UPLOAD_INVALID_FILE', 'FILE_EMPTY', 'the file is empty');
  let decoder: Decoder;
  try {
    decoder = new Decoder(Stream.fromBuffer(buf));
  } catch (error) {
    throw new ReaderError('BULK_UPLOAD_INVALID_FILE', 'FIT_NOT_FIT', `not a FIT file: ${String(error)}`);
  }
  if (!decoder.isFIT()) {
    throw new ReaderError(
      'BULK_UPLOAD_INVALID_FILE',
      'FIT_NOT_FIT',
      'not a FIT file: its first 12 bytes are not a FIT header (size 12 or 14, ".FIT" at bytes 8 to 11)',
      {},
      { bytes: buf.length },
    );
  }
  if (!decoder.checkIntegrity()) {
    throw integrityProblem(buf);
  }
  const { messages, errors } = decoder.read({
    convertDateTimesToDates: false,
    convertTypesToStrings: true,
    applyScaleAndOffset: true,
    expandComponents: true,
    expandSubFields: true,
    mergeHeartRates: true,
    includeUnknownData: false,
  });
  if (errors.length > 0) {
    const message = errors.map((e) => (e instanceof Error ? e.message : String(e))).join('; ');
    const byte = byteOf(message);
    // Garmin's SDK reads no compressed timestamp header (fitsdk decoder.js): say so, it is a known gap.
    const compressed = /compressed timestamp/i.test(message);
    throw new ReaderError(
      'BULK_UPLOAD_INVALID_FILE',
      byte === null ? 'FIT_UNREADABLE' : compressed ? 'FIT_COMPRESSED_TIMESTAMPS' : 'FIT_UNREADABLE_AT',
      `the FIT decoder stopped: ${message}`,
      byte === null ? {} : { byte },
      { reason: message },
    );
  }
  const fileId: FileIdMesg | undefined = messages.fileIdMesgs?.[0];
  sink.fit = metadata(fileId, messages.sessionMesgs ?? []);
  const serial = num(fileId?.serialNumber);
  const deviceKey = serial === null ? 'fit' : String(serial);
  const label =
    [
      str(fileId?.manufacturer),
      str(fileId?.garminProduct) ?? str(fileId?.productName) ?? str(fileId?.product),
    ]
      .filter((s) => s !== null)
      .join(' ') || null;
  sink.unit = 'record';
  const device = sink.addDevice(deviceKey, label);
  const records: RecordMesg[] = messages.recordMesgs ?? [];
  let relative = false;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    sink.rows++;
    const where = i + 1;
    if (typeof r.timestamp !== 'number' && !(r.timestamp instanceof Date)) {
      sink.drop('bad-time', where, () => 'a record without a timestamp');
      continue;
    }
    if (typeof r.timestamp === 'number' && r.timestamp < FIT_MIN_ABSOLUTE) relative = true;
    const lat = num(r.positionLat);
    const lon = num(r.positionLong);
    const hasPosition = lat !== null && lon !== null;
    sink.push(
      device,
      where,
      fitTime(r.timestamp),
      hasPosition ? lat * SEMICIRCLE_TO_DEG : Number.NaN,
      hasPosition ? lon * SEMICIRCLE_TO_DEG : Number.NaN,
      Number.NaN,
      Number.NaN,
      num(r.enhancedSpeed) ?? num(r.speed) ?? Number.NaN,
      num(r.heartRate) ?? Number.NaN,
      Number.NaN,
    );
  }
  if (relative) {
    sink.warn(
      () =>
        'record timestamps are seconds since the device was switched on, not UTC: the times are not dates',
    );
  }
  return buf.length;
}

function metadata(fileId: FileIdMesg | undefined, sessions: readonly SessionMesg[]): FitMetadata {
  const time = (v: unknown) => {
    const t = fitTime(v);
    return Number.isFinite(t) ? t : null;
  };
  return {
    manufacturer: str(fileId?.manufacturer),
    product: str(fileId?.garminProduct) ?? str(fileId?.productName) ?? str(fileId?.product),
    serialNumber: num(fileId?.serialNumber),
    timeCreated: time(fileId?.timeCreated),
    sessions: sessions.map((s): FitSession => ({
      sport: str(s.sport),
      startTime: time(s.startTime),
      totalElapsedTime: num(s.totalElapsedTime),
      totalTimerTime: num(s.totalTimerTime),
      totalDistance: num(s.totalDistance),
      avgHeartRate: num(s.avgHeartRate),
      maxHeartRate: num(s.maxHeartRate),
      avgSpeed: num(s.enhancedAvgSpeed) ?? num(s.avgSpeed),
      maxSpeed: num(s.enhancedMaxSpeed) ?? num(s.maxSpeed),
    })),
  };
}
