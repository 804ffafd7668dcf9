/**
 * `getEventRawDataArchiveLink` and `getFieldWizAnalyzeCSVLink`: links to the raw archive and the
 * FieldWiz CSV (archive.ts, fieldwiz.ts), once the caller may read the event (as
 * `eventPlayerAnalyses`); the download checks it again.
 */
import { downloadLinkFor } from '../downloads/downloads.ts';
import type { QueryResolvers } from '../generated/resolvers.ts';
import { findEvent } from '../read-model/events.ts';
import { eventTarget } from '../resolvers/events/target.ts';
import { fieldWizFileName, FIELDWIZ_FILE, rawArchiveFileName, RAW_ARCHIVE_FILE } from './names.ts';

export const rawArchiveQueries = {
  getEventRawDataArchiveLink: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const event = await findEvent(context.deps.db, eventId);
    const name = rawArchiveFileName(event?.name ?? 'event', event?.startDate ?? null);
    return downloadLinkFor(context, RAW_ARCHIVE_FILE, { eventId }, name);
  },

  getFieldWizAnalyzeCSVLink: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const useNew = args.useNew === true;
    const event = await findEvent(context.deps.db, eventId);
    const name = fieldWizFileName(event?.name ?? 'event', event?.startDate ?? null, useNew);
    return downloadLinkFor(context, FIELDWIZ_FILE, { eventId, useNew: String(useNew) }, name);
  },
} satisfies QueryResolvers;
