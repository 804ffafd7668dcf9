/**
 * The audit projection's throughput (`npm run bench -- audit`, audit.ts): events of four kinds
 * appended to a fresh store, then the audit projection rebuilt from them alone (events/s, µs per
 * event), and as many again through relay and projector (append answered → projected).
 */
import { randomUUID } from 'node:crypto';
import type { JsonValue } from '@stride/contracts/json';
import { auditProjection } from '@stride/projector/projections';
import { startPipeline } from '@stride/projector/testing/pipeline';
import { rebuild } from '@stride/projector/testing/rebuild';
import { openTestHarness } from '@stride/streams/testing/harness';
import { rate, report } from './stats.ts';

const PROJECTED_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 20_000);

/** Events of a few kinds, as the commands write them (metadata included). */
function benchEvents(i: number, clubId: string): { stream: string; type: string; data: JsonValue } {
  const playerId = `p-${i % 500}`;
  switch (i % 4) {
    case 0:
      return {
        stream: `club-${clubId}`,
        type: 'PlayerUpdated',
        data: { clubId, playerId, teamId: 't', firstName: `N${i}` },
      };
    case 1:
      return {
        stream: `event-e${i % 50}`,
        type: 'EventUpdated',
        data: { eventId: `e${i % 50}`, name: `Match ${i}` },
      };
    case 2:
      return {
        stream: `user-u${i % 100}`,
        type: 'UserTokenIssued',
        data: {
          userId: `u${i % 100}`,
          purpose: 'reset',
          tokenId: `t${i}`,
          secretHash: 'x'.repeat(64),
          expiresAt: '2026-01-01T00:00:00Z',
        },
      };
    default:
      return {
        stream: `upload-j${i}`,
        type: 'UploadReceived',
        data: { jobId: `j${i}`, clubId, fileName: `f${i}.fit` },
      };
  }
}

async function appendEvents(
  h: Awaited<ReturnType<typeof openTestHarness>>,
  from: number,
  count: number,
): Promise<void> {
  const clubId = 'bench-club';
  for (let i = from; i < from + count; i++) {
    const e = benchEvents(i, clubId);
    const id = randomUUID();
    await h.store.append(e.stream, [
      {
        id,
        type: e.type,
        data: e.data,
        metadata: {
          actorId: 'bench-user',
          impersonatorId: null,
          clubId,
          correlationId: id,
          causationId: id,
          commandId: id,
          commandType: 'Bench',
          occurredAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
          schemaVersion: 1,
        },
      },
    ]);
  }
}

export async function projectionThroughput(): Promise<void> {
  console.log(`\n== audit projection: ${PROJECTED_EVENTS.toLocaleString('en-GB')} events ==`);
  const h = await openTestHarness('bench_audit_projection');
  try {
    await appendEvents(h, 0, PROJECTED_EVENTS);
    const pipeline = await startPipeline(h, [auditProjection]);
    await pipeline.projected('audit', 600_000);
    await pipeline.stop();
    const t0 = performance.now();
    const { events } = await rebuild(h, auditProjection);
    const ms = performance.now() - t0;
    report('rebuild: events', events, 'events');
    report('rebuild: rate', rate(events, ms), 'events/s');
    report('rebuild: per event', (ms * 1000) / events, 'µs');

    const live = await startPipeline(h, [auditProjection]);
    await live.projected('audit', 600_000);
    const t1 = performance.now();
    await appendEvents(h, PROJECTED_EVENTS, PROJECTED_EVENTS);
    const appended = performance.now();
    await live.projected('audit', 600_000);
    const done = performance.now();
    await live.stop();
    report('incremental: append (one event per append)', rate(PROJECTED_EVENTS, appended - t1), 'events/s');
    report('incremental: appended → all projected', rate(PROJECTED_EVENTS, done - t1), 'events/s');
    report('incremental: projected after the last append', done - appended, 'ms');
  } finally {
    await h.close();
  }
}
