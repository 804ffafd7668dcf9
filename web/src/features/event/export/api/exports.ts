/**
 * Download links to an event's files (issue 21, docs/exports.md): asked for on click (a link
 * works for ten minutes, for the person who asked), then followed.
 */
import { graphql } from '../../../../gql/gql.ts';
import type { ExportLayout } from '../../../../gql/graphql.ts';
import { api } from '../../../../services.ts';

const EVENT_DATA_CSV_LINK = graphql(/* GraphQL */ `
  query EventDataCsvLink($eventId: ID!, $layout: ExportLayout!) {
    getEventDataCSVLink(eventId: $eventId, layout: $layout) {
      url
      fileName
      expiresAt
    }
  }
`);

const EVENT_DATA_XLSX_LINK = graphql(/* GraphQL */ `
  query EventDataXlsxLink($eventId: ID!) {
    getEventDataXLSXLink(eventId: $eventId) {
      url
      fileName
      expiresAt
    }
  }
`);

export interface FileLink {
  readonly url: string;
  readonly fileName: string;
}

export const eventDataCsvLink = async (eventId: string, layout: ExportLayout): Promise<FileLink> =>
  (await api.request(EVENT_DATA_CSV_LINK, { eventId, layout })).getEventDataCSVLink;

export const eventDataXlsxLink = async (eventId: string): Promise<FileLink> =>
  (await api.request(EVENT_DATA_XLSX_LINK, { eventId })).getEventDataXLSXLink;

/** Follows a link to a file: the browser saves it as it streams in (nothing held in the page). */
export function followDownload(link: FileLink): void {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
