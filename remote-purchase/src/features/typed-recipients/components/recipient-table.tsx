import { WarningOutlined } from 'shared-contracts/icons/more';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from 'shared-contracts';
import type { RecognisedRow } from 'shared-contracts/recipients';
import { lazy, Suspense } from 'react';
import { loadUiExtra, Skeleton, Tooltip, type TableColumnsType } from 'shared-contracts/ui';

const Table = lazy(() => loadUiExtra().then((m) => ({ default: m.Table<RecognisedRow> })));

const columns: TableColumnsType<RecognisedRow> = [
  { title: '序号', key: 'index', width: 60, render: (_v, _r, i) => i + 1 },
  { title: '订单号', dataIndex: 'shop_order', width: 150 },
  {
    title: '联系人',
    dataIndex: 'rec_name',
    width: 90,
    render: (name: string, row) =>
      row.warning ? (
        <Tooltip title={row.warning}>
          <span>
            {name} <WarningOutlined style={{ color: '#faad14' }} aria-label={row.warning} />
          </span>
        </Tooltip>
      ) : (
        name
      ),
  },
  { title: '手机号', dataIndex: 'rec_mobile', width: 125 },
  { title: '省', dataIndex: 'rec_province' },
  { title: '市', dataIndex: 'rec_city' },
  { title: '区', dataIndex: 'rec_district' },
  { title: '详细地址', dataIndex: 'rec_address', width: '30%' },
];

/** The recognised recipients (SPEC §2.8 table), paginated with the spec's page sizes. */
export function RecipientTable({ rows }: { rows: RecognisedRow[] }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <Table
      size="small"
      rowKey="line"
      columns={columns}
      dataSource={rows}
      data-testid="recipient-table"
      pagination={{
        defaultPageSize: DEFAULT_PAGE_SIZE,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 位收件人`,
      }}
      />
    </Suspense>
  );
}
