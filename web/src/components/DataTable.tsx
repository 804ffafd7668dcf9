/**
 * A table described by its columns: each says its header, what a row's cell shows and what kind
 * of cell it is, so every list of the app has the same markup (a labelled region; the row's name
 * as its row header, fixed with the narrow columns before it while the table scrolls sideways;
 * figures aligned right; the actions column named for screen readers only). Below 600 px the
 * rows are cards (`table-layout.ts`): the page never scrolls sideways.
 */
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { placeColumns, type ColumnPlace } from './table-layout.ts';
import { ScrollTable } from './Table.tsx';

export type ColumnKind = 'text' | 'main' | 'number' | 'code' | 'select' | 'actions';

export interface Column<Row> {
  /** Unique among the columns (React's key). */
  readonly key: string;
  /** For `actions`, read by screen readers only. */
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  /** `main`: the row's name (its row header); the others set the cells' alignment. */
  readonly kind?: ColumnKind;
  /** The header's class when it is not the kind's (null: none). */
  readonly headerClassName?: string | null;
  /**
   * The column's name as text, where `header` is not text (a tick box "select all"): a card
   * shows it beside the values, and beside that header's control.
   */
  readonly label?: string;
}

const HEADER_CLASS: Partial<Record<ColumnKind, string>> = {
  number: 'table__number',
  select: 'table__select',
};

const CELL_CLASS: Partial<Record<ColumnKind, string>> = {
  main: 'table__main',
  number: 'table__number',
  code: 'table__code',
  select: 'table__select',
  actions: 'table__actions',
};

/** Rows are records of the API: their id keys them. */
export interface DataTableProps<Row extends { readonly id: string }> {
  /** The region's and the caption's name. */
  readonly label: string;
  /** Columns left out (`false`, `null`) are not shown: e.g. actions the user may not take. */
  readonly columns: readonly (Column<Row> | false | null)[];
  readonly rows: readonly Row[];
  /** Attributes of a row's `<tr>` (a class, a click, a test id). */
  readonly rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /** Other rows are on their way (a page or filter changed): the body says so. */
  readonly busy?: boolean;
}

/** The classes a cell adds for its place: fixed while scrolling, a lead column, the fixed edge. */
function placeClass(place: ColumnPlace, base: string | undefined): string | undefined {
  const classes = [
    base,
    place.sticky ? 'table__sticky' : undefined,
    place.lead ? 'table__lead' : undefined,
    place.edge ? 'table__sticky--edge' : undefined,
    place.end ? 'table__sticky-end' : undefined,
  ].filter((name) => name !== undefined);
  return classes.length === 0 ? undefined : classes.join(' ');
}

function placeStyle(place: ColumnPlace): CSSProperties | undefined {
  return place.left === null ? undefined : { left: `${place.left}rem` };
}

/** The text a card shows beside a column's values. */
function labelOf<Row>(column: Column<Row>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

export function DataTable<Row extends { readonly id: string }>({
  label,
  columns,
  rows,
  rowProps,
  busy,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => column !== false && column !== null);
  const placed = placeColumns(shown);
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          {placed.map(({ column, place }) => (
            <th
              key={column.key}
              scope="col"
              className={placeClass(
                place,
                column.headerClassName === undefined
                  ? HEADER_CLASS[column.kind ?? 'text']
                  : (column.headerClassName ?? undefined),
              )}
              style={placeStyle(place)}
              data-label={typeof column.header === 'string' ? undefined : column.label}
            >
              {column.kind === 'actions' ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody aria-busy={busy}>
        {rows.map((row) => (
          <tr key={row.id} {...rowProps?.(row)}>
            {placed.map(({ column, place }) => {
              const className = placeClass(place, CELL_CLASS[column.kind ?? 'text']);
              if (column.kind === 'main')
                return (
                  <th key={column.key} scope="row" className={className} style={placeStyle(place)}>
                    {column.cell(row)}
                  </th>
                );
              const cardLabel = place.labelled ? labelOf(column) : undefined;
              return (
                <td key={column.key} className={className} style={placeStyle(place)} data-label={cardLabel}>
                  {cardLabel === undefined ? (
                    column.cell(row)
                  ) : (
                    <div className="table__value">{column.cell(row)}</div>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
