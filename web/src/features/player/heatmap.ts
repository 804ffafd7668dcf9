/**
 * Where a heat map's cells go on a drawn pitch. GNSS positions come on a plane around the first
 * fix, without the pitch's corners: the cells' extent is centred on a 105 × 68 m pitch, turned
 * so that its longer side runs along the pitch. Pure, for the tests.
 */
export const PITCH = { length: 105, width: 68 } as const;

export interface Cell {
  readonly ix: number;
  readonly iy: number;
  readonly count: number;
}

export interface PlacedCell {
  /** Metres from the pitch's top-left corner. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** 0…1 of the busiest cell. */
  readonly weight: number;
}

export function placeCells(cells: readonly Cell[], cellSize: number): PlacedCell[] {
  if (cells.length === 0) return [];
  const xs = cells.map((c) => c.ix);
  const ys = cells.map((c) => c.iy);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const turned = maxY - minY > maxX - minX;
  const spanX = ((turned ? maxY - minY : maxX - minX) + 1) * cellSize;
  const spanY = ((turned ? maxX - minX : maxY - minY) + 1) * cellSize;
  const offsetX = (PITCH.length - spanX) / 2;
  const offsetY = (PITCH.width - spanY) / 2;
  const busiest = Math.max(...cells.map((c) => c.count));
  return cells.map((c) => {
    const u = turned ? c.iy - minY : c.ix - minX;
    // Rows grow northwards; the drawing's y grows downwards.
    const v = turned ? c.ix - minX : maxY - c.iy;
    return {
      x: offsetX + u * cellSize,
      y: offsetY + v * cellSize,
      size: cellSize,
      weight: c.count / busiest,
    };
  });
}
