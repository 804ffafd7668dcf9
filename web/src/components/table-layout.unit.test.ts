import { describe, expect, it } from 'vitest';
import type { ColumnKind } from './DataTable.tsx';
import { LEAD_WIDTH_REM, placeColumns } from './table-layout.ts';

const place = (...kinds: (ColumnKind | undefined)[]) =>
  placeColumns(kinds.map((kind) => ({ kind }))).map(({ place }) => place);

describe('table column places', () => {
  it('fixes the number and the name of a squad, each after the widths before it', () => {
    const [number, name, position, actions] = place('number', 'main', 'text', 'actions');
    expect(number).toEqual({ lead: true, sticky: true, left: 0, edge: false, end: false, labelled: false });
    expect(name).toEqual({
      lead: false,
      sticky: true,
      left: LEAD_WIDTH_REM,
      edge: true,
      end: false,
      labelled: false,
    });
    expect(position).toEqual({
      lead: false,
      sticky: false,
      left: null,
      edge: false,
      end: false,
      labelled: true,
    });
    expect(actions).toMatchObject({ sticky: false, end: true, labelled: false });
  });

  it('fixes a tick box and the name after it (devices)', () => {
    expect(place('select', 'main', 'code').map((p) => [p.lead, p.left])).toEqual([
      [true, 0],
      [false, LEAD_WIDTH_REM],
      [false, null],
    ]);
  });

  it('fixes the name alone when it comes first, and nothing when a table has no name', () => {
    expect(place('main', 'number').map((p) => [p.sticky, p.left, p.edge])).toEqual([
      [true, 0, true],
      [false, null, false],
    ]);
    expect(place('text', 'number').every((p) => !p.sticky && p.labelled)).toBe(true);
  });

  it('keeps the actions at the right edge only when they are the last column', () => {
    expect(place('main', 'actions', 'text').map((p) => p.end)).toEqual([false, false, false]);
  });
});
