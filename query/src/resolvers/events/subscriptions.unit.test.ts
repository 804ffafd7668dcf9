import { describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { post, subscribeSse, type GraphQLResponse } from '../../testing/client.ts';
import { fakeApi } from '../../testing/fake-api.ts';

const eventSubscription = /* GraphQL */ `
  subscription Watch($eventId: ID!) {
    event(eventId: $eventId) {
      id
      status
    }
  }
`;
type Pushed = GraphQLResponse<{ event: { id: string; status: string } | null }>;

async function createdEvent(api: ReturnType<typeof fakeApi>): Promise<string> {
  const response = await post<{ createEvent: { id: string } }>(
    api.yoga,
    'mutation { createEvent(teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c", name: "Derby", type: MATCH) { id } }',
  );
  const id = response.data?.createEvent.id;
  if (!id) throw new Error(JSON.stringify(response));
  return id;
}

const soon = (check: () => boolean): Promise<void> => until(check, { timeoutMs: 2000, everyMs: 5 });

describe('event subscription (SSE, in-process)', () => {
  it('pushes the current row, then the row after each change notice', async () => {
    const api = fakeApi();
    const eventId = await createdEvent(api);
    const subject = api.deps.names.changeSubject('events', eventId);

    const stream = await subscribeSse<Pushed>(api.yoga, eventSubscription, { eventId });
    expect(await stream.next()).toEqual({ data: { event: { id: eventId, status: 'NOT_STARTED' } } });

    await soon(() => api.watching(subject) === 1);
    await post(api.yoga, `mutation { startEvent(eventId: "${eventId}") { id } }`);
    api.notify(subject);
    expect(await stream.next()).toEqual({ data: { event: { id: eventId, status: 'STARTED' } } });

    await stream.close();
    await soon(() => api.watching(subject) === 0);
  });

  it('pushes nothing for a notice about a change it already showed', async () => {
    const api = fakeApi();
    const eventId = await createdEvent(api);
    const subject = api.deps.names.changeSubject('events', eventId);
    const stream = await subscribeSse<Pushed>(api.yoga, eventSubscription, { eventId });
    await stream.next();
    await soon(() => api.watching(subject) === 1);

    api.notify(subject);
    api.notify(subject);
    await post(api.yoga, `mutation { stopEvent(eventId: "${eventId}") { id } }`).catch(() => undefined);
    await post(api.yoga, `mutation { startEvent(eventId: "${eventId}") { id } }`);
    api.notify(subject);

    expect(await stream.next()).toEqual({ data: { event: { id: eventId, status: 'STARTED' } } });
    await stream.close();
  });

  it('answers EVENT_NOT_FOUND for an event that is not in the read model (its team decides who may watch)', async () => {
    const api = fakeApi();
    const eventId = '6b1d9a52-0c8e-4e0e-9d3e-3f2b8b0a8c11';
    const stream = await subscribeSse<Pushed>(api.yoga, eventSubscription, { eventId });
    const first = await stream.next();
    expect(first.errors?.[0]?.message).toBe('EVENT_NOT_FOUND');
    expect(api.watching(api.deps.names.changeSubject('events', eventId))).toBe(0);
    await stream.close();
  });

  it('answers EVENT_NOT_FOUND for an id that is not a UUID', async () => {
    const api = fakeApi();
    const stream = await subscribeSse<Pushed>(api.yoga, eventSubscription, { eventId: 'nope' });

    const first = await stream.next();

    expect(first.errors?.[0]).toMatchObject({
      message: 'EVENT_NOT_FOUND',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await stream.completed;
  });

  it('ends the stream with INTERNAL_SERVER_ERROR when the read model fails', async () => {
    const api = fakeApi();
    const eventId = await createdEvent(api);
    const stream = await subscribeSse<Pushed>(api.yoga, eventSubscription, { eventId });
    await stream.next();
    const subject = api.deps.names.changeSubject('events', eventId);
    await soon(() => api.watching(subject) === 1);

    const query = api.deps.db.query.bind(api.deps.db);
    Object.assign(api.deps.db, { query: () => Promise.reject(new Error('connection reset')) });
    api.notify(subject);

    const failed = await stream.next();
    expect(failed.errors?.[0]).toMatchObject({
      message: 'INTERNAL_SERVER_ERROR',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(failed)).not.toContain('connection reset');
    await stream.completed;
    Object.assign(api.deps.db, { query });
    await soon(() => api.watching(subject) === 0);
  });

  it('ends when the API shuts down', async () => {
    const api = fakeApi();
    const eventId = await createdEvent(api);
    const stream = await subscribeSse<Pushed>(api.yoga, eventSubscription, { eventId });
    await stream.next();

    api.shutdown();

    await stream.completed;
    expect(api.watching(api.deps.names.changeSubject('events', eventId))).toBe(0);
  });
});
