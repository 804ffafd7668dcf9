/**
 * Marks and cut intervals in the events read model (issue 20), against real PostgreSQL, NATS and
 * the command handlers: random sequences of marks, cuts, renames and removals leave
 * `rm.event_cuts` equal to a fresh fold of the stream, a deleted event takes its rows, and a
 * rebuild from the store changes no byte.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCommands, type EventCommands } from '@stride/command/event/handlers';
import { eventDecider } from '@stride/command/event/event';
import type { CommandContext } from '@stride/command/handler';
import { readState } from '@stride/command/multi-stream';
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import { isDomainError } from '@stride/contracts/errors';
import { clubStreamName } from '@stride/contracts/events/club';
import { eventStreamName } from '@stride/contracts/events/event';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { eventsProjection } from './events.ts';

let h: TestHarness;
let pipeline: Pipeline;
let commands: EventCommands;
const clubId = randomUUID();
const teamId = randomUUID();
const BASE = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  h = await openTestHarness('event_cuts');
  pipeline = await startPipeline(h, [eventsProjection]);
  commands = eventCommands(h.store);
  await seedStream(h.store, clubStreamName(clubId), clubWithTeam(clubId, teamId));
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

function context(at: number): CommandContext {
  const commandId = randomUUID();
  return {
    commandId,
    actorId: 'test',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(at),
  };
}

type Step =
  | { kind: 'mark'; at: number; label: string }
  | { kind: 'cut'; start: number; length: number; label: string }
  | { kind: 'rename'; which: number; label: string }
  | { kind: 'removeInterval'; which: number }
  | { kind: 'removeMark'; which: number };

const label = fc.constantFrom('Drill', ' Pressing ', 'Rondo 4v4', '', 'x'.repeat(41));
/** Seconds into a 90-minute event, some outside it; a tenth of a second off to be trimmed. */
const instant = fc.integer({ min: -60, max: 5500 }).map((s) => s * 1000 + 300);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('mark' as const), at: instant, label }),
  fc.record({
    kind: fc.constant('cut' as const),
    start: instant,
    length: fc.integer({ min: -5, max: 900 }),
    label,
  }),
  fc.record({ kind: fc.constant('rename' as const), which: fc.nat(5), label }),
  fc.record({ kind: fc.constant('removeInterval' as const), which: fc.nat(5) }),
  fc.record({ kind: fc.constant('removeMark' as const), which: fc.nat(5) }),
);

async function fold(eventId: string) {
  const { state } = await readState(h.store, eventStreamName(eventId), eventDecider);
  if (state.status === 'initial') throw new Error('no event');
  return state;
}

async function run(eventId: string, s: Step, now: number): Promise<void> {
  const state = await fold(eventId);
  const intervals = [...(state.intervals?.keys() ?? [])];
  const marks = [...(state.marks?.keys() ?? [])];
  const pick = (ids: string[], which: number) => ids[which % Math.max(ids.length, 1)] ?? randomUUID();
  switch (s.kind) {
    case 'mark':
      await commands.markEventMoment(eventId, { at: new Date(BASE + s.at), label: s.label }, context(now));
      return;
    case 'cut': {
      const start = new Date(BASE + s.start);
      const end = new Date(BASE + s.start + s.length * 1000);
      await commands.cutEventInterval(
        eventId,
        { startDate: start, endDate: end, label: s.label },
        context(now),
      );
      return;
    }
    case 'rename':
      await commands.renameEventInterval(eventId, pick(intervals, s.which), s.label, context(now));
      return;
    case 'removeInterval':
      await commands.removeEventInterval(eventId, pick(intervals, s.which), context(now));
      return;
    case 'removeMark':
      await commands.removeEventMark(eventId, pick(marks, s.which), context(now));
      return;
  }
}

async function rows(eventId: string): Promise<unknown[]> {
  const { rows } = await h.pool.query<{
    id: string;
    kind: string;
    start_date: Date;
    end_date: Date | null;
    label: string;
  }>('SELECT id, kind, start_date, end_date, label FROM rm.event_cuts WHERE event_id = $1 ORDER BY seq, id', [
    eventId,
  ]);
  return rows.map((r) => [r.id, r.kind, r.start_date.getTime(), r.end_date?.getTime() ?? null, r.label]);
}

async function fromFold(eventId: string): Promise<unknown[]> {
  const state = await fold(eventId);
  const marks = [...(state.marks?.values() ?? [])].map((m) => [m.markId, 'MARK', m.at, null, m.label]);
  const intervals = [...(state.intervals?.values() ?? [])].map((i) => [
    i.intervalId,
    'INTERVAL',
    i.start,
    i.end,
    i.label,
  ]);
  return [...marks, ...intervals];
}

const sorted = (list: unknown[]) =>
  [...list].sort((a, b) => String((a as string[])[0]).localeCompare(String((b as string[])[0])));

describe('marks and cut intervals in the events read model', () => {
  it('equal a fresh fold after any sequence of commands; a deleted event takes them; a rebuild changes no byte', async () => {
    let accepted = 0;
    let rejected = 0;
    const eventIds: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 3, maxLength: 15 }),
        fc.boolean(),
        async (steps, remove) => {
          const { eventId } = await commands.createEvent(
            {
              clubId,
              teamId,
              name: 'Match',
              eventType: 'MATCH',
              startDate: new Date(BASE),
              endDate: new Date(BASE + 90 * MINUTE),
              playerIds: [],
            },
            context(BASE - MINUTE),
          );
          eventIds.push(eventId);
          await commands.startEvent(eventId, context(BASE));
          await commands.stopEvent(eventId, context(BASE + 90 * MINUTE));
          for (const s of steps) {
            try {
              await run(eventId, s, BASE + 100 * MINUTE);
              accepted++;
            } catch (error) {
              if (!isDomainError(error)) throw error;
              rejected++;
            }
          }
          if (remove) await commands.deleteEvent(eventId, context(BASE + 200 * MINUTE));
          await pipeline.projected();
          const expected = remove ? [] : sorted(await fromFold(eventId));
          expect(sorted(await rows(eventId))).toEqual(expected);
        },
      ),
      { numRuns: 15 },
    );
    expect(accepted).toBeGreaterThan(10);
    expect(rejected).toBeGreaterThan(5);
    const incremental = await projectionRows(h.pool, eventsProjection);
    await rebuild(h, eventsProjection);
    expect(await projectionRows(h.pool, eventsProjection)).toEqual(incremental);
  }, 180_000);
});
