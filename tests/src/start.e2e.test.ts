/**
 * `npm start` as a user runs it: the single-node runner in a process of its own, driven over HTTP.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStreamName } from '@stride/contracts/events/event';
import { http, post, subscribeSse } from '@stride/query/testing/client';
import { createPostgresEventStore } from '@stride/streams/postgres/event-store';
import { StreamNotFoundError } from '@stride/streams/port';
import { clubSession, type ClubSession } from './accounts.ts';
import {
  platformSetup,
  rolePids,
  startPlatformProcess,
  type PlatformProcess,
  type PlatformSetup,
} from './platform-process.ts';

let setup: PlatformSetup;
const startPlatform = (options: { detached?: boolean; role?: string } = {}): Promise<PlatformProcess> =>
  startPlatformProcess(setup, options);

/** The club manager every request here is sent as (the same data folder keeps it across restarts). */
let club: ClubSession | null = null;
async function manager(url: string): Promise<ClubSession> {
  club ??= await clubSession(url, path.join(setup.dataDir, 'mail'));
  return club;
}

beforeAll(async () => {
  setup = await platformSetup('start');
});
afterAll(async () => {
  await setup.cleanup();
});

describe('npm start', () => {
  it('serves the slice: create, start, stop, query and a subscription push', async () => {
    const { child, url, exited } = await startPlatform();
    const { headers, teamId } = await manager(url);
    /** The manager's call, answered as it comes (data or errors). */
    const call = <Data>(query: string, variables: Record<string, unknown>) =>
      post<Data>(http, query, { variables, headers }, url);
    const created = await call<{ createEvent: { id: string; status: string } }>(
      'mutation ($t: ID!) { createEvent(teamId: $t, name: "Cup final", type: MATCH) { id status } }',
      { t: teamId },
    );
    expect(created.data?.createEvent.status).toBe('NOT_STARTED');
    const id = created.data!.createEvent.id;
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);

    const updates = await subscribeSse<{ data: { event: { status: string } } }>(
      http,
      'subscription ($id: ID!) { event(eventId: $id) { status } }',
      { id },
      url,
      headers,
    );
    expect((await updates.next(10_000)).data.event.status).toBe('NOT_STARTED');
    const start = 'mutation ($id: ID!) { startEvent(eventId: $id) { status } }';
    const started = await call(start, { id });
    expect(started.data).toEqual({ startEvent: { status: 'STARTED' } });
    expect((await updates.next(10_000)).data.event.status).toBe('STARTED');
    const again = await call(start, { id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'EVENT_STARTED',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await call('mutation ($id: ID!) { stopEvent(eventId: $id) { status } }', { id });
    expect((await updates.next(10_000)).data.event.status).toBe('FINISHED');
    await updates.close();

    // Every stored event (the account and club set-up's too) went through the relay, and each
    // projector applied those of its streams (reservation streams are for uniqueness only).
    const pool = new pg.Pool({ connectionString: setup.db.url });
    const counts = (
      await pool.query<{ stored: string; events: string; catalog: string }>(
        `SELECT count(*) AS stored,
                count(*) FILTER (WHERE stream_name LIKE 'event-%') AS events,
                count(*) FILTER (WHERE split_part(stream_name, '-', 1) IN ('user', 'club', 'device')) AS catalog
           FROM es.events`,
      )
    ).rows[0]!;
    await pool.end();
    expect(counts.events).toBe('3');
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(new RegExp(`^stride_relay_events_total ${counts.stored}$`, 'm'));
    expect(metrics).toMatch(/^stride_projector_events_total\{projector="events"\} 3$/m);
    expect(metrics).toMatch(
      new RegExp(`^stride_projector_events_total\\{projector="catalog"\\} ${counts.catalog}$`, 'm'),
    );

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('keeps every acknowledged command through SIGTERM, and its read model after a restart', async () => {
    const first = await startPlatform();
    const { headers, teamId } = await manager(first.url);
    const burst = Array.from({ length: 40 }, (_, i) =>
      post<{ createEvent: { id: string } }>(
        http,
        'mutation ($name: String!, $t: ID!) { createEvent(teamId: $t, name: $name, type: TRAINING) { id } }',
        { variables: { name: `Session ${i}`, t: teamId }, headers },
        first.url,
      ).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 15));
    first.child.kill('SIGTERM');
    const answers = await Promise.all(burst);
    expect(await first.exited).toBe(0);
    const acknowledged = answers.flatMap((a) => (a?.data?.createEvent ? [a.data.createEvent.id] : []));
    expect(acknowledged.length).toBeGreaterThan(0);

    const pool = new pg.Pool({ connectionString: setup.db.url });
    const store = createPostgresEventStore({ pool });
    try {
      for (const id of acknowledged) {
        const events = [];
        try {
          for await (const e of store.readStream(eventStreamName(id))) events.push(e.type);
        } catch (error) {
          if (!(error instanceof StreamNotFoundError)) throw error;
        }
        expect(events).toEqual(['EventCreated']);
      }
    } finally {
      await store.close();
      await pool.end();
    }

    const second = await startPlatform();
    for (const id of acknowledged) {
      const deadline = Date.now() + 10_000;
      let found: unknown = null;
      while (found === null && Date.now() < deadline) {
        const answer = await post<{ event: { id: string } | null }>(
          http,
          'query ($id: ID!) { event(eventId: $id) { id } }',
          { variables: { id }, headers },
          second.url,
        );
        found = answer.data?.event ?? null;
        if (found === null) await new Promise((r) => setTimeout(r, 50));
      }
      expect(found).toEqual({ id });
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('as a tree, runs each role in its own process, restarts one that crashes, and stops on Ctrl-C', async () => {
    const { child, url, exited } = await startPlatform({ detached: true, role: 'tree' });
    const roles = () => rolePids(child.pid!);
    expect([...roles().keys()].sort()).toEqual(['api', 'projector', 'relay']);
    const { headers, teamId } = await manager(url);

    const crashed = roles().get('projector')!;
    process.kill(crashed, 'SIGKILL');
    // While the projector is down the command is stored but cannot be shown: the mutation says
    // so, and the client retries with the same x-command-id until the restarted projector caught up.
    const commandId = randomUUID();
    const deadline = Date.now() + 30_000;
    let id: string | undefined;
    while (id === undefined && Date.now() < deadline) {
      const answer = await post<{ createEvent: { id: string } }>(
        http,
        'mutation ($t: ID!) { createEvent(teamId: $t, name: "After a crash", type: TRAINING) { id } }',
        { variables: { t: teamId }, headers: { ...headers, 'x-command-id': commandId } },
        url,
      );
      id = answer.data?.createEvent.id;
      if (id === undefined) await new Promise((r) => setTimeout(r, 200));
    }
    expect(id).toBeDefined();
    const pool = new pg.Pool({ connectionString: setup.db.url });
    try {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM es.events WHERE stream_name = $1`,
        [eventStreamName(id!)],
      );
      expect(rows[0]!.n).toBe('1'); // retried, appended once
    } finally {
      await pool.end();
    }
    const restarted = roles().get('projector');
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(crashed);

    // Ctrl-C in a terminal signals the whole process group.
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(() => process.kill(restarted!, 0)).toThrow();
  });
});
