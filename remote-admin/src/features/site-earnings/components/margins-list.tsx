import { SITE_MARGIN_STATUS, type SiteMarginRow, type SiteMarginStatus } from 'shared-contracts/admin';
import { Tag } from 'shared-contracts/ui';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useSiteMarginsQuery } from '../api/site-earnings-api';
import { marginsParams, toMarginsQuery } from '../hooks/earnings-params';
import { yuan } from '../utils/yuan';

const STATUS_COLOR: Record<SiteMarginStatus, string> = { frozen: 'warning', available: 'success', reversed: 'default' };

const money = (title: string, dataIndex: 'paid' | 'cost' | 'commission' | 'margin'): ListColumn<SiteMarginRow> => ({
  title,
  dataIndex,
  width: 100,
  align: 'right',
  render: (amount: number) => yuan(amount),
  exportValue: (amount: number) => amount,
});

const columns: ListColumn<SiteMarginRow>[] = [
  { title: '包裹号', dataIndex: 'parcel_sn', width: 190 },
  { title: '订单号', dataIndex: 'order_sn', width: 190 },
  { title: '商品', dataIndex: 'goods_name', width: 180 },
  { title: '会员', dataIndex: 'mobile', width: 120 },
  money('实付（元）', 'paid'),
  money('成本（元）', 'cost'),
  money('佣金（元）', 'commission'),
  money('毛利（元）', 'margin'),
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: SiteMarginStatus, row) => <Tag color={STATUS_COLOR[status] ?? 'default'}>{row.status_text || SITE_MARGIN_STATUS[status]}</Tag>,
    exportValue: (status: SiteMarginStatus, row) => row.status_text || SITE_MARGIN_STATUS[status],
  },
  { title: '下单时间', dataIndex: 'created_at', width: 165 },
  { title: '发货时间', dataIndex: 'dispatched_at', width: 165, render: (at: string) => at || '待发货', exportValue: (at: string) => at },
];

/** 收益明细: each parcel's paid amount, cost, commission and margin, with status and China-day filters in the URL. */
export function MarginsList() {
  const list = useListParams(marginsParams);
  const { params, paging, filtered } = list;
  const result = useSiteMarginsQuery(toMarginsQuery(params));
  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'choice', key: 'status', label: '收益状态', all: '全部状态', options: SITE_MARGIN_STATUS },
          { kind: 'range', keys: ['from', 'to'], label: '下单日期' },
        ]}
      />
      <ListTable label="收益明细列表" columns={columns} rowKey="parcel_id" result={result} paging={paging} emptyText={filtered ? '没有符合条件的收益' : '暂无收益'} exportAs={{ fileName: '收益明细' }} />
    </>
  );
}
