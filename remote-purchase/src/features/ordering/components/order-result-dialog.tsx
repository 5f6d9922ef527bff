import { lazy, Suspense } from 'react';
import { ResultStatus, type OrderResultRow } from 'shared-contracts';
import { Button, loadUiExtra, Modal, Skeleton, type TableColumnsType } from 'shared-contracts/ui';
import { Alert } from 'shared-contracts/ui/more';

type AntTable = Awaited<ReturnType<typeof loadUiExtra>>['Table'];
const Table = lazy(async () => ({ default: (await loadUiExtra()).Table })) as unknown as AntTable;

const columns: TableColumnsType<OrderResultRow> = [
  { title: '订单号', dataIndex: 'shop_order', width: 160, render: (v: string) => v || '—' },
  { title: '快递单号', dataIndex: 'waybill_code', width: 160, render: (v: string) => v || '—' },
  { title: '是否生成订单', dataIndex: 'order', width: 110, render: (v: boolean) => (v ? '是' : '否') },
  { title: '类型', key: 'type', width: 100, render: () => '下单错误' },
  { title: '错误', dataIndex: 'error', render: (v: string, row) => v || row.msg },
];

/**
 * 错误订单 after ordering (SPEC §2.7 order-error result): the rows that were not ordered (status 0) or whose
 * parcel the courier refused and refunded (status 2). They stay in the purchase's table to fix.
 */
export function OrderResultDialog({ rows, onClose }: { rows: OrderResultRow[]; onClose: () => void }) {
  const refunded = rows.filter((r) => r.status === ResultStatus.REFUNDED).length;
  return (
    <Modal
      open
      title="错误订单"
      width={900}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={`${rows.length} 个收件人未能下单，已留在收件人列表中，请修改后重新下单`}
        description={refunded > 0 ? `其中 ${refunded} 个已生成订单但快递未能揽收，费用已退回余额。` : undefined}
      />
      <Suspense fallback={<Skeleton active />}>
        <Table<OrderResultRow>
          size="small"
          rowKey={(row) => String(row.id ?? `${row.shop_order}-${row.order_sn}`)}
          columns={columns}
          dataSource={rows}
          data-testid="order-result-table"
          pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        />
      </Suspense>
    </Modal>
  );
}
