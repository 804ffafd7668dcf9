/**
 * A table described by its columns: each says its header, what a row's cell shows and what kind
 * of cell it is, so every list of the app has the same markup (a scrolling, labelled region; the
 * row's name as its row header; figures aligned right; the actions column named for screen
 * readers only).
 */
import type { HTMLAttributes, ReactNode } from 'react';
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

export function DataTable<Row extends { readonly id: string }>({
  label,
  columns,
  rows,
  rowProps,
  busy,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => column !== false && column !== null);
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          {shown.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={
                column.headerClassName === undefined
                  ? HEADER_CLASS[column.kind ?? 'text']
                  : (column.headerClassName ?? undefined)
              }
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
            {shown.map((column) =>
              column.kind === 'main' ? (
                <th key={column.key} scope="row" className={CELL_CLASS.main}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} className={CELL_CLASS[column.kind ?? 'text']}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
