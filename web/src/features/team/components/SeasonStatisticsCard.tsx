/**
 * Season statistics of the chosen range: per player their totals (time, distance, HSR, sprints,
 * sprint distance, top speed) and per-match averages, then the top speeds as a ranking chart.
 * Sums of what the devices measured: events without device data add nothing.
 */
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatDate, formatFixed, formatNumber, formatSeconds } from '../../../i18n/format.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { TeamStatisticsQuery } from '../../../gql/graphql.ts';

type Statistics = TeamStatisticsQuery['teamStatistics'];
type Row = Statistics['players'][number];

const KMH = 3.6;

export function SeasonStatisticsCard({ statistics }: { readonly statistics: Statistics }) {
  const { t, locale } = useI18n();
  const whole = (n: number) => formatNumber(locale, n, 0);
  const dash = <span className="muted">–</span>;
  const columns: readonly { key: string; header: MessageKey; cell: (row: Row) => React.ReactNode }[] = [
    { key: 'events', header: 'teamAnalyses.season.events', cell: (r) => whole(r.events) },
    { key: 'time', header: 'teamAnalyses.season.time', cell: (r) => formatSeconds(r.time) },
    { key: 'distance', header: 'teamAnalyses.season.distance', cell: (r) => whole(r.distance) },
    { key: 'hsr', header: 'teamAnalyses.season.hsr', cell: (r) => whole(r.hsr) },
    { key: 'sprints', header: 'teamAnalyses.season.sprints', cell: (r) => whole(r.sprints) },
    {
      key: 'sprintDistance',
      header: 'teamAnalyses.season.sprintDistance',
      cell: (r) => whole(r.sprintDistance),
    },
    {
      key: 'topSpeed',
      header: 'teamAnalyses.season.topSpeed',
      cell: (r) => (r.topSpeed === null ? dash : formatFixed(locale, r.topSpeed * KMH, 1)),
    },
    {
      key: 'perMatchDistance',
      header: 'teamAnalyses.season.perMatchDistance',
      cell: (r) => (r.perMatch === null ? dash : whole(r.perMatch.distance)),
    },
    {
      key: 'perMatchHsr',
      header: 'teamAnalyses.season.perMatchHsr',
      cell: (r) => (r.perMatch === null ? dash : whole(r.perMatch.hsr)),
    },
    {
      key: 'perMatchSprints',
      header: 'teamAnalyses.season.perMatchSprints',
      cell: (r) => (r.perMatch === null ? dash : formatFixed(locale, r.perMatch.sprints, 1)),
    },
  ];
  const name = (r: Row) => `${r.firstName} ${r.lastName}`.trim();
  const ranked = statistics.players
    .filter((r): r is Row & { topSpeed: number } => r.topSpeed !== null)
    .sort((a, b) => b.topSpeed - a.topSpeed);
  const day = (date: string) => formatDate(locale, `${date}T12:00:00Z`);
  return (
    <Card
      title={t('teamAnalyses.season.title')}
      summary={t('teamAnalyses.season.summary', {
        count: whole(statistics.events),
        from: day(statistics.from),
        to: day(statistics.to),
      })}
    >
      {statistics.players.length === 0 ? (
        <p className="muted">{t('teamAnalyses.season.empty')}</p>
      ) : (
        <>
          <ScrollTable label={t('teamAnalyses.season.table')} layout="scroll">
            <thead>
              <tr>
                <th className="table__sticky table__sticky--edge" style={{ left: 0 }}>
                  {t('teamAnalyses.season.player')}
                </th>
                {columns.map((c) => (
                  <th key={c.key} className="table__number">
                    {t(c.header)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statistics.players.map((row) => (
                <tr key={row.playerId} data-player={row.playerId}>
                  <th
                    scope="row"
                    className="table__sticky table__sticky--edge table__main"
                    style={{ left: 0 }}
                  >
                    {name(row)}
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} className="table__number" data-column={c.key}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {ranked.length === 0 ? null : (
            <Chart
              title={t('teamAnalyses.season.topSpeeds')}
              height={Math.max(200, 28 * ranked.length + 60)}
              data={[
                {
                  type: 'bar',
                  orientation: 'h',
                  x: ranked.map((r) => r.topSpeed * KMH),
                  y: ranked.map(name),
                  marker: { color: '#c81d35' },
                  text: ranked.map((r) => formatFixed(locale, r.topSpeed * KMH, 1)),
                  textposition: 'auto',
                  hovertemplate: '%{y}: %{x:.1f} km/h<extra></extra>',
                },
              ]}
              layout={{
                margin: { l: 120, r: 16, t: 40, b: 40 },
                xaxis: { title: { text: t('teamAnalyses.season.kmh') }, rangemode: 'tozero' },
                yaxis: { autorange: 'reversed', automargin: true },
              }}
            />
          )}
        </>
      )}
    </Card>
  );
}
