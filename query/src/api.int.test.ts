/**
 * The first slice through the real stack: GraphQL → command handler → PostgreSQL event store →
 * relay → NATS JetStream → events projector → read model → GraphQL (queries, read-your-writes,
 * SSE and WebSocket subscriptions).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import type { NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventsProjection, catalogProjection } from '@stride/projector/projections';
import { START } from '@stride/streams/port';
import type { TestHarness } from '@stride/streams/testing/harness';
import { until } from '@stride/streams/testing/until';
import { createApi, type Api } from './server.ts';
import { bearer, must, setUpClub } from './testing/accounts.ts';
import {
  http,
  post,
  readSse,
  subscribeSse,
  type GraphQLResponse,
  type PostOptions,
} from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

let stack: Stack;
let h: TestHarness;
let api: Api;
let url: string;
/** The manager of the club whose team the events belong to: every request here is theirs. */
let auth: Record<string, string>;
let teamId: string;
/** Two players of the team. */
const playerIds: string[] = [];

beforeAll(async () => {
  stack = await openStack('api', { projections: [eventsProjection, catalogProjection] });
  ({ h, api, url } = stack);
  const club = await setUpClub(http, url, stack.mailer);
  auth = bearer(club.token);
  teamId = club.teamId;
  for (const firstName of ['Ana', 'Bea']) {
    const { createPlayer } = await must<{ createPlayer: { id: string } }>(
      http,
      url,
      'mutation ($teamId: ID!, $player: PlayerInput!) { createPlayer(teamId: $teamId, player: $player) { id } }',
      { teamId, player: { firstName, lastName: 'Player' } },
      auth,
    );
    playerIds.push(createPlayer.id);
  }
});

afterAll(async () => {
  await stack?.close();
});

/* ---------- helpers ---------- */

const eventFields = /* GraphQL */ `
  fragment EventFields on Event {
    id
    teamId
    name
    type
    daysToMatch
    status
    startDate
    endDate
    plannedStartDate
    plannedEndDate
    playerIds
    createdAt
    updatedAt
  }
`;

interface EventView {
  id: string;
  teamId: string;
  name: string;
  type: string;
  daysToMatch: number | null;
  status: string;
  startDate: string | null;
  endDate: string | null;
  plannedStartDate: string | null;
  plannedEndDate: string | null;
  playerIds: string[];
  createdAt: string;
  updatedAt: string;
}

function gql<Data>(query: string, options: PostOptions = {}): Promise<GraphQLResponse<Data>> {
  return post<Data>(http, query, { ...options, headers: { ...auth, ...options.headers } }, url);
}

async function createEvent(variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return gql<{ createEvent: EventView }>(
    /* GraphQL */ `
      mutation Create(
        $teamId: ID!
        $name: String!
        $type: EventType!
        $daysToMatch: Int
        $startDate: DateTime
        $endDate: DateTime
        $playerIds: [ID!]
      ) {
        createEvent(
          teamId: $teamId
          name: $name
          type: $type
          daysToMatch: $daysToMatch
          startDate: $startDate
          endDate: $endDate
          playerIds: $playerIds
        ) {
          ...EventFields
        }
      }
      ${eventFields}
    `,
    { variables: { teamId, name: 'Derby', type: 'MATCH', ...variables }, headers },
  );
}

async function createdEventId(variables: Record<string, unknown> = {}): Promise<string> {
  const response = await createEvent(variables);
  const id = response.data?.createEvent.id;
  if (!id) throw new Error(`createEvent failed: ${JSON.stringify(response)}`);
  return id;
}

function startEvent(eventId: string, headers: Record<string, string> = {}) {
  return gql<{ startEvent: EventView }>(
    /* GraphQL */ `
      mutation Start($eventId: ID!) {
        startEvent(eventId: $eventId) {
          ...EventFields
        }
      }
      ${eventFields}
    `,
    { variables: { eventId }, headers },
  );
}

function stopEvent(eventId: string) {
  return gql<{ stopEvent: EventView }>(
    /* GraphQL */ `
      mutation Stop($eventId: ID!) {
        stopEvent(eventId: $eventId) {
          ...EventFields
        }
      }
      ${eventFields}
    `,
    { variables: { eventId } },
  );
}

