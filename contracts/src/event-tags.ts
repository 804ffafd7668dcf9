/**
 * Tags of events and periods, and the club's drill names (issue 19): what one is, shared by the
 * deciders (which refuse) and the web app's editor (which says so before sending). Not the
 * device-name mappings of `tags-<teamId>` (events/tags.ts), which are another thing.
 *
 * A tag is free text, trimmed, its inner runs of spaces made one, 1 to 40 characters. A list keeps
 * its first spelling of each tag (without case: "md-1" after "MD-1" is dropped) and holds at most
 * 20. A drill name follows the same rule as a tag (a period tag may be picked from the drills).
 */
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS = 20;
/** Drills a club may list. */
export const MAX_DRILLS = 300;

/** The tag as stored: trimmed, inner whitespace one space. Blank gives ''. */
export function normalizeTag(value: string): string {
  return value.trim().replace(/\s+/gu, ' ');
}

/** The key tags compare by: the same tag in any case is one tag. */
export const tagKey = (tag: string): string => normalizeTag(tag).toLocaleLowerCase('en');

export type TagsProblem =
  | { readonly reason: 'required'; readonly index: number }
  | { readonly reason: 'maxLength'; readonly index: number; readonly maxLength: number }
  | { readonly reason: 'tooMany'; readonly max: number };

/** The list as stored (normalized, first spelling of each), or what is wrong with it. */
export function checkTags(values: readonly string[]): { tags: string[] } | { problem: TagsProblem } {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const [index, value] of values.entries()) {
    const tag = normalizeTag(value);
    if (tag.length === 0) return { problem: { reason: 'required', index } };
    if ([...tag].length > TAG_MAX_LENGTH)
      return { problem: { reason: 'maxLength', index, maxLength: TAG_MAX_LENGTH } };
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  if (tags.length > MAX_TAGS) return { problem: { reason: 'tooMany', max: MAX_TAGS } };
  return { tags };
}
