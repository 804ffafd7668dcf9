/**
 * The legend of a chart with two series (a bar and a line), as PlotlyChart places legends (at the
 * bottom, under the axis labels) but with each entry taking half the width: a third, the default
 * for many entries, cuts long names on a half-width chart or a phone.
 */
import type { Layout } from 'plotly.js';

export const TWO_ENTRY_LEGEND = {
  orientation: 'h',
  x: 0,
  xanchor: 'left',
  y: 0,
  yanchor: 'bottom',
  yref: 'container',
  // plotly.js has these since 2.16; its type definitions do not know them yet.
  entrywidth: 0.5,
  entrywidthmode: 'fraction',
} as unknown as Layout['legend'];
