/**
 * The events a player played (`player.selections`) with their figures: the last 10 to 100 events,
 * of one type or all, in a sortable table.
 * TODO(issue 19, seasons): a season filter once the seasons slice's SeasonFilter exists; until
 * then the last N events and the event type.
 */
import { useState } from 'react';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import '../player.css';
import { SELECTION_LIMITS as LIMITS, usePlayerSelections } from '../api/player-selections.ts';
import { TABLE_IDS, useColumns } from '../main-columns.ts';
import { DEFAULT_SORT, nextSort, sortSelections } from '../selections-sort.ts';
import { PlayerHeader } from './PlayerHeader.tsx';
import { SelectionsTable } from './SelectionsTable.tsx';

const TYPES = ['MATCH', 'TRAINING', 'INDIVIDUAL_MATCH', 'INDIVIDUAL_TRAINING'] as const;

export default function PlayerSelectionsScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t } = useI18n();
  const [limit, setLimit] = useState<number>(20);
  const [type, setType] = useState('');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const columns = useColumns(TABLE_IDS);
  const query = usePlayerSelections(playerId, limit);
  const rows = (query.data ?? []).filter((row) => type === '' || row.event.type === type);
  return (
    <div className="stack">
      <PlayerHeader playerId={playerId} page="selections" />
      <div className="filters" role="search" aria-label={t('playerPages.filters')}>
        <SelectField
          label={t('playerPages.lastN')}
          value={String(limit)}
          onValueChange={(value) => setLimit(Number(value))}
          options={LIMITS.map((n) => ({
            value: String(n),
            label: t('playerPages.lastEvents', { count: n }),
          }))}
        />
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
        <SelectionsTable
          playerId={playerId}
          rows={sortSelections(rows, sort, columns)}
          columns={columns}
          sort={sort}
          onSort={(by) => setSort((current) => nextSort(current, by))}
        />
      )}
    </div>
  );
}
