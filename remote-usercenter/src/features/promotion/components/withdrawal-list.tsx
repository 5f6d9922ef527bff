import { WITHDRAWAL_STATUS, type Withdrawal } from 'shared-contracts';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useWithdrawalsQuery } from '../api/spread-lists';
import { withdrawalParams, withdrawalQuery } from '../utils/list-params';
import { yuan } from '../../../utils/yuan';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { WithdrawalStatusTag } from './status-tags';

const columns: ListColumn<Withdrawal>[] = [
  {
    title: '申请时间',
    dataIndex: 'created_at',
    width: 110,
    render: (at) => <TimeCell at={at} />,
  },
  {
    title: '金额（元）',
    dataIndex: 'amount',
    align: 'right',
    width: 120,
    render: (amount) => yuan(amount),
  },
  {
    title: '收款账户',
    dataIndex: 'account',
    width: 160,
    render: (account) => `支付宝 ${account}`,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status, row) => <WithdrawalStatusTag status={status} text={row.status_text} />,
  },
  { title: '原因', dataIndex: 'reason', render: (reason) => reason || '—' },
  {
    title: '到账时间',
    dataIndex: 'paid_at',
    width: 110,
    render: (at) => (at ? <TimeCell at={at} /> : '—'),
  },
];

export const NO_WITHDRAWALS_TEXT = '暂无提现记录，可提现佣金满最低金额即可申请提现到支付宝';

/** 提现记录: the user's withdrawals, newest first, with a 状态 filter. */
export function WithdrawalList() {
  const list = useListParams(withdrawalParams);
  const { params, paging } = list;
  const result = useWithdrawalsQuery(withdrawalQuery(params));
  const filtered = list.isFiltered(['status']);
  return (
    <ListTable
      label="提现记录"
      columns={columns}
      rowKey="id"
      result={result}
      paging={paging}
      emptyText={filtered ? '没有符合条件的记录' : NO_WITHDRAWALS_TEXT}
      toolbar={<ListFilters list={list} filters={[{ kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: WITHDRAWAL_STATUS }]} />}
    />
  );
}
