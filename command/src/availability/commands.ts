/**
 * Commands of the `availability-<playerId>` aggregate. The player as the club stream knows them
 * comes in the command (the handler reads it), so `decide` stays pure; ids of new entries and
 * injuries come from the command id (`derivedId`), so a retried command makes the same ones.
 */
import type { AvailabilityStatus, InjuryStatus } from '@stride/contracts/events/availability';
import type { Command } from '../decider.ts';

/** The player as the club stream knows them, or null when the club has no such player. */
export interface PlayerFact {
  readonly playerId: string;
  readonly teamId: string;
  readonly clubId: string;
  readonly archived: boolean;
}

/** An availability entry as a form sends it (values unchecked). */
export interface AvailabilityInput {
  readonly status: AvailabilityStatus;
  readonly startDate: string;
  readonly endDate?: string | null;
  readonly note?: string | null;
  /** An injury of the player the entry is about. */
  readonly injuryId?: string | null;
}

/** A new injury as a form sends it (values unchecked); status CARE when left out. */
export interface InjuryInput {
  readonly description: string;
  readonly bodyPart?: string | null;
  readonly occurredOn: string;
  readonly expectedReturn?: string | null;
  readonly returnedOn?: string | null;
  readonly status?: InjuryStatus | null;
  readonly note?: string | null;
}

/** A change of an injury: a field left out (undefined) keeps its value, null clears it. */
export interface InjuryChange {
  readonly description?: string | null;
  readonly bodyPart?: string | null;
  readonly occurredOn?: string | null;
  readonly expectedReturn?: string | null;
  readonly returnedOn?: string | null;
  readonly status?: InjuryStatus | null;
  /** The change's note (kept in the injury's history). */
  readonly note?: string | null;
}

export type SetAvailability = Command<
  'SetAvailability',
  {
    readonly player: PlayerFact | null;
    readonly availabilityId: string;
    readonly availability: AvailabilityInput;
    /** An injury recorded with the entry (an INJURED entry), linked to it. */
    readonly injury: (InjuryInput & { readonly injuryId: string }) | null;
  }
>;

export type CorrectAvailability = Command<
  'CorrectAvailability',
  {
    readonly player: PlayerFact | null;
    readonly availabilityId: string;
    readonly availability: AvailabilityInput;
  }
>;

export type EndAvailability = Command<
  'EndAvailability',
  { readonly player: PlayerFact | null; readonly availabilityId: string; readonly endDate: string }
>;

export type RecordInjury = Command<
  'RecordInjury',
  { readonly player: PlayerFact | null; readonly injuryId: string; readonly injury: InjuryInput }
>;

export type UpdateInjury = Command<
  'UpdateInjury',
  { readonly player: PlayerFact | null; readonly injuryId: string; readonly change: InjuryChange }
>;

export type AvailabilityCommand =
  SetAvailability | CorrectAvailability | EndAvailability | RecordInjury | UpdateInjury;
