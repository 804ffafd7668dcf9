/**
 * Decide, the tags of the event and of its periods (issue 19): "MD-1" on a training, "4v4 rondo"
 * on one of its periods. A list is given whole and replaces the old one; `contracts/src/event-tags.ts`
 * says what a tag is (1 to 40 characters, at most 20, the same tag in another case once). Needs
 * the plan's tag management (TAG_MANAGEMENT_NOT_IN_PLAN). A locked event takes tags too: they
 * sort the event in analyses and change none of its figures. The same list again appends nothing.
 */
import { DomainError } from '@stride/contracts/errors';
import { checkTags } from '@stride/contracts/event-tags';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import type { SetEventTags, SetPeriodTags } from '../commands.ts';
import { known, periodOf } from '../rules.ts';
import type { EventState } from '../state.ts';

export function setEventTags(command: SetEventTags, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  const tags = tagsOf(command.data.tags, command.data.tagManagement);
  if (sameList(tags, event.tags)) return [];
  return [{ type: 'EventTagsSet', data: { eventId: event.eventId, tags } }];
}

export function setPeriodTags(command: SetPeriodTags, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  const period = periodOf(event, command.data.periodId);
  const tags = tagsOf(command.data.tags, command.data.tagManagement);
  if (sameList(tags, period.tags)) return [];
  return [{ type: 'PeriodTagsSet', data: { eventId: event.eventId, periodId: period.periodId, tags } }];
}

function tagsOf(values: readonly string[], tagManagement: boolean): string[] {
  if (!tagManagement) throw new DomainError('TAG_MANAGEMENT_NOT_IN_PLAN');
  const checked = checkTags(values);
  if ('problem' in checked) throw new DomainError('BAD_USER_INPUT', { field: 'tags', ...checked.problem });
  return checked.tags;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);
