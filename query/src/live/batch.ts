/**
 * What `POST /live/v1/batches` accepts (issue 18), checked before anything is read from the
 * store: the binary sample encoding (contracts/src/samples.ts) with the event, device and seq in
 * headers, or a JSON form for simple clients. Every refusal is a catalogue code.
 */
import { DomainError } from '@stride/contracts/errors';
import {
  SAMPLE_CHANNELS,
  allocateBatch,
  decodeBatch,
  MAX_BATCH_SPAN_MS,
  type SampleBatch,
  type SampleChannel,
} from '@stride/contracts/samples';
import { isUuid } from '../context.ts';

/** Largest request body, either form. */
export const LIVE_MAX_BODY_BYTES = 512 * 1024;
/** Most samples in one batch: 500 s of a 10 Hz device (a reconnecting sender's backlog). */
export const LIVE_MAX_SAMPLES = 5000;
/** How far ahead of the server's clock a sample may lie (`LIVE_MAX_FUTURE_MS`). */
export const DEFAULT_LIVE_MAX_FUTURE_MS = 60_000;
/** How long before the event's start a sample may lie (a receiver's buffer from the warm-up). */
export const LIVE_START_MARGIN_MS = 15 * 60_000;
/** Epoch ms bounds of a sample's time: 2000-01-01 to 2100-01-01. */
const MIN_TIME = Date.UTC(2000, 0, 1);
const MAX_TIME = Date.UTC(2100, 0, 1);

/** What a value may be when present (NaN: missing in that sample). */
const BOUNDS: Readonly<Record<Exclude<SampleChannel, 't'>, readonly [number, number]>> = {
  lat: [-90, 90],
  lon: [-180, 180],
  /** Metres on a local plane: a pitch or a court, with room. */
  x: [-100_000, 100_000],
  y: [-100_000, 100_000],
  /** m/s: no athlete runs 180 km/h; the engine drops spikes far below this. */
  speed: [0, 50],
  hr: [0, 300],
  hdop: [0, 100],
};

export interface ParsedBatch {
  readonly eventId: string;
  readonly deviceId: string;
  readonly seq: number;
  readonly batch: SampleBatch;
}

const malformed = (reason: string): DomainError => new DomainError('LIVE_BATCH_MALFORMED', { reason });

function idOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isUuid(value.trim())) throw malformed(`${field} must be a UUID`);
  return value.trim().toLowerCase();
}

function seqOf(value: unknown): number {
  const seq = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) {
    throw malformed('seq must be a whole number from 1');
  }
  return seq;
}

/** The binary form: the body is one encoded batch; the headers name the event, device and seq. */
export function parseBinary(body: Uint8Array, headers: Readonly<Record<string, unknown>>): ParsedBatch {
  const eventId = idOf(headers['x-stride-event'], 'x-stride-event');
  const deviceId = idOf(headers['x-stride-device'], 'x-stride-device');
  const seq = seqOf(headers['x-stride-seq']);
  return { eventId, deviceId, seq, batch: decoded(body) };
}

/**
 * A binary WebSocket frame: a 4-byte big-endian length, that many bytes of a UTF-8 JSON header
 * `{ "eventId", "deviceId", "seq" }`, then one encoded batch.
 */
export function parseFramed(frame: Uint8Array): ParsedBatch {
  if (frame.length < 4) throw malformed('the frame has no header length');
  const length = new DataView(frame.buffer, frame.byteOffset, frame.length).getUint32(0);
  if (length > frame.length - 4) throw malformed('the frame is shorter than its header length');
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(frame.subarray(4, 4 + length)));
  } catch {
    throw malformed('the frame header is not JSON');
  }
  if (typeof header !== 'object' || header === null) throw malformed('the frame header is no object');
  const h = header as Record<string, unknown>;
  const parsed = {
    eventId: idOf(h.eventId, 'eventId'),
    deviceId: idOf(h.deviceId, 'deviceId'),
    seq: seqOf(h.seq),
  };
  return { ...parsed, batch: decoded(frame.subarray(4 + length)) };
}

