/**
 * The compare page's figures: a bar chart per metric (a bar per player and the team's average),
 * then the same rows in a table with every compared figure (means per event).
 */
import { Chart } from '../../../charts/Chart.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { formatValue } from '../../../metrics/cells.ts';
import type { MetricColumn } from '../../../metrics/columns.ts';
import { TEAM_ROW, type CompareRow } from '../compare.ts';

/** A mean of counts (sprints, efforts) over a few events: one decimal, or 3.5 would read 4. */
const COUNTS = new Set(['hir', 'sprints', 'a1', 'a2', 'a3', 'd1', 'd2', 'd3']);
const meanColumn = (column: MetricColumn): MetricColumn =>
  COUNTS.has(column.id) ? { ...column, digits: 1 } : column;

/** The player first (blue), the others apart; the team's average grey. */
const PALETTE = ['#1a5fc2', '#e06c00', '#1e8c46', '#5b2a86', '#c81d35', '#0b7a8a', '#a0522d'];

/** The metrics charted (the table has more). */
const CHARTED = ['distance', 'hid', 'sprints', 'maxSpeed', 'a2', 'hrAvg'];

export function CompareView({
  rows,
  columns,
}: {
  readonly rows: readonly CompareRow[];
  readonly columns: readonly MetricColumn[];
}) {
  const { t, locale } = useI18n();
  const shown = columns.map(meanColumn);
  const names = rows.map((row) => row.name);
  const colours = rows.map((row, i) => (row.id === TEAM_ROW ? '#8a939e' : PALETTE[i % PALETTE.length]!));
  return (
    <div className="stack">
      <div className="player-charts" data-testid="compare-charts">
        {shown
          .filter((column) => CHARTED.includes(column.id))
          .map((column) => (
            <Chart
              key={column.id}
              title={column.label}
              height={240}
              data={[
                {
                  type: 'bar',
                  x: names,
                  y: rows.map((row) => row.values[column.id] ?? null),
                  text: rows.map((row) => {
                    const value = row.values[column.id];
                    return value === null || value === undefined ? '' : formatValue(locale, column, value);
                  }),
                  textposition: 'auto',
                  marker: { color: colours },
                },
              ]}
            />
          ))}
      </div>
      <ScrollTable label={t('playerPages.compare.table')} layout="scroll">
        <thead>
          <tr>
            <th scope="col">{t('playerPages.compare.player')}</th>
            <th scope="col" className="table__number">
              {t('playerPages.compare.events')}
            </th>
            {shown.map((column) => (
              <th key={column.id} scope="col" className="table__number" title={column.hint}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`compare-${row.id}`}>
              <th scope="row" className="table__main">
                {row.name}
              </th>
              <td className="table__number">{row.events}</td>
              {shown.map((column) => {
                const value = row.values[column.id];
                return (
                  <td key={column.id} className="table__number">
                    {value === null || value === undefined
                      ? t('common.none')
                      : formatValue(locale, column, value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className="muted">{t('playerPages.compare.means')}</p>
    </div>
  );
}