function eventQuery(eventId: string) {
  return gql<{ event: EventView | null }>(
    /* GraphQL */ `
      query Event($eventId: ID!) {
        event(eventId: $eventId) {
          ...EventFields
        }
      }
      ${eventFields}
    `,
    { variables: { eventId } },
  );
}

async function allCount(): Promise<number> {
  let n = 0;
  for await (const _ of h.store.readAll({ fromPosition: START })) n++;
  return n;
}

/** The next value of an iterator that must not be done yet. */
async function nextValue<T>(iterator: AsyncIterator<T>): Promise<T> {
  const result = await iterator.next();
  if (result.done === true) throw new Error('the stream ended');
  return result.value;
}

const subscriptionQuery = /* GraphQL */ `
  subscription Watch($eventId: ID!) {
    event(eventId: $eventId) {
      id
      status
      startDate
      endDate
    }
  }
`;

/* ---------- the slice ---------- */

describe('events through the whole stack', () => {
  it('createEvent answers with the projected event, and the next query shows it', async () => {
    const created = await createEvent({
      name: '  Derby  ',
      daysToMatch: -1,
      startDate: '2030-05-01T18:30:00+02:00',
      endDate: '2030-05-01T20:00:00+02:00',
      playerIds: [playerIds[0]!, playerIds[1]!],
    });

    expect(created.errors).toBeUndefined();
    const event = created.data?.createEvent;
    expect(event).toMatchObject({
      teamId,
      name: 'Derby',
      type: 'MATCH',
      daysToMatch: -1,
      status: 'NOT_STARTED',
      startDate: '2030-05-01T16:30:00.000Z',
      endDate: '2030-05-01T18:00:00.000Z',
      plannedStartDate: '2030-05-01T16:30:00.000Z',
      plannedEndDate: '2030-05-01T18:00:00.000Z',
      playerIds: [playerIds[0], playerIds[1]],
    });
    expect(event?.createdAt).toBe(event?.updatedAt);

    const read = await eventQuery(event?.id ?? '');
    expect(read.errors).toBeUndefined();
    expect(read.data?.event).toEqual(event);
  });

  it('startEvent makes it STARTED with the actual start; stopEvent makes it FINISHED with the actual end', async () => {
    const eventId = await createdEventId({
      startDate: '2030-05-01T16:30:00Z',
      endDate: '2030-05-01T18:00:00Z',
    });
    const beforeStart = Date.now();

    const started = await startEvent(eventId);

    expect(started.errors).toBeUndefined();
    const afterStart = started.data?.startEvent;
    expect(afterStart?.status).toBe('STARTED');
    expect(Date.parse(afterStart?.startDate ?? '')).toBeGreaterThanOrEqual(beforeStart - 1000);
    expect(afterStart?.plannedStartDate).toBe('2030-05-01T16:30:00.000Z');
    expect(afterStart?.endDate).toBe('2030-05-01T18:00:00.000Z');
    expect((await eventQuery(eventId)).data?.event?.status).toBe('STARTED');

    const stopped = await stopEvent(eventId);

    expect(stopped.errors).toBeUndefined();
    const afterStop = stopped.data?.stopEvent;
    expect(afterStop?.status).toBe('FINISHED');
    expect(afterStop?.startDate).toBe(afterStart?.startDate);
    expect(Date.parse(afterStop?.endDate ?? '')).toBeGreaterThanOrEqual(
      Date.parse(afterStart?.startDate ?? ''),
    );
    expect(afterStop?.plannedEndDate).toBe('2030-05-01T18:00:00.000Z');
    expect((await eventQuery(eventId)).data?.event).toEqual(afterStop);
  });

  it('answers rule violations with the catalogue codes and appends nothing', async () => {
    const notStarted = await createdEventId();
    const started = await createdEventId();
    await startEvent(started);
    const finished = await createdEventId();
    await startEvent(finished);
    await stopEvent(finished);
    const before = await allCount();

    const cases = [
      [await startEvent(started), 'EVENT_STARTED'],
      [await stopEvent(notStarted), 'EVENT_NOT_STARTED'],
      [await startEvent(finished), 'EVENT_FINISHED'],
      [await stopEvent(finished), 'EVENT_FINISHED'],
      [await startEvent(randomUUID()), 'EVENT_NOT_FOUND'],
      [await stopEvent('not-a-uuid'), 'EVENT_NOT_FOUND'],
      [await eventQuery(randomUUID()), 'EVENT_NOT_FOUND'],
      [
        await createEvent({ startDate: '2030-05-01T16:30:00Z', endDate: '2030-05-01T16:30:30Z' }),
        'INVALID_DATE_RANGE',
      ],
      [await createEvent({ endDate: '2030-05-01T16:30:30Z' }), 'MISSING_START_DATE'],
      [await createEvent({ playerIds: [playerIds[0]!, playerIds[0]!] }), 'ALREADY_SELECTED'],
    ] as const;

    for (const [response, code] of cases) {
      expect(response.errors, code).toHaveLength(1);
      expect(response.errors?.[0], code).toMatchObject({
        message: code,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(cases[7][0].errors?.[0]?.extensions?.['details']).toEqual({
      minDurationMs: 60_000,
      maxDurationMs: 10_800_000,
    });
    expect(await allCount()).toBe(before);
  });

  it('applies a mutation repeated with the same x-command-id once', async () => {
    const commandId = randomUUID();
    const before = await allCount();

    const first = await createEvent({ name: 'Once' }, { 'x-command-id': commandId });
    const retry = await createEvent({ name: 'Once' }, { 'x-command-id': commandId });

    expect(first.errors).toBeUndefined();
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.createEvent).toEqual(first.data?.createEvent);
    expect(await allCount()).toBe(before + 1);

    const eventId = first.data?.createEvent.id ?? '';
    const startId = randomUUID();
    const startOnce = await startEvent(eventId, { 'x-command-id': startId });
    const startAgain = await startEvent(eventId, { 'x-command-id': startId });
    expect(startAgain.errors).toBeUndefined();
    expect(startAgain.data?.startEvent).toEqual(startOnce.data?.startEvent);
    expect(await allCount()).toBe(before + 2);
  });

  it('refuses an x-command-id that is not a UUID', async () => {
    const before = await allCount();
    const response = await createEvent({}, { 'x-command-id': '42' });
    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await allCount()).toBe(before);
  });
});

describe('event subscription', () => {
  type Pushed = GraphQLResponse<{ event: Pick<EventView, 'id' | 'status' | 'startDate' | 'endDate'> | null }>;

  it('pushes the event as it changes, over SSE', async () => {
    const eventId = await createdEventId();
    const stream = await subscribeSse<Pushed>(api.yoga, subscriptionQuery, { eventId }, undefined, auth);

    expect((await stream.next(10_000)).data?.event).toMatchObject({ id: eventId, status: 'NOT_STARTED' });
    await startEvent(eventId);
    expect((await stream.next(10_000)).data?.event).toMatchObject({ id: eventId, status: 'STARTED' });
    await stopEvent(eventId);
    const finished = (await stream.next(10_000)).data?.event;
    expect(finished).toMatchObject({ id: eventId, status: 'FINISHED' });
    expect(finished?.endDate).not.toBeNull();

    await stream.close();
  });

  it('pushes the event as it changes, over SSE from the network', async () => {
    const eventId = await createdEventId();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...auth },
      body: JSON.stringify({ query: subscriptionQuery, variables: { eventId } }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = readSse<Pushed>(response);

    expect((await stream.next(10_000)).data?.event?.status).toBe('NOT_STARTED');
    await startEvent(eventId);
    expect((await stream.next(10_000)).data?.event?.status).toBe('STARTED');

    await stream.close();
  });

  describe('over WebSocket (graphql-ws)', () => {
    let client: Client;
    beforeAll(() => {
      client = createClient({
        url: `${url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: () => auth,
      });
    });
    afterAll(async () => {
      await client.dispose();
    });

    it('pushes FINISHED when another request stops the event', async () => {
      const eventId = await createdEventId();
      await startEvent(eventId);
      const updates = client.iterate<Pushed['data']>({ query: subscriptionQuery, variables: { eventId } });

      const first = await nextValue(updates);
      expect(first.data?.event).toMatchObject({ id: eventId, status: 'STARTED' });

      const stopped = await stopEvent(eventId);
      expect(stopped.errors).toBeUndefined();
      const next = await nextValue(updates);
      expect(next.data?.event).toMatchObject({ id: eventId, status: 'FINISHED' });

      await updates.return?.();
    });

    it('answers errors in the catalogue terms', async () => {
      const updates = client.iterate({ query: subscriptionQuery, variables: { eventId: 'nope' } });
      const result = await nextValue(updates);
      expect(result).toEqual({
        errors: [
          expect.objectContaining({ message: 'EVENT_NOT_FOUND', extensions: { code: 'BAD_USER_INPUT' } }),
        ],
      });

      const invalid = client.iterate({ query: '{ event(eventId: "x") { nope } }' });
      await expect(invalid.next()).rejects.toEqual([
        expect.objectContaining({
          message: 'BAD_USER_INPUT',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) as unknown,
        }),
      ]);
    });

    it('runs mutations, with the command id of the operation', async () => {
      const commandId = randomUUID();
      const mutation = `mutation { createEvent(teamId: "${teamId}", name: "Over WS", type: TRAINING) { id name } }`;
      const run = async () => {
        const iterator = client.iterate<{ createEvent: { id: string; name: string } }>({
          query: mutation,
          extensions: { headers: { 'x-command-id': commandId } },
        });
        const value = await nextValue(iterator);
        await iterator.return?.();
        return value;
      };
      const before = await allCount();

      const first = await run();
      const retry = await run();

      expect(first.data?.createEvent.name).toBe('Over WS');
      expect(retry.data?.createEvent.id).toBe(first.data?.createEvent.id);
      expect(await allCount()).toBe(before + 1);
    });
  });
});

describe('operations routes', () => {
  it('GET /healthz answers ok', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('GET /readyz answers ok when PostgreSQL and NATS answer', async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
  });

  it('GET /metrics serves the registry in Prometheus text format', async () => {
    await createdEventId();
    const response = await fetch(`${url}/metrics`);
    const text = await response.text();
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain(
      'stride_command_append_seconds_bucket{le="0.001",mutation="createEvent",outcome="ok"}',
    );
    expect(text).toContain(
      'stride_http_request_duration_seconds_count{method="POST",route="/graphql",status="200"}',
    );
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('stride_relay_events_total');
    expect(text).toContain('stride_projector_events_total');
  });

  it('answers 404 elsewhere', async () => {
    expect((await fetch(`${url}/nope`)).status).toBe(404);
  });
});

describe('a second API on the same connections', () => {
  it('is not ready while isReady says no, with the reason', async () => {
    const other = createApi({ ...stack.apiOptions, isReady: () => false });
    const { url: otherUrl } = await other.listen(0, '127.0.0.1');
    try {
      const response = await fetch(`${otherUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', reasons: ['not ready yet'] });
    } finally {
      await other.close();
    }
  });

  it('close() finishes in-flight mutations, ends live subscriptions and leaves the connections open', async () => {
    const other = createApi(stack.apiOptions);
    const { url: otherUrl } = await other.listen(0, '127.0.0.1');
    const eventId = await createdEventId();

    const sse = await fetch(`${otherUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...auth },
      body: JSON.stringify({ query: subscriptionQuery, variables: { eventId } }),
    });
    const stream = readSse<Pushed>(sse);
    await stream.next(10_000);
    const wsClosed = new Promise<number>((resolve) => {
      const socket = new WebSocket(`${otherUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('close', (code) => resolve(code));
    });
    const head = await h.store.headPosition();
    const mutation = post<{ startEvent: { status: string } }>(
      http,
      `mutation { startEvent(eventId: "${eventId}") { status } }`,
      { headers: auth },
      otherUrl,
    );
    // Close while the mutation is in flight: after its append, before its answer.
    while ((await h.store.headPosition())?.commit === head?.commit)
      await new Promise((r) => setTimeout(r, 2));
    const closed = other.close();

    expect((await mutation).data?.startEvent.status).toBe('STARTED');
    await closed;
    await stream.completed;
    expect(await wsClosed).toBe(1001);
    expect(other.server.listening).toBe(false);
    expect((await h.pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    expect(h.nats.isClosed()).toBe(false);
  });

  it('drops its NATS subscription when a subscriber goes away, over SSE and WebSocket', async () => {
    const open = new Set<string>();
    const counting = new Proxy(h.nats, {
      get(target, property, receiver) {
        if (property !== 'subscribe') return Reflect.get(target, property, receiver) as unknown;
        return (subject: string, opts?: Parameters<NatsConnection['subscribe']>[1]) => {
          const subscription = target.subscribe(subject, opts);
          const id = `${subject}#${randomUUID()}`;
          open.add(id);
          const unsubscribe = subscription.unsubscribe.bind(subscription);
          subscription.unsubscribe = (max?: number) => {
            open.delete(id);
            unsubscribe(max);
          };
          return subscription;
        };
      },
    });
    const other = createApi({ ...stack.apiOptions, nats: counting });
    const { url: otherUrl } = await other.listen(0, '127.0.0.1');
    const eventId = await createdEventId();
    const watching = () =>
      [...open].filter((id) => id.startsWith(h.names.changeSubject('events', eventId))).length;
    try {
      const sse = readSse<Pushed>(
        await fetch(`${otherUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...auth },
          body: JSON.stringify({ query: subscriptionQuery, variables: { eventId } }),
        }),
      );
      await sse.next(10_000);
      expect(watching()).toBe(1);
      await sse.close();
      await until(() => watching() === 0, { timeoutMs: 5000 });

      const client = createClient({
        url: `${otherUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: () => auth,
      });
      const updates = client.iterate({ query: subscriptionQuery, variables: { eventId } });
      await nextValue(updates);
      expect(watching()).toBe(1);
      await client.dispose();
      await until(() => watching() === 0, { timeoutMs: 5000 });
    } finally {
      await other.close();
    }
  });

  it('serves the web build from staticDir, with the app for client-side routes', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'stride-web-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Stride</title>');
    await writeFile(path.join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(path.join(path.dirname(root), `${path.basename(root)}-secret.txt`), 'secret');
    const other = createApi({ ...stack.apiOptions, staticDir: root });
    const { url: otherUrl } = await other.listen(0, '127.0.0.1');
    try {
      const index = await fetch(`${otherUrl}/`);
      expect(index.headers.get('content-type')).toContain('text/html');
      expect(await index.text()).toContain('<title>Stride</title>');
      expect(await (await fetch(`${otherUrl}/teams/42/events`)).text()).toContain('<title>Stride</title>');
      // E-mail links hold dots (`/verify-email/<user>.<token>.<secret>`): still the app.
      const link = await fetch(`${otherUrl}/verify-email/6f1c2a8e-3b7d-4f0a-9d7e-5a2b1c0d9e8f.abc.d2kEk6g_Z`);
      expect(link.status).toBe(200);
      expect(await link.text()).toContain('<title>Stride</title>');
      const asset = await fetch(`${otherUrl}/assets/app-1234.js`);
      expect(asset.headers.get('content-type')).toContain('text/javascript');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${otherUrl}/assets/missing.js`)).status).toBe(404);
      const { port } = new URL(otherUrl);
      const traversal = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: `/..%2f${path.basename(root)}-secret.txt` },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(traversal).toBe(404);
      expect((await fetch(`${otherUrl}/healthz`)).status).toBe(200);
    } finally {
      await other.close();
      await rm(root, { recursive: true, force: true });
      await rm(path.join(path.dirname(root), `${path.basename(root)}-secret.txt`), { force: true });
    }
  });

  type Pushed = GraphQLResponse<{ event: { status: string } | null }>;
});

describe('logs', () => {
  it('recorded no unexpected error', () => {
    expect(stack.logs.filter((l) => l.msg === 'graphql: unexpected error (masked)')).toEqual([]);
  });
});
