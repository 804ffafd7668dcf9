/**
 * Links to the raw archive and the FieldWiz CSV (issue 21, docs/raw-archive.md): asked for on
 * click (valid ten minutes, for the signed-in user only), then followed by `DownloadButton`: the
 * file downloads and the page stays (the answer is an attachment).
 */
import { graphql } from '../../../../gql/gql.ts';
import { api } from '../../../../services.ts';
import type { FileLink } from './exports.ts';

const RAW_ARCHIVE_LINK = graphql(/* GraphQL */ `
  query RawArchiveLink($eventId: ID!) {
    getEventRawDataArchiveLink(eventId: $eventId) {
      url
      fileName
      expiresAt
    }
  }
`);

const FIELDWIZ_LINK = graphql(/* GraphQL */ `
  query FieldWizLink($eventId: ID!, $useNew: Boolean) {
    getFieldWizAnalyzeCSVLink(eventId: $eventId, useNew: $useNew) {
      url
      fileName
      expiresAt
    }
  }
`);

/** The link to the event's raw archive. */
export const rawArchiveLink = async (eventId: string): Promise<FileLink> =>
  (await api.request(RAW_ARCHIVE_LINK, { eventId })).getEventRawDataArchiveLink;

/** The link to the event's FieldWiz CSV, in the new layout or the legacy one. */
export const fieldWizLink = async (eventId: string, useNew: boolean): Promise<FileLink> =>
  (await api.request(FIELDWIZ_LINK, { eventId, useNew })).getFieldWizAnalyzeCSVLink;
