/**
 * The report links (contracts/src/graphql/reports.graphql): asked for on click, in the app's
 * language, then followed (same origin): the browser saves the PDF the link streams.
 */
import { graphql } from '../../../gql/gql.ts';
import type { EventReportOptions, PlayerReportOptions, WeeklyReportOptions } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const EVENT_LINK = graphql(/* GraphQL */ `
  query EventReportLink($eventId: ID!, $locale: String, $options: EventReportOptions) {
    getEventReportLink(eventId: $eventId, locale: $locale, options: $options) {
      url
      fileName
    }
  }
`);

const PLAYER_LINK = graphql(/* GraphQL */ `
  query PlayerReportLink($playerId: ID!, $locale: String, $options: PlayerReportOptions) {
    getPlayerReportLink(playerId: $playerId, locale: $locale, options: $options) {
      url
      fileName
    }
  }
`);

const WEEKLY_LINK = graphql(/* GraphQL */ `
  query TeamWeeklyReportLink($teamId: ID!, $week: Date, $locale: String, $options: WeeklyReportOptions) {
    getTeamWeeklyReportLink(teamId: $teamId, week: $week, locale: $locale, options: $options) {
      url
      fileName
    }
  }
`);

export type ReportRequest =
  | { readonly kind: 'event'; readonly eventId: string; readonly options: EventReportOptions }
  | { readonly kind: 'player'; readonly playerId: string; readonly options: PlayerReportOptions }
  | {
      readonly kind: 'weekly';
      readonly teamId: string;
      readonly week: string;
      readonly options: WeeklyReportOptions;
    };

/** The link of a report, signed for ten minutes. */
export async function reportLink(request: ReportRequest, locale: string): Promise<string> {
  switch (request.kind) {
    case 'event':
      return (await api.request(EVENT_LINK, { eventId: request.eventId, locale, options: request.options }))
        .getEventReportLink.url;
    case 'player':
      return (
        await api.request(PLAYER_LINK, { playerId: request.playerId, locale, options: request.options })
      ).getPlayerReportLink.url;
    case 'weekly':
      return (
        await api.request(WEEKLY_LINK, {
          teamId: request.teamId,
          week: request.week,
          locale,
          options: request.options,
        })
      ).getTeamWeeklyReportLink.url;
    default: {
      const _exhaustive: never = request;
      return _exhaustive;
    }
  }
}
