/**
 * The product as users meet it: `npm start` in a process of its own (BENCH_ROLE=tree for the
 * process tree), and this process as the clients. Mutations go over HTTP at a steady rate; each answers once the
 * read model shows its write (read-your-writes), so its latency is command → read model visible.
 * A graphql-ws subscriber watches a sample of the events.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { clubSession } from '../src/accounts.ts';
import { platformSetup, startPlatformProcess } from '../src/platform-process.ts';
import { pushLatency, steadyLoad, watchStarts } from './load.ts';
import { report, summarize } from './stats.ts';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAMPLE_EVERY = 10;

interface Answer {
  data?: { createEvent?: { id: string }; startEvent?: { status: string } } | null;
  errors?: unknown[];
}

/** The club manager sending every command. */
let auth: Record<string, string> = {};

async function mutate(url: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-command-id': randomUUID(), ...auth },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

export async function treeBench(): Promise<void> {
  const setup = await platformSetup('bench');
  const platform = await startPlatformProcess(
    setup,
    process.env.BENCH_ROLE ? { role: process.env.BENCH_ROLE } : {},
  );
  const session = await clubSession(platform.url, path.join(setup.dataDir, 'mail'));
  auth = session.headers;
  const client = createClient({
    url: `${platform.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: session.headers,
  });
  try {
    const total = RATE * SECONDS;
    const watched: string[] = [];
    for (let i = 0; i < total / SAMPLE_EVERY; i++) {
      const answer = await mutate(
        platform.url,
        'mutation ($n: String!, $t: ID!) { createEvent(teamId: $t, name: $n, type: MATCH) { id } }',
        { n: `Watched ${i}`, t: session.teamId },
      );
      watched.push(answer.data!.createEvent!.id);
    }
    const pushedAt = await watchStarts(client, watched);

    const answered: number[] = [];
    const pushed: number[] = [];
    let failed = 0;
    const elapsed = await steadyLoad(RATE, total, async (i, sent) => {
      const watchedId = i % SAMPLE_EVERY === 0 ? watched[i / SAMPLE_EVERY] : undefined;
      const answer = watchedId
        ? await mutate(platform.url, 'mutation ($id: ID!) { startEvent(eventId: $id) { status } }', {
            id: watchedId,
          })
        : await mutate(
            platform.url,
            'mutation ($n: String!, $t: ID!) { createEvent(teamId: $t, name: $n, type: TRAINING) { id } }',
            { n: `Load ${i}`, t: session.teamId },
          );
      if (answer.errors) failed++;
      else answered.push(performance.now() - sent);
      if (watchedId) {
        const latency = await pushLatency(pushedAt, watchedId, sent);
        if (latency !== undefined) pushed.push(latency);
      }
    });
    const a = summarize(answered);
    const p = summarize(pushed);
    report(`mutations over HTTP offered (${RATE}/s for ${SECONDS} s)`, total / elapsed, 'mutations/s');
    report('mutation answered with its read model row, p50', a.p50, 'ms');
    report('mutation answered with its read model row, p99', a.p99, 'ms', { value: 50, better: 'lower' });
    report(`pushed to a graphql-ws subscriber, p50 (${p.n} samples)`, p.p50, 'ms');
    report('pushed to a graphql-ws subscriber, p99', p.p99, 'ms', { value: 50, better: 'lower' });
    if (failed > 0) console.log(`  ${failed} mutations answered with an error`);
  } finally {
    await client.dispose();
    platform.child.kill('SIGTERM');
    await platform.exited;
    await setup.cleanup();
  }
}
