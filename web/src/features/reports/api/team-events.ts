/** The team's latest events, for the team report page's event chooser (`teamEvents`). */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';

const TEAM_EVENTS = graphql(/* GraphQL */ `
  query ReportTeamEvents($teamId: ID!) {
    teamEvents(teamId: $teamId, limit: 20) {
      items {
        id
        name
        startDate
      }
    }
  }
`);

export function useReportTeamEvents(teamId: string) {
  return useQuery({
    queryKey: ['reports', 'team-events', teamId],
    queryFn: async ({ signal }) => (await api.request(TEAM_EVENTS, { teamId }, { signal })).teamEvents.items,
  });
}
