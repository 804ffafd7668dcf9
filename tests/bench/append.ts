import { seedTeam } from '@stride/command/testing/seed';
import { randomUUID } from 'node:crypto';
import { eventCommands } from '@stride/command/event/handlers';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import type { NewEvent } from '@stride/streams/port';
import { rate, report } from './stats.ts';

function event(i: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'BenchmarkRecorded',
    data: { i, player: `p-${i % 25}`, distance: 1234.5, zones: [1, 2, 3, 4, 5, 6, 7] },
    metadata: {
      actorId: 'bench',
      correlationId: 'c',
      causationId: 'c',
      commandId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

async function appendRun(h: TestHarness, writers: number, batch: number, total: number): Promise<number> {
  const perWriter = Math.ceil(total / writers / batch);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < perWriter; i++) {
        // Overlapping streams: writers share 50 streams, as many players share a match.
        await h.store.append(
          `bench-${(w * 7 + i) % 50}`,
          Array.from({ length: batch }, (_, k) => event(i * batch + k)),
        );
      }
    }),
  );
  return rate(perWriter * writers * batch, performance.now() - started);
}

export async function appendBench(): Promise<void> {
  const h = await openTestHarness('bench');
  try {
    await appendRun(h, 1, 1, 300); // warm-up
    report('append, 1 writer, single events', await appendRun(h, 1, 1, 3000), 'events/s');
    report('append, 8 writers, single events', await appendRun(h, 8, 1, 8000), 'events/s', {
      value: 2000,
      better: 'higher',
    });
    report('append, 1 writer, batches of 100', await appendRun(h, 1, 100, 50_000), 'events/s', {
      value: 20_000,
      better: 'higher',
    });
    report('append, 8 writers, batches of 100', await appendRun(h, 8, 100, 100_000), 'events/s', {
      value: 20_000,
      better: 'higher',
    });
  } finally {
    await h.close();
  }
}

export async function commandBench(): Promise<void> {
  const h = await openTestHarness('bench');
  const commands = eventCommands(h.store);
  const { clubId, teamId } = await seedTeam(h.store);
  const run = async (writers: number, total: number): Promise<number> => {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async () => {
        for (let i = 0; i < total / writers; i++) {
          const commandId = randomUUID();
          await commands.createEvent(
            { clubId, teamId, name: `Training ${i}`, eventType: 'TRAINING' },
            {
              commandId,
              actorId: 'bench',
              correlationId: commandId,
              causationId: commandId,
              occurredAt: new Date(),
            },
          );
        }
      }),
    );
    return rate(total, performance.now() - started);
  };
  try {
    await run(1, 200);
    report('createEvent commands, 1 sender', await run(1, 2000), 'commands/s');
    report('createEvent commands, 8 senders', await run(8, 8000), 'commands/s', {
      value: 2000,
      better: 'higher',
    });
  } finally {
    await h.close();
  }
}
