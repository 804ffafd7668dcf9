/** The kinds of file the raw archive module serves (downloads/registry.ts) and their names. */
import { safeFileName } from '../downloads/links.ts';

export const RAW_ARCHIVE_FILE = 'event-raw-archive';

export const FIELDWIZ_FILE = 'event-fieldwiz-csv';

/** `-yyyy-mm-dd` of the event's start (in UTC), or nothing. */
const day = (startDate: Date | string | null): string =>
  startDate === null ? '' : `-${new Date(startDate).toISOString().slice(0, 10)}`;

/** The archive's name: `<event-name>-<yyyy-mm-dd>-raw.zip`. */
export const rawArchiveFileName = (name: string, startDate: Date | string | null): string =>
  safeFileName(`${name}${day(startDate)}-raw.zip`);

/** `<event-name>-<yyyy-mm-dd>-fieldwiz[-legacy].csv`. */
export const fieldWizFileName = (name: string, startDate: Date | string | null, useNew: boolean): string =>
  safeFileName(`${name}${day(startDate)}-fieldwiz${useNew ? '' : '-legacy'}.csv`);

/** `content-disposition` of an attachment (the name comes from `safeFileName`: no quoting needed). */
export const attachment = (fileName: string): string => `attachment; filename="${fileName}"`;
