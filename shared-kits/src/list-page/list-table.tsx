import { lazy, Suspense, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { PAGE_SIZES, type Paginated } from 'shared-contracts';
import { errorMessage, isApiError } from 'shared-contracts/app';
import { DownloadOutlined } from 'shared-contracts/icons/more';
import { Button, Empty, loadUiExtra, showNotice, Skeleton, type TableProps } from 'shared-contracts/ui';
import { Alert, Result } from 'shared-contracts/ui/more';
import { toSheet, toTableColumns, type ListColumn } from './columns';
import { downloadBlob, exportFileName, saveXlsx } from './export-file';
import { FilterBar } from './filter-controls';
import { useTableKeyboardAccess } from './table-keyboard';
import type { Paging } from './use-list-params';

/** antd's Table, reached only through the on-demand UI chunk (docs/architecture.md "Shared singletons"). */
type AntTable = Awaited<ReturnType<typeof loadUiExtra>>['Table'];
const Table = lazy(async () => ({ default: (await loadUiExtra()).Table })) as unknown as AntTable;

/** What a list call's RTK Query hook returns (the fields the table reads). */
export interface ListResult<Row> {
  /** A page from the server (`{ list, page, page_size, data_count }`), or every row (virtual mode). */
  data?: Paginated<Row> | readonly Row[];
  isFetching?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface ListExport {
  /** The file's name before its date, e.g. 订单列表 → 订单列表-20261123-1405.xlsx. */
  fileName: string;
  /**
   * A server download of everything the filters match (e.g. POST /api/user/order/download). Without it
   * 导出 writes the rows the user sees, with the columns' texts, as an .xlsx file in the browser.
   */
  server?: () => Promise<Blob | void>;
}

export interface ListTableProps<Row extends object> {
  columns: readonly ListColumn<Row>[];
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  result: ListResult<Row>;
  /** Server paging from `useListParams(…).paging`. Without it (and not virtual) the rows page in the browser. */
  paging?: Paging;
  /** Thousands of rows at once: only the visible ones are rendered, in a box this tall; paging is off. */
  virtual?: { height: number };
  /** What an empty list says (default 暂无数据). */
  emptyText?: string;
  /** Shows 导出. */
  exportAs?: ListExport;
  /** Buttons or text on the left of the bar above the table. */
  toolbar?: ReactNode;
  /** The table's accessible name, e.g. 订单列表. */
  label: string;
  rowSelection?: TableProps<Row>['rowSelection'];
  size?: TableProps<Row>['size'];
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  > .list-bar-end {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: 12px;
    color: ${(p) => p.theme.colorTextSecondary};
  }
  /* a filter bar in the toolbar: the toolbar spaces it */
  ${FilterBar} {
    margin-bottom: 0;
  }
`;

const Quiet = styled.div`
  height: 160px;
`;

const rowsOf = <Row,>(data: ListResult<Row>['data']): readonly Row[] => (data === undefined ? [] : Array.isArray(data) ? data : (data as Paginated<Row>).list);
const totalOf = <Row,>(data: ListResult<Row>['data']): number | undefined =>
  data === undefined ? undefined : Array.isArray(data) ? data.length : (data as Paginated<Row>).data_count;

function ExportButton<Row extends object>({ exportAs, columns, rows }: { exportAs: ListExport; columns: readonly ListColumn<Row>[]; rows: readonly Row[] }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const fileName = exportFileName(exportAs.fileName);
      if (exportAs.server) {
        const file = await exportAs.server();
        if (file) downloadBlob(file, fileName);
      } else {
        await saveXlsx(toSheet(columns, rows), fileName, exportAs.fileName.slice(0, 31).replace(/[[\]:*?/\\]/g, ' '));
        showNotice({ level: 'success', text: `已导出 ${rows.length} 条` });
      }
    } catch (error) {
      // transport and HTTP errors were already reported by the base query
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: `导出失败：${errorMessage(error, '请稍后再试')}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={!exportAs.server && rows.length === 0} onClick={() => void run()}>
      导出
    </Button>
  );
}

/**
 * The table of a list page (DESIGN "Frontend conventions"): SPEC §9's page sizes with 共 N 条, loading,
 * empty and error states (the error's message and 重新加载), a virtualised mode for thousands of rows,
 * and 导出. Columns are typed from the row (`ListColumn<Row>`).
 */
export function ListTable<Row extends object>({
  columns,
  rowKey,
  result,
  paging,
  virtual,
  emptyText = '暂无数据',
  exportAs,
  toolbar,
  label,
  rowSelection,
  size,
}: ListTableProps<Row>) {
  const rows = rowsOf(result.data);
  const total = totalOf(result.data);
  const fetching = Boolean(result.isFetching);
  const failed = Boolean(result.error) && !fetching;
  const message = failed ? errorMessage(result.error) : '';
  const retry = () => void result.refetch?.();
  const tableColumns = useMemo(() => toTableColumns(columns), [columns]);
  const section = useRef<HTMLElement>(null);
  useTableKeyboardAccess(section, label);

  // a page past the end (an old link, or rows removed meanwhile) goes to the last page there is
  const lastPage = paging && total !== undefined ? Math.max(1, Math.ceil(total / paging.pageSize)) : 1;
  const pastTheEnd = Boolean(paging && !fetching && !failed && total !== undefined && total > 0 && rows.length === 0 && paging.page > lastPage);
  useEffect(() => {
    if (pastTheEnd && paging) paging.onChange(lastPage, paging.pageSize);
  }, [pastTheEnd, paging, lastPage]);

  const empty =
    failed && rows.length === 0 ? (
      <Result status="warning" title="加载失败" subTitle={message} extra={<Button type="primary" onClick={retry}>重新加载</Button>} />
    ) : fetching || result.data === undefined ? (
      <Quiet aria-hidden />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
    );

  const pageSizeOptions = [...PAGE_SIZES];
  const pagination: TableProps<Row>['pagination'] = virtual
    ? false
    : paging
      ? {
          current: paging.page,
          pageSize: paging.pageSize,
          total: total ?? 0,
          pageSizeOptions,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (count) => `共 ${count} 条`,
          onChange: paging.onChange,
        }
      : { pageSizeOptions, showSizeChanger: true, showTotal: (count) => `共 ${count} 条` };

  const showBar = Boolean(toolbar || exportAs || virtual);
  return (
    <section ref={section} aria-label={label} aria-busy={fetching}>
      {showBar ? (
        <Bar>
          {toolbar}
          <div className="list-bar-end">
            {virtual && total !== undefined ? <span>共 {total} 条</span> : null}
            {exportAs ? <ExportButton exportAs={exportAs} columns={columns} rows={rows} /> : null}
          </div>
        </Bar>
      ) : null}
      {failed && rows.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`刷新失败：${message}`}
          action={
            <Button size="small" onClick={retry}>
              重新加载
            </Button>
          }
        />
      ) : null}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Table<Row>
          columns={tableColumns}
          dataSource={rows as Row[]}
          rowKey={rowKey as TableProps<Row>['rowKey']}
          loading={fetching}
          pagination={pagination}
          locale={{ emptyText: empty }}
          rowSelection={rowSelection}
          size={size}
          {...(virtual
            ? { virtual: true, scroll: { y: virtual.height, x: tableColumns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0) } }
            : { scroll: { x: 'max-content' } })}
        />
      </Suspense>
    </section>
  );
}
