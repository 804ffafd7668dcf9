/**
 * A team export (issue 21, docs/season-exports.md): its link asked on click (CSV or XLSX, a season
 * or dates, records and/or workload), then its progress polled while the browser downloads it
 * (`teamDataExportProgress`: null when the API process serving the file is another one).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { TeamDataContent } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const CSV_LINK = graphql(/* GraphQL */ `
  query TeamDataCsvLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {
    getTeamDataCSVLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {
      ...TeamDataExportFields
    }
  }
`);

const XLSX_LINK = graphql(/* GraphQL */ `
  query TeamDataXlsxLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {
    getTeamDataXLSXLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {
      ...TeamDataExportFields
    }
  }
`);

graphql(/* GraphQL */ `
  fragment TeamDataExportFields on TeamDataExport {
    id
    link {
      url
      fileName
    }
    events
    players
    total
  }
`);

const PROGRESS = graphql(/* GraphQL */ `
  query TeamDataExportProgress($exportId: ID!) {
    teamDataExportProgress(exportId: $exportId) {
      done
      total
      finished
    }
  }
`);

export type TeamExportFormat = 'CSV' | 'XLSX';

export interface TeamExportRequest {
  readonly format: TeamExportFormat;
  /** A season, or null for `from`…`to`. */
  readonly seasonId: string | null;
  readonly from: string;
  readonly to: string;
  readonly content: readonly TeamDataContent[];
}

export interface TeamExportStarted {
  readonly id: string;
  readonly url: string;
  readonly fileName: string;
  readonly events: number;
  readonly players: number;
  readonly total: number;
}

/** Ask the link, then let the browser download it (same origin: the page stays). */
export function useStartTeamExport(teamId: string, open: (url: string) => void) {
  return useMutation({
    mutationFn: async (request: TeamExportRequest): Promise<TeamExportStarted> => {
      const period =
        request.seasonId === null ? { from: request.from, to: request.to } : { seasonId: request.seasonId };
      const variables = { teamId, ...period, content: [...request.content] };
      const { link, ...counts } =
        request.format === 'CSV'
          ? (await api.request(CSV_LINK, variables)).getTeamDataCSVLink
          : (await api.request(XLSX_LINK, variables)).getTeamDataXLSXLink;
      open(link.url);
      return { ...counts, url: link.url, fileName: link.fileName };
    },
  });
}

/** How far the file streamed, polled every half second until it finished (or is unknown). */
export function useTeamExportProgress(exportId: string | null) {
  return useQuery({
    queryKey: ['teamExportProgress', exportId],
    queryFn: async ({ signal }) =>
      (await api.request(PROGRESS, { exportId: exportId ?? '' }, { signal })).teamDataExportProgress,
    enabled: exportId !== null,
    // Null: not known to the API process answering (the card then shows no bar): asking again is vain.
    refetchInterval: (query) =>
      query.state.data === null || query.state.data?.finished === true ? false : 500,
  });
}
