/**
 * The event's metrics table for one group of columns: a row per player (sortable by any column,
 * a click on its header; again to turn it), then the team's total and average. Headers carry the
 * figure's definition as a tooltip; a rate per minute over less than a minute is starred.
 */
import { Link } from 'wouter';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { aggregate, figureText, formatValue } from '../../../metrics/cells.ts';
import type { MetricGroup } from '../../../metrics/columns.ts';
import type { SelectionRecord } from '../api/event-records.ts';
import { metricsOf, type Sort } from '../metrics-table.ts';
import { playerName } from '../player-name.ts';

export function MetricsGroupTable({
  eventId,
  group,
  rows,
  periodId,
  sort,
  onSort,
}: {
  eventId: string;
  group: MetricGroup;
  /** Sorted. */
  rows: readonly SelectionRecord[];
  periodId: string | null;
  sort: Sort;
  onSort: (by: string) => void;
}) {
  const { t, locale } = useI18n();
  const i18n = { t, locale };
  const columns = group.columns;
  const figures = rows.map((selection) => metricsOf(selection, periodId));
  const withData = figures.filter((m) => m !== null);
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
  const footer = (kind: 'total' | 'average') => (
    <tr data-testid={`metrics-${kind}`}>
      <th scope="row" className="table__main">
        {t(kind === 'total' ? 'figures.total' : 'figures.average')}
      </th>
      {columns.map((column) => {
        const value = aggregate(column, withData)[kind];
        return (
          <td key={column.id} className="table__number">
            {value === null ? '' : formatValue(locale, column, value)}
          </td>
        );
      })}
    </tr>
  );
  return (
    <ScrollTable label={t('metrics.table')} layout="scroll">
      <thead>
        <tr>
          {header('name', t('metrics.columns.player'), undefined, false)}
          {columns.map((column) => header(column.id, column.label, column.hint, true))}
        </tr>
      </thead>
      <tbody>
        {rows.map((selection, i) => {
          const metrics = figures[i]!;
          return (
            <tr key={selection.id} data-testid="metrics-row">
              <th scope="row" className="table__main">
                <Link
                  href={`/player/${encodeURIComponent(selection.player.id)}/metrics/${encodeURIComponent(eventId)}`}
                  className="link"
                >
                  {playerName(selection.player)}
                </Link>
                {metrics?.activity === 'CYCLING' ? <span className="tag">{t('figures.ride')}</span> : null}
                <RecordSourceTag selection={selection} />
              </th>
              {metrics === null ? (
                <td colSpan={columns.length} className="muted">
                  {selection.device === null
                    ? t('metrics.noDevice')
                    : selection.record === null
                      ? t('metrics.deviceNoData', { device: selection.device.name })
                      : t('metrics.notInPeriod')}
                </td>
              ) : (
                columns.map((column) => {
                  const { text, title } = figureText(i18n, column, metrics);
                  return (
                    <td key={column.id} className="table__number" title={title}>
                      {text}
                    </td>
                  );
                })
              )}
            </tr>
          );
        })}
      </tbody>
      {withData.length === 0 ? null : (
        <tfoot>
          {footer('total')}
          {footer('average')}
        </tfoot>
      )}
    </ScrollTable>
  );
}

/** Where a record's figures come from, when not only from files: live data, or both. */
function RecordSourceTag({ selection }: { selection: SelectionRecord }) {
  const { t, locale } = useI18n();
  if (selection.recordSource === 'LIVE')
    return (
      <span className="tag" title={t('metrics.sourceLiveHint')}>
        {t('metrics.sourceLive')}
      </span>
    );
  if (selection.recordSource !== 'BOTH') return null;
  const difference = selection.liveDistanceDifference;
  const signed =
    difference === null ? '–' : `${difference > 0 ? '+' : ''}${formatNumber(locale, Math.round(difference))}`;
  return (
    <span className="tag" title={t('metrics.sourceBothHint', { difference: signed })}>
      {t('metrics.sourceBoth')}
    </span>
  );
}
