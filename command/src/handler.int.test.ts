import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@stride/contracts/errors';
import { eventSchemaVersion, eventStreamName } from '@stride/contracts/events/event';
import { seedTeam } from './testing/seed.ts';
import { START, type EventStore } from '@stride/streams/port';
import { eventCommands } from './event/handlers.ts';
import type { CommandContext } from './handler.ts';
import { openTestStore } from './testing/integration.ts';

let store: EventStore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ store, close } = await openTestStore('cmd'));
  // The team every event here belongs to.
  ({ clubId, teamId } = await seedTeam(store));
});
afterAll(() => close());

let clubId: string;
let teamId: string;
const match = (name = 'Match') => ({ clubId, teamId, name, eventType: 'MATCH' });

const context = (commandId = randomUUID()): CommandContext => ({
  commandId,
  actorId: 'coach-1',
  correlationId: 'corr-1',
  causationId: commandId,
  occurredAt: new Date('2026-04-01T10:00:00Z'),
});

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

async function countAll(): Promise<number> {
  let n = 0;
  for await (const _ of store.readAll({ fromPosition: START })) n++;
  return n;
}

describe('command handler against the PostgreSQL store', () => {
  it('stores the metadata every event must carry', async () => {
    const commands = eventCommands(store);
    const ctx = context();
    const { eventId } = await commands.createEvent(match(), ctx);
    const [stored] = await collect(store.readStream(eventStreamName(eventId)));
    expect(stored!.metadata).toEqual({
      actorId: 'coach-1',
      impersonatorId: null,
      clubId: null,
      correlationId: 'corr-1',
      causationId: ctx.commandId,
      commandId: ctx.commandId,
      commandType: 'CreateEvent',
      occurredAt: '2026-04-01T10:00:00.000Z',
      schemaVersion: eventSchemaVersion,
    });
  });

  it('appends once for a repeated commandId and answers the repeat from the stream', async () => {
    const commands = eventCommands(store);
    const create = context();
    const first = await commands.createEvent(match(), create);
    const again = await commands.createEvent(match(), create);
    expect(again.eventId).toBe(first.eventId);
    expect(again.repeated).toBe(true);
    expect(again.position).toEqual(first.position);
    const start = context();
    await commands.startEvent(first.eventId, start);
    const before = await countAll();
    const repeat = await commands.startEvent(first.eventId, start);
    expect(repeat.repeated).toBe(true);
    expect(await countAll()).toBe(before);
  });

  it('rejects a commandId reused for another command, appending nothing', async () => {
    const commands = eventCommands(store);
    const ctx = context();
    const { eventId } = await commands.createEvent(match(), ctx);
    const before = await countAll();
    await expect(commands.startEvent(eventId, ctx)).rejects.toMatchObject({ code: 'COMMAND_ID_REUSED' });
    expect(await countAll()).toBe(before);
  });

  it('rejects a commandId repeated with other arguments (another fingerprint), appending nothing', async () => {
    const commands = eventCommands(store);
    const ctx = { ...context(), fingerprint: 'first' };
    const { eventId } = await commands.createEvent(match('First'), ctx);
    const [stored] = await collect(store.readStream(eventStreamName(eventId)));
    expect(stored!.metadata['commandFingerprint']).toBe('first');
    const before = await countAll();
    await expect(
      commands.createEvent(match('Second'), { ...ctx, fingerprint: 'second' }),
    ).rejects.toMatchObject({
      code: 'COMMAND_ID_REUSED',
    });
    expect((await commands.createEvent(match('First'), ctx)).repeated).toBe(true);
    expect(await countAll()).toBe(before);
  });

  it('leaves the store unchanged when the decider says no', async () => {
    const commands = eventCommands(store);
    const { eventId } = await commands.createEvent(match(), context());
    const before = await countAll();
    await expect(commands.stopEvent(eventId, context())).rejects.toBeInstanceOf(DomainError);
    await expect(commands.stopEvent(randomUUID(), context())).rejects.toMatchObject({
      code: 'EVENT_NOT_FOUND',
    });
    expect(await countAll()).toBe(before);
  });

  it('lets exactly one of many concurrent starts win; the others retry and get EVENT_STARTED', async () => {
    const commands = eventCommands(store);
    const { eventId } = await commands.createEvent(match(), context());
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => commands.startEvent(eventId, context())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : []));
    expect(codes).toEqual(Array(7).fill('EVENT_STARTED'));
    const events = await collect(store.readStream(eventStreamName(eventId)));
    expect(events.map((e) => e.type)).toEqual(['EventCreated', 'EventStarted']);
  });

  it('keeps idempotency per stream: one commandId used on two events starts both', async () => {
    const commands = eventCommands(store);
    const a = await commands.createEvent(match('A'), context());
    const b = await commands.createEvent(match('B'), context());
    const shared = context();
    const first = await commands.startEvent(a.eventId, shared);
    const second = await commands.startEvent(b.eventId, shared);
    expect([first.repeated, second.repeated]).toEqual([false, false]);
    for (const id of [a.eventId, b.eventId]) {
      const types = (await collect(store.readStream(eventStreamName(id)))).map((e) => e.type);
      expect(types).toEqual(['EventCreated', 'EventStarted']);
    }
  });

  it('answers WRITE_CONFLICT, appending nothing of its own, when another writer wins every try', async () => {
    const { eventId } = await eventCommands(store).createEvent(match(), context());
    const stream = eventStreamName(eventId);
    // Before each of this command's appends, another coach renames the event.
    let rivals = 0;
    const racing = new Proxy(store, {
      get(target, property, receiver) {
        if (property === 'append') {
          return async (...args: Parameters<EventStore['append']>) => {
            if (args[0] === stream && rivals < 50) {
              rivals++;
              await eventCommands(store).updateEvent(
                eventId,
                { name: `Rival ${rivals}`, eventType: 'MATCH' },
                context(),
              );
            }
            return target.append(...args);
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const ctx = context();
    await expect(eventCommands(racing).startEvent(eventId, ctx)).rejects.toMatchObject({
      code: 'WRITE_CONFLICT',
    });
    const events = await collect(store.readStream(stream));
    expect(rivals).toBeGreaterThan(1);
    expect(events.filter((e) => e.metadata.commandId === ctx.commandId)).toEqual([]);
  });
});
