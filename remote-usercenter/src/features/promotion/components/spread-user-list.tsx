import type { SpreadUser } from 'shared-contracts';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useSpreadUsersQuery } from '../api/spread-lists';
import { spreadUserParams, spreadUserQuery } from '../utils/list-params';
import { yuan } from '../../../utils/yuan';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { mobileSearch } from '../utils/mobile-search';

const columns: ListColumn<SpreadUser>[] = [
  { title: '用户', dataIndex: 'mobile', width: 140 },
  {
    title: '注册时间',
    dataIndex: 'created_at',
    width: 120,
    render: (at) => <TimeCell at={at} />,
  },
  { title: '订单数', dataIndex: 'orders', align: 'right', width: 90 },
  {
    title: '实付金额（元）',
    dataIndex: 'amount',
    align: 'right',
    width: 140,
    render: (amount) => yuan(amount),
  },
  {
    title: '带来佣金（元）',
    dataIndex: 'commission',
    align: 'right',
    width: 140,
    render: (amount) => yuan(amount),
  },
];

export const NO_USERS_TEXT = '还没有邀请用户，复制推广链接发给朋友，对方注册并下单后即可获得佣金';

/** 我邀请的用户: whom the user brought (masked), newest first, what they ordered and earned the user; 手机号 filter. */
export function SpreadUserList() {
  const list = useListParams(spreadUserParams);
  const { params, paging, filtered } = list;
  const result = useSpreadUsersQuery(spreadUserQuery(params));
  return (
    <ListTable
      label="我邀请的用户"
      columns={columns}
      rowKey={(row) => `${row.mobile}-${row.created_at}`}
      result={result}
      paging={paging}
      emptyText={filtered ? '没有符合条件的用户' : NO_USERS_TEXT}
      toolbar={<ListFilters list={list} filters={[mobileSearch(list)]} />}
    />
  );
}
