/**
 * What the write side's integration tests share: an event store in a database of their own, the
 * clock their commands run on, a verified user made through the account commands, and a store
 * that lets another writer in at the worst moment.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, migrateEventStore } from '@stride/streams/postgres/event-store';
import type { EventStore } from '@stride/streams/port';
import { createTestDatabase } from '@stride/streams/testing/pg';
import type { AccountCommands } from '../account/handlers.ts';
import { readStreamIfAny, type CommandContext } from '../handler.ts';

/** A PostgreSQL event store in a database of its own, dropped by `close`. */
export async function openTestStore(
  prefix: string,
): Promise<{ store: EventStore; close: () => Promise<void> }> {
  const db = await createTestDatabase(prefix);
  const pool = new pg.Pool({ connectionString: db.url, max: 20 });
  await migrateEventStore(pool);
  const store = createPostgresEventStore({ pool });
  return {
    store,
    close: async () => {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}

/** Types of the events of a stream; [] when it does not exist. */
export async function streamTypes(store: EventStore, streamName: string): Promise<string[]> {
  const types: string[] = [];
  for await (const event of readStreamIfAny(store, streamName)) types.push(event.type);
  return types;
}

export const plusMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

export function testContext(occurredAt: Date, overrides: Partial<CommandContext> = {}): CommandContext {
  const commandId = overrides.commandId ?? randomUUID();
  return {
    commandId,
    actorId: 'test-actor',
    correlationId: commandId,
    causationId: commandId,
    occurredAt,
    ...overrides,
  };
}

/** When the tests' story begins: 10:00 UTC on 1 April 2026. */
export const T0 = new Date('2026-04-01T10:00:00.000Z');

/** The context of a command accepted `offsetMs` after T0 (a new command id unless given). */
export const ctx = (offsetMs = 0, overrides: Partial<CommandContext> = {}): CommandContext =>
  testContext(plusMs(T0, offsetMs), overrides);

export const PASSWORD = 'Correct1horse';
let users = 0;

/** A user registered with a fresh address at T0, and verified a second later unless told otherwise. */
export async function newUser(
  accounts: AccountCommands,
  verified = true,
): Promise<{ readonly userId: string; readonly email: string }> {
  const email = `user${++users}.${Date.now()}@example.com`;
  const { userId, verification } = await accounts.register(
    { email, password: PASSWORD, locale: 'fr-FR' },
    ctx(),
  );
  if (verified) await accounts.verifyEmail(verification!.token, ctx(1_000));
  return { userId, email };
}

/**
 * The store, but `interfere` runs once, just before the first append `when` picks: another writer
 * getting in between what a command read and what it writes. `interfered()` says whether it ran.
 */
export function interfering(
  store: EventStore,
  when: (...append: Parameters<EventStore['append']>) => boolean,
  interfere: () => Promise<unknown>,
): { readonly store: EventStore; interfered(): boolean } {
  let pending: (() => Promise<unknown>) | null = interfere;
  const racing = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'append') {
        return async (...args: Parameters<EventStore['append']>) => {
          if (pending && when(...args)) {
            const run = pending;
            pending = null;
            await run();
          }
          return target.append(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { store: racing, interfered: () => pending === null };
}
