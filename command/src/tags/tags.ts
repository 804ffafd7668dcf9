/**
 * The `tags-<teamId>` aggregate: a team's tag mappings (`contracts/src/events/tags.ts`). A name of
 * a file (a tag's id, a player's name as the vendor spells it) is mapped to one of the team's
 * players or to a device of the team; mapping it again replaces the mapping, unmapping forgets it.
 */
import { DomainError } from '@stride/contracts/errors';
import { MAX_TAG_MAPPINGS, TAG_NAME_MAX_LENGTH, tagKey, type TagsEvent } from '@stride/contracts/events/tags';
import { badInput, requiredText } from '../club/validation.ts';
import { decideByType, type Decider } from '../decider.ts';
import type { MapTag, TagsCommand, UnmapTag } from './commands.ts';
import { evolve, initialState, type TagsState } from './state.ts';

/**
 * BAD_USER_INPUT: a name of 1 to 120 characters (`name`), one target (`target`: a player or a
 * device, not both, not neither), at most MAX_TAG_MAPPINGS names (`maxItems`). The player must
 * be the team's and not archived (PLAYER_NOT_FOUND); the device must exist (DEVICE_NOT_FOUND)
 * and be the team's (DEVICE_NOT_ALLOWED). The same mapping again changes nothing.
 */
export function mapTag(command: MapTag, state: TagsState): TagsEvent[] {
  const { teamId, clubId, playerId, deviceId, player, device } = command.data;
  const name = requiredText(
    typeof command.data.name === 'string' ? command.data.name.replace(/\s+/g, ' ') : command.data.name,
    'name',
    TAG_NAME_MAX_LENGTH,
  );
  if ((playerId === null) === (deviceId === null)) throw badInput('target', 'oneOf');
  if (playerId !== null && (player === null || player.teamId !== teamId || player.archived))
    throw new DomainError('PLAYER_NOT_FOUND', { playerId });
  if (deviceId !== null) {
    if (device === null || device.clubId !== clubId) throw new DomainError('DEVICE_NOT_FOUND', { deviceId });
    if (device.teamId !== teamId) throw new DomainError('DEVICE_NOT_ALLOWED', { deviceId });
  }
  const key = tagKey(name);
  const current = state.mappings.get(key);
  if (current?.name === name && current.playerId === playerId && current.deviceId === deviceId) return [];
  if (current === undefined && state.mappings.size >= MAX_TAG_MAPPINGS)
    throw badInput('name', 'maxItems', { maxItems: MAX_TAG_MAPPINGS });
  return [{ type: 'TagMapped', data: { teamId, clubId, key, name, playerId, deviceId } }];
}

/** Forgets a mapping; a name without one changes nothing. */
export function unmapTag(command: UnmapTag, state: TagsState): TagsEvent[] {
  const { teamId, clubId } = command.data;
  const key = tagKey(typeof command.data.name === 'string' ? command.data.name : '');
  return state.mappings.has(key) ? [{ type: 'TagUnmapped', data: { teamId, clubId, key } }] : [];
}

export const tagsDecider: Decider<TagsCommand, TagsState, TagsEvent> = {
  decide: decideByType<TagsCommand, TagsState, TagsEvent>({ MapTag: mapTag, UnmapTag: unmapTag }),
  evolve,
  initialState,
};

/** The mapping a file's device key or label names: by key first, then by label. */
export function mappingOf(
  state: TagsState,
  key: string,
  label: string | null,
): { readonly name: string; readonly playerId: string | null; readonly deviceId: string | null } | null {
  return (
    state.mappings.get(tagKey(key)) ?? (label === null ? null : (state.mappings.get(tagKey(label)) ?? null))
  );
}
