/**
 * What the three report downloads share: the caller's context for the access checks of the
 * queries that issue their links, the report's language and format, and the PDF streamed to the
 * response (the document is piped as it is drawn, never held whole).
 */
import type http from 'node:http';
import { finished } from 'node:stream/promises';
import { DomainError } from '@stride/contracts/errors';
import type { ApiContext, ApiDependencies, Viewer } from '../context.ts';
import { safeFileName } from '../downloads/links.ts';
import { findClub } from '../read-model/catalog.ts';
import { reportFormat, type ReportFormat } from './format.ts';
import { newReport, pageFooters, type Doc } from './pdf.ts';
import { isReportLocale, type ReportLocale } from './strings.ts';

/**
 * The download's caller as the target checks (eventTarget, teamTarget, playerTarget) read it: they
 * use the viewer and the dependencies only.
 */
export const downloadContext = (viewer: Viewer, deps: ApiDependencies): ApiContext =>
  ({ viewer, deps }) as unknown as ApiContext;

/** The locale asked for, else the caller's account language, else en-GB; `BAD_USER_INPUT` for an unknown one. */
export function reportLocale(asked: string | null | undefined, viewer: Viewer): ReportLocale {
  if (asked !== null && asked !== undefined) {
    if (!isReportLocale(asked)) throw new DomainError('BAD_USER_INPUT', { field: 'locale' });
    return asked;
  }
  const own = viewer.principal?.user.locale;
  return isReportLocale(own) ? own : 'en-GB';
}

export async function formatForClub(
  deps: ApiDependencies,
  clubId: string,
  locale: ReportLocale,
): Promise<ReportFormat> {
  const club = await findClub(deps.db, clubId);
  return reportFormat(locale, club?.timeZone ?? 'Europe/Paris');
}

/** Streams a PDF drawn by `draw` (after every read and check: refusals come before the headers). */
export async function sendPdf(
  res: http.ServerResponse,
  f: ReportFormat,
  fileName: string,
  title: string,
  draw: (doc: Doc) => void,
  landscape = false,
): Promise<void> {
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${safeFileName(fileName)}"`,
    'cache-control': 'no-store',
  });
  const doc = newReport(title, landscape);
  doc.pipe(res);
  draw(doc);
  pageFooters(doc, f, title);
  doc.end();
  await finished(res);
}

/** `<Kind>-<name>-<day>.pdf`, safe in a URL and a header. */
export const reportFileName = (kind: string, name: string, day: string): string =>
  safeFileName(`${kind}-${name}-${day}.pdf`);
