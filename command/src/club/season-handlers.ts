/**
 * Command entry points of a team's seasons and the club's drill list (issue 19), as the API calls
 * them; `clubCommands` (handlers.ts) spreads them in.
 */
import { derivedId, type CommandContext } from '../handler.ts';
import type { CreateSeason } from './commands.ts';
import type { HandleClub, Written } from './staff-handlers.ts';

export type SeasonInput = Omit<CreateSeason['data'], 'teamId' | 'seasonId'>;

export interface SeasonCommands {
  /** INVALID_DATE_RANGE, SEASON_OVERLAP, TEAM_NOT_FOUND; `seasonId` derives from the command id. */
  createSeason(
    clubId: string,
    teamId: string,
    input: SeasonInput,
    context: CommandContext,
  ): Promise<{ seasonId: string } & Written>;
  /** The season whole. SEASON_NOT_FOUND, INVALID_DATE_RANGE, SEASON_OVERLAP. */
  updateSeason(
    clubId: string,
    teamId: string,
    seasonId: string,
    input: SeasonInput,
    context: CommandContext,
  ): Promise<Written>;
  deleteSeason(clubId: string, teamId: string, seasonId: string, context: CommandContext): Promise<Written>;
  /** Null: the season whose dates hold the club's today. SEASON_NOT_FOUND. */
  chooseCurrentSeason(
    clubId: string,
    teamId: string,
    seasonId: string | null,
    context: CommandContext,
  ): Promise<Written>;
  /** TAG_MANAGEMENT_NOT_IN_PLAN; a name the club has (any case) is BAD_USER_INPUT `duplicate`. */
  createDrill(clubId: string, name: string, context: CommandContext): Promise<{ drillId: string } & Written>;
  /** DRILL_NOT_FOUND, TAG_MANAGEMENT_NOT_IN_PLAN. */
  renameDrill(clubId: string, drillId: string, name: string, context: CommandContext): Promise<Written>;
  deleteDrill(clubId: string, drillId: string, context: CommandContext): Promise<Written>;
}

export function seasonCommands(handleClub: HandleClub): SeasonCommands {
  const written = async (promise: ReturnType<HandleClub>): Promise<Written> => ({
    position: (await promise).position,
  });
  return {
    async createSeason(clubId, teamId, input, context) {
      const seasonId = derivedId('season', context.commandId);
      const { name, league, startDate, endDate } = input;
      const result = await handleClub(
        clubId,
        { type: 'CreateSeason', data: { teamId, seasonId, name, league, startDate, endDate } },
        context,
      );
      return { seasonId, position: result.position };
    },
    updateSeason: (clubId, teamId, seasonId, input, context) => {
      const { name, league, startDate, endDate } = input;
      return written(
        handleClub(
          clubId,
          { type: 'UpdateSeason', data: { teamId, seasonId, name, league, startDate, endDate } },
          context,
        ),
      );
    },
    deleteSeason: (clubId, teamId, seasonId, context) =>
      written(handleClub(clubId, { type: 'DeleteSeason', data: { teamId, seasonId } }, context)),
    chooseCurrentSeason: (clubId, teamId, seasonId, context) =>
      written(handleClub(clubId, { type: 'ChooseCurrentSeason', data: { teamId, seasonId } }, context)),
    async createDrill(clubId, name, context) {
      const drillId = derivedId('drill', context.commandId);
      const result = await handleClub(clubId, { type: 'CreateDrill', data: { drillId, name } }, context);
      return { drillId, position: result.position };
    },
    renameDrill: (clubId, drillId, name, context) =>
      written(handleClub(clubId, { type: 'RenameDrill', data: { drillId, name } }, context)),
    deleteDrill: (clubId, drillId, context) =>
      written(handleClub(clubId, { type: 'DeleteDrill', data: { drillId } }, context)),
  };
}
