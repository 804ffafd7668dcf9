import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@stride/contracts/errors';
import { post } from '../testing/client.ts';
import { fakeApi } from '../testing/fake-api.ts';

const createEvent = /* GraphQL */ `
  mutation Create($teamId: ID!, $name: String!, $type: EventType!) {
    createEvent(teamId: $teamId, name: $name, type: $type) {
      id
      status
    }
  }
`;
const startEvent = /* GraphQL */ `
  mutation Start($eventId: ID!) {
    startEvent(eventId: $eventId) {
      id
      status
    }
  }
`;
const stopEvent = /* GraphQL */ `
  mutation Stop($eventId: ID!) {
    stopEvent(eventId: $eventId) {
      id
    }
  }
`;
const eventQuery = /* GraphQL */ `
  query Event($eventId: ID!) {
    event(eventId: $eventId) {
      id
      name
    }
  }
`;
const createVariables = { teamId: '7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c', name: 'Derby', type: 'MATCH' };

describe('useErrorCatalogue: domain errors', () => {
  it('gives the catalogue code as message and its extension code', async () => {
    const api = fakeApi();
    const created = await post<{ createEvent: { id: string } }>(api.yoga, createEvent, {
      variables: createVariables,
    });
    const eventId = created.data?.createEvent.id;
    await post(api.yoga, startEvent, { variables: { eventId } });

    const again = await post(api.yoga, startEvent, { variables: { eventId } });

    expect(again.data).toBeNull();
    expect(again.errors).toEqual([
      expect.objectContaining({
        message: 'EVENT_STARTED',
        path: ['startEvent'],
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('adds extensions.details when the error has details', async () => {
    const api = fakeApi();
    api.failNextCommand(
      new DomainError('INVALID_DATE_RANGE', { minDurationMs: 60_000, maxDurationMs: 10_800_000 }),
    );

    const response = await post(api.yoga, createEvent, { variables: createVariables });

    expect(response.errors?.[0]).toMatchObject({
      message: 'INVALID_DATE_RANGE',
      extensions: { code: 'BAD_USER_INPUT', details: { minDurationMs: 60_000, maxDurationMs: 10_800_000 } },
    });
  });

  it.each([
    ['ADMIN_ONLY', 'FORBIDDEN'],
    ['INVALID_TOKEN', 'UNAUTHENTICATED'],
    ['UNKNOW_ERROR', 'INTERNAL_SERVER_ERROR'],
    ['EVENT_FINISHED', 'BAD_USER_INPUT'],
  ] as const)('maps %s to the extension code %s', async (code, extensionCode) => {
    const api = fakeApi();
    api.failNextCommand(new DomainError(code));

    const response = await post(api.yoga, createEvent, { variables: createVariables });

    expect(response.errors?.[0]).toMatchObject({ message: code, extensions: { code: extensionCode } });
  });

  it('answers EVENT_NOT_FOUND for an id that is not a UUID, in queries and mutations alike', async () => {
    const api = fakeApi();
    for (const operation of [eventQuery, startEvent, stopEvent]) {
      const response = await post(api.yoga, operation, { variables: { eventId: "1' OR '1'='1" } });
      expect(response.errors?.[0]).toMatchObject({
        message: 'EVENT_NOT_FOUND',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(api.calls).toEqual([]);
  });

  it('answers EVENT_NOT_FOUND for an unknown event', async () => {
    const api = fakeApi();
    const response = await post(api.yoga, eventQuery, { variables: { eventId: randomUUID() } });
    expect(response.data).toEqual({ event: null });
    expect(response.errors?.[0]).toMatchObject({ message: 'EVENT_NOT_FOUND', path: ['event'] });
  });
});

describe('useErrorCatalogue: unexpected errors', () => {
  it('masks them as INTERNAL_SERVER_ERROR and logs the cause', async () => {
    const api = fakeApi();
    api.failNextCommand(new Error('connection to 10.0.0.7 refused, password=hunter2'));

    const response = await post(api.yoga, createEvent, { variables: createVariables });

    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'INTERNAL_SERVER_ERROR',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
    expect(JSON.stringify(response)).not.toContain('hunter2');
    const logged = api.logs.find((l) => l.msg === 'graphql: unexpected error (masked)');
    expect(logged).toMatchObject({
      level: 50,
      err: { message: 'connection to 10.0.0.7 refused, password=hunter2' },
    });
  });
});

describe('useErrorCatalogue: requests GraphQL cannot run', () => {
  it.each([
    ['an unknown field', '{ event(eventId: "x") { id nope } }', 'Cannot query field "nope" on type "Event".'],
    [
      'a wrong enum value',
      'mutation { createEvent(teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c", name: "n", type: MATCHH) { id } }',
      'Value "MATCHH" does not exist in "EventType" enum.',
    ],
    [
      'a missing argument',
      'mutation { createEvent(teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c", name: "n") { id } }',
      'argument "type" of type "EventType!" is required',
    ],
    ['a syntax error', '{ event(eventId: "x") { id }', 'Syntax Error'],
  ])('%s → BAD_USER_INPUT with the reason', async (_what, query, reason) => {
    const api = fakeApi();

    const response = await post(api.yoga, query);

    expect(response.data).toBeUndefined();
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(String(response.errors?.[0]?.extensions?.['reason'])).toContain(reason);
    expect(api.calls).toEqual([]);
  });

  it('never suggests field or value names', async () => {
    const api = fakeApi();
    const response = await post(api.yoga, '{ event(eventId: "x") { nam } }');
    expect(JSON.stringify(response)).not.toMatch(/Did you mean/);
  });

  it('maps variables of the wrong type to BAD_USER_INPUT', async () => {
    const api = fakeApi();
    const response = await post(api.yoga, createEvent, { variables: { ...createVariables, type: 'PICNIC' } });
    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(String(response.errors?.[0]?.extensions?.['reason'])).toContain('$type');
    expect(api.calls).toEqual([]);
  });

  it('maps a body that is not JSON to BAD_USER_INPUT', async () => {
    const api = fakeApi();
    const response = await api.yoga.fetch('http://api.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"query": ',
    });
    const body = (await response.json()) as {
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    // GraphQL over HTTP: with `Accept: application/json` a request error is still a 200.
    expect(response.status).toBeLessThan(500);
    expect(body.errors[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a body over 1 MiB with 413 and BAD_USER_INPUT', async () => {
    const api = fakeApi();
    const response = await post(api.yoga, '{ __typename }', {
      variables: { padding: 'x'.repeat(1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps transport internals out of the response', async () => {
    const api = fakeApi();
    const response = await post(api.yoga, '{ event(eventId: "x") { nope } }');
    expect(Object.keys(response.errors?.[0]?.extensions ?? {}).sort()).toEqual(['code', 'reason']);
  });
});
