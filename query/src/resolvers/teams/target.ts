/** The team an argument names, with its club: what team resolvers authorize against. */
import type { CommandContext } from '@stride/command/handler';
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import type { GraphQLResolveInfo } from 'graphql';
import { authorize, signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import { findTeam, type TeamModel } from '../../read-model/catalog.ts';
import { catalogCommand, type Written } from '../command-then-read.ts';
import { idOf } from '../ids.ts';

/** The team an argument names, once the caller may do `action` there. */
export async function teamTarget(context: ApiContext, rawTeamId: string, action: Action): Promise<TeamModel> {
  // Anonymous callers learn nothing, not even whether an id exists.
  signedIn(context);
  const team = await findTeam(context.deps.db, idOf(rawTeamId, 'TEAM_NOT_FOUND'));
  if (team === null) throw new DomainError('TEAM_NOT_FOUND');
  authorize(context, action, { clubId: team.clubId, teamId: team.id });
  return team;
}

type TeamCommand<Result> = (team: TeamModel, command: CommandContext) => Promise<Result>;

/**
 * A command on one team: find it (its club), check the caller may `action` there, run the
 * command, answer from the read model: with the team, or with what `read` finds of the command's
 * result (a season or a player it made).
 */
export function onTeam(
  context: ApiContext,
  info: GraphQLResolveInfo,
  rawTeamId: string,
  action: Action,
  mutation: string,
  run: TeamCommand<Written>,
): Promise<TeamModel>;
export function onTeam<Result extends Written, Model>(
  context: ApiContext,
  info: GraphQLResolveInfo,
  rawTeamId: string,
  action: Action,
  mutation: string,
  run: TeamCommand<Result>,
  read: (result: Result, team: TeamModel) => Promise<Model | null>,
): Promise<Model>;
export async function onTeam(
  context: ApiContext,
  info: GraphQLResolveInfo,
  rawTeamId: string,
  action: Action,
  mutation: string,
  run: TeamCommand<Written>,
  read: (result: Written, team: TeamModel) => Promise<unknown> = (_r, team) =>
    findTeam(context.deps.db, team.id),
): Promise<unknown> {
  const team = await teamTarget(context, rawTeamId, action);
  return catalogCommand(
    context,
    info,
    mutation,
    (command) => run(team, command),
    (result) => read(result, team),
  );
}
