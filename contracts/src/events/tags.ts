import type { DomainEvent } from '../metadata.ts';

/**
 * Domain events of the `tags-<teamId>` stream (issue 16): a team's tag mappings. A file names its
 * devices in the vendor's own way (a Kinexon sensor id, a docking station's entry, a player's
 * name as the vendor's software spells it); a mapping says once which player (or which of the
 * club's devices) such a name is, and every later upload of the team uses it. A mapping to a
 * player brings the samples to the device the player wears when the file is read.
 */

export const tagsStreamCategory = 'tags';
export const tagsStreamName = (teamId: string): string => `${tagsStreamCategory}-${teamId}`;

/** Longest name a mapping keeps. */
export const TAG_NAME_MAX_LENGTH = 120;
/** Mappings a team holds at most. */
export const MAX_TAG_MAPPINGS = 500;

/** How names compare: trimmed, inner spaces as one, without case. */
export function tagKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

export type TagMapped = DomainEvent<
  'TagMapped',
  {
    teamId: string;
    clubId: string;
    /** `tagKey(name)`: what a file's device key or label is compared with. */
    key: string;
    /** The name as entered (trimmed). */
    name: string;
    /** The player it is (their device at upload time), or null when `deviceId` is given. */
    playerId: string | null;
    /** The club's device it is, or null when `playerId` is given. */
    deviceId: string | null;
  }
>;

export type TagUnmapped = DomainEvent<'TagUnmapped', { teamId: string; clubId: string; key: string }>;

export type TagsEvent = TagMapped | TagUnmapped;
export type TagsEventType = TagsEvent['type'];
export const tagsEventTypes: readonly TagsEventType[] = ['TagMapped', 'TagUnmapped'];

export const tagsSchemaVersion = 1;
