/**
 * The legend of a chart with two series (a bar and a line), placed as PlotlyChart places legends
 * (at the bottom, under the axis labels) but each entry as wide as its name, wrapping to a second
 * row when both do not fit: the fixed fractions PlotlyChart gives entries cut these long names
 * ("Distance per player (m)") on a half-width chart or a phone.
 */
import type { Layout } from 'plotly.js';

export const TWO_ENTRY_LEGEND: Partial<Layout['legend']> = {
  orientation: 'h',
  x: 0,
  xanchor: 'left',
  y: 0,
  yanchor: 'bottom',
  yref: 'container',
};
