/**
 * This week's load per player and day (Monday to Sunday), as a heat table: a rest day shows 0, a
 * day with an event but no device data says "no data" on a hatched cell (missing, not 0), a day
 * whose events are partly without data marks its value with *, and days still to come stay empty.
 * The legend under the table says so on every screen.
 */
import { Card } from '../../../components/Card.tsx';
import { optionsOf, SelectField } from '../../../components/Field.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatDate, formatNumber, weekdayNames } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useTeamWeekLoad } from '../api/analyses.ts';
import { inNamesOrder } from '../analyses/player-order.ts';
import { GRID_VARIABLES, weekGrid, type Cell, type GridVariable } from '../analyses/week-grid.ts';

const VARIABLES = Object.keys(GRID_VARIABLES) as GridVariable[];

export interface WeekLoadCardProps {
  readonly teamId: string;
  /** The week's seven days, Monday first. */
  readonly week: readonly string[];
  readonly today: string;
  readonly names: ReadonlyMap<string, string>;
  readonly variable: GridVariable;
  readonly onVariable: (variable: GridVariable) => void;
}

export function WeekLoadCard({ teamId, week, today, names, variable, onVariable }: WeekLoadCardProps) {
  const { t, locale } = useI18n();
  const load = useTeamWeekLoad(teamId, week[0]!, week[6]!);
  const days = weekdayNames(locale);
  const value = (n: number) => formatNumber(locale, n, 0);
  const cell = (c: Cell) => {
    switch (c.kind) {
      case 'upcoming':
        return <td key={c.date} className="heat heat--upcoming" title={t('teamAnalyses.week.upcoming')} />;
      case 'rest':
        return (
          <td key={c.date} className="heat heat--rest table__number" title={t('teamAnalyses.week.rest')}>
            {value(0)}
          </td>
        );
      case 'missing':
        return (
          <td key={c.date} className="heat heat--missing" title={t('teamAnalyses.week.missing')}>
            {t('teamAnalyses.week.missingShort')}
          </td>
        );
      case 'load':
        return (
          <td
            key={c.date}
            className={`heat table__number${c.heat > 0.6 ? ' heat--strong' : ''}`}
            style={{ backgroundColor: `rgba(26, 95, 194, ${(0.08 + 0.72 * c.heat).toFixed(2)})` }}
            title={c.partial ? t('teamAnalyses.week.partial') : undefined}
            data-value={c.value}
          >
            {value(c.value)}
            {c.partial ? '*' : ''}
          </td>
        );
    }
  };
  return (
    <Card
      title={t('teamAnalyses.week.title')}
      summary={t('teamAnalyses.week.weekOf', { date: formatDate(locale, `${week[0]!}T12:00:00Z`) })}
      actions={
        <SelectField
          label={t('teamAnalyses.variable')}
          value={variable}
          onValueChange={(next) =>
            onVariable(VARIABLES.includes(next as GridVariable) ? (next as GridVariable) : 'DISTANCE')
          }
          options={optionsOf(VARIABLES, (v) => t(`teamAnalyses.variables.${v}`))}
        />
      }
    >
      <Loaded query={load} empty={load.data?.players.length === 0 ? t('teamAnalyses.week.empty') : null}>
        {(data) => {
          const rows = inNamesOrder(
            weekGrid(data.players, week, variable, today),
            (row) => row.playerId,
            names,
          ).map((row) => ({ ...row, name: names.get(row.playerId) ?? '' }));
          return (
            <ScrollTable label={t('teamAnalyses.week.table')} layout="scroll">
              <thead>
                <tr>
                  <th className="table__sticky table__sticky--edge" style={{ left: 0 }}>
                    {t('teamAnalyses.week.player')}
                  </th>
                  {week.map((date, i) => (
                    <th key={date} className="table__number" title={formatDate(locale, `${date}T12:00:00Z`)}>
                      {days[i]} {Number(date.slice(8))}
                    </th>
                  ))}
                  <th className="table__number">{t('teamAnalyses.week.total')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.playerId} data-player={row.playerId}>
                    <th
                      scope="row"
                      className="table__sticky table__sticky--edge table__main"
                      style={{ left: 0 }}
                    >
                      {row.name}
                    </th>
                    {row.cells.map(cell)}
                    <td className="table__number table__main">
                      {row.total === null ? '–' : `${value(row.total)}${row.partial ? '*' : ''}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          );
        }}
      </Loaded>
      <ul className="heat-legend" aria-label={t('teamAnalyses.week.legend')}>
        <li>
          <span className="heat-legend__swatch heat--scale" aria-hidden="true" />
          {t('teamAnalyses.week.legendLoad')}
        </li>
        <li>
          <span className="heat-legend__swatch heat--rest" aria-hidden="true" />
          {t('teamAnalyses.week.legendRest')}
        </li>
        <li>
          <span className="heat-legend__swatch heat--missing" aria-hidden="true" />
          {t('teamAnalyses.week.legendMissing')}
        </li>
        <li>{t('teamAnalyses.week.legendPartial')}</li>
        <li>
          <span className="heat-legend__swatch heat--upcoming" aria-hidden="true" />
          {t('teamAnalyses.week.legendUpcoming')}
        </li>
      </ul>
    </Card>
  );
}
