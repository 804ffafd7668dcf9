import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError, isErrorCode } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { MAX_EVENT_DURATION_MS, MIN_EVENT_DURATION_MS } from '@stride/contracts/rules';
import { decide, evolve, initialState, type EventCommand, type EventState } from './event.ts';

const eventId = '22222222-2222-4222-8222-222222222222';
const base = Date.parse('2026-01-01T00:00:00Z');

const instant = fc.integer({ min: 0, max: 365 * 86_400_000 }).map((ms) => new Date(base + ms));
const createCommand = fc
  .record({
    name: fc.oneof(fc.string({ maxLength: 130 }), fc.constant('Match')),
    teamId: fc.oneof(fc.constant('team-1'), fc.constant(''), fc.string({ maxLength: 8 })),
    eventType: fc.constantFrom('MATCH', 'TRAINING', 'INDIVIDUAL_MATCH', 'INDIVIDUAL_TRAINING', 'FRIENDLY'),
    daysToMatch: fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
    startDate: fc.option(instant, { nil: null }),
    durationMs: fc.option(fc.integer({ min: -3_600_000, max: 4 * 3_600_000 }), { nil: null }),
    now: instant,
  })
  .map(({ durationMs, startDate, now, ...data }): EventCommand => ({
    type: 'CreateEvent',
    now,
    data: {
      ...data,
      eventId,
      startDate,
      endDate: startDate && durationMs !== null ? new Date(startDate.getTime() + durationMs) : null,
    },
  }));
const lifecycleCommand = fc
  .record({ type: fc.constantFrom('StartEvent' as const, 'StopEvent' as const), now: instant })
  .map(({ type, now }): EventCommand => ({ type, now, data: { eventId } }));
const anyCommand = fc.oneof(
  { arbitrary: createCommand, weight: 1 },
  { arbitrary: lifecycleCommand, weight: 3 },
);

/** The lifecycle as a table: what each command does in each status. */
function modelStatus(status: EventState['status'], command: EventCommand): EventState['status'] | 'rejected' {
  switch (command.type) {
    case 'CreateEvent':
      return status === 'initial' ? 'not_started' : 'rejected';
    case 'StartEvent':
      return status === 'not_started' ? 'started' : 'rejected';
    case 'StopEvent':
      return status === 'started' ? 'finished' : 'rejected';
  }
}

describe('event decider properties', () => {
  it('follows the lifecycle table; a rejected command yields a catalogue code and no events', () => {
    fc.assert(
      fc.property(fc.array(anyCommand, { maxLength: 30 }), (commands) => {
        let state = initialState();
        const history: EventStreamEvent[] = [];
        for (const command of commands) {
          let events: EventStreamEvent[] = [];
          try {
            events = decide(command, state);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect(isErrorCode((error as DomainError).code)).toBe(true);
            continue;
          }
          const expected = modelStatus(state.status, command);
          expect(expected).not.toBe('rejected');
          state = events.reduce(evolve, state);
          history.push(...events);
          expect(state.status).toBe(expected);
        }
        // Folding the whole history again gives the same state (replay is deterministic).
        expect(history.reduce(evolve, initialState())).toEqual(state);
      }),
    );
  });

  it('accepts a planned window exactly when it lasts from 1 minute to 3 hours', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -600_000, max: 4 * 3_600_000 }), (start, duration) => {
        const command: EventCommand = {
          type: 'CreateEvent',
          now: start,
          data: {
            eventId,
            teamId: 'team-1',
            name: 'Match',
            eventType: 'MATCH',
            startDate: start,
            endDate: new Date(start.getTime() + duration),
          },
        };
        const valid = duration >= MIN_EVENT_DURATION_MS && duration <= MAX_EVENT_DURATION_MS;
        if (valid) expect(decide(command, initialState())).toHaveLength(1);
        else expect(() => decide(command, initialState())).toThrow('INVALID_DATE_RANGE');
      }),
    );
  });

  it('stamps start and stop with the command time, never the clock', () => {
    fc.assert(
      fc.property(instant, instant, (startedAt, stoppedAt) => {
        const created = decide(
          {
            type: 'CreateEvent',
            now: startedAt,
            data: { eventId, teamId: 't', name: 'n', eventType: 'TRAINING' },
          },
          initialState(),
        );
        const afterCreate = created.reduce(evolve, initialState());
        const [started] = decide({ type: 'StartEvent', now: startedAt, data: { eventId } }, afterCreate);
        const [stopped] = decide(
          { type: 'StopEvent', now: stoppedAt, data: { eventId } },
          evolve(afterCreate, started!),
        );
        expect(started).toEqual({
          type: 'EventStarted',
          data: { eventId, startedAt: startedAt.toISOString() },
        });
        expect(stopped).toEqual({
          type: 'EventStopped',
          data: { eventId, stoppedAt: stoppedAt.toISOString() },
        });
      }),
    );
  });
});
