/**
 * Decide, a team's data ranges (speed in km/h, acceleration in m/s²), copied into each
 * new event, within the plan's limit.
 */
import { DomainError } from '@stride/contracts/errors';
import type { TeamRangeCreated, TeamRangeDeleted, TeamRangeUpdated } from '@stride/contracts/events/club';
import { isRangeType, rangeProblem, type DataRange } from '@stride/contracts/ranges';
import { badInput } from '../validation.ts';
import type { DeleteTeamRange, SaveTeamRange } from '../commands.ts';
import { active, team } from '../rules.ts';
import type { ClubState } from '../state.ts';

export function saveTeamRange(
  command: SaveTeamRange,
  state: ClubState,
): [TeamRangeCreated] | [TeamRangeUpdated] {
  const club = active(state);
  const { data } = command;
  const current = team(club, data.teamId);
  if (!isRangeType(data.rangeType)) throw new DomainError('INVALID_RANGE_TYPE', { type: data.rangeType });
  const problem = rangeProblem(data.rangeType, data.name, data.min, data.max);
  if (problem !== null) throw new DomainError('BAD_USER_INPUT', problem);
  const range: DataRange = {
    id: data.rangeId,
    type: data.rangeType,
    name: data.name.trim(),
    min: data.min,
    max: data.max,
  };
  const exists = current.ranges.some((r) => r.id === data.rangeId);
  if (command.type === 'UpdateTeamRange') {
    if (!exists) throw badInput('id', 'notFound');
    return [{ type: 'TeamRangeUpdated', data: { clubId: club.clubId, teamId: data.teamId, range } }];
  }
  if (exists) throw badInput('id', 'exists');
  const limit = club.subscription.limits.ranges;
  if (current.ranges.length >= limit) throw new DomainError('RANGE_LIMIT_REACHED', { limit });
  return [{ type: 'TeamRangeCreated', data: { clubId: club.clubId, teamId: data.teamId, range } }];
}

export function deleteTeamRange(command: DeleteTeamRange, state: ClubState): [TeamRangeDeleted] {
  const club = active(state);
  const current = team(club, command.data.teamId);
  if (!current.ranges.some((r) => r.id === command.data.rangeId)) throw badInput('id', 'notFound');
  return [
    {
      type: 'TeamRangeDeleted',
      data: { clubId: club.clubId, teamId: command.data.teamId, rangeId: command.data.rangeId },
    },
  ];
}
