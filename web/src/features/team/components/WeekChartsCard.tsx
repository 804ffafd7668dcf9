/**
 * Week metrics and week sprints over the chosen range: per week, the mean distance and HSR of the
 * players with device data that week, and the team's sprints with their mean per player. Weeks
 * without device data are empty, not 0 per player.
 */
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { TWO_ENTRY_LEGEND } from '../analyses/legend.ts';
import type { TeamStatisticsQuery } from '../../../gql/graphql.ts';

type Week = TeamStatisticsQuery['teamStatistics']['weeks'][number];

export function WeekChartsCard({ weeks }: { readonly weeks: readonly Week[] }) {
  const { t } = useI18n();
  const x = weeks.map((w) => w.start);
  const xaxis = { type: 'date' as const, tickformat: '%d %b' };
  return (
    <Card title={t('teamAnalyses.weeks.title')} intro={t('teamAnalyses.weeks.intro')}>
      <div className="charts">
        <Chart
          title={t('teamAnalyses.weeks.metrics')}
          data={[
            {
              type: 'bar',
              name: t('teamAnalyses.weeks.distance'),
              x,
              y: weeks.map((w) => w.playerDistance),
              marker: { color: '#3f7cc4' },
            },
            {
              type: 'scatter',
              mode: 'lines+markers',
              name: t('teamAnalyses.weeks.hsr'),
              x,
              y: weeks.map((w) => w.playerHsr),
              yaxis: 'y2',
              line: { color: '#e06c00' },
            },
          ]}
          layout={{
            margin: { l: 56, r: 64, t: 40, b: 16 },
            xaxis,
            yaxis: { title: { text: t('teamAnalyses.weeks.metres') }, rangemode: 'tozero' },
            yaxis2: {
              title: { text: t('teamAnalyses.weeks.hsr') },
              overlaying: 'y',
              side: 'right',
              showgrid: false,
              rangemode: 'tozero',
            },
            legend: TWO_ENTRY_LEGEND,
          }}
        />
        <Chart
          title={t('teamAnalyses.weeks.sprints')}
          data={[
            {
              type: 'bar',
              name: t('teamAnalyses.weeks.teamSprints'),
              x,
              y: weeks.map((w) => (w.players === 0 ? null : w.sprints)),
              marker: { color: '#c81d35' },
            },
            {
              type: 'scatter',
              mode: 'lines+markers',
              name: t('teamAnalyses.weeks.playerSprints'),
              x,
              y: weeks.map((w) => w.playerSprints),
              yaxis: 'y2',
              line: { color: '#2aa198' },
            },
          ]}
          layout={{
            margin: { l: 56, r: 64, t: 40, b: 16 },
            xaxis,
            yaxis: { title: { text: t('teamAnalyses.weeks.count') }, rangemode: 'tozero' },
            yaxis2: {
              title: { text: t('teamAnalyses.weeks.playerSprints') },
              overlaying: 'y',
              side: 'right',
              showgrid: false,
              rangemode: 'tozero',
            },
            legend: TWO_ENTRY_LEGEND,
          }}
        />
      </div>
    </Card>
  );
}
