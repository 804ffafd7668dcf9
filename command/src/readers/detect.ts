/**
 * Which reader a file needs, from its first bytes: the FIT header's ".FIT" (bytes 8..11), the
 * XML root element (`gpx`, `TrainingCenterDatabase`, any namespace prefix), the CSV header
 * line. The file name only decides when the content does not: an unrecognisable file named
 * `*.fit`, `*.gpx` or `*.tcx` goes to that reader, which then says what is wrong with it.
 */
import type { FailureParams, UploadFailureReason } from '@stride/contracts/events/upload-failure';
import { ReaderError, type ByteChunks, type FileFormat } from './types.ts';

/** Bytes of the file detection looks at (enough for a long XML prolog). */
export const HEAD_BYTES = 64 * 1024;

const CSV_LAYOUTS: readonly { format: FileFormat; required: readonly string[] }[] = [
  {
    format: 'csv-kinexon',
    required: ['ts in ms', 'sensor id', 'x in m', 'y in m'],
  },
  { format: 'csv-stride', required: ['device', 'time'] },
  { format: 'csv-catapult', required: ['timestamp', 'latitude', 'longitude'] },
];

const SUPPORTED =
  'supported: FIT; GPX; TCX; CSV with the header "device,time,lat,lon,x,y,speed,hr" (Stride), ' +
  '"Timestamp, Longitude, Latitude" (Catapult) or "ts in ms,sensor id,…,x in m,y in m,z in m" (Kinexon)';

function extension(fileName: string | undefined): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName ?? '');
  return match === null ? '' : match[1]!.toLowerCase();
}

function byName(fileName: string | undefined): FileFormat | null {
  const ext = extension(fileName);
  return ext === 'fit' || ext === 'gpx' || ext === 'tcx' ? ext : null;
}

function unsupported(
  reason: Extract<
    UploadFailureReason,
    'FORMAT_UNKNOWN' | 'FORMAT_XML_ROOT' | 'FORMAT_CSV_HEADER' | 'FORMAT_CSV_SEPARATOR'
  >,
  message: string,
  params: FailureParams = {},
): ReaderError {
  return new ReaderError('DEVICE_TYPE_NOT_SUPPORTED', reason, `${message}; ${SUPPORTED}`, params);
}

/** Header fields, trimmed, unquoted, lower case. */
export function headerFields(line: string): string[] {
  return line.split(',').map((f) =>
    f
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .toLowerCase(),
  );
}

/**
 * The format of a file whose first bytes are `head` (`complete` when that is the whole file).
 * Throws BULK_UPLOAD_INVALID_FILE for an empty file and DEVICE_TYPE_NOT_SUPPORTED for an
 * unknown one.
 */
export function detectFormat(head: Uint8Array, complete: boolean, fileName?: string): FileFormat {
  if (head.length === 0) throw new ReaderError('BULK_UPLOAD_INVALID_FILE', 'FILE_EMPTY', 'the file is empty');
  if (
    head.length >= 12 &&
    (head[0] === 12 || head[0] === 14) &&
    head[8] === 0x2e &&
    head[9] === 0x46 &&
    head[10] === 0x49 &&
    head[11] === 0x54
  ) {
    return 'fit';
  }
  const named = byName(fileName);
  let text = new TextDecoder('utf-8').decode(head);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const start = text.search(/\S/);
  if (start < 0) {
    if (complete)
      throw new ReaderError('BULK_UPLOAD_INVALID_FILE', 'FILE_EMPTY', 'the file is empty (blank)');
    return named ?? failUnknown(fileName, 'blank in its first 64 KiB');
  }
  if (text[start] === '<') {
    const root = xmlRoot(text, start);
    if (root !== null) {
      const local = root.slice(root.indexOf(':') + 1);
      if (local === 'gpx') return 'gpx';
      if (local === 'TrainingCenterDatabase') return 'tcx';
      if (named === 'gpx' || named === 'tcx') return named;
      throw unsupported(
        'FORMAT_XML_ROOT',
        `an XML file whose root element is <${root}>, neither GPX nor TCX`,
        {
          root,
        },
      );
    }
    return named ?? failUnknown(fileName, 'an XML file without a root element in its first 64 KiB');
  }
  if (looksBinary(head)) return named ?? failUnknown(fileName, 'a binary file that is not FIT');
  const lineEnd = text.slice(start).search(/[\r\n]/);
  if (lineEnd < 0 && !complete) {
    return named ?? failUnknown(fileName, 'a text file whose first line is longer than 64 KiB');
  }
  const line = lineEnd < 0 ? text.slice(start) : text.slice(start, start + lineEnd);
  const fields = headerFields(line);
  for (const layout of CSV_LAYOUTS) {
    if (layout.required.every((name) => fields.includes(name))) return layout.format;
  }
  if (named !== null) return named;
  const separator = fields.length === 1 && /[;\t]/.test(line);
  const delimiter = separator ? ' (fields must be separated by commas)' : '';
  throw unsupported(
    separator ? 'FORMAT_CSV_SEPARATOR' : 'FORMAT_CSV_HEADER',
    `unknown CSV header "${line.slice(0, 200)}"${delimiter}`,
    { header: line.slice(0, 200) },
  );
}

