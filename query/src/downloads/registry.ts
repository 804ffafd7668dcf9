/**
 * The files `GET /downloads/v1/<token>/<name>` serves, by the kind a link names (links.ts). Each
 * handler checks the viewer's access itself, with the rules of the query that issues its links.
 */
import { rawArchiveDownload } from '../raw-archive/archive.ts';
import { fieldWizDownload } from '../raw-archive/fieldwiz.ts';
import { FIELDWIZ_FILE, RAW_ARCHIVE_FILE } from '../raw-archive/names.ts';
import type { DownloadHandler } from './downloads.ts';
import { EVENT_DATA_CSV, EVENT_DATA_XLSX, eventDataCsv, eventDataXlsx } from '../exports/event-downloads.ts';
import { eventReportDownload, playerReportDownload, weeklyReportDownload } from '../reports/downloads.ts';
import { teamDataDownloads } from '../team-exports/download.ts';

export const DOWNLOAD_HANDLERS: Readonly<Record<string, DownloadHandler>> = {
  [RAW_ARCHIVE_FILE]: rawArchiveDownload,
  [FIELDWIZ_FILE]: fieldWizDownload,
  [EVENT_DATA_CSV]: eventDataCsv,
  [EVENT_DATA_XLSX]: eventDataXlsx,
  'event-report': eventReportDownload,
  'player-report': playerReportDownload,
  'team-weekly-report': weeklyReportDownload,
  ...teamDataDownloads,
};
