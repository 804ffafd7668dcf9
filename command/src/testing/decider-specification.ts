/**
 * Decider tests read as specifications: given(events).when(command).then(events) / .thenThrows(code).
 */
import { expect } from 'vitest';
import { DomainError, type ErrorCode } from '@stride/contracts/errors';
import type { EventMetadata } from '@stride/contracts/metadata';
import type { AnyEvent, Decider } from '../decider.ts';

export function deciderSpecification<Command, State, Event extends AnyEvent>(
  decider: Decider<Command, State, Event>,
) {
  return {
    given(events: readonly Event[]) {
      const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        when(command: Command) {
          const run = (): readonly Event[] => decider.decide(command, state);
          return {
            then(expected: readonly Event[]): void {
              expect(run()).toEqual(expected);
            },
            /** Returns the error's details, for the cases that also say which field or why. */
            thenThrows(code: ErrorCode): Readonly<Record<string, unknown>> {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
              return (thrown as DomainError).details ?? {};
            },
          };
        },
      };
    },
  };
}

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
