/**
 * The event's Export page (`event.export`, issue 21, docs/exports.md): one card per file the
 * event can be downloaded as, each saying what it holds, in a simple vertical list: a new file is
 * one more card line below.
 */
import { eventScreen, type EventPage } from '../components/EventFrame.tsx';
import { EventReportCard } from '../../reports/EventReportCard.tsx';
import { EventDataCsvCard, EventDataXlsxCard } from './EventDataCards.tsx';
import { FieldWizCard } from './FieldWizCard.tsx';
import { RawArchiveCard } from './RawArchiveCard.tsx';
import './export.css';

function EventExport({ event }: EventPage) {
  return (
    <div className="export-cards">
      <EventReportCard eventId={event.id} />
      <EventDataCsvCard eventId={event.id} />
      <EventDataXlsxCard eventId={event.id} />
      <RawArchiveCard eventId={event.id} />
      <FieldWizCard eventId={event.id} />
    </div>
  );
}

export default eventScreen(EventExport, 'nav.export');
