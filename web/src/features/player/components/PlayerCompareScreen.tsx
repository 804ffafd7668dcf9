/**
 * Compare (`player.compare`): the player beside other players of the events and the team's
 * average, over events chosen among the player's last 20 (the last five at first).
 */
import { useEffect, useMemo, useState } from 'react';
import { preloadCharts } from '../../../charts/preload.ts';
import { CheckboxField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import '../player.css';
import { useCompareRecords } from '../api/compare-records.ts';
import { usePlayerSelections } from '../api/player-selections.ts';
import { compareRows, playersOf } from '../compare.ts';
import { TABLE_IDS, useColumns } from '../main-columns.ts';
import { CompareView } from './CompareView.tsx';
import { PlayerHeader } from './PlayerHeader.tsx';

const CHOICES = 20;
const FIRST_CHOSEN = 5;

export default function PlayerCompareScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t, locale } = useI18n();
  const selections = usePlayerSelections(playerId, CHOICES);
  const withRecord = useMemo(
    () => (selections.data ?? []).filter((row) => row.selection.record !== null),
    [selections.data],
  );
  // null: the default (the last five); then what the reader ticked.
  const [eventChoice, setEventChoice] = useState<readonly string[] | null>(null);
  const eventIds = eventChoice ?? withRecord.slice(0, FIRST_CHOSEN).map((row) => row.event.id);
  const [others, setOthers] = useState<readonly string[]>([]);
  const [teamAverage, setTeamAverage] = useState(true);
  const records = useCompareRecords(eventIds);
  const columns = useColumns(TABLE_IDS);
  useEffect(preloadCharts, []);
  const all = eventIds.flatMap((id) => records.byEvent.get(id) ?? []);
  const candidates = playersOf(all).filter((p) => p.id !== playerId);
  const rows = compareRows(
    all,
    [playerId, ...others.filter((id) => candidates.some((p) => p.id === id))],
    teamAverage ? { name: t('playerPages.compare.teamAverage') } : null,
    columns,
  );
  const toggle = (list: readonly string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((other) => other !== id);
  return (
    <div className="stack">
      <PlayerHeader playerId={playerId} page="compare" />
      {selections.isPending ? (
        <Loading />
      ) : selections.isError ? (
        <LoadError onRetry={() => void selections.refetch()} />
      ) : withRecord.length === 0 ? (
        <p className="card card--empty">{t('playerPages.noEvents')}</p>
      ) : (
        <>
          <div className="player-compare-choice">
            <fieldset className="card" data-testid="compare-events">
              <legend className="section-title">{t('playerPages.compare.chooseEvents')}</legend>
              {withRecord.map(({ event }) => (
                <CheckboxField
                  key={event.id}
                  label={`${event.name}${event.startDate ? ` · ${formatDate(locale, event.startDate)}` : ''}`}
                  checked={eventIds.includes(event.id)}
                  onCheckedChange={(on) => setEventChoice(toggle(eventIds, event.id, on))}
                />
              ))}
            </fieldset>
            <fieldset className="card" data-testid="compare-players">
              <legend className="section-title">{t('playerPages.compare.choosePlayers')}</legend>
              <CheckboxField
                label={t('playerPages.compare.teamAverage')}
                checked={teamAverage}
                onCheckedChange={setTeamAverage}
              />
              {candidates.map((player) => (
                <CheckboxField
                  key={player.id}
                  label={`${player.firstName} ${player.lastName}`}
                  checked={others.includes(player.id)}
                  onCheckedChange={(on) => setOthers(toggle(others, player.id, on))}
                />
              ))}
            </fieldset>
          </div>
          {eventIds.length === 0 ? (
            <p className="card card--empty">{t('playerPages.compare.noEventChosen')}</p>
          ) : records.pending ? (
            <Loading />
          ) : records.failed ? (
            <LoadError onRetry={() => void records.refetch()} />
          ) : (
            <CompareView rows={rows} columns={columns} />
          )}
        </>
      )}
    </div>
  );
}
