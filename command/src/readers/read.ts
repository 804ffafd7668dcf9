/**
 * `readSamples`: a device file, as chunks, to per-device sample batches and a summary.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { CSV_CHANNELS, readCsv } from './csv.ts';
import { detectFormat, peek } from './detect.ts';
import { readFit } from './fit.ts';
import { readGpx } from './gpx.ts';
import { SampleSink, sinkSettings, type ValueChannel } from './sink.ts';
import { readTcx } from './tcx.ts';
import {
  DEFAULT_MAX_BYTES,
  ReaderError,
  type ByteChunks,
  type DeviceSamples,
  type DeviceSeries,
  type FileFormat,
  type ReaderItem,
  type ReadOptions,
  type ReadSummary,
} from './types.ts';

const CHANNELS: Record<FileFormat, readonly ValueChannel[]> = {
  fit: ['lat', 'lon', 'speed', 'hr'],
  gpx: ['lat', 'lon', 'speed', 'hr'],
  tcx: ['lat', 'lon', 'speed', 'hr'],
  'csv-stride': CSV_CHANNELS['csv-stride']!,
  'csv-catapult': CSV_CHANNELS['csv-catapult']!,
  'csv-kinexon': CSV_CHANNELS['csv-kinexon']!,
};

const NO_ROWS: Record<FileFormat, string> = {
  fit: 'the FIT file has no record messages',
  gpx: 'the GPX file has no track points',
  tcx: 'the TCX file has no track points',
  'csv-stride': 'the CSV file has a header but no rows',
  'csv-catapult': 'the CSV file has a header but no rows',
  'csv-kinexon': 'the CSV file has a header but no rows',
};

/**
 * Reads a device file: yields each device's batches (at most `batchSize` samples, strictly
 * increasing times per device) as they fill, then one `summary` item, last. Throws ReaderError
 * (BULK_UPLOAD_INVALID_FILE, DEVICE_TYPE_NOT_SUPPORTED) when the file is refused, possibly after
 * some batches: a read that throws has no result, discard what it yielded.
 */
export async function* readSamples(
  chunks: ByteChunks,
  options: ReadOptions = {},
): AsyncGenerator<ReaderItem, void, undefined> {
  const settings = sinkSettings(options);
  const peeked = await peek(chunks);
  let format: FileFormat;
  try {
    format = options.format ?? detectFormat(peeked.head, peeked.complete, options.fileName);
    if (peeked.head.length === 0)
      throw new ReaderError('BULK_UPLOAD_INVALID_FILE', 'FILE_EMPTY', 'the file is empty');
  } catch (error) {
    await peeked.close();
    throw error;
  }
  const sink = new SampleSink(format, CHANNELS[format], settings);
  let bytes: number;
  try {
    switch (format) {
      case 'fit':
        bytes = await readFit(peeked.chunks, sink, options.maxBytes ?? DEFAULT_MAX_BYTES);
        break;
      case 'gpx':
        bytes = yield* readGpx(peeked.chunks, sink);
        break;
      case 'tcx':
        bytes = yield* readTcx(peeked.chunks, sink);
        break;
      case 'csv-stride':
      case 'csv-catapult':
      case 'csv-kinexon':
        bytes = yield* readCsv(peeked.chunks, sink, format, {
          ...(options.fileName === undefined ? {} : { fileName: options.fileName }),
          ...(options.startTime === undefined ? {} : { startTime: options.startTime }),
          engine: options.csvEngine ?? 'auto',
        });
        break;
    }
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    // A reader bug or a library's unexpected throw: still a refused file, with what happened.
    const message = error instanceof Error ? error.message : String(error);
    throw new ReaderError(
      'BULK_UPLOAD_INVALID_FILE',
      'READER_FAILED',
      `the ${format} reader failed: ${message}`,
      { format },
      { reason: message },
    );
  }
  const summary = sink.finish(bytes, NO_ROWS[format]);
  yield* sink.out.splice(0);
  yield summary;
}

/** A whole read, collected: each device's batches in order, and the summary. */
export async function readAll(
  chunks: ByteChunks,
  options: ReadOptions = {},
): Promise<{ devices: DeviceSeries[]; summary: ReadSummary }> {
  const devices = new Map<
    string,
    { deviceKey: string; label: string | null; batches: DeviceSamples['batch'][] }
  >();
  for await (const item of readSamples(chunks, options)) {
    if (item.kind === 'summary') return { devices: [...devices.values()], summary: item };
    let device = devices.get(item.deviceKey);
    if (device === undefined) {
      device = { deviceKey: item.deviceKey, label: item.label, batches: [] };
      devices.set(item.deviceKey, device);
    }
    device.batches.push(item.batch);
  }
  throw new Error('readSamples ended without a summary');
}

/** `readAll` on a file on disk; its name is the tie-breaker and the Catapult device key. */
export function readFile(
  path: string,
  options: ReadOptions = {},
): Promise<{ devices: DeviceSeries[]; summary: ReadSummary }> {
  return readAll(createReadStream(path, { highWaterMark: 64 * 1024 }), {
    fileName: basename(path),
    ...options,
  });
}
