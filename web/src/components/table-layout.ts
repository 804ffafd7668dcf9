/**
 * How a table's columns are laid out, from their kinds (pure, so the components only draw):
 *
 * - The row's name (`main`) and the narrow columns before it (a shirt number, a tick box) stay
 *   put while the table scrolls sideways: each is sticky at the sum of the widths before it
 *   (those lead columns have one fixed width, `LEAD_WIDTH_REM`). The actions, when they are
 *   the last column, stay at the right edge: a row's buttons are always in reach.
 * - On a phone the table is drawn as cards, one per row: the lead columns and the name make the
 *   card's title line, the actions its last line, and every other cell is "label: value".
 */
import type { ColumnKind } from './DataTable.tsx';

/** The width of a column before the row's name (a number, a tick box), in rem. */
export const LEAD_WIDTH_REM = 3.5;

export interface ColumnPlace {
  /** Before the row's name: fixed width, on the card's title line. */
  readonly lead: boolean;
  /** Stays in view while the table scrolls sideways, at `left` rem from the table's edge. */
  readonly sticky: boolean;
  readonly left: number | null;
  /** The last sticky column: draws the edge the other columns slide under. */
  readonly edge: boolean;
  /** The actions at the end: stay at the right edge while the table scrolls sideways. */
  readonly end: boolean;
  /** A card shows the column's label beside the value (not the title line, not the actions). */
  readonly labelled: boolean;
}

/** Each column with its place. The columns before `main` must be narrow (a number, a tick box). */
export function placeColumns<Column extends { readonly kind?: ColumnKind | undefined }>(
  columns: readonly Column[],
): { readonly column: Column; readonly place: ColumnPlace }[] {
  const main = columns.findIndex((column) => column.kind === 'main');
  return columns.map((column, index) => {
    const sticky = main >= 0 && index <= main;
    return {
      column,
      place: {
        lead: main > 0 && index < main,
        sticky,
        left: sticky ? index * LEAD_WIDTH_REM : null,
        edge: index === main,
        end: column.kind === 'actions' && index === columns.length - 1,
        labelled: !sticky && column.kind !== 'actions',
      },
    };
  });
}