function failUnknown(fileName: string | undefined, what: string): never {
  throw unsupported('FORMAT_UNKNOWN', `${fileName === undefined ? 'the file' : `"${fileName}"`} is ${what}`);
}

/** Control characters other than tab, CR, LF, FF: not text. */
function looksBinary(head: Uint8Array): boolean {
  const n = Math.min(head.length, 4096);
  for (let i = 0; i < n; i++) {
    const c = head[i]!;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) return true;
  }
  return false;
}

/** Name of the first element, after the XML declaration, comments, PIs and a doctype. */
function xmlRoot(text: string, from: number): string | null {
  let i = from;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (i >= text.length || text[i] !== '<') return null;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) return null;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return null;
      i = end + 3;
    } else if (text.startsWith('<!', i)) {
      // A doctype, possibly with an internal subset in brackets.
      const bracket = text.indexOf('[', i);
      const close = text.indexOf('>', i);
      if (close < 0) return null;
      if (bracket >= 0 && bracket < close) {
        const end = text.indexOf(']', bracket);
        if (end < 0) return null;
        const after = text.indexOf('>', end);
        if (after < 0) return null;
        i = after + 1;
      } else {
        i = close + 1;
      }
    } else {
      const match = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(i, i + 256));
      return match === null ? null : match[1]!;
    }
  }
}

/**
 * Reads the first `size` bytes (or the whole file when shorter) and returns them with the
 * chunks of the whole file, the head included, to read again from the start. `close` ends the
 * source (a file stream is destroyed) when the chunks will not be read to their end.
 */
export async function peek(
  chunks: ByteChunks,
  size = HEAD_BYTES,
): Promise<{
  head: Buffer;
  complete: boolean;
  chunks: AsyncIterable<Uint8Array>;
  close: () => Promise<void>;
}> {
  const iterator =
    Symbol.asyncIterator in chunks
      ? chunks[Symbol.asyncIterator]()
      : (chunks as Iterable<Uint8Array>)[Symbol.iterator]();
  const seen: Uint8Array[] = [];
  let length = 0;
  let done = false;
  const close = async () => {
    if (done) return;
    done = true;
    await iterator.return?.();
  };
  try {
    while (length < size) {
      const next = await iterator.next();
      if (next.done === true) {
        done = true;
        break;
      }
      const chunk = asBytes(next.value);
      if (chunk.length === 0) continue;
      seen.push(chunk);
      length += chunk.length;
    }
  } catch (error) {
    await close();
    throw error;
  }
  const complete = done;
  const head = Buffer.concat(seen, length);
  async function* replay(): AsyncGenerator<Uint8Array> {
    try {
      yield* seen;
      while (!done) {
        const next = await iterator.next();
        if (next.done === true) {
          done = true;
          return;
        }
        const chunk = asBytes(next.value);
        if (chunk.length > 0) yield chunk;
      }
    } finally {
      // Left early (a refused file, a consumer that stopped): end the source too.
      await close();
    }
  }
  return { head: head.subarray(0, Math.min(size, head.length)), complete, chunks: replay(), close };
}

/** A chunk as bytes (a stream opened with an encoding gives strings). */
export function asBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  throw new TypeError('file chunks must be Uint8Array (Buffer) or string');
}
