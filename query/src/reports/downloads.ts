/**
 * The report downloads (registry.ts): each checks the caller's access with the rules of the query
 * that issued its link (resolvers.ts), reads the figures, then streams the PDF.
 */
import { calendarDay } from '@stride/contracts/workload/calendar';
import { DomainError } from '@stride/contracts/errors';
import type { DownloadHandler } from '../downloads/downloads.ts';
import { eventTarget } from '../resolvers/events/target.ts';
import { playerTarget } from '../resolvers/players/target.ts';
import { teamTarget } from '../resolvers/teams/target.ts';
import { drawEventReport, readEventReport } from './event-report.ts';
import {
  checkWeeks,
  EVENT_REPORT_DEFAULTS,
  fromParams,
  PLAYER_REPORT_DEFAULTS,
  WEEKLY_REPORT_DEFAULTS,
} from './options.ts';
import { drawPlayerReport, fullName, readPlayerReport, reportWeeks } from './player-report.ts';
import { downloadContext, formatForClub, reportFileName, reportLocale, sendPdf } from './send.ts';
import { text } from './strings.ts';
import { drawWeeklyReport, readWeeklyReport } from './weekly-report.ts';

export const eventReportDownload: DownloadHandler = async ({ viewer, params, deps, res }) => {
  const { eventId, clubId } = await eventTarget(
    downloadContext(viewer, deps),
    params['eventId'] ?? '',
    'event.read',
  );
  const f = await formatForClub(deps, clubId, reportLocale(params['locale'], viewer));
  const options = fromParams(EVENT_REPORT_DEFAULTS, params);
  const data = await readEventReport(deps.db, eventId);
  if (data === null) throw new DomainError('EVENT_NOT_FOUND');
  const day = data.event.startDate === null ? '' : calendarDay(data.event.startDate.getTime(), f.timeZone);
  await sendPdf(
    res,
    f,
    reportFileName('Report', data.event.name, day),
    `${text(f.locale, 'eventReport')}: ${data.event.name}`,
    (doc) => drawEventReport(doc, f, data, options),
    true,
  );
};

export const playerReportDownload: DownloadHandler = async ({ viewer, params, deps, res }) => {
  const player = await playerTarget(downloadContext(viewer, deps), params['playerId'] ?? '', 'workload.read');
  const f = await formatForClub(deps, player.clubId, reportLocale(params['locale'], viewer));
  const options = fromParams(PLAYER_REPORT_DEFAULTS, params);
  checkWeeks(options.weeks);
  const range = reportWeeks(deps.now(), f.timeZone, options.weeks);
  const data = await readPlayerReport(deps.db, player, range, f.timeZone);
  const name = fullName(player);
  await sendPdf(
    res,
    f,
    reportFileName('Report', name, range.to),
    `${text(f.locale, 'playerReport')}: ${name}`,
    (doc) => drawPlayerReport(doc, f, data, options),
    true,
  );
};

export const weeklyReportDownload: DownloadHandler = async ({ viewer, params, deps, res }) => {
  const team = await teamTarget(downloadContext(viewer, deps), params['teamId'] ?? '', 'workload.read');
  const f = await formatForClub(deps, team.clubId, reportLocale(params['locale'], viewer));
  const options = fromParams(WEEKLY_REPORT_DEFAULTS, params);
  const today = calendarDay(deps.now().getTime(), f.timeZone);
  const data = await readWeeklyReport(deps.db, team, params['week'] ?? today, today, f.timeZone);
  await sendPdf(
    res,
    f,
    reportFileName('Weekly-report', team.name, data.monday),
    `${text(f.locale, 'weeklyReport')}: ${team.name}`,
    (doc) => drawWeeklyReport(doc, f, data, options),
  );
};
