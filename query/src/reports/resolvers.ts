/**
 * `getEventReportLink`, `getPlayerReportLink` and `getTeamWeeklyReportLink`
 * (contracts/src/graphql/reports.graphql): after the access check, a signed link naming the
 * report, its language and its options; the download (downloads.ts) checks the access again.
 */
import { calendarDay, isDay, mondayOf } from '@stride/contracts/workload/calendar';
import { DomainError } from '@stride/contracts/errors';
import type { QueryResolvers } from '../generated/resolvers.ts';
import { downloadLinkFor } from '../downloads/downloads.ts';
import { findEvent } from '../read-model/events.ts';
import { eventTarget } from '../resolvers/events/target.ts';
import { playerTarget } from '../resolvers/players/target.ts';
import { teamTarget } from '../resolvers/teams/target.ts';
import {
  checkWeeks,
  EVENT_REPORT_DEFAULTS,
  PLAYER_REPORT_DEFAULTS,
  toParams,
  WEEKLY_REPORT_DEFAULTS,
  withDefaults,
} from './options.ts';
import { reportFileName, reportLocale } from './send.ts';
import { findClub } from '../read-model/catalog.ts';

export const reportQueries = {
  getEventReportLink: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const locale = reportLocale(args.locale, context.viewer);
    const options = withDefaults(EVENT_REPORT_DEFAULTS, args.options);
    const event = await findEvent(context.deps.db, eventId);
    const day = (event?.startDate ?? context.deps.now()).toISOString().slice(0, 10);
    return downloadLinkFor(
      context,
      'event-report',
      { eventId, locale, ...toParams(options) },
      reportFileName('Report', event?.name ?? 'event', day),
    );
  },

  getPlayerReportLink: async (_p, args, context) => {
    const player = await playerTarget(context, args.playerId, 'workload.read');
    const locale = reportLocale(args.locale, context.viewer);
    const options = withDefaults(PLAYER_REPORT_DEFAULTS, args.options);
    checkWeeks(options.weeks);
    const club = await findClub(context.deps.db, player.clubId);
    const day = calendarDay(context.deps.now().getTime(), club?.timeZone ?? 'Europe/Paris');
    return downloadLinkFor(
      context,
      'player-report',
      { playerId: player.id, locale, ...toParams(options) },
      reportFileName('Report', `${player.firstName} ${player.lastName}`, day),
    );
  },

  getTeamWeeklyReportLink: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'workload.read');
    const locale = reportLocale(args.locale, context.viewer);
    const options = withDefaults(WEEKLY_REPORT_DEFAULTS, args.options);
    const club = await findClub(context.deps.db, team.clubId);
    const asked = args.week ?? calendarDay(context.deps.now().getTime(), club?.timeZone ?? 'Europe/Paris');
    if (!isDay(asked)) throw new DomainError('BAD_USER_INPUT', { field: 'week' });
    const monday = mondayOf(asked);
    return downloadLinkFor(
      context,
      'team-weekly-report',
      { teamId: team.id, week: monday, locale, ...toParams(options) },
      reportFileName('Weekly-report', team.name, monday),
    );
  },
} satisfies QueryResolvers;
