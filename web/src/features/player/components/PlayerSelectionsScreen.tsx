/**
 * The events a player played (`player.selections`) with their figures: the last 10 to 100 events,
 * or a season's (the shared season filter, `?season=`: among the latest 100, the API's most), of
 * one type or all, in a sortable table.
 */
import { useState } from 'react';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import '../player.css';
import { SeasonFilter } from '../../team/components/SeasonFilter.tsx';
import {
  MOST_SELECTIONS,
  SELECTION_LIMITS as LIMITS,
  usePlayerSelections,
} from '../api/player-selections.ts';
import { usePlayerSeason } from '../hooks/use-player-season.ts';
import { TABLE_IDS, useColumns } from '../main-columns.ts';
import { inSeason } from '../season-events.ts';
import { DEFAULT_SORT, nextSort, sortSelections } from '../selections-sort.ts';
import { PlayerHeader } from './PlayerHeader.tsx';
import { SeasonCapped } from './SeasonCapped.tsx';
import { SelectionsTable } from './SelectionsTable.tsx';

const TYPES = ['MATCH', 'TRAINING', 'INDIVIDUAL_MATCH', 'INDIVIDUAL_TRAINING'] as const;

export default function PlayerSelectionsScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t } = useI18n();
  const [limit, setLimit] = useState<number>(20);
  const [type, setType] = useState('');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const columns = useColumns(TABLE_IDS);
  const season = usePlayerSeason(playerId);
  const query = usePlayerSelections(playerId, season.range === null ? limit : MOST_SELECTIONS);
  const played = query.data ?? [];
  const rows = (season.range === null ? played : inSeason(played, season.range)).filter(
    (row) => type === '' || row.event.type === type,
  );
  return (
    <div className="stack">
      <PlayerHeader playerId={playerId} page="selections" />
      <div className="filters filters--top" role="search" aria-label={t('playerPages.filters')}>
        <SeasonFilter filter={season} noneLabel={t('seasonFilter.recent')} />
        {season.range === null ? (
          <SelectField
            label={t('playerPages.lastN')}
            value={String(limit)}
            onValueChange={(value) => setLimit(Number(value))}
            options={LIMITS.map((n) => ({
              value: String(n),
              label: t('playerPages.lastEvents', { count: n }),
            }))}
          />
        ) : null}
        <SelectField
          label={t('playerPages.eventType')}
          value={type}
          onValueChange={setType}
          options={TYPES.map((value) => ({ value, label: t(`event.types.${value}`) }))}
          emptyLabel={t('playerPages.allTypes')}
        />
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="card card--empty">{t('playerPages.noEvents')}</p>
      ) : (
        <>
          {season.range === null ? null : <SeasonCapped searched={played.length} />}
          <SelectionsTable
            playerId={playerId}
            rows={sortSelections(rows, sort, columns)}
            columns={columns}
            sort={sort}
            onSort={(by) => setSort((current) => nextSort(current, by))}
          />
        </>
      )}
    </div>
  );
}
