/**
 * `npm run bench -- rebuild`: rebuilding the records projection (docs/operations.md) while
 * commands keep arriving. 40 matches (BENCH_REBUILD_MATCHES) of 10 players (BENCH_REBUILD_PLAYERS)
 * with BENCH_REBUILD_MINUTES of 10 Hz data each are uploaded through the command side and
 * projected; then the records projection is rebuilt twice, the old way (one transaction holding
 * its checkpoint's lock) and into shadow tables, while `createEvent` commands arrive at
 * BENCH_REBUILD_RATE a second. For each: the rebuild's duration, the relay lag (append answered →
 * on NATS) and the records projector's lag (append answered → its checkpoint past the event, what
 * read-your-writes waits for), max and p95.
 */
import { randomUUID } from 'node:crypto';
import { eventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import { memorySource } from '@stride/command/upload/source';
import { strideCsv } from '@stride/command/upload/testing';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { eventsProjection, jobsProjection, recordsProjection } from '@stride/projector/projections';
import { trackProgress } from '@stride/projector/progress';
import { rebuildProjection, shadowRebuild } from '@stride/projector/runtime';
import { startPipeline } from '@stride/projector/testing/pipeline';
import { playerDetails, uploadsKnowing } from '@stride/projector/testing/seed';
import { decodeMessage } from '@stride/streams/nats-codec';
import { formatPosition } from '@stride/streams/port';
import { openTestHarness, silentLog, type TestHarness } from '@stride/streams/testing/harness';
import { percentile, report } from './stats.ts';

const MATCHES = Number(process.env.BENCH_REBUILD_MATCHES ?? 40);
const PLAYERS = Number(process.env.BENCH_REBUILD_PLAYERS ?? 10);
const MINUTES = Number(process.env.BENCH_REBUILD_MINUTES ?? 5);
const RATE = Number(process.env.BENCH_REBUILD_RATE ?? 20);
const MINUTE = 60_000;
const START = Date.parse('2026-03-01T15:00:00Z');

interface Seeded {
  readonly clubId: string;
  readonly teamId: string;
}

async function seed(h: TestHarness): Promise<Seeded> {
  const clubId = randomUUID();
  const teamId = randomUUID();
  const playerIds = Array.from({ length: PLAYERS }, () => randomUUID());
  const deviceIds = Array.from({ length: PLAYERS }, () => randomUUID());
  await seedStream(h.store, clubStreamName(clubId), [
    ...clubWithTeam(clubId, teamId),
    ...playerIds.map((playerId, i) => ({
      type: 'PlayerCreated',
      data: { clubId, playerId, teamId, ...playerDetails({ firstName: `P${i}`, lastName: 'Bench' }) },
    })),
    ...playerIds.map((playerId, i) => ({
      type: 'PlayerDeviceAssigned',
      data: { clubId, playerId, deviceId: deviceIds[i]! },
    })),
  ]);
  for (const [i, deviceId] of deviceIds.entries())
    await seedStream(h.store, deviceStreamName(deviceId), [
      {
        type: 'DeviceAdded',
        data: { deviceId, clubId, serial: `S${i}`, udid: `U${i}`, type: 'INSPIRIT', name: `T${i}` },
      },
      { type: 'DeviceAssignedToTeam', data: { deviceId, clubId, teamId } },
    ]);
  const events = eventCommands(h.store);
  const uploads = uploadsKnowing(h.store, new Map(deviceIds.map((id, i) => [`U${i}`, id])));
  const context = (at: number): CommandContext => ({
    commandId: randomUUID(),
    actorId: 'bench',
    clubId,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: new Date(at),
  });
  for (let m = 0; m < MATCHES; m++) {
    const start = START + m * 7 * 24 * 60 * MINUTE;
    const { eventId } = await events.createEvent(
      {
        clubId,
        teamId,
        name: `Match ${m}`,
        eventType: 'MATCH',
        daysToMatch: null,
        startDate: new Date(start),
        endDate: new Date(start + (MINUTES + 5) * MINUTE),
        playerIds,
      },
      context(start),
    );
    const file = strideCsv(
      deviceIds.map((_, p) => ({
        key: `U${p}`,
        batch: syntheticPlayer({ seed: m * 100 + p, seconds: MINUTES * 60, start, hr: true }),
      })),
    );
    const source = memorySource(`match-${m}.csv`, new TextEncoder().encode(file));
    const jobId = randomUUID();
    await uploads.receive(
      {
        jobId,
        clubId,
        teamId,
        kind: 'EVENT',
        fileName: `match-${m}.csv`,
        bytes: source.bytes,
        sha256: source.sha256,
        eventId,
        deviceId: null,
        periodId: null,
        format: null,
      },
      context(start + (MINUTES + 10) * MINUTE),
    );
    await uploads.run(jobId, source, context(start + (MINUTES + 10) * MINUTE));
  }
  return { clubId, teamId };
}

/** Commands at RATE a second while `work` runs, then 2 s more; the relay and projector lag of each. */
async function measure(
  h: TestHarness,
  seeded: Seeded,
  work: () => Promise<void>,
): Promise<{ relay: number[]; projector: number[] }> {
  const arrived = new Map<string, number>();
  const subscription = h.nats.subscribe(h.names.eventsSubjects, {
    callback: (_error, message) => {
      try {
        arrived.set(formatPosition(decodeMessage(message.headers, message.data).position), performance.now());
      } catch {
        // Not an event: nothing to time.
      }
    },
  });
  const tracker = trackProgress(h.nats, h.names, h.pool);
  const events = eventCommands(h.store);
  const relay: number[] = [];
  const projector: number[] = [];
  const pending: Promise<void>[] = [];

  async function command(i: number): Promise<void> {
    const commandId = randomUUID();
    const result = await events.createEvent(
      {
        clubId: seeded.clubId,
        teamId: seeded.teamId,
        name: `Load ${i}`,
        eventType: 'TRAINING',
        daysToMatch: null,
        startDate: null,
        endDate: null,
        playerIds: [],
      },
      {
        commandId,
        actorId: 'bench',
        clubId: seeded.clubId,
        correlationId: commandId,
        causationId: commandId,
        occurredAt: new Date(),
      },
    );
    const answered = performance.now();
    if (result.position === null) return;
    const key = formatPosition(result.position);
    const relayed = (async () => {
      const deadline = Date.now() + 120_000;
      while (!arrived.has(key) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const seen = arrived.get(key);
      if (seen !== undefined) relay.push(Math.max(0, seen - answered));
    })();
    if (await tracker.waitFor(recordsProjection.name, result.position, 600_000))
      projector.push(performance.now() - answered);
    await relayed;
  }

  let running = true;
  const started = performance.now();
  const done = work().finally(() => {
    running = false;
  });
  let stopAt = Number.POSITIVE_INFINITY;
  for (let i = 0; performance.now() < stopAt; i++) {
    if (!running && stopAt === Number.POSITIVE_INFINITY) stopAt = performance.now() + 2000;
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(command(i));
  }
  await done;
  await Promise.all(pending);
  subscription.unsubscribe();
  tracker.close();
  return { relay, projector };
}

export async function rebuildBench(): Promise<void> {
  const h = await openTestHarness('bench');
  const pipeline = await startPipeline(h, [recordsProjection, jobsProjection, eventsProjection]);
  try {
    const seededAt = performance.now();
    const seeded = await seed(h);
    await pipeline.projected('records', 600_000);
    const { rows } = await h.pool.query<{ n: string }>('SELECT count(*) AS n FROM rm.records');
    console.log(
      `rebuild: ${MATCHES} matches × ${PLAYERS} players × ${MINUTES} min at 10 Hz, ${rows[0]!.n} records, seeded in ${((performance.now() - seededAt) / 1000).toFixed(0)} s; ${RATE} commands/s during each rebuild`,
    );
    const options = { pool: h.pool, store: h.store, log: silentLog, maxAttempts: 3 };
    for (const [label, rebuild] of [
      ['old path (one transaction)', () => rebuildProjection(recordsProjection, options)],
      [
        'shadow tables',
        async () => {
          const { swapMs } = await shadowRebuild(recordsProjection, options);
          report(`  the swap's locked transaction`, swapMs, 'ms');
        },
      ],
    ] as const) {
      let duration = 0;
      const lags = await measure(h, seeded, async () => {
        const at = performance.now();
        await rebuild();
        duration = performance.now() - at;
      });
      const p95 = (xs: number[]) =>
        percentile(
          [...xs].sort((a, b) => a - b),
          95,
        );
      const max = (xs: number[]) => Math.max(...xs);
      report(`rebuild of records, ${label}: duration`, duration, 'ms');
      report(`  relay lag p95`, p95(lags.relay), 'ms');
      report(`  relay lag max`, max(lags.relay), 'ms');
      report(`  records projector lag p95`, p95(lags.projector), 'ms');
      report(`  records projector lag max`, max(lags.projector), 'ms');
      console.log(`  commands measured: ${lags.projector.length}`);
      await pipeline.projected('records', 600_000);
    }
  } finally {
    await pipeline.stop();
    await h.close();
  }
}
