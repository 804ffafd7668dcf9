/**
 * Decide, the club's drill list (issue 19): the names ("4v4 rondo") a period tag may be picked
 * from. Needs the plan's tag management (TAG_MANAGEMENT_NOT_IN_PLAN). A name is a tag
 * (`contracts/src/event-tags.ts`: 1 to 40 characters) and unique in the club, without case. A
 * deleted or renamed drill leaves the tags already given to periods as they are: a tag is text.
 */
import { DomainError } from '@stride/contracts/errors';
import type { DrillCreated, DrillDeleted, DrillRenamed } from '@stride/contracts/events/club';
import { MAX_DRILLS, TAG_MAX_LENGTH, normalizeTag, tagKey } from '@stride/contracts/event-tags';
import { badInput } from '../validation.ts';
import type { CreateDrill, DeleteDrill, RenameDrill } from '../commands.ts';
import { active, withTagManagement } from '../rules.ts';
import type { ActiveClub, ClubState } from '../state.ts';

export function createDrill(command: CreateDrill, state: ClubState): [DrillCreated] {
  const club = withTagManagement(active(state));
  const { drillId } = command.data;
  if (club.drills.has(drillId)) throw badInput('drillId', 'exists');
  const name = drillName(club, command.data.name, null);
  if (club.drills.size >= MAX_DRILLS) throw badInput('name', 'tooMany', { max: MAX_DRILLS });
  return [{ type: 'DrillCreated', data: { clubId: club.clubId, drillId, name } }];
}

export function renameDrill(command: RenameDrill, state: ClubState): DrillRenamed[] {
  const club = withTagManagement(active(state));
  const { drillId } = command.data;
  const before = drillOf(club, drillId);
  const name = drillName(club, command.data.name, drillId);
  if (name === before) return [];
  return [{ type: 'DrillRenamed', data: { clubId: club.clubId, drillId, name } }];
}

export function deleteDrill(command: DeleteDrill, state: ClubState): [DrillDeleted] {
  const club = withTagManagement(active(state));
  drillOf(club, command.data.drillId);
  return [{ type: 'DrillDeleted', data: { clubId: club.clubId, drillId: command.data.drillId } }];
}

/* ---------- checks ---------- */

function drillOf(club: ActiveClub, drillId: string): string {
  const name = club.drills.get(drillId);
  if (name === undefined) throw new DomainError('DRILL_NOT_FOUND', { drillId });
  return name;
}

function drillName(club: ActiveClub, value: unknown, exceptDrillId: string | null): string {
  if (typeof value !== 'string') throw badInput('name', 'required');
  const name = normalizeTag(value);
  if (name.length === 0) throw badInput('name', 'required');
  if ([...name].length > TAG_MAX_LENGTH) throw badInput('name', 'maxLength', { maxLength: TAG_MAX_LENGTH });
  const key = tagKey(name);
  for (const [drillId, other] of club.drills) {
    if (drillId !== exceptDrillId && tagKey(other) === key) throw badInput('name', 'duplicate');
  }
  return name;
}
