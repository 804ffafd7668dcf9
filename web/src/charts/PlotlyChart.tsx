/**
 * A plotly chart, in the app's colours and language. plotly.js's cartesian bundle (about 1.4 MB)
 * loads only with the first chart a screen shows, never with the app.
 */
import type { Data, Layout } from 'plotly.js';
import factory from 'react-plotly.js/factory';
import plotly from 'plotly.js/dist/plotly-cartesian.min.js';

/** Both are CommonJS: a bundle may hand over the module object rather than its default export. */
function defaultOf<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

const Plot = defaultOf(factory)(defaultOf(plotly));

export interface ChartProps {
  readonly title: string;
  readonly data: Data[];
  readonly layout?: Partial<Layout>;
  readonly height?: number;
}

/** The theme's colours, read from the CSS variables the theme sets. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

export default function PlotlyChart({ title, data, layout = {}, height = 320 }: ChartProps) {
  const text = themeColour('--c-text', '#1b1f24');
  const grid = themeColour('--c-border', '#d6dbe1');
  return (
    <figure className="chart" aria-label={title}>
      <Plot
        data={data}
        layout={{
          autosize: true,
          height,
          margin: { l: 56, r: 16, t: 36, b: 48 },
          title: { text: title, font: { size: 15, color: text } },
          paper_bgcolor: 'rgba(0,0,0,0)',
          plot_bgcolor: 'rgba(0,0,0,0)',
          font: { color: text, family: 'inherit' },
          legend: { orientation: 'h', y: -0.2 },
          xaxis: { gridcolor: grid, showgrid: false, ...layout.xaxis },
          yaxis: { gridcolor: grid, ...layout.yaxis },
          ...layout,
        }}
        config={{ displaylogo: false, responsive: true, modeBarButtonsToRemove: ['select2d', 'lasso2d'] }}
        useResizeHandler
        style={{ width: '100%' }}
      />
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
