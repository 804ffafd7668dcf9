/**
 * What the header names besides the app: the club of the signed-in member and, on the pages of a
 * team, an event or a player, that team (a link back to its events). The team is looked up from
 * the path: a team page names it, an event page through the event, a player page through the
 * event it shows or else the club's players. Small queries of their own, kept a while: an event's
 * team never changes, a team is rarely renamed. Failures are left to the page (silent).
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/gql.ts';
import type { HeaderTeamQuery } from '../gql/graphql.ts';
import { teamSourceOf, type TeamSource } from '../routing/navigation.ts';
import type { AreaName, Params } from '../routing/routes.ts';
import { api } from '../services.ts';

const HEADER_EVENT = graphql(/* GraphQL */ `
  query HeaderEvent($eventId: ID!) {
    event(eventId: $eventId) {
      id
      teamId
    }
  }
`);
const HEADER_PLAYERS = graphql(/* GraphQL */ `
  query HeaderPlayers($clubId: ID!) {
    clubPlayers(clubId: $clubId, archived: true) {
      id
      teamId
    }
  }
`);
const HEADER_TEAM = graphql(/* GraphQL */ `
  query HeaderTeam($teamId: ID!) {
    team(teamId: $teamId) {
      id
      name
    }
  }
`);

const FIVE_MINUTES = 5 * 60_000;
/** The page reports its own failures; the header then names less. */
const SILENT = { silent: true } as const;

/** The team's id for a page (undefined while it is looked up or when there is none). */
function useTeamId(source: TeamSource | null, clubId: string | null): string | undefined {
  const eventId = source?.kind === 'event' ? source.eventId : '';
  const event = useQuery({
    queryKey: ['header', 'event', eventId],
    queryFn: async ({ signal }) => (await api.request(HEADER_EVENT, { eventId }, { signal })).event,
    enabled: eventId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    meta: SILENT,
  });
  const playerId = source?.kind === 'player' ? source.playerId : '';
  const players = useQuery({
    queryKey: ['header', 'players', clubId ?? ''],
    queryFn: async ({ signal }) =>
      (await api.request(HEADER_PLAYERS, { clubId: clubId ?? '' }, { signal })).clubPlayers,
    enabled: playerId !== '' && clubId !== null,
    staleTime: FIVE_MINUTES,
    meta: SILENT,
  });
  if (source === null) return undefined;
  if (source.kind === 'team') return source.teamId;
  if (source.kind === 'event') return event.data?.teamId;
  return players.data?.find((player) => player.id === playerId)?.teamId;
}

export type HeaderTeam = NonNullable<HeaderTeamQuery['team']>;

/** The team a page belongs to, once known; null on pages outside a team. */
export function useHeaderTeam(
  area: AreaName | null,
  params: Params,
  clubId: string | null,
): HeaderTeam | null {
  const teamId = useTeamId(teamSourceOf(area, params), clubId);
  const team = useQuery({
    queryKey: ['header', 'team', teamId ?? ''],
    queryFn: async ({ signal }) =>
      (await api.request(HEADER_TEAM, { teamId: teamId ?? '' }, { signal })).team,
    enabled: teamId !== undefined,
    staleTime: FIVE_MINUTES,
    meta: SILENT,
  });
  return teamId === undefined ? null : (team.data ?? null);
}
