/** Test helpers shared by the account, club and device specs. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { createPostgresEventStore, migrateEventStore } from '@stride/streams/postgres/event-store';
import type { EventStore } from '@stride/streams/port';
import { createTestDatabase } from '@stride/streams/testing/pg';
import type { AnyEvent } from '../decider.ts';
import { readStreamIfAny, type CommandContext } from '../handler.ts';
import { DomainError, type ErrorCode } from '@stride/contracts/errors';
import type { EventMetadata } from '@stride/contracts/metadata';

/** The event as read from the store at `occurredAt`: some rules look at when an event happened. */
export function at<Event extends AnyEvent>(event: Event, occurredAt: Date | string): Event {
  const metadata: EventMetadata = {
    actorId: 'test',
    correlationId: 'test',
    causationId: 'test',
    commandId: 'test',
    occurredAt: typeof occurredAt === 'string' ? occurredAt : occurredAt.toISOString(),
    schemaVersion: 1,
  };
  return { ...event, metadata };
}

/** Runs `fn`, expects a DomainError with `code` and returns its details. */
export function refusal(fn: () => unknown, code: ErrorCode): Readonly<Record<string, unknown>> {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect((thrown as DomainError).code).toBe(code);
  return (thrown as DomainError).details ?? {};
}

export const plusMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

/** A PostgreSQL event store in a database of its own, dropped by `close` (integration tests). */
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
