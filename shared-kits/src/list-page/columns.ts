import type { ReactNode } from 'react';
import type { TableColumnType } from 'shared-contracts/ui';

/** A value a spreadsheet cell can take. */
export type CellValue = string | number | boolean | null | undefined;

interface ColumnBase<Row> extends Omit<TableColumnType<Row>, 'dataIndex' | 'render' | 'title' | 'key'> {
  /** The header, also the spreadsheet's column title. */
  title: string;
  /** false leaves the column out of 导出 (action columns without a dataIndex are left out anyway). */
  exportable?: boolean;
}

/** A column showing one field of the row: `render` and `exportValue` get that field's type. */
export type FieldColumn<Row, K extends keyof Row & string> = ColumnBase<Row> & {
  dataIndex: K;
  key?: string;
  render?: (value: Row[K], row: Row, index: number) => ReactNode;
  /** The cell written by 导出; default the field itself when it is text, a number or a boolean. */
  exportValue?: (value: Row[K], row: Row) => CellValue;
};

/** A column computed from the whole row (actions, combined fields): needs a key and a render. */
export type ComputedColumn<Row> = ColumnBase<Row> & {
  key: string;
  dataIndex?: undefined;
  render: (value: undefined, row: Row, index: number) => ReactNode;
  exportValue?: (value: undefined, row: Row) => CellValue;
};

/**
 * A column of a list table, typed from the row: `dataIndex` must be one of the row's fields, and that
 * field's type reaches `render` and `exportValue`.
 *
 * ```ts
 * const columns: ListColumn<OrderRow>[] = [
 *   { title: '订单号', dataIndex: 'order_sn' },
 *   { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (yuan) => yuan.toFixed(2) },
 *   { title: '操作', key: 'actions', render: (_, row) => <a href={`/orders/${row.id}`}>详情</a> },
 * ];
 * ```
 */
export type ListColumn<Row> = { [K in keyof Row & string]: FieldColumn<Row, K> }[keyof Row & string] | ComputedColumn<Row>;

type AnyColumn<Row> = ColumnBase<Row> & {
  dataIndex?: string;
  key?: string;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
  exportValue?: (value: unknown, row: Row) => CellValue;
};

const isCell = (value: unknown): value is CellValue =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

/** The antd column definitions of a list's columns. */
export function toTableColumns<Row>(columns: readonly ListColumn<Row>[]): TableColumnType<Row>[] {
  return (columns as readonly AnyColumn<Row>[]).map(({ exportable: _exportable, exportValue: _exportValue, ...column }) => ({
    ...column,
    key: column.key ?? column.dataIndex,
  })) as TableColumnType<Row>[];
}

/** The rows as a spreadsheet: a header of column titles and one line per row, as the user sees them. */
export function toSheet<Row>(columns: readonly ListColumn<Row>[], rows: readonly Row[]): { header: string[]; body: CellValue[][] } {
  const exported = (columns as readonly AnyColumn<Row>[]).filter(
    (column) => column.exportable !== false && (column.dataIndex !== undefined || column.exportValue !== undefined),
  );
  return {
    header: exported.map((column) => column.title),
    body: rows.map((row) =>
      exported.map((column) => {
        const value = column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[column.dataIndex];
        if (column.exportValue) return column.exportValue(value, row);
        return isCell(value) ? value : '';
      }),
    ),
  };
}
