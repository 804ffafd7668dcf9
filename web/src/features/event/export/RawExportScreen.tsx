/**
 * TEMPORARY (branch wt/rawexport): the event's `export` route showing only the raw archive and
 * FieldWiz cards, to see them while the event export page is built elsewhere. At merge, that
 * page replaces this file and mounts `RawArchiveCard` and `FieldWizCard`.
 */
import { eventScreen, type EventPage } from '../components/EventFrame.tsx';
import { FieldWizCard } from './FieldWizCard.tsx';
import { RawArchiveCard } from './RawArchiveCard.tsx';

function RawExport({ event }: EventPage) {
  return (
    <>
      <RawArchiveCard eventId={event.id} />
      <FieldWizCard eventId={event.id} />
    </>
  );
}

export default eventScreen(RawExport, 'nav.export');
