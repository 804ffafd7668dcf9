/**
 * What every aggregate is made of (ARCHITECTURE.md rule 2): commands, and a decider that folds the
 * stream's events into a state and decides a command's events from it. Each aggregate's module
 * (`account/user.ts`, `club/club.ts`, …) assembles its decider from these.
 */
import { DomainError } from '@stride/contracts/errors';
import { checkCommandText } from './text.ts';

/** What a command asks (`type`) and what it carries, as a domain event is `{ type, data }`. */
export interface Command<Type extends string, Data> {
  readonly type: Type;
  readonly data: Readonly<Data>;
}

/** A command whose rules look at when it was accepted: `now` comes from its context, never the clock. */
export interface TimedCommand<Type extends string, Data> extends Command<Type, Data> {
  readonly now: Date;
}

/** The least a command is, whichever aggregate it goes to. */
export type AnyCommand = { readonly type: string };
/** The least a stored event is, whichever stream it comes from. */
export type AnyEvent = { readonly type: string; readonly data: unknown };

export interface Decider<Command, State, Event extends AnyEvent> {
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** The commands of the union `C` that may have the type `Type` (one command may have several). */
type OfType<C extends AnyCommand, Type> = C extends unknown ? (Type extends C['type'] ? C : never) : never;

/** One decide function per command type. */
export type DecideByType<C extends AnyCommand, State, Event> = {
  readonly [Type in C['type']]: (command: OfType<C, Type>, state: State) => readonly Event[];
};

export interface DecideOptions {
  /**
   * Check the text of every command (`text.ts`): no control characters, no lone surrogates.
   * Off only for commands no person writes (the upload worker's). @default true
   */
  readonly checkText?: boolean;
}

/**
 * An aggregate's `decide`, from one function per command type. A type left without its function
 * does not compile, as a switch's exhaustiveness check would not; a command of no known type
 * (from an untyped caller) is refused. Every string the command carries is checked first
 * (`text.ts`): text a read model cannot hold is refused here, never stored.
 */
export function decideByType<C extends AnyCommand, State, Event>(
  byType: DecideByType<C, State, Event>,
  options: DecideOptions = {},
): (command: C, state: State) => readonly Event[] {
  const checkText = options.checkText ?? true;
  return (command, state) => {
    if (!Object.hasOwn(byType, command.type)) throw new DomainError('UNKNOW_ERROR');
    if (checkText && 'data' in command) checkCommandText(command.data);
    const decide = byType[command.type as C['type']] as (command: C, state: State) => readonly Event[];
    return decide(command, state);
  };
}
