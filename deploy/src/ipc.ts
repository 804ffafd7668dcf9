/**
 * Messages between the `npm start` supervisor and its role processes (Node's IPC channel).
 * Only metrics travel this way: the API serves the whole tree's metrics at `/metrics`.
 */
import type { MetricObjectWithValues, MetricValue } from 'prom-client';

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

export type IpcMessage =
  | { readonly kind: 'metrics?'; readonly id: number }
  | { readonly kind: 'metrics'; readonly id: number; readonly metrics: readonly MetricsJson[] };

export function isIpcMessage(value: unknown): value is IpcMessage {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === 'metrics?' || kind === 'metrics';
}

/** True when this process runs under the supervisor (deploy/src/supervisor.ts). */
export const supervised = (): boolean =>
  process.env.STRIDE_SUPERVISED === '1' && typeof process.send === 'function';
