/**
 * `getEventDataCSVLink` and `getEventDataXLSXLink` (issue 21, docs/exports.md): download links to
 * an event's data files, for a caller with `eventPlayerAnalyses`' access (`event.read`).
 */
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { downloadLinkFor } from '../../downloads/downloads.ts';
import { findEvent } from '../../read-model/events.ts';
import { EVENT_DATA_CSV, EVENT_DATA_XLSX, eventDataFileName } from '../../exports/event-downloads.ts';
import { eventTarget } from '../events/target.ts';
import type { ApiContext } from '../../context.ts';

async function eventName(context: ApiContext, eventId: string): Promise<string> {
  return (await findEvent(context.deps.db, eventId))?.name ?? 'event';
}

export const exportQueries = {
  getEventDataCSVLink: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const layout = args.layout ?? 'WIDE';
    const name = eventDataFileName(await eventName(context, eventId), 'csv', layout);
    return downloadLinkFor(context, EVENT_DATA_CSV, { eventId, layout }, name);
  },

  getEventDataXLSXLink: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const name = eventDataFileName(await eventName(context, eventId), 'xlsx');
    return downloadLinkFor(context, EVENT_DATA_XLSX, { eventId }, name);
  },
} satisfies QueryResolvers;
