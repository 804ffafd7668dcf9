/**
 * The acute:chronic ratio's bands as every chart shades them (METRICS.md: under 0.8, 0.8–1.3,
 * over 1.5; 1.3–1.5 left unshaded): one definition for the team analyses and the player pages.
 */
import type { Shape } from 'plotly.js';

export const RATIO_BANDS = [
  { band: 'low', from: 0, to: 0.8, colour: 'rgba(63, 124, 196, 0.14)' },
  { band: 'sweetSpot', from: 0.8, to: 1.3, colour: 'rgba(42, 161, 152, 0.16)' },
  { band: 'high', from: 1.5, to: null, colour: 'rgba(200, 29, 53, 0.14)' },
] as const;

/** The bands as full-width rectangles behind a chart whose ratio axis ends at `top`. */
export function ratioBandShapes(top: number): Partial<Shape>[] {
  return RATIO_BANDS.map((band) => ({
    type: 'rect',
    xref: 'paper',
    yref: 'y',
    x0: 0,
    x1: 1,
    y0: band.from,
    y1: band.to ?? top,
    fillcolor: band.colour,
    line: { width: 0 },
    layer: 'below',
  }));
}
