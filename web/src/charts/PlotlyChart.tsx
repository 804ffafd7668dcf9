/**
 * A plotly chart, in the app's colours and the reader's language. plotly.js's basic bundle (bar
 * and scatter traces, all the app draws: about 1.1 MB, against 1.4 MB for the cartesian one it
 * replaced) loads only when a screen with charts opens (preload.ts), never with the app.
 *
 * Layout rules, so a chart reads on any width: the title sits top left and the legend at the
 * bottom of the figure below the axis labels (plotly reserves room for both: player names
 * are never covered), the figure grows by the room its legend and slanted names take, so the
 * plot keeps its height, and on phones the toolbar is left out (it would cover the title).
 */
import type { Data, Layout } from 'plotly.js';
import factory from 'react-plotly.js/factory';
import plotly from 'plotly.js/dist/plotly-basic.min.js';
import de from 'plotly.js/lib/locales/de.js';
import es from 'plotly.js/lib/locales/es.js';
import fr from 'plotly.js/lib/locales/fr.js';
import it from 'plotly.js/lib/locales/it.js';
import { useI18n } from '../i18n/use-i18n.ts';
import { plotlyDateFormats, plotlyLocale, plotlySeparators } from './chart-locale.ts';

/** Both are CommonJS: a bundle may hand over the module object rather than its default export. */
function defaultOf<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

const Plotly = defaultOf(plotly);
Plotly.register([de, es, fr, it].map(defaultOf));
const Plot = defaultOf(factory)(Plotly);

/** Below this width (the spec's first navigation breakpoint) the toolbar is left out. */
const PHONE_QUERY = '(max-width: 599px)';

export interface ChartProps {
  readonly title: string;
  readonly data: Data[];
  readonly layout?: Partial<Layout>;
  readonly height?: number;
  /** Called once the chart is drawn (a screen drawing several draws them one after another). */
  readonly onDrawn?: () => void;
}

/** The theme's colours, read from the CSS variables the theme sets. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

export default function PlotlyChart({ title, data, layout = {}, height = 320, onDrawn }: ChartProps) {
  const { locale } = useI18n();
  const text = themeColour('--c-text', '#1b1f24');
  const grid = themeColour('--c-border', '#d6dbe1');
  const phone = window.matchMedia(PHONE_QUERY).matches;
  // The legend and the slanted names under the bars take room from the plot: the figure grows by
  // what they take (legend entries in rows of two on a phone, of three wider), so the plot keeps
  // its height.
  const perRow = phone ? 2 : 3;
  const entries = data.filter((trace) => 'name' in trace && trace.name !== undefined).length;
  const legendRows = entries > 1 ? Math.ceil(entries / perRow) : 0;
  const slanted = data.some(
    (trace) => 'x' in trace && Array.isArray(trace.x) && trace.x.length > 4 && typeof trace.x[0] === 'string',
  );
  const figureHeight = height + legendRows * 22 + (slanted ? 72 : 0);
  // plotly.js has these since 2.16; its type definitions do not know them yet.
  const legendEntries = { entrywidth: 1 / perRow, entrywidthmode: 'fraction' };
  return (
    <figure className="chart" aria-label={title}>
      <Plot
        data={data}
        layout={{
          autosize: true,
          height: figureHeight,
          margin: { l: 56, r: 16, t: 40, b: 16 },
          title: {
            text: title,
            font: { size: 15, color: text },
            x: 0,
            xanchor: 'left',
            xref: 'container',
            pad: { l: 12 },
          },
          paper_bgcolor: 'rgba(0,0,0,0)',
          plot_bgcolor: 'rgba(0,0,0,0)',
          font: { color: text, family: 'inherit' },
          separators: plotlySeparators(locale),
          // At the bottom of the figure, under the axis labels: plotly makes room for both.
          legend: {
            orientation: 'h',
            x: 0,
            xanchor: 'left',
            y: 0,
            yanchor: 'bottom',
            yref: 'container',
            ...legendEntries,
          },
          ...layout,
          xaxis: { gridcolor: grid, showgrid: false, automargin: true, ...layout.xaxis },
          yaxis: { gridcolor: grid, automargin: true, ...layout.yaxis },
        }}
        config={{
          displaylogo: false,
          responsive: true,
          locale: plotlyLocale(locale),
          locales: plotlyDateFormats(locale),
          displayModeBar: phone ? false : 'hover',
          modeBarButtonsToRemove: ['select2d', 'lasso2d'],
        }}
        useResizeHandler
        style={{ width: '100%' }}
        {...(onDrawn === undefined ? {} : { onInitialized: () => onDrawn() })}
      />
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
