/**
 * Command entry points of a team's tag mappings (`tags-<teamId>`), as the API calls them. The
 * facts the decider judges come from their own streams: the team and the player from the club's
 * (`club-<id>`), the device from its own (`device-<id>`).
 */
import { DomainError } from '@stride/contracts/errors';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { tagsSchemaVersion, tagsStreamName, type TagsEvent } from '@stride/contracts/events/tags';
import type { EventStore } from '@stride/streams/port';
import { clubDecider } from '../club/club.ts';
import { deviceDecider } from '../device/device.ts';
import { handleCommand, type CommandContext, type CommandResult } from '../handler.ts';
import { readState } from '../multi-stream.ts';
import type { DeviceFact, PlayerFact, TagsCommand } from './commands.ts';
import type { TagsState } from './state.ts';
import { tagsDecider } from './tags.ts';

export interface TagMappingInput {
  readonly name: string;
  readonly playerId: string | null;
  readonly deviceId: string | null;
}

export interface TagCommands {
  /** CLUB_NOT_FOUND, TEAM_NOT_FOUND, and the decider's codes (tags.ts). */
  mapTag(
    clubId: string,
    teamId: string,
    input: TagMappingInput,
    context: CommandContext,
  ): Promise<CommandResult<TagsEvent>>;
  unmapTag(
    clubId: string,
    teamId: string,
    name: string,
    context: CommandContext,
  ): Promise<CommandResult<TagsEvent>>;
  /** The team's mappings as its stream holds them. */
  readTags(teamId: string): Promise<TagsState>;
}

export function tagCommands(store: EventStore): TagCommands {
  const handle = (teamId: string, command: TagsCommand, context: CommandContext) =>
    handleCommand(store, tagsStreamName(teamId), tagsDecider, command, context, {
      schemaVersion: tagsSchemaVersion,
    });

  async function teamOf(clubId: string, teamId: string) {
    const { state: club } = await readState(store, clubStreamName(clubId), clubDecider);
    if (club.status === 'initial') throw new DomainError('CLUB_NOT_FOUND');
    if (!club.teams.has(teamId)) throw new DomainError('TEAM_NOT_FOUND', { teamId });
    return club;
  }

  async function deviceFact(deviceId: string): Promise<DeviceFact | null> {
    const { state } = await readState(store, deviceStreamName(deviceId), deviceDecider);
    if (state.status === 'initial') return null;
    return { clubId: state.clubId, teamId: state.status === 'assigned' ? state.teamId : null };
  }

  return {
    async mapTag(clubId, teamId, input, context) {
      const club = await teamOf(clubId, teamId);
      const found = input.playerId === null ? undefined : club.players.get(input.playerId);
      const player: PlayerFact | null =
        found === undefined ? null : { teamId: found.teamId, archived: found.archived };
      const device = input.deviceId === null ? null : await deviceFact(input.deviceId);
      return handle(
        teamId,
        { type: 'MapTag', data: { teamId, clubId, ...input, player, device } },
        { ...context, clubId },
      );
    },
    async unmapTag(clubId, teamId, name, context) {
      await teamOf(clubId, teamId);
      return handle(teamId, { type: 'UnmapTag', data: { teamId, clubId, name } }, { ...context, clubId });
    },
    async readTags(teamId) {
      return (await readState(store, tagsStreamName(teamId), tagsDecider)).state;
    },
  };
}
