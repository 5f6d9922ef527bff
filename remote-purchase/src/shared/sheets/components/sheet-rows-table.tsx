import { useMemo } from 'react';
import { Button, Space, type TableColumnsType, Tooltip } from 'shared-contracts/ui';
import { Popconfirm, Typography } from 'shared-contracts/ui/more';
import { columnsWidth, LazyTable } from '../../../components/lazy-table';
import { useLocalPaging } from '../../../hooks/use-local-paging';
import type { SheetRecipient } from '../types';

const totalText = (total: number) => `共 ${total} 条`;

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
  const { pagination } = useLocalPaging(rows.length, totalText);
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
  return (
    <div style={{ contain: 'inline-size' }} data-testid="sheet-rows">
      <LazyTable<SheetRecipient>
        skeletonRows={4}
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows as SheetRecipient[]}
        scroll={{ x: columnsWidth(columns) }}
        locale={{ emptyText: '没有可导入的收件人' }}
        pagination={pagination}
      />
    </div>
  );
}
