/**
 * Streaming XML for GPX and TCX (saxes): chunks are decoded as UTF-8 and fed to the parser as
 * they come; elements are matched by local name, whatever their namespace prefix. Malformed or
 * truncated XML is refused with the parser's line and column.
 */
import { SaxesParser } from 'saxes';
import { parseIsoTime, parseNumber } from './parse.ts';
import type { DeviceAccumulator, SampleSink } from './sink.ts';
import { ReaderError, type DeviceSamples } from './types.ts';

export interface XmlHandler {
  /** `line` is where the tag ends. */
  open(local: string, attributes: Readonly<Record<string, string>>, line: number): void;
  close(local: string): void;
  text(text: string): void;
  /** The document ended well: what the handler read besides samples goes to the summary. */
  finish(): void;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function malformed(error: unknown, what: string): ReaderError {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^(\d+):(\d+): (.*)$/s.exec(message);
  if (match === null) {
    return new ReaderError(
      'BULK_UPLOAD_INVALID_FILE',
      'XML_MALFORMED',
      `malformed ${what}: ${message}`,
      { format: what },
      { reason: message },
    );
  }
  const [, line, column, reason] = match;
  const cut = /^unclosed tag|^unexpected end/.test(reason!);
  const truncated = cut ? ' (the file looks truncated)' : '';
  const at = { format: what, line: Number(line), column: Number(column) };
  return new ReaderError(
    'BULK_UPLOAD_INVALID_FILE',
    cut ? 'XML_TRUNCATED' : 'XML_MALFORMED',
    `malformed ${what} at line ${line}, column ${column}: ${reason}${truncated}`,
    at,
    { line: at.line, column: at.column, reason },
  );
}

/**
 * Feeds the chunks to saxes, calling `handler`, and yields the batches the sink has ready after
 * each chunk. `root` is the local name the root element must have. Returns the byte count.
 */
export async function* parseXml(
  chunks: AsyncIterable<Uint8Array>,
  handler: XmlHandler,
  sink: SampleSink,
  root: string,
  what: string,
): AsyncGenerator<DeviceSamples, number> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  let sawRoot = false;
  parser.on('opentag', (tag) => {
    const local = localName(tag.name);
    if (!sawRoot) {
      sawRoot = true;
      if (local !== root) {
        throw new ReaderError(
          'BULK_UPLOAD_INVALID_FILE',
          'XML_WRONG_ROOT',
          `not a ${what} file: the root element is <${tag.name}>, not <${root}>`,
          { format: what, root: tag.name, expected: root },
          { root: tag.name },
        );
      }
    }
    handler.open(local, tag.attributes, parser.line);
  });
  parser.on('closetag', (tag) => handler.close(localName(tag.name)));
  parser.on('text', (text) => handler.text(text));
  parser.on('cdata', (text) => handler.text(text));
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  const feed = (text: string | null) => {
    try {
      if (text === null) parser.close();
      else parser.write(text);
    } catch (error) {
      if (error instanceof ReaderError) throw error;
      throw malformed(error, what);
    }
  };
  for await (const chunk of chunks) {
    bytes += chunk.length;
    feed(decoder.decode(chunk, { stream: true }));
    if (sink.out.length > 0) yield* sink.out.splice(0);
  }
  const rest = decoder.decode();
  if (rest.length > 0) feed(rest);
  feed(null);
  handler.finish();
  return bytes;
}

/** The text of one GPX `trkpt` or TCX `Trackpoint`, as captured. */
export interface TrackPointText {
  readonly time: string | null;
  readonly lat: string;
  readonly lon: string;
  readonly hr: string;
  readonly speed: string;
}

type PointField = keyof TrackPointText;
/** The point being read: its fields fill in as their elements close. */
type PointText = { -readonly [K in PointField]: TrackPointText[K] };
const isPointField = (field: string): field is PointField =>
  field === 'time' || field === 'lat' || field === 'lon' || field === 'hr' || field === 'speed';

/** How a format names its track points, and whether a point may come without a position. */
export interface TrackPointFormat {
  /** The device's key in the file (one device per file). */
  readonly key: string;
  /** The local name of a point's element. */
  readonly element: string;
  /** The point and its fields as the format names them, for the messages. */
  readonly words: { readonly noTime: string; readonly lat: string; readonly lon: string };
  /** A TCX point may have no position at all (heart rate only); a GPX point always has one. */
  readonly positionOptional: boolean;
}

