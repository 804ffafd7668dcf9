/**
 * `getTeamDataCSVLink`, `getTeamDataXLSXLink` and `teamDataExportProgress`
 * (contracts/src/graphql/season-exports.graphql): a team export's signed link with what its file
 * will hold, and how far the file has streamed.
 */
import { randomUUID } from 'node:crypto';
import { signedIn } from '../auth/authorize.ts';
import type { ApiContext } from '../context.ts';
import { downloadLinkFor } from '../downloads/downloads.ts';
import { safeFileName } from '../downloads/links.ts';
import type { QueryGetTeamDataCSVLinkArgs, QueryResolvers } from '../generated/resolvers.ts';
import { teamWorkloadPlayers } from '../read-model/workload.ts';
import { extensionOf, TEAM_DATA_FILES, type TeamDataFormat } from './download.ts';
import { exportProgress, registerExport } from './progress.ts';
import { countExportEvents } from './read.ts';
import { contentsOf, exportPeriod, exportTeam } from './scope.ts';

async function teamDataLink(format: TeamDataFormat, args: QueryGetTeamDataCSVLinkArgs, context: ApiContext) {
  const contents = contentsOf(args.content);
  const team = await exportTeam(context, args.teamId, contents);
  const { db } = context.deps;
  const period = await exportPeriod(db, team.id, args, context.deps.now());
  const days = { teamId: team.id, from: period.from, to: period.to };
  const events = contents.includes('RECORDS') ? await countExportEvents(db, days) : 0;
  const players = contents.includes('WORKLOAD') ? (await teamWorkloadPlayers(db, team.id)).length : 0;
  const id = randomUUID();
  const what = period.season?.name ?? `${period.from}_${period.to}`;
  const name = safeFileName(
    `${team.name} ${what} ${contents.join(' ').toLowerCase()}.${extensionOf(format, contents.length)}`,
  );
  const link = await downloadLinkFor(
    context,
    TEAM_DATA_FILES[format],
    { exportId: id, teamId: team.id, from: period.from, to: period.to, content: contents.join(','), name },
    name,
  );
  registerExport(id, context.viewer.actorId, events + players);
  return {
    id,
    link,
    from: period.from,
    to: period.to,
    seasonId: period.season?.id ?? null,
    content: contents,
    events,
    players,
    total: events + players,
  };
}

export const teamExportQueries = {
  getTeamDataCSVLink: (_p, args, context) => teamDataLink('csv', args, context),
  getTeamDataXLSXLink: (_p, args, context) => teamDataLink('xlsx', args, context),
  teamDataExportProgress: (_p, args, context) => {
    signedIn(context);
    const progress = exportProgress(args.exportId, context.viewer.actorId);
    return progress === null ? null : { ...progress };
  },
} satisfies QueryResolvers;
