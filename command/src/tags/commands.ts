/**
 * Commands of the `tags-<teamId>` aggregate. Facts from other streams (the team, the player, the
 * device) come in the command: the handler reads them, so `decide` stays pure.
 */
import type { Command } from '../decider.ts';

/** A player as the club stream knows them, or null when the club has no such player. */
export interface PlayerFact {
  readonly teamId: string;
  readonly archived: boolean;
}

/** A device as its stream knows it, or null when there is none. */
export interface DeviceFact {
  readonly clubId: string;
  readonly teamId: string | null;
}

export type MapTag = Command<
  'MapTag',
  {
    readonly teamId: string;
    readonly clubId: string;
    readonly name: string;
    /** Exactly one of `playerId` and `deviceId`. */
    readonly playerId: string | null;
    readonly deviceId: string | null;
    readonly player: PlayerFact | null;
    readonly device: DeviceFact | null;
  }
>;

export type UnmapTag = Command<
  'UnmapTag',
  { readonly teamId: string; readonly clubId: string; readonly name: string }
>;

export type TagsCommand = MapTag | UnmapTag;