/**
 * What the GPX and TCX handlers share: the element depth, the text of one element captured at a
 * time (a point's field or one of the format's own), and the track point being read, pushed to the
 * sink when its element closes. A format says which elements open a point or a capture
 * (`opened`), where the text of its own fields goes (`took`) and what else a closing element ends
 * (`closed`).
 */
export abstract class TrackPointHandler<Field extends string> implements XmlHandler {
  protected depth = 0;
  protected inPoint = false;
  private device: DeviceAccumulator | null = null;
  private line = 0;
  private point: PointText = emptyPoint('', '');
  private capture: PointField | Field | null = null;
  private captured = '';

  constructor(
    protected readonly sink: SampleSink,
    private readonly format: TrackPointFormat,
  ) {}

  protected abstract opened(local: string, attributes: Readonly<Record<string, string>>, line: number): void;
  /** The text of one of the format's own fields, when its element closed. */
  protected abstract took(field: Field, text: string): void;
  protected closed(_local: string): void {}
  /** The label of the file's device, asked when its first good point is pushed. */
  protected abstract label(): string | null;
  abstract finish(): void;

  open(local: string, attributes: Readonly<Record<string, string>>, line: number): void {
    this.depth++;
    this.opened(local, attributes, line);
  }

  /** A point begins at `line`; GPX gives its position as attributes. */
  protected beginPoint(line: number, lat = '', lon = ''): void {
    this.inPoint = true;
    this.line = line;
    this.point = emptyPoint(lat, lon);
  }

  protected start(field: PointField | Field): void {
    this.capture = field;
    this.captured = '';
  }

  text(text: string): void {
    if (this.capture !== null) this.captured += text;
  }

  close(local: string): void {
    this.depth--;
    if (this.capture !== null) {
      if (isPointField(this.capture)) this.point[this.capture] = this.captured;
      else this.took(this.capture, this.captured);
      this.capture = null;
    }
    this.closed(local);
    if (local === this.format.element && this.inPoint) {
      this.inPoint = false;
      const { sink, format } = this;
      pushTrackPoint(
        sink,
        () => (this.device ??= sink.addDevice(format.key, this.label())),
        this.line,
        this.point,
        format.words,
        format.positionOptional,
      );
    }
  }
}

function emptyPoint(lat: string, lon: string): PointText {
  return { time: null, lat, lon, hr: '', speed: '' };
}

/**
 * Checks one track point field by field and pushes it to `device`; a bad field drops the point,
 * counted by reason. `words` names the point and its fields as the format does, for the message.
 */
function pushTrackPoint(
  sink: SampleSink,
  /** The device the point belongs to, made on its first good point. */
  device: () => DeviceAccumulator,
  where: number,
  point: TrackPointText,
  words: TrackPointFormat['words'],
  positionOptional: boolean,
): void {
  sink.rows++;
  const t = point.time === null ? null : parseIsoTime(point.time, true);
  if (t === null) {
    sink.drop('bad-time', where, () => (point.time === null ? words.noTime : `time "${point.time}"`));
    return;
  }
  const lat = parseNumber(point.lat);
  const lon = parseNumber(point.lon);
  const noPosition = positionOptional && Number.isNaN(lat) && Number.isNaN(lon);
  if (!noPosition && (lat === null || lon === null || !(Math.abs(lat) <= 90) || !(Math.abs(lon) <= 180))) {
    sink.drop('bad-position', where, () => `${words.lat} "${point.lat}", ${words.lon} "${point.lon}"`);
    return;
  }
  const hr = parseNumber(point.hr);
  const speed = parseNumber(point.speed);
  if (hr === null || speed === null) {
    sink.drop('bad-number', where, () =>
      hr === null ? `heart rate "${point.hr}"` : `speed "${point.speed}"`,
    );
    return;
  }
  const [x, y] = noPosition ? [Number.NaN, Number.NaN] : [lat!, lon!];
  sink.push(device(), where, t, x, y, Number.NaN, Number.NaN, speed, hr, Number.NaN);
}
