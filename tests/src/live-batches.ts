/**
 * Live sample batches for browser tests (issue 18): a device running in a straight line at a
 * steady speed and heart rate, sent to the gateway's JSON form (`POST /live/v1/batches`).
 */

export interface JsonBatch {
  readonly eventId: string;
  readonly deviceId: string;
  readonly seq: number;
  readonly t: number[];
  readonly x: number[];
  readonly y: number[];
  readonly hr: (number | null)[];
}

/**
 * `seconds` of samples at `hz` from `startMs`, running along x at `speed` m/s from `fromX`, on a
 * lane of its own (`lane` metres up), with heart rate `hr`.
 */
export function runningBatch(options: {
  readonly eventId: string;
  readonly deviceId: string;
  readonly seq: number;
  readonly startMs: number;
  readonly seconds: number;
  readonly speed: number;
  readonly hr: number | null;
  readonly fromX?: number;
  readonly lane?: number;
  readonly hz?: number;
}): JsonBatch {
  const hz = options.hz ?? 10;
  const n = Math.round(options.seconds * hz);
  const t: number[] = [];
  const x: number[] = [];
  const y: number[] = [];
  const hr: (number | null)[] = [];
  for (let i = 0; i < n; i++) {
    t.push(options.startMs + Math.round((i * 1000) / hz));
    x.push((options.fromX ?? 0) + (options.speed * i) / hz);
    y.push(options.lane ?? 0);
    hr.push(options.hr);
  }
  return { eventId: options.eventId, deviceId: options.deviceId, seq: options.seq, t, x, y, hr };
}

/** Send one batch; the gateway's answer (`{ stored, ack }`, or `{ code }` when refused). */
export async function postLiveBatch(
  url: string,
  token: string,
  batch: JsonBatch,
): Promise<{ stored?: boolean; ack?: number; code?: string }> {
  const response = await fetch(`${url}/live/v1/batches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(batch),
  });
  return (await response.json()) as { stored?: boolean; ack?: number; code?: string };
}
