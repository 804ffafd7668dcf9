/** A chart that loads plotly on demand (PlotlyChart), with a placeholder meanwhile. */
import { lazy, Suspense } from 'react';
import { Loading } from '../components/Loading.tsx';
import type { ChartProps } from './PlotlyChart.tsx';
import { loadPlotlyChart } from './preload.ts';

const PlotlyChart = lazy(loadPlotlyChart);

export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Loading />}>
      <PlotlyChart {...props} />
    </Suspense>
  );
}
