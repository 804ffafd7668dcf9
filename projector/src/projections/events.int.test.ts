import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCommands } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { openTestHarness, silentLog, type TestHarness } from '@stride/streams/testing/harness';
import { rebuildProjection } from '../runtime.ts';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { eventsProjection } from './events.ts';

let h: TestHarness;
let pipeline: Pipeline;

beforeAll(async () => {
  h = await openTestHarness('events');
  pipeline = await startPipeline(h, [eventsProjection]);
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

function context(at: string): CommandContext {
  const commandId = randomUUID();
  return {
    commandId,
    actorId: 'test',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(at),
  };
}

const projected = (): Promise<void> => pipeline.projected();

async function dump(): Promise<string[]> {
  const { rows } = await h.pool.query<{ row: string }>(
    'SELECT row_to_json(e)::text AS row FROM rm.events e ORDER BY id',
  );
  return rows.map((r) => r.row);
}

describe('events read model', () => {
  it('shows created, started and finished events with the command times', async () => {
    const commands = eventCommands(h.store);
    const { eventId } = await commands.createEvent(
      {
        teamId: 'team-1',
        name: 'Derby',
        eventType: 'MATCH',
        daysToMatch: 0,
        startDate: new Date('2026-05-02T18:00:00Z'),
        endDate: new Date('2026-05-02T19:45:00Z'),
        playerIds: ['p1', 'p2'],
      },
      context('2026-05-01T10:00:00Z'),
    );
    await commands.startEvent(eventId, context('2026-05-02T18:01:00Z'));
    await commands.stopEvent(eventId, context('2026-05-02T19:50:00Z'));
    await projected();
    const { rows } = await h.pool.query('SELECT * FROM rm.events WHERE id = $1', [eventId]);
    expect(rows[0]).toMatchObject({
      team_id: 'team-1',
      name: 'Derby',
      type: 'MATCH',
      status: 'FINISHED',
      player_ids: ['p1', 'p2'],
      revision: '2',
    });
    expect((rows[0] as { started_at: Date }).started_at.toISOString()).toBe('2026-05-02T18:01:00.000Z');
    expect((rows[0] as { stopped_at: Date }).stopped_at.toISOString()).toBe('2026-05-02T19:50:00.000Z');
    expect((rows[0] as { created_at: Date }).created_at.toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('is rebuilt from the store into the same rows, byte for byte', async () => {
    const commands = eventCommands(h.store);
    for (let i = 0; i < 30; i++) {
      const { eventId } = await commands.createEvent(
        {
          teamId: `team-${i % 3}`,
          name: `Session ${i}`,
          eventType: i % 2 ? 'TRAINING' : 'MATCH',
          daysToMatch: i % 7,
        },
        context(`2026-06-${String(1 + (i % 28)).padStart(2, '0')}T09:00:00Z`),
      );
      if (i % 3 !== 0)
        await commands.startEvent(
          eventId,
          context(`2026-06-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`),
        );
      if (i % 3 === 2)
        await commands.stopEvent(
          eventId,
          context(`2026-06-${String(1 + (i % 28)).padStart(2, '0')}T11:30:00Z`),
        );
    }
    await projected();
    const incremental = await dump();
    expect(incremental.length).toBeGreaterThanOrEqual(30);
    await rebuildProjection(eventsProjection, {
      pool: h.pool,
      store: h.store,
      log: silentLog,
      maxAttempts: 3,
    });
    expect(await dump()).toEqual(incremental);
  });
});
