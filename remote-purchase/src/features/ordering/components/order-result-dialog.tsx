import { ResultStatus, StoreMessages } from 'shared-contracts';
import { Button, Modal, Tag, type TableColumnsType } from 'shared-contracts/ui';
import { Alert } from 'shared-contracts/ui/more';
import { LazyTable } from '../../../components/lazy-table';
import { RESULT_TYPE_NAMES, type ResultEntry } from '../hooks/deliver';

const columns: TableColumnsType<ResultEntry> = [
  { title: '订单号', dataIndex: 'shop_order', width: 170, render: (v: string) => v || '—' },
  { title: '快递单号', dataIndex: 'waybill_code', width: 160, render: (v: string) => v || '—' },
  { title: '是否生成订单', dataIndex: 'order', width: 110, render: (v: boolean) => (v ? '是' : '否') },
  {
    title: '类型',
    dataIndex: 'type',
    width: 100,
    render: (type: ResultEntry['type']) => <Tag color={type === 'deliver' ? 'orange' : 'red'}>{RESULT_TYPE_NAMES[type]}</Tag>,
  },
  { title: '错误', dataIndex: 'error', render: (v: string, row) => v || row.msg },
];

/**
 * 错误订单 after ordering (SPEC §2.7 order-error result, §8): the rows that were not ordered (status 0) or whose
 * parcel the courier refused and refunded (status 2) — they stay in the purchase's table to fix — and, for
 * orders from an authorised shop, the ordered rows whose waybill number did not go back to the shop.
 */
export function OrderResultDialog({ rows, onClose }: { rows: ResultEntry[]; onClose: () => void }) {
  const orderErrors = rows.filter((r) => r.type === 'order');
  const deliverErrors = rows.length - orderErrors.length;
  const refunded = orderErrors.filter((r) => r.status === ResultStatus.REFUNDED).length;
  return (
    <Modal
      open
      title="错误订单"
      width={960}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      {deliverErrors > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={StoreMessages.deliverAlert}
          description={`${deliverErrors} 个订单未能回传店铺发货，请到店铺后台手动填写快递单号发货。`}
          data-testid="deliver-alert"
        />
      ) : null}
      {orderErrors.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${orderErrors.length} 个收件人未能下单，已留在收件人列表中，请修改后重新下单`}
          description={refunded > 0 ? `其中 ${refunded} 个已生成订单但快递未能揽收，费用已退回余额。` : undefined}
        />
      ) : null}
      <LazyTable<ResultEntry>
        size="small"
        rowKey={(row) => `${row.type}-${row.id ?? ''}-${row.shop_order}-${row.order_sn}`}
        columns={columns}
        dataSource={rows}
        data-testid="order-result-table"
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
      />
    </Modal>
  );
}