/** Builds the frame `parseFramed` reads (senders, tests). */
export function frameBatch(header: { eventId: string; deviceId: string; seq: number }, encoded: Uint8Array) {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const frame = new Uint8Array(4 + json.length + encoded.length);
  new DataView(frame.buffer).setUint32(0, json.length);
  frame.set(json, 4);
  frame.set(encoded, 4 + json.length);
  return frame;
}

function decoded(body: Uint8Array): SampleBatch {
  let batch: SampleBatch;
  try {
    batch = decodeBatch(body);
  } catch {
    throw malformed('the body is not an encoded sample batch');
  }
  return checked(batch);
}

/** The JSON form: `{ eventId, deviceId, seq, t: [...], lat, lon | x, y, speed?, hr?, hdop? }`. */
export function parseJson(text: string): ParsedBatch {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw malformed('the body is not JSON');
  }
  return parseJsonValue(body);
}

/** The JSON form once parsed (a WebSocket text frame is parsed once to tell auth from batch). */
export function parseJsonValue(body: unknown): ParsedBatch {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw malformed('the body is no object');
  const o = body as Record<string, unknown>;
  const eventId = idOf(o.eventId, 'eventId');
  const deviceId = idOf(o.deviceId, 'deviceId');
  const seq = seqOf(o.seq);
  const t = o.t;
  if (!Array.isArray(t)) throw malformed('t must be an array of epoch milliseconds');
  if (t.length > LIVE_MAX_SAMPLES)
    throw new DomainError('LIVE_BATCH_TOO_LARGE', { maxSamples: LIVE_MAX_SAMPLES });
  const channels = SAMPLE_CHANNELS.filter((c) => c !== 't' && o[c] !== undefined && o[c] !== null);
  for (const [a, b] of [
    ['lat', 'lon'],
    ['x', 'y'],
  ] as const) {
    if (channels.includes(a) !== channels.includes(b)) throw malformed(`${a} and ${b} come together`);
  }
  const batch = allocateBatch(t.length, channels);
  for (const channel of ['t', ...channels] as const) {
    const values = o[channel];
    if (!Array.isArray(values) || values.length !== t.length)
      throw malformed(`${channel} must have one value per time`);
    const column = batch[channel]!;
    for (let i = 0; i < values.length; i++) {
      const v: unknown = values[i];
      if (v === null && channel !== 't') column[i] = Number.NaN;
      else if (typeof v === 'number') column[i] = v;
      else throw malformed(`${channel}[${i}] is not a number`);
    }
  }
  return { eventId, deviceId, seq, batch: checked(batch) };
}

/** At least one sample, at most LIVE_MAX_SAMPLES, times in bounds and in order, values possible. */
function checked(batch: SampleBatch): SampleBatch {
  const { t } = batch;
  const n = t.length;
  if (n === 0) throw malformed('the batch holds no sample');
  if (n > LIVE_MAX_SAMPLES) throw new DomainError('LIVE_BATCH_TOO_LARGE', { maxSamples: LIVE_MAX_SAMPLES });
  for (let i = 0; i < n; i++) {
    const time = t[i]!;
    if (!(time >= MIN_TIME && time <= MAX_TIME)) {
      throw new DomainError('LIVE_VALUE_IMPOSSIBLE', { channel: 't', index: i });
    }
    if (i > 0 && time < t[i - 1]!) throw new DomainError('LIVE_TIME_BACKWARDS', { index: i });
  }
  if (t[n - 1]! - t[0]! > MAX_BATCH_SPAN_MS)
    throw malformed(`the batch spans more than ${MAX_BATCH_SPAN_MS} ms`);
  for (const channel of SAMPLE_CHANNELS) {
    if (channel === 't') continue;
    const column = batch[channel];
    if (column === null) continue;
    const [min, max] = BOUNDS[channel];
    for (let i = 0; i < n; i++) {
      const v = column[i]!;
      if (Number.isNaN(v)) continue;
      if (!(v >= min && v <= max)) throw new DomainError('LIVE_VALUE_IMPOSSIBLE', { channel, index: i });
    }
  }
  return batch;
}
