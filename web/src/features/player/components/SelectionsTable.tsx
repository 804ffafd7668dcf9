/**
 * The events a player played, one row each (the event a link to the player's metrics in it), with
 * the main figures; sortable by any column (a click on its header; again to turn it).
 */
import { Link } from 'wouter';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { figureText } from '../../../metrics/cells.ts';
import type { MetricColumn } from '../../../metrics/columns.ts';
import type { PlayerEventSelection } from '../api/player-selections.ts';
import type { Sort } from '../selections-sort.ts';

export function SelectionsTable({
  playerId,
  rows,
  columns,
  sort,
  onSort,
}: {
  readonly playerId: string;
  /** Sorted. */
  readonly rows: readonly PlayerEventSelection[];
  readonly columns: readonly MetricColumn[];
  readonly sort: Sort;
  readonly onSort: (by: string) => void;
}) {
  const { t, locale } = useI18n();
  const header = (by: string, label: string, hint: string | undefined, numeric: boolean) => (
    <th
      key={by}
      scope="col"
      className={numeric ? 'table__number' : undefined}
      aria-sort={sort.by === by ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button type="button" className="table__sort" title={hint} onClick={() => onSort(by)}>
        {label}
      </button>
    </th>
  );
  return (
    <ScrollTable label={t('playerPages.selections.table')} layout="scroll">
      <thead>
        <tr>
          {header('name', t('playerPages.selections.event'), undefined, false)}
          {header('date', t('playerPages.selections.date'), undefined, false)}
          {columns.map((column) => header(column.id, column.label, column.hint, true))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ event, selection }) => (
          <tr key={event.id} data-testid={`selection-${event.id}`}>
            <th scope="row" className="table__main">
              <Link
                href={`/player/${encodeURIComponent(playerId)}/metrics/${encodeURIComponent(event.id)}`}
                className="link"
              >
                {event.name}
              </Link>
            </th>
            <td>
              {event.startDate ? formatDate(locale, event.startDate) : t('common.none')}
              <span className="muted"> · {t(`event.types.${event.type}`)}</span>
            </td>
            {selection.record === null ? (
              <td colSpan={columns.length} className="muted">
                {t('playerPages.noRecord')}
              </td>
            ) : (
              columns.map((column) => {
                const { text, title } = figureText({ t, locale }, column, selection.record!.globalMetrics);
                return (
                  <td key={column.id} className="table__number" title={title}>
                    {text}
                  </td>
                );
              })
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
