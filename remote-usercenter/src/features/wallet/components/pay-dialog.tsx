import type { RechargeOrder } from 'shared-contracts';
import { Modal, showNotice, Spin } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useRechargeStatus } from '../hooks/use-recharge-status';
import { yuanInText } from '../../../utils/yuan';
import { PaymentCode } from './payment-code';

const Body = styled.div`
  text-align: center;
  padding: 8px 0;
`;

const Waiting = styled.div`
  height: 250px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  color: ${(p) => p.theme.colorTextSecondary};
`;

const SandboxLink = styled.p`
  margin: 12px 0 0;
`;

const Amount = styled.p`
  margin: 16px 0 4px;
  font-size: 16px;
  strong {
    color: ${(p) => p.theme.colorPrimary};
    font-size: 20px;
  }
`;

interface PayDialogProps {
  open: boolean;
  /** null while the order is being made. */
  order: RechargeOrder | null;
  /** The payment provider is the sandbox: offer 在本机模拟支付. */
  sandbox: boolean;
  onClose: () => void;
  /** Forget the order once the dialog has closed (the QR code goes with it). */
  afterClose: () => void;
  /** The top-up was paid; `msg` is the server's message. */
  onPaid: (msg: string) => void;
}

/** Polls the open order's status (SPEC §4, every 3 s); mounted only while the dialog is open, so closing stops it. */
function StatusPoll({ tradeNo, onPaid, onGone }: { tradeNo: string; onPaid: (msg: string) => void; onGone: () => void }) {
  useRechargeStatus(tradeNo, {
    onPaid,
    onGone: (msg) => {
      showNotice({ level: 'error', text: msg });
      onGone();
    },
  });
  return null;
}

/**
 * 请扫码 (SPEC §2.11): the QR code (or the payment page) of a top-up order with 扫码充值 N 元，无须备注，自动到账;
 * the status is polled every 3 s while it is open. With the sandbox provider, 在本机模拟支付 opens the cashier
 * in a new tab so a person can pay without a phone.
 */
export function PayDialog({ open, order, sandbox, onClose, afterClose, onPaid }: PayDialogProps) {
  return (
    <Modal title="请扫码" open={open} onCancel={onClose} afterClose={afterClose} footer={null} width={420} mask={{ closable: false }} destroyOnHidden centered>
      {open && order ? <StatusPoll tradeNo={order.trade_no} onPaid={onPaid} onGone={onClose} /> : null}
      <Body data-testid="pay-dialog">
        {order ? (
          <>
            <PaymentCode order={order} />
            <Amount>
              扫码充值 <strong>{yuanInText(order.money)}</strong> 元，无须备注，自动到账
            </Amount>
            <Typography.Text type="secondary">支付成功后页面将自动刷新</Typography.Text>
            {sandbox && order.type !== 'iframe' ? (
              <SandboxLink>
                <a href={order.data} target="_blank" rel="noopener">
                  在本机模拟支付
                </a>
              </SandboxLink>
            ) : null}
          </>
        ) : (
          <Waiting>
            <Spin />
            正在生成二维码…
          </Waiting>
        )}
      </Body>
    </Modal>
  );
}
