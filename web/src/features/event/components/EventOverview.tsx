/**
 * The event dashboard (the spec's event overview): its facts (type, dates, duration or elapsed
 * time, squad, match details), its life (start, stop, lock, unlock, each asking first where it
 * cannot be undone), its tags (issue 19), once finished the way to its session RPE entry, and its
 * periods (add, change, remove, start, stop, tag). Live: the `event` subscription keeps it current
 * when another client (a second coach, a tablet on the bench) changes the event.
 */
import { useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { RpeCard } from '../../rpe/components/RpeCard.tsx';
import type { Period } from '../api/fragments.ts';
import { runningPeriod } from '../event-times.ts';
import { useNow } from '../hooks/use-now.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';
import { EventLife } from './EventLife.tsx';
import { EventTags, useTagManagement } from './EventTags.tsx';
import { PeriodTagsDialog } from './PeriodTagsDialog.tsx';
import { PeriodDialog } from './PeriodDialog.tsx';
import { Facts } from './EventFacts.tsx';
import { PendingConfirmation } from './PendingConfirmation.tsx';
import { Periods, type Confirmation } from './Periods.tsx';

function Dashboard({ event, manage, editable }: EventPage) {
  const { t } = useI18n();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [periodDialog, setPeriodDialog] = useState<{ period: Period | null } | null>(null);
  const [tagging, setTagging] = useState<Period | null>(null);
  const tagManagement = useTagManagement();
  const running = event.status === 'STARTED' || runningPeriod(event) !== null;
  const now = useNow(running);
  const locked = event.locked || event.status === 'LOCKED';

  return (
    <>
      <section className="card event" aria-label={t('event.summary')}>
        <Facts event={event} now={now} />
        {manage ? <EventLife event={event} locked={locked} onConfirm={setConfirmation} /> : null}
        {locked ? <p className="muted event__note">{t('event.lockedNote')}</p> : null}
      </section>

      <EventTags event={event} editable={editable} />
      {/* After the session, the ratings are what staff come for: before the periods. */}
      <RpeCard eventId={event.id} status={event.status} />

      <Periods
        event={event}
        editable={editable}
        now={now}
        onConfirm={setConfirmation}
        onEdit={(period) => setPeriodDialog({ period })}
        {...(tagManagement ? { onTags: setTagging } : {})}
      />

      {tagging === null ? null : (
        <PeriodTagsDialog
          event={event}
          period={event.periods.find((p) => p.id === tagging.id) ?? tagging}
          onClose={() => setTagging(null)}
        />
      )}
      <PendingConfirmation confirmation={confirmation} onClose={() => setConfirmation(null)} />
      {periodDialog === null ? null : (
        <PeriodDialog event={event} period={periodDialog.period} onClose={() => setPeriodDialog(null)} />
      )}
    </>
  );
}

export default eventScreen(Dashboard, 'event.title');
