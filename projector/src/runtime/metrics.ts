/** The projectors' Prometheus metrics: throughput, parked events, lag, batch duration. */
import { Counter, Gauge } from 'prom-client';

export const projectorMetrics = {
  applied: new Counter({
    name: 'stride_projector_events_total',
    help: 'Events applied by each projector',
    labelNames: ['projector'],
  }),
  parked: new Counter({
    name: 'stride_projector_parked_total',
    help: 'Events parked after failing every attempt',
    labelNames: ['projector'],
  }),
  pending: new Gauge({
    name: 'stride_projector_pending_messages',
    help: 'Relayed events each projector has not yet acknowledged (its lag)',
    labelNames: ['projector'],
  }),
  batchSeconds: new Gauge({
    name: 'stride_projector_last_batch_seconds',
    help: 'Duration of the last committed batch',
    labelNames: ['projector'],
  }),
};
