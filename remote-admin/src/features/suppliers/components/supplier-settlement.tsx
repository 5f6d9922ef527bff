import type { AdminSupplierSettlementRow } from 'shared-contracts/admin';
import { Typography } from 'shared-contracts/ui/more';
import { ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminSupplierSettlementQuery } from '../api/suppliers-api';
import { settlementListParams } from '../hooks/suppliers-params';

type MoneyKey = 'payable' | 'withdrawing' | 'paid' | 'deducted';
const money = (title: string, dataIndex: MoneyKey, width = 120): ListColumn<AdminSupplierSettlementRow> => ({
  title,
  dataIndex,
  width,
  render: (amount: number) => (amount < 0 ? <Typography.Text type="danger">{yuanText(amount)}</Typography.Text> : yuanText(amount)),
  exportValue: (amount: number) => amount,
});

const COLUMNS: ListColumn<AdminSupplierSettlementRow>[] = [
  { title: '供货店铺', dataIndex: 'shop_name', width: 200 },
  money('可结算（应付）', 'payable', 140),
  money('结算中', 'withdrawing'),
  money('已结算', 'paid'),
  money('赔付扣款', 'deducted'),
  { title: '本月发货（包裹）', dataIndex: 'month_shipped', width: 140 },
];

/**
 * 供应商结算 (issue 33, money.read): what the platform owes each 供货店铺 — its payable (negative when a 赔付扣款 came
 * after a payout), what it applied for and awaits 提现审核, what was paid and deducted ever — and its parcels shipped
 * this month. Payouts themselves are reviewed in 提现审核 (kind 供应商结算).
 */
export function SupplierSettlement() {
  const { paging } = useListParams(settlementListParams);
  const result = useAdminSupplierSettlementQuery({ page: paging.page, page_size: paging.pageSize });
  return (
    <>
      <Typography.Paragraph type="secondary">供应商申请的结算在「提现审核」中审核打款（类型：供应商结算）。</Typography.Paragraph>
      <ListTable label="供应商结算列表" columns={COLUMNS} rowKey="shop_id" result={result} paging={paging} emptyText="暂无供货店铺" exportAs={{ fileName: '供应商结算' }} />
    </>
  );
}
