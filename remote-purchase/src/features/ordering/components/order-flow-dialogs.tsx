import type { Pricing, Recipient } from '../../recipients';
import type { OrderFlow } from '../hooks/use-order-flow';
import { DuplicateOrdersDialog } from './duplicate-orders-dialog';
import { OrderResultDialog } from './order-result-dialog';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PreOrderErrorsDialog } from './pre-order-errors-dialog';

export interface OrderFlowDialogsProps {
  flow: OrderFlow;
  rows: readonly Recipient[];
  isWu: boolean;
  pricing: Pricing;
  goodsName: string;
  quantity: number;
}

/** The dialog of the order flow's current step (none when idle or working). */
export function OrderFlowDialogs({ flow, rows, isWu, pricing, goodsName, quantity }: OrderFlowDialogsProps) {
  const { step } = flow;
  switch (step.kind) {
    case 'errors':
      return <PreOrderErrorsDialog rows={flow.errorRows(rows)} isWu={isWu} checking={!pricing.settled && !pricing.failure} failure={pricing.failure} onClose={flow.close} />;
    case 'duplicates':
      return <DuplicateOrdersDialog orders={step.orders} onContinue={flow.continueAfterDuplicates} onCancel={flow.close} />;
    case 'pay':
      return (
        <PayConfirmDialog
          goodsName={goodsName}
          quantity={quantity}
          recipients={rows.length}
          total={flow.total}
          paying={flow.paying}
          problem={flow.payProblem}
          onPay={flow.pay}
          onCancel={flow.close}
        />
      );
    case 'result':
      return <OrderResultDialog rows={step.rows} onClose={flow.close} />;
    default:
      return null;
  }
}
