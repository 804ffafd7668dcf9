/**
 * The progress of team exports (`teamDataExportProgress`): an in-process registry keyed by the
 * export's id (the link's `exportId` parameter). The link query registers the export with its
 * expected total; the download handler counts its steps (an event of the records, a player of the
 * workload) as it writes them. An entry is forgotten a minute after its file ended, or when its
 * link expired unused. Another API process serving the file is not seen: the progress is then
 * null, and the web app shows the download without a bar.
 */
import { TOKEN_LIFETIMES } from '@stride/contracts/account';

export interface ExportProgress {
  readonly id: string;
  /** The user the link is for: nobody else reads its progress. */
  readonly userId: string;
  done: number;
  total: number;
  finished: boolean;
}

/** How long a finished export's progress stays readable. */
const KEEP_FINISHED_MS = 60_000;

const exports = new Map<string, ExportProgress>();
const timers = new Map<string, NodeJS.Timeout>();

function forgetAfter(id: string, ms: number): void {
  clearTimeout(timers.get(id));
  const timer = setTimeout(() => {
    exports.delete(id);
    timers.delete(id);
  }, ms);
  timer.unref();
  timers.set(id, timer);
}

/** A link was issued: its export shows 0 of `total` until it streams. */
export function registerExport(id: string, userId: string, total: number): void {
  exports.set(id, { id, userId, done: 0, total, finished: false });
  forgetAfter(id, TOKEN_LIFETIMES.downloadSeconds * 1000);
}

/** The download began (again): counts restart from 0 of the total it found. */
export function startExport(id: string, userId: string, total: number): ExportProgress {
  const progress: ExportProgress = { id, userId, done: 0, total, finished: false };
  exports.set(id, progress);
  forgetAfter(id, TOKEN_LIFETIMES.downloadSeconds * 1000);
  return progress;
}

/** The file ended (or the client went away): readable for another minute. */
export function endExport(progress: ExportProgress, finished: boolean): void {
  progress.finished = finished;
  if (finished) progress.done = progress.total;
  forgetAfter(progress.id, KEEP_FINISHED_MS);
}

/** The export's progress for `userId`, or null (unknown here, or someone else's). */
export function exportProgress(id: string, userId: string): ExportProgress | null {
  const progress = exports.get(id);
  return progress === undefined || progress.userId !== userId ? null : progress;
}
