/**
 * Plotly's chunk (about 1.1 MB, 350 kB gzipped) on demand: `loadPlotlyChart` is the one import of
 * it, and a screen that will show charts calls `preloadCharts` as it opens, so the chunk
 * downloads and compiles while the screen's data is on its way rather than after it.
 */
export const loadPlotlyChart = () => import('./PlotlyChart.tsx');

let started: Promise<unknown> | null = null;

/** Start loading the charts' code once; later calls do nothing. */
export function preloadCharts(): void {
  started ??= loadPlotlyChart().catch(() => {
    // A failed preload is tried again by the chart itself (React.lazy), which shows the error.
    started = null;
  });
}
