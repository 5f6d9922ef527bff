import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from 'shared-contracts';
import { Button, Space, type TableColumnsType, Tooltip } from 'shared-contracts/ui';
import { Popconfirm, Typography } from 'shared-contracts/ui/more';
import { LazyTable } from '../../../components/lazy-table';
import type { SheetRecipient } from '../types';

const text = (title: string, key: keyof SheetRecipient, width: number): TableColumnsType<SheetRecipient>[number] => ({
  title,
  dataIndex: key,
  key,
  width,
  ellipsis: { showTitle: true },
});

export interface SheetRowsTableProps {
  rows: readonly SheetRecipient[];
  onEdit: (row: SheetRecipient) => void;
  onDelete: (row: SheetRecipient) => void;
}

/** The imported rows (after filtering): 行号 … 备注, 编辑 / 删除, SPEC §9 page sizes. */
export function SheetRowsTable({ rows, onEdit, onDelete }: SheetRowsTableProps) {
  const [paging, setPaging] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const lastPage = Math.max(1, Math.ceil(rows.length / paging.pageSize));
  const current = Math.min(paging.current, lastPage);
  const columns = useMemo<TableColumnsType<SheetRecipient>>(
    () => [
      {
        title: '行号',
        dataIndex: 'row',
        key: 'row',
        width: 72,
        render: (row: number, r) =>
          r.warning ? (
            <Tooltip title={r.warning}>
              <Typography.Text type="warning">{row} ⚠</Typography.Text>
            </Tooltip>
          ) : (
            row
          ),
      },
      text('订单号', 'shop_order', 140),
      text('收件人', 'rec_name', 90),
      text('手机号', 'rec_mobile', 156),
      text('省', 'rec_province', 80),
      text('市', 'rec_city', 80),
      text('区', 'rec_district', 80),
      text('详细地址', 'rec_address', 180),
      text('买家会员名', 'use_name', 100),
      text('备注', 'remark', 100),
      {
        title: '操作',
        key: 'actions',
        width: 116,
        fixed: 'right' as const,
        render: (_v, r) => (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => onEdit(r)}>
              编辑
            </Button>
            <Popconfirm title="删除这一行？" okText="删除" cancelText="取消" onConfirm={() => onDelete(r)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ),
      },
    ],
    [onEdit, onDelete],
  );
  const scrollX = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 100), 0);
  return (
    <div style={{ contain: 'inline-size' }} data-testid="sheet-rows">
      <LazyTable<SheetRecipient>
        skeletonRows={4}
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows as SheetRecipient[]}
        scroll={{ x: scrollX }}
        locale={{ emptyText: '没有可导入的收件人' }}
        pagination={{
          current,
          pageSize: paging.pageSize,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, pageSize) => setPaging({ current: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
      />
    </div>
  );
}
