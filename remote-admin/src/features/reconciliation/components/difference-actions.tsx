import { ReconciliationMessages, type ReconciliationItemRow } from 'shared-contracts/admin';
import { Button } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { runWrite } from '../../../shared/run-write';
import { useAdminReconciliationCreditMutation } from '../api/reconciliation-api';

interface Props {
  item: ReconciliationItemRow;
  /** opens 标记已处理 for the item */
  onResolve: (item: ReconciliationItemRow) => void;
}

/**
 * An open difference's action: 补单 for a payment the gateway took and we did not credit (after a confirmation; the
 * server asks the gateway first and credits once), 标记已处理 for any other. A resolved one has none.
 */
export function DifferenceActions({ item, onResolve }: Props) {
  const [credit] = useAdminReconciliationCreditMutation();
  if (item.status !== 'open') return null;
  if (item.kind === 'missing_credit')
    return (
      <Popconfirm
        title="确认向支付渠道查询并补单？此操作会给用户入账"
        description={`商户订单号 ${item.trade_no}`}
        okText="确认补单"
        cancelText="取消"
        onConfirm={() =>
          runWrite(
            () => credit(item.id).unwrap(),
            ({ credited }) => (credited ? ReconciliationMessages.credited : ReconciliationMessages.alreadyCredited),
            '补单失败，请稍后再试'
          )
        }
      >
        <Button type="link" size="small" aria-label={`补单 ${item.trade_no}`}>
          补单
        </Button>
      </Popconfirm>
    );
  return (
    <Button type="link" size="small" aria-label={`标记已处理 ${item.trade_no || item.gateway_trade_no}`} onClick={() => onResolve(item)}>
      标记已处理
    </Button>
  );
}
