import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { eventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { catalogProjection, eventsProjection } from '@stride/projector/projections';
import { trackProgress } from '@stride/projector/progress';
import { setUpClub } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { pushLatency, steadyLoad, watchStarts } from './load.ts';
import { report, summarize } from './stats.ts';

const RATE = Number(process.env.BENCH_RATE ?? 500); // commands per second
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAMPLE_EVERY = 10; // every 10th command is a start watched by a subscriber

function context(): CommandContext {
  const commandId = randomUUID();
  return {
    commandId,
    actorId: 'bench',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(),
  };
}

export async function endToEndBench(): Promise<void> {
  const stack = await openStack('bench', { projections: [eventsProjection, catalogProjection] });
  const { h, url } = stack;
  // The subscriber is the manager of the club whose team the events belong to.
  const club = await setUpClub(http, url, stack.mailer);
  const teamId = club.teamId;
  const tracker = trackProgress(h.nats, h.names, h.pool);
  const commands = eventCommands(h.store);
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    connectionParams: { authorization: `Bearer ${club.token}` },
  });

  try {
    // Events a subscriber watches; each is started once during the run.
    const total = RATE * SECONDS;
    const watched: string[] = [];
    for (let i = 0; i < total / SAMPLE_EVERY; i++) {
      watched.push(
        (
          await commands.createEvent(
            { clubId: club.clubId, teamId, name: `Watched ${i}`, eventType: 'MATCH' },
            context(),
          )
        ).eventId,
      );
    }
    await stack.pipeline.projected('events', 60_000);

    const pushedAt = await watchStarts(client, watched);

    const appended: number[] = [];
    const visible: number[] = [];
    const pushed: number[] = [];
    const elapsed = await steadyLoad(RATE, total, async (i, sent) => {
      const watchedId = i % SAMPLE_EVERY === 0 ? watched[i / SAMPLE_EVERY] : undefined;
      const result = watchedId
        ? await commands.startEvent(watchedId, context())
        : await commands.createEvent(
            { clubId: club.clubId, teamId, name: `Load ${i}`, eventType: 'TRAINING' },
            context(),
          );
      appended.push(performance.now() - sent);
      if (await tracker.waitFor('events', result.position!, 10_000)) visible.push(performance.now() - sent);
      if (watchedId) {
        const latency = await pushLatency(pushedAt, watchedId, sent);
        if (latency !== undefined) pushed.push(latency);
      }
    });

    report(`steady load offered (${RATE}/s for ${SECONDS} s)`, total / elapsed, 'commands/s');
    const a = summarize(appended);
    const v = summarize(visible);
    const p = summarize(pushed);
    report('command appended, p50', a.p50, 'ms');
    report('command appended, p99', a.p99, 'ms');
    report('read model visible, p50', v.p50, 'ms');
    report('read model visible, p99', v.p99, 'ms', { value: 50, better: 'lower' });
    report(`pushed to a graphql-ws subscriber, p50 (${p.n} samples)`, p.p50, 'ms');
    report('pushed to a graphql-ws subscriber, p99', p.p99, 'ms', { value: 50, better: 'lower' });
    if (v.n < total || p.n < watched.length)
      console.log(`  missing: ${total - v.n} visible, ${watched.length - p.n} pushed`);
  } finally {
    await client.dispose();
    tracker.close();
    await stack.close();
  }
}
