/** A bar per cut interval for one figure (the mean over its players with data): drills side by side. */
import { useState } from 'react';
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useEventIntervalAnalyses, type CutInterval } from './api/intervals.ts';
import { COMPARED, comparedValue, type Compared } from './interval-figures.ts';

export function IntervalsCompareChart({ eventId, intervals }: { eventId: string; intervals: CutInterval[] }) {
  const { t } = useI18n();
  const [figure, setFigure] = useState<Compared>('distancePerMinute');
  const analyses = useEventIntervalAnalyses(eventId);
  // Every interval listed has its figures (a cut just made is in the next answer).
  const ready = analyses.data !== undefined && intervals.every((i) => analyses.data.has(i.id));
  return (
    <Card
      title={t('intervals.compareTitle')}
      intro={t('intervals.compareIntro')}
      actions={
        <SelectField
          label={t('intervals.compareFigure')}
          value={figure}
          options={COMPARED.map((value) => ({ value, label: t(`intervals.compared.${value}`) }))}
          onValueChange={(value) => setFigure(value as Compared)}
        />
      }
    >
      {analyses.isError ? (
        <LoadError onRetry={() => void analyses.refetch()} />
      ) : !ready ? (
        <Loading />
      ) : (
        <Chart
          title={t(`intervals.compared.${figure}`)}
          data={[
            {
              type: 'bar' as const,
              name: t(`intervals.compared.${figure}`),
              x: intervals.map((i) => i.label),
              y: intervals.map((i) => comparedValue(analyses.data?.get(i.id) ?? [], figure)),
              hovertemplate: '%{x}<br>%{y:,.1~f}<extra></extra>',
              marker: { color: '#1a5fc2' },
            },
          ]}
          layout={{ showlegend: false, yaxis: { title: { text: t(`intervals.compared.${figure}`) } } }}
        />
      )}
    </Card>
  );
}
