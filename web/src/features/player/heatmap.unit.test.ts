import { describe, expect, it } from 'vitest';
import { PITCH, placeCells } from './heatmap.ts';

describe('heat map on a drawn pitch', () => {
  it('centres the cells on the pitch and weighs them by the busiest', () => {
    const placed = placeCells(
      [
        { ix: 10, iy: 5, count: 4 },
        { ix: 12, iy: 5, count: 2 },
      ],
      2,
    );
    expect(placed).toHaveLength(2);
    const span = 3 * 2;
    expect(placed[0]!.x).toBeCloseTo((PITCH.length - span) / 2);
    expect(placed[1]!.x - placed[0]!.x).toBe(4);
    expect(placed.map((c) => c.weight)).toEqual([1, 0.5]);
  });

  it('turns a track longer north-south than east-west along the pitch', () => {
    const placed = placeCells(
      [
        { ix: 0, iy: 0, count: 1 },
        { ix: 0, iy: 20, count: 1 },
      ],
      2,
    );
    expect(placed[1]!.x - placed[0]!.x).toBe(40);
    expect(placed[1]!.y).toBe(placed[0]!.y);
  });

  it('draws nothing without cells', () => {
    expect(placeCells([], 2)).toEqual([]);
  });
});
