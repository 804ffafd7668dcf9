/**
 * What a team export covers and who may have it, checked by the link queries and again by the
 * download (as the user is then): the team (its club's staff: `event.read` for the records,
 * `workload.read` for the workload), the contents (default both, file order RECORDS then
 * WORKLOAD) and the days (a season, or `from`…`to` of at most 400 days, or the current season).
 */
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import { authorize, signedIn } from '../auth/authorize.ts';
import type { ApiContext } from '../context.ts';
import { findTeam, type TeamModel } from '../read-model/catalog.ts';
import type { Queryable } from '../read-model/connection.ts';
import { seasonOrCurrent } from '../read-model/seasons.ts';
import { checkRange } from '../resolvers/workload/queries.ts';
import { idOf } from '../resolvers/ids.ts';

export const TEAM_DATA_CONTENTS = ['RECORDS', 'WORKLOAD'] as const;
export type TeamDataContent = (typeof TEAM_DATA_CONTENTS)[number];

const ACTION: Readonly<Record<TeamDataContent, Action>> = {
  RECORDS: 'event.read',
  WORKLOAD: 'workload.read',
};

/** The asked contents in file order, without repeats; default both, none asked: BAD_USER_INPUT. */
export function contentsOf(asked: readonly string[] | null | undefined): TeamDataContent[] {
  if (asked === null || asked === undefined) return [...TEAM_DATA_CONTENTS];
  const contents = TEAM_DATA_CONTENTS.filter((c) => asked.includes(c));
  if (contents.length === 0) throw new DomainError('BAD_USER_INPUT', { field: 'content', reason: 'empty' });
  return contents;
}

/** The team, once the caller may read every asked content there. */
export async function exportTeam(
  context: Pick<ApiContext, 'viewer' | 'deps'>,
  rawTeamId: string,
  contents: readonly TeamDataContent[],
): Promise<TeamModel> {
  // Anonymous callers learn nothing, not even whether an id exists.
  signedIn(context);
  const team = await findTeam(context.deps.db, idOf(rawTeamId, 'TEAM_NOT_FOUND'));
  if (team === null) throw new DomainError('TEAM_NOT_FOUND');
  for (const content of contents)
    authorize(context, ACTION[content], { clubId: team.clubId, teamId: team.id });
  return team;
}

export interface ExportPeriod {
  readonly from: string;
  readonly to: string;
  /** The season exported, with its name; null for a date range. */
  readonly season: { readonly id: string; readonly name: string } | null;
}

/** The days to export: the season named, the range given, or the team's current season. */
export async function exportPeriod(
  db: Queryable,
  teamId: string,
  args: { seasonId?: string | null; from?: string | null; to?: string | null },
  now: Date,
): Promise<ExportPeriod> {
  const { seasonId = null, from = null, to = null } = args;
  if (seasonId !== null && (from !== null || to !== null))
    throw new DomainError('BAD_USER_INPUT', { field: 'seasonId', reason: 'seasonAndDates' });
  if (from !== null && to !== null) {
    checkRange(from, to);
    return { from, to, season: null };
  }
  if (from !== null || to !== null)
    throw new DomainError('INVALID_DATE_RANGE', { field: from === null ? 'from' : 'to', reason: 'missing' });
  const season = await seasonOrCurrent(
    db,
    teamId,
    seasonId === null ? null : idOf(seasonId, 'SEASON_NOT_FOUND'),
    now,
  );
  checkRange(season.startDate, season.endDate);
  return { from: season.startDate, to: season.endDate, season: { id: season.id, name: season.name } };
}
