/** The team an argument names, with its club: what team resolvers authorize against. */
import { DomainError } from '@stride/contracts/errors';
import type { Target } from '@stride/contracts/permissions';
import { signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import { findTeam, type TeamModel } from '../../read-model/catalog.ts';
import { idOf } from '../ids.ts';

// Anonymous callers learn nothing, not even whether an id exists.
export async function teamTarget(
  context: ApiContext,
  rawTeamId: string,
): Promise<Target & { team: TeamModel }> {
  signedIn(context);
  const team = await findTeam(context.deps.db, idOf(rawTeamId, 'TEAM_NOT_FOUND'));
  if (team === null) throw new DomainError('TEAM_NOT_FOUND');
  return { clubId: team.clubId, teamId: team.id, team };
}
