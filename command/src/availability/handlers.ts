/**
 * Command entry points of a player's availability and injuries (`availability-<playerId>`), as
 * the API calls them. The player comes from the club's stream (`club-<id>`): its team, and
 * whether it is archived.
 */
import { DomainError } from '@stride/contracts/errors';
import {
  availabilitySchemaVersion,
  availabilityStreamName,
  type AvailabilityEvent,
} from '@stride/contracts/events/availability';
import { clubStreamName } from '@stride/contracts/events/club';
import type { EventStore } from '@stride/streams/port';
import { clubDecider } from '../club/club.ts';
import { derivedId, handleCommand, type CommandContext, type CommandResult } from '../handler.ts';
import { readState } from '../multi-stream.ts';
import { availabilityDecider } from './availability.ts';
import type {
  AvailabilityCommand,
  AvailabilityInput,
  InjuryChange,
  InjuryInput,
  PlayerFact,
} from './commands.ts';
import type { AvailabilityState } from './state.ts';

/** What a command wrote, with the id of the entry or injury it is about. */
export type AvailabilityResult = CommandResult<AvailabilityEvent> & {
  readonly availabilityId?: string;
  readonly injuryId?: string;
};

export interface AvailabilityCommands {
  /** A new entry; with `injury`, a new injury linked to it. CLUB_NOT_FOUND, and the decider's codes. */
  setAvailability(
    clubId: string,
    playerId: string,
    availability: AvailabilityInput,
    injury: InjuryInput | null,
    context: CommandContext,
  ): Promise<AvailabilityResult & { readonly availabilityId: string }>;
  correctAvailability(
    clubId: string,
    playerId: string,
    availabilityId: string,
    availability: AvailabilityInput,
    context: CommandContext,
  ): Promise<AvailabilityResult & { readonly availabilityId: string }>;
  endAvailability(
    clubId: string,
    playerId: string,
    availabilityId: string,
    endDate: string,
    context: CommandContext,
  ): Promise<AvailabilityResult & { readonly availabilityId: string }>;
  recordInjury(
    clubId: string,
    playerId: string,
    injury: InjuryInput,
    context: CommandContext,
  ): Promise<AvailabilityResult & { readonly injuryId: string }>;
  updateInjury(
    clubId: string,
    playerId: string,
    injuryId: string,
    change: InjuryChange,
    context: CommandContext,
  ): Promise<AvailabilityResult & { readonly injuryId: string }>;
  /** The player's entries and injuries as the stream holds them. */
  readAvailability(playerId: string): Promise<AvailabilityState>;
}

export function availabilityCommands(store: EventStore): AvailabilityCommands {
  const handle = (playerId: string, command: AvailabilityCommand, context: CommandContext) =>
    handleCommand(store, availabilityStreamName(playerId), availabilityDecider, command, context, {
      schemaVersion: availabilitySchemaVersion,
    });

  async function playerOf(clubId: string, playerId: string): Promise<PlayerFact | null> {
    const { state: club } = await readState(store, clubStreamName(clubId), clubDecider);
    if (club.status === 'initial') throw new DomainError('CLUB_NOT_FOUND');
    const player = club.players.get(playerId);
    return player === undefined
      ? null
      : { playerId, clubId, teamId: player.teamId, archived: player.archived };
  }

  return {
    async setAvailability(clubId, playerId, availability, injury, context) {
      const player = await playerOf(clubId, playerId);
      const availabilityId = derivedId('availability', context.commandId);
      const injuryId = derivedId('injury', context.commandId);
      const result = await handle(
        playerId,
        {
          type: 'SetAvailability',
          data: {
            player,
            availabilityId,
            availability,
            injury: injury === null ? null : { ...injury, injuryId },
          },
        },
        { ...context, clubId },
      );
      return { ...result, ...(injury === null ? {} : { injuryId }), availabilityId };
    },
    async correctAvailability(clubId, playerId, availabilityId, availability, context) {
      const player = await playerOf(clubId, playerId);
      const result = await handle(
        playerId,
        { type: 'CorrectAvailability', data: { player, availabilityId, availability } },
        { ...context, clubId },
      );
      return { ...result, availabilityId };
    },
    async endAvailability(clubId, playerId, availabilityId, endDate, context) {
      const player = await playerOf(clubId, playerId);
      const result = await handle(
        playerId,
        { type: 'EndAvailability', data: { player, availabilityId, endDate } },
        { ...context, clubId },
      );
      return { ...result, availabilityId };
    },
    async recordInjury(clubId, playerId, injury, context) {
      const player = await playerOf(clubId, playerId);
      const injuryId = derivedId('injury', context.commandId);
      const result = await handle(
        playerId,
        { type: 'RecordInjury', data: { player, injuryId, injury } },
        { ...context, clubId },
      );
      return { ...result, injuryId };
    },
    async updateInjury(clubId, playerId, injuryId, change, context) {
      const player = await playerOf(clubId, playerId);
      const result = await handle(
        playerId,
        { type: 'UpdateInjury', data: { player, injuryId, change } },
        { ...context, clubId },
      );
      return { ...result, injuryId };
    },
    async readAvailability(playerId) {
      return (await readState(store, availabilityStreamName(playerId), availabilityDecider)).state;
    },
  };
}
