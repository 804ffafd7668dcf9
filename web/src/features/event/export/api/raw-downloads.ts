/**
 * The raw archive and the FieldWiz CSV (issue 21, docs/raw-archive.md): a click asks the API for
 * a signed link (valid ten minutes, for the signed-in user only), then the browser goes to it:
 * the file downloads and the page stays (the answer is an attachment).
 */
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../../gql/gql.ts';
import { api } from '../../../../services.ts';

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

/** Go to a download link (same origin): the browser saves the file. */
function follow(link: { readonly url: string }): void {
  window.location.assign(link.url);
}

/** Download the event's raw archive. */
export function useRawArchiveDownload(eventId: string) {
  return useMutation({
    mutationFn: async () => (await api.request(RAW_ARCHIVE_LINK, { eventId })).getEventRawDataArchiveLink,
    onSuccess: follow,
  });
}

/** Download the event's FieldWiz CSV, in the new layout or the legacy one. */
export function useFieldWizDownload(eventId: string) {
  return useMutation({
    mutationFn: async (useNew: boolean) =>
      (await api.request(FIELDWIZ_LINK, { eventId, useNew })).getFieldWizAnalyzeCSVLink,
    onSuccess: follow,
  });
}
