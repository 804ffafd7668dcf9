/**
 * An event played back (issue 20, `/event/<id>/replay`): the records' 1-second steps read at the
 * replay clock's time through the live screen's tiles and team averages, at 1× to 60×, with
 * pause, seek and a timeline. The figures at an instant t are `eventPlayerAnalyses(to: t)`'s,
 * and at the end the records' (docs/replay.md).
 */
import { replaySpan } from '@stride/contracts/replay';
import { useMemo } from 'react';
import { Card } from '../../../components/Card.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { queryClient } from '../../../services.ts';
import { eventReplayQueryOptions, useEventReplay, type SelectionReplay } from '../api/event-replay.ts';
import { eventSelectionsQueryOptions, useEventSelections } from '../api/event-selections.ts';
import type { Selection } from '../api/fragments.ts';
import { teamAverages, tileFigures } from '../live-figures.ts';
import { ReplayTiles } from '../replay/replay-live.ts';
import { useReplayClock } from '../replay/use-replay-clock.ts';
import { CutControls } from '../intervals/CutControls.tsx';
import { eventScreen, type EventPage } from './EventFrame.tsx';
import { LiveAverages } from './LiveAverages.tsx';
import { LiveTile } from './LiveTile.tsx';
import { ReplayControls } from './ReplayControls.tsx';
import '../live.css';
import '../replay/replay.css';

const noop = () => undefined;

function ReplayPlayer({
  event,
  manage,
  selections,
  replays,
  from,
  to,
}: {
  readonly event: EventPage['event'];
  readonly manage: boolean;
  readonly selections: readonly Selection[];
  readonly replays: readonly SelectionReplay[];
  readonly from: number;
  readonly to: number;
}) {
  const { t } = useI18n();
  const clock = useReplayClock(from, to);
  const cache = useMemo(() => new ReplayTiles(selections, replays), [selections, replays]);
  const tiles = useMemo(() => cache.at(clock.at), [cache, clock.at]);
  const averages = teamAverages(tiles.map((tile) => tileFigures(tile.live.live, null)));
  return (
    <>
      <Card title={t('replay.title')} summary={t('replay.summary')}>
        <ReplayControls clock={clock} from={from} to={to} periods={event.periods} />
        {/*
          The slot for the timeline's marks and cuts (issue 20, the intervals' part): a control
          mounted here gets the event, the replay's span and clock (from, to, clock.at, clock.seek).
          Those who may manage the event mark and cut at the playhead.
        */}
        <div className="replay-slot" data-slot="replay-marks" aria-label={t('replay.marks')}>
          {manage ? (
            <CutControls eventId={event.id} currentTime={new Date(clock.at)} eventStart={event.startDate} />
          ) : null}
        </div>
      </Card>
      <LiveAverages averages={averages} />
      <div className="live-grid" aria-label={t('replay.tiles')} role="region" data-testid="replay-tiles">
        {tiles.map((tile) => (
          <LiveTile
            key={tile.selection.id}
            selection={tile.selection}
            live={tile.live}
            periodId={null}
            charted={false}
            onChart={noop}
            pitch="none"
            onPitch={noop}
            alerts={null}
          />
        ))}
      </div>
    </>
  );
}

function ReplayScreen({ event, manage }: EventPage) {
  const { t } = useI18n();
  const selections = useEventSelections(event.id, true);
  const replay = useEventReplay(event.id, true);
  const span = useMemo(() => (replay.data === undefined ? null : replaySpan(replay.data)), [replay.data]);
  if (selections.isPending || replay.isPending) return <Loading />;
  if (selections.isError) return <LoadError onRetry={() => void selections.refetch()} />;
  if (replay.isError) return <LoadError onRetry={() => void replay.refetch()} />;
  if (span === null) {
    return (
      <Card title={t('replay.title')}>
        <p className="muted">{t('replay.noData')}</p>
      </Card>
    );
  }
  return (
    <ReplayPlayer
      key={`${span.from}-${span.to}`}
      event={event}
      manage={manage}
      selections={selections.data}
      replays={replay.data}
      from={span.from}
      to={span.to}
    />
  );
}

function prefetchReplay(eventId: string): void {
  void queryClient.prefetchQuery(eventSelectionsQueryOptions(eventId));
  void queryClient.prefetchQuery(eventReplayQueryOptions(eventId));
}

export default eventScreen(ReplayScreen, 'replay.title', prefetchReplay);
