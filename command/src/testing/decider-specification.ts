/**
 * Decider tests read as specifications: given(events).when(command).then(events) / .thenThrows(code).
 */
import { expect } from 'vitest';
import { DomainError, type ErrorCode } from '@stride/contracts/errors';
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
            thenThrows(code: ErrorCode): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
