/**
 * The event's intervals (`event.intervals`, issue 20): the spans analysts cut and the moments
 * they marked, with times counted from the event's start; each cut's figures per player, and a
 * chart comparing the cuts. Staff who may change the event (`manage`; a locked event too: cuts
 * change no record) cut here by typing times, rename and remove after asking.
 */
import { Card } from '../../../components/Card.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { eventScreen, type EventPage } from '../components/EventFrame.tsx';
import { cutsOf, useEventCuts } from './api/intervals.ts';
import { CutForm } from './CutForm.tsx';
import { IntervalFiguresCard } from './IntervalFiguresCard.tsx';
import { IntervalList, MarkList } from './IntervalList.tsx';
import { IntervalsCompareChart } from './IntervalsCompareChart.tsx';
import { TimelineCard } from './TimelineCard.tsx';

function Intervals({ event, manage }: EventPage) {
  const { t, tn } = useI18n();
  const cuts = useEventCuts(event.id);
  const started = event.status !== 'NOT_STARTED';
  if (!started)
    return (
      <Card title={t('intervals.title')}>
        <p className="muted">{t('intervals.notStarted')}</p>
      </Card>
    );
  if (cuts.isPending) return <Loading />;
  if (cuts.isError || cuts.data == null) return <LoadError onRetry={() => void cuts.refetch()} />;
  const intervals = cutsOf(cuts.data);
  const eventStart = event.startDate ?? null;
  return (
    <>
      <Card
        title={t('intervals.title')}
        summary={tn('intervals.count', intervals.length)}
        intro={t('intervals.intro')}
      >
        <IntervalList eventId={event.id} eventStart={eventStart} intervals={intervals} manage={manage} />
      </Card>
      {manage && eventStart !== null ? (
        <TimelineCard
          eventId={event.id}
          eventStart={eventStart}
          eventEnd={event.status === 'STARTED' ? null : (event.endDate ?? null)}
        />
      ) : null}
      {manage ? <CutForm eventId={event.id} eventStart={eventStart} /> : null}
      <Card title={t('intervals.marksTitle')}>
        <MarkList eventId={event.id} eventStart={eventStart} marks={cuts.data.marks} manage={manage} />
      </Card>
      {intervals.length === 0 ? null : (
        <>
          <IntervalFiguresCard eventId={event.id} intervals={intervals} />
          {intervals.length < 2 ? null : <IntervalsCompareChart eventId={event.id} intervals={intervals} />}
        </>
      )}
    </>
  );
}

export default eventScreen(Intervals, 'nav.intervals');
