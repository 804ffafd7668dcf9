/**
 * The event's live screen (`event.live`, issue 18): a tile per player of the squad with the
 * figures as they happen, the team's averages, sorting, the period clock with its controls and
 * on/off pitch on each tile, the team's alerts, and a chart of the last minutes for the players
 * picked on their tiles. Figures are provisional while the event runs and final once it stopped.
 * Phone: one column of compact tiles; tablet and desktop: a grid (live.css).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { queryClient } from '../../../services.ts';
import { useTeamLiveAlerts } from '../../team/api/live-alerts.ts';
import { prefetchEventLive, useEventLive } from '../api/event-live.ts';
import { eventSelectionsQueryOptions, useEventSelections } from '../api/event-selections.ts';
import type { Selection } from '../api/fragments.ts';
import { useSession } from '../api/selection-mutations.ts';
import { canTakeThePitch } from '../event-times.ts';
import { SORT_KEYS, sortTiles, teamAverages, tileFigures, type SortKey } from '../live-figures.ts';
import { playerName } from '../player-name.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';
import { LiveAverages } from './LiveAverages.tsx';
import { LiveChart } from './LiveChart.tsx';
import { LiveClock } from './LiveClock.tsx';
import { LiveTile } from './LiveTile.tsx';
import { MetricsWindowField } from './MetricsWindowField.tsx';
import { PendingConfirmation } from './PendingConfirmation.tsx';
import type { Confirmation } from './Periods.tsx';
import '../live.css';

function LiveScreen({ event, manage, editable }: EventPage) {
  const { t, tn, locale } = useI18n();
  const selections = useEventSelections(event.id, true);
  const live = useEventLive(event.id, true);
  // The team's thresholds (defaults until set): each tile's % of target and alerts.
  const alerts = useTeamLiveAlerts(event.teamId).data ?? null;
  const session = useSession();
  const [sort, setSort] = useState<SortKey>('number');
  const [periodId, setPeriodId] = useState('');
  const [charted, setCharted] = useState<readonly string[]>([]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  // Stable callbacks, so the memoised tiles do not draw again for a new closure.
  const onChart = useCallback(
    (id: string) => setCharted((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])),
    [],
  );
  const latest = useRef({ session, t });
  useEffect(() => {
    latest.current = { session, t };
  });
  const onPitch = useCallback((selection: Selection) => {
    const { session: command, t: translate } = latest.current;
    const on = !selection.active;
    const name = playerName(selection.player);
    command.mutate(
      { selectionId: selection.id, on },
      {
        onSuccess: () =>
          notifySuccess(translate(on ? 'event.players.wentOn' : 'event.players.wentOff', { name })),
      },
    );
  }, []);

  const liveById = useMemo(() => new Map((live.data ?? []).map((s) => [s.id, s])), [live.data]);
  if (selections.isPending) return <Loading />;
  if (selections.isError) return <LoadError onRetry={() => void selections.refetch()} />;

  const period = periodId === '' ? null : periodId;
  const tiles = selections.data
    .filter((selection) => selection.selected)
    .map((selection) => {
      const data = liveById.get(selection.id);
      return {
        selection,
        live: data,
        number: selection.number ?? selection.player.number,
        name: playerName(selection.player),
        figures: tileFigures(data?.live, period),
      };
    });
  const sorted = sortTiles(tiles, sort);
  const averages = teamAverages(tiles.map((tile) => tile.figures));
  const onPitchCount = tiles.filter((tile) => tile.selection.active).length;
  const final = event.status !== 'STARTED' && tiles.some((tile) => tile.live?.live?.final === true);
  const running = event.status === 'STARTED' && editable;
  const pitchOf = (selection: Selection): 'none' | 'enabled' | 'disabled' => {
    if (!running) return 'none';
    if (session.isPending) return 'disabled';
    return selection.active || canTakeThePitch(event, selection) ? 'enabled' : 'disabled';
  };
  const chartedPlayers = charted
    .map((id) => tiles.find((tile) => tile.selection.id === id))
    .filter((tile) => tile !== undefined);

  return (
    <>
      <Card
        title={t('live.title')}
        summary={
          <>
            {tn('metrics.squadCount', tiles.length)} ·{' '}
            {t('live.onPitchCount', { count: formatNumber(locale, onPitchCount, 0) })}{' '}
            {event.status === 'STARTED' ? (
              <span
                className="live-state live-state--provisional"
                title={t('live.provisionalHint')}
                data-testid="live-state"
              >
                {t('live.provisional')}
              </span>
            ) : final ? (
              <span
                className="live-state live-state--final"
                title={t('live.finalHint')}
                data-testid="live-state"
              >
                {t('live.final')}
              </span>
            ) : null}
          </>
        }
        actions={<LiveClock event={event} manage={manage} editable={editable} onConfirm={setConfirmation} />}
      >
        {event.status === 'NOT_STARTED' ? <p className="muted">{t('live.notStarted')}</p> : null}
        {live.isError ? <LoadError onRetry={() => void live.refetch()} /> : null}
      </Card>
      {tiles.length === 0 ? (
        <p className="card card--empty">{t('event.players.empty')}</p>
      ) : (
        <>
          <div className="live-bar">
            <SelectField
              label={t('live.sortBy')}
              value={sort}
              onValueChange={(value) => setSort(value as SortKey)}
              options={SORT_KEYS.map((key) => ({ value: key, label: t(`live.sort.${key}`) }))}
            />
            <MetricsWindowField periods={event.periods} periodId={periodId} onPeriodIdChange={setPeriodId} />
          </div>
          <LiveAverages averages={averages} />
          <div className="live-grid" aria-label={t('live.tiles')} role="region">
            {sorted.map((tile) => (
              <LiveTile
                key={tile.selection.id}
                selection={tile.selection}
                live={tile.live}
                periodId={period}
                charted={charted.includes(tile.selection.id)}
                onChart={onChart}
                pitch={pitchOf(tile.selection)}
                onPitch={onPitch}
                alerts={alerts}
              />
            ))}
          </div>
          <LiveChart players={chartedPlayers} />
        </>
      )}
      <PendingConfirmation confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

function prefetchLive(eventId: string): void {
  void queryClient.prefetchQuery(eventSelectionsQueryOptions(eventId));
  prefetchEventLive(eventId);
}

export default eventScreen(LiveScreen, 'nav.live', prefetchLive);
