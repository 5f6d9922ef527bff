import { COMMISSION_STATUS, type ReferredOrder } from 'shared-contracts';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { referredOrderParams, referredOrderQuery } from '../utils/list-params';
import { useReferredOrdersQuery } from '../api/spread-lists';
import { yuan } from '../../../utils/yuan';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { mobileSearch } from '../utils/mobile-search';
import { CommissionStatusTag } from './status-tags';

/** When the commission is (or became) withdrawable: 解冻 at, 预计 at, or why there is no date yet. */
function releaseText(row: ReferredOrder): string {
  if (row.released_at) return `${row.released_at} 解冻`;
  if (row.release_at) return `预计 ${row.release_at}`;
  return row.status === 'frozen' ? '包裹全部发货后开始计算' : '—';
}

const columns: ListColumn<ReferredOrder>[] = [
  { title: '下单用户', dataIndex: 'mobile', width: 130 },
  {
    title: '下单时间',
    dataIndex: 'created_at',
    width: 110,
    render: (at) => <TimeCell at={at} />,
  },
  { title: '包裹数', dataIndex: 'parcels', align: 'right', width: 80 },
  {
    title: '实付金额（元）',
    dataIndex: 'amount',
    align: 'right',
    width: 130,
    render: (amount) => yuan(amount),
  },
  {
    title: '佣金比例',
    dataIndex: 'rate',
    align: 'right',
    width: 90,
    render: (rate) => `${rate}%`,
  },
  {
    title: '佣金（元）',
    dataIndex: 'commission',
    align: 'right',
    width: 130,
    render: (amount, row) => (
      <>
        {yuan(amount)}
        {row.reversed > 0 ? <div style={{ fontSize: 12, opacity: 0.65 }}>已退回 {yuan(row.reversed)}</div> : null}
      </>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status) => <CommissionStatusTag status={status} />,
  },
  {
    title: '预计解冻/解冻时间',
    key: 'release',
    width: 200,
    render: (_, row) => releaseText(row),
  },
];

export const NO_COMMISSIONS_TEXT = '暂无佣金记录，被邀请的用户下单后，这里会显示每笔订单带来的佣金';

/** 佣金记录: the referred users' orders and the commission from each, with 状态 and 手机号 filters. */
export function ReferredOrderList() {
  const list = useListParams(referredOrderParams);
  const { params, paging } = list;
  const result = useReferredOrdersQuery(referredOrderQuery(params));
  const filtered = list.isFiltered(['status', 'mobile']);
  return (
    <ListTable
      label="佣金记录"
      columns={columns}
      rowKey="id"
      result={result}
      paging={paging}
      emptyText={filtered ? '没有符合条件的记录' : NO_COMMISSIONS_TEXT}
      toolbar={
        <ListFilters
          list={list}
          filters={[{ kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: COMMISSION_STATUS }, mobileSearch(list)]}
        />
      }
    />
  );
}
