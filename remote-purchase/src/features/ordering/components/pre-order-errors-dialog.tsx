import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from 'shared-contracts';
import { Modal, Spin, type TableColumnsType } from 'shared-contracts/ui';
import { Alert, Typography } from 'shared-contracts/ui/more';
import { LazyTable } from '../../../components/lazy-table';
import { FieldCell, FieldsCell, type Recipient, RegionDoubt, RowActions } from '../../recipients';

function columns(isWu: boolean): TableColumnsType<Recipient> {
  return [
    { title: '订单号', key: 'shop_order', width: 150, render: (_v, row) => <FieldCell row={row} field="shop_order" /> },
    { title: '收件人', key: 'rec', width: 170, render: (_v, row) => <FieldsCell row={row} fields={['rec_name', 'rec_mobile']} /> },
    {
      title: '地址',
      key: 'address',
      width: 280,
      render: (_v, row) => <FieldsCell row={row} fields={['rec_province', 'rec_city', 'rec_district', 'rec_address']} separator="" />,
    },
    ...(isWu ? [{ title: '补发单号', key: 'lp_reissue_sn', width: 150, render: (_v: unknown, row: Recipient) => <FieldCell row={row} field="lp_reissue_sn" /> }] : []),
    {
      title: '错误原因',
      key: 'errorText',
      width: 200,
      // an ambiguous place: its warning and 选择地区, as in the recipient table
      render: (_v, row) => (row.candidates?.length ? <RegionDoubt row={row} /> : <Typography.Text type="danger">{row.errorText}</Typography.Text>),
    },
    { title: '操作', key: 'actions', width: 140, render: (_v, row) => <RowActions row={row} /> },
  ];
}

export interface PreOrderErrorsDialogProps {
  /** The rows the price call marked state 2 (live: a fixed row leaves once re-priced). */
  rows: readonly Recipient[];
  isWu: boolean;
  /** The fixed rows are being priced again. */
  checking: boolean;
  failure: string | null;
  onClose: () => void;
}

/**
 * 错误订单 before ordering (SPEC §2.7): the rows the server could not ship, with its reason, to edit or
 * delete. Every change goes to the purchase's rows and is priced again; the flow goes on by itself once
 * no row is in error.
 */
export function PreOrderErrorsDialog({ rows, isWu, checking, failure, onClose }: PreOrderErrorsDialogProps) {
  const cols = useMemo(() => columns(isWu), [isWu]);
  return (
    <Modal open title="错误订单" width={1080} footer={null} onCancel={onClose} mask={{ closable: false }}>
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 12 }}
        title={`${rows.length} 个收件人无法下单，请修改或删除后继续`}
        description={failure ? `重新计算价格失败：${failure}` : '修改或删除后会重新计算价格，全部改好后自动继续下单。'}
      />
      <Spin spinning={checking} description="正在重新计算…">
        <LazyTable<Recipient>
          size="small"
          rowKey="id"
          columns={cols}
          dataSource={rows as Recipient[]}
          data-testid="error-rows-table"
          scroll={{ x: 'max-content' }}
          pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true, showTotal: (t) => `共 ${t} 条` }}
        />
      </Spin>
    </Modal>
  );
}
