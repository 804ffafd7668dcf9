import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { post } from './testing/client.ts';
import { FAKE_CLUB_ID, fakeApi } from './testing/fake-api.ts';

const createEvent = /* GraphQL */ `
  mutation {
    createEvent(teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c", name: "Derby", type: MATCH) {
      id
    }
  }
`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('command metadata', () => {
  it('derives the command id from x-command-id, the caller and the field, so a retry is the same command', async () => {
    const api = fakeApi();
    const commandId = randomUUID();

    const first = await post<{ createEvent: { id: string } }>(api.yoga, createEvent, {
      headers: { 'x-command-id': commandId },
    });
    const retry = await post<{ createEvent: { id: string } }>(api.yoga, createEvent, {
      headers: { 'x-command-id': commandId },
    });

    const [a, b] = api.calls.map((c) => c.context.commandId);
    expect(a).toMatch(uuid);
    expect(a).not.toBe(commandId);
    expect(b).toBe(a);
    expect(retry.data?.createEvent.id).toBe(first.data?.createEvent.id);
    // The arguments' fingerprint goes with it, the same on the retry.
    const [fa, fb] = api.calls.map((c) => c.context.fingerprint);
    expect(fa).toEqual(expect.any(String));
    expect(fb).toBe(fa);
  });

  it('gives other arguments another fingerprint', async () => {
    const api = fakeApi();
    const commandId = randomUUID();
    await post(api.yoga, createEvent, { headers: { 'x-command-id': commandId } });
    await post(api.yoga, createEvent.replace('"Derby"', '"Cup"'), { headers: { 'x-command-id': commandId } });
    const [a, b] = api.calls.map((c) => c.context);
    expect(b?.commandId).toBe(a?.commandId);
    expect(b?.fingerprint).not.toBe(a?.fingerprint);
  });

  it('normalises the command id to lower case', async () => {
    const api = fakeApi();
    const commandId = randomUUID();

    await post(api.yoga, createEvent, { headers: { 'x-command-id': commandId.toUpperCase() } });
    await post(api.yoga, createEvent, { headers: { 'x-command-id': commandId } });

    expect(api.calls[1]?.context.commandId).toBe(api.calls[0]?.context.commandId);
  });

  it('refuses an x-command-id that is not a UUID with BAD_USER_INPUT, before any command runs', async () => {
    const api = fakeApi();

    const response = await post(api.yoga, createEvent, { headers: { 'x-command-id': 'retry-1' } });

    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'BAD_USER_INPUT',
        extensions: { code: 'BAD_USER_INPUT', details: { field: 'x-command-id', reason: 'uuid' } },
      }),
    ]);
    expect(response.status).toBeLessThan(500);
    expect(api.calls).toEqual([]);
  });

  it('draws a fresh command id when none is sent', async () => {
    const api = fakeApi();

    await post(api.yoga, createEvent);
    await post(api.yoga, createEvent);

    const [a, b] = api.calls.map((c) => c.context.commandId);
    expect(a).toMatch(uuid);
    expect(b).toMatch(uuid);
    expect(a).not.toBe(b);
  });

  it('fills in who, why and when', async () => {
    const api = fakeApi();
    const before = Date.now();

    await post(api.yoga, createEvent, { headers: { 'x-correlation-id': 'trace-42' } });
    await post(api.yoga, createEvent);

    const [withCorrelation, without] = api.calls.map((c) => c.context);
    // The fake API's caller is the manager of its club (testing/fake-api.ts).
    expect(withCorrelation).toMatchObject({
      actorId: 'manager-1',
      clubId: FAKE_CLUB_ID,
      impersonatorId: null,
      correlationId: 'trace-42',
    });
    expect(withCorrelation?.causationId).toBe(withCorrelation?.commandId);
    // Without x-correlation-id, the correlation id is the operation's x-command-id (or a random one).
    expect(without?.correlationId).toMatch(uuid);
    expect(withCorrelation?.occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(withCorrelation?.occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('gives each mutation field of one operation its own command id, the same on a retry', async () => {
    const api = fakeApi();
    const commandId = randomUUID();
    const two = /* GraphQL */ `
      mutation {
        a: createEvent(teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c", name: "A", type: MATCH) {
          id
        }
        b: createEvent(teamId: "7d3c1a52-9a0e-4b8e-8a53-2f6f0f0a1b2c", name: "B", type: MATCH) {
          id
        }
      }
    `;

    const first = await post<{ a: { id: string }; b: { id: string } }>(api.yoga, two, {
      headers: { 'x-command-id': commandId },
    });
    await post(api.yoga, two, { headers: { 'x-command-id': commandId } });

    const ids = api.calls.map((c) => c.context.commandId);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.slice(2)).toEqual(ids.slice(0, 2));
    expect(first.data?.a.id).not.toBe(first.data?.b.id);
    expect(api.rows.size).toBe(2);
  });
});
