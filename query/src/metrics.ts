/**
 * The API's Prometheus metrics, in prom-client's default registry: the relay and the projectors
 * register theirs there too, and `GET /metrics` serves the lot.
 */
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Histogram,
  register,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

export const httpRequestSeconds = new Histogram({
  name: 'stride_http_request_duration_seconds',
  help: 'HTTP request duration by route, method and status (SSE streams count until they end)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const commandAppendSeconds = new Histogram({
  name: 'stride_command_append_seconds',
  help: 'Time to handle a command (read, decide, append), by mutation and outcome',
  labelNames: ['mutation', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

/** Process metrics (CPU, memory, event loop lag, GC), once per process whoever asks first. */
export function ensureDefaultMetrics(): void {
  if (register.getSingleMetric('process_cpu_user_seconds_total') === undefined) collectDefaultMetrics();
}

/** Metrics of other processes of the same deployment, as prom-client JSON. */
export type SiblingMetrics = () => Promise<readonly MetricObjectWithValues<MetricValue<string>>[][]>;

/**
 * This process's metrics, summed with its siblings' when it runs in a process tree (`npm start`):
 * the relay and projector processes count what the API alone cannot see.
 */
export async function metricsText(siblings?: SiblingMetrics): Promise<string> {
  if (!siblings) return register.metrics();
  const all = [await register.getMetricsAsJSON(), ...(await siblings())];
  return AggregatorRegistry.aggregate(all).metrics();
}

export const metricsContentType = register.contentType;
