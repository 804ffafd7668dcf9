/**
 * `GET /downloads/v1/<token>/<name>` for a team export (kinds `team-data-csv`, `team-data-xlsx`):
 * the access of the link query checked again for the user as they are now, then the file streamed
 * (RECORDS then WORKLOAD), its progress counted under the link's export id.
 */
import { DomainError } from '@stride/contracts/errors';
import { calendarDay } from '@stride/contracts/workload/calendar';
import { findClub } from '../read-model/catalog.ts';
import { teamWorkloadPlayers } from '../read-model/workload.ts';
import { checkRange } from '../resolvers/workload/queries.ts';
import type { DownloadHandler, DownloadRequest } from '../downloads/downloads.ts';
import { endExport, startExport } from './progress.ts';
import { countExportEvents } from './read.ts';
import { contentsOf, exportTeam } from './scope.ts';
import { csvSink, csvZipSink, xlsxSink, type ExportSink } from './sinks.ts';
import { writeRecords, writeWorkload } from './write.ts';

export type TeamDataFormat = 'csv' | 'xlsx';

/** The download kinds, by format. */
export const TEAM_DATA_FILES: Readonly<Record<TeamDataFormat, string>> = {
  csv: 'team-data-csv',
  xlsx: 'team-data-xlsx',
};

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The file's extension: a CSV of one content, a zip of CSVs for both, or a workbook. */
export const extensionOf = (format: TeamDataFormat, contents: number): keyof typeof TYPES =>
  format === 'xlsx' ? 'xlsx' : contents > 1 ? 'zip' : 'csv';

function param(request: DownloadRequest, name: string): string {
  const value = request.params[name];
  if (value === undefined || value === '') throw new DomainError('INVALID_TOKEN');
  return value;
}

async function streamTeamData(format: TeamDataFormat, request: DownloadRequest): Promise<void> {
  const { viewer, deps, res } = request;
  const contents = contentsOf(param(request, 'content').split(','));
  const team = await exportTeam({ viewer, deps }, param(request, 'teamId'), contents);
  const [from, to] = [param(request, 'from'), param(request, 'to')];
  checkRange(from, to);
  const club = await findClub(deps.db, team.clubId);
  const today = calendarDay(deps.now().getTime(), club?.timeZone ?? 'UTC');
  const days = { teamId: team.id, from, to };
  const events = contents.includes('RECORDS') ? await countExportEvents(deps.db, days) : 0;
  const players = contents.includes('WORKLOAD') ? (await teamWorkloadPlayers(deps.db, team.id)).length : 0;

  const extension = extensionOf(format, contents.length);
  res.writeHead(200, {
    'content-type': TYPES[extension],
    'content-disposition': `attachment; filename="${param(request, 'name')}"`,
    'cache-control': 'no-store',
  });
  if (request.req.method === 'HEAD') return void res.end();
  const progress = startExport(param(request, 'exportId'), viewer.actorId, events + players);
  const sink: ExportSink =
    extension === 'xlsx' ? xlsxSink(res) : extension === 'zip' ? csvZipSink(res) : csvSink(res);
  const step = (count: number) => {
    progress.done = Math.min(progress.total, progress.done + count);
  };
  const stopped = () => res.destroyed;
  let finished = false;
  try {
    if (contents.includes('RECORDS')) await writeRecords(deps.db, sink, days, step, stopped);
    if (contents.includes('WORKLOAD')) await writeWorkload(deps.db, sink, { ...days, today }, step, stopped);
    if (!stopped()) await sink.finish();
    finished = res.writableFinished;
  } finally {
    endExport(progress, finished);
  }
}

export const teamDataDownloads: Readonly<Record<string, DownloadHandler>> = {
  [TEAM_DATA_FILES.csv]: (request) => streamTeamData('csv', request),
  [TEAM_DATA_FILES.xlsx]: (request) => streamTeamData('xlsx', request),
};
