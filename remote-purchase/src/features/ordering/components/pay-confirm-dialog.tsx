import styled from 'styled-components';
import { formatYuan, yuanToFen } from 'shared-contracts';
import { Button, Modal } from 'shared-contracts/ui';
import { Alert, Descriptions } from 'shared-contracts/ui/more';

const Total = styled.span`
  color: ${(p) => p.theme.colorPrimary};
  font-size: 20px;
  font-weight: 600;
`;

export interface PayConfirmDialogProps {
  goodsName: string;
  quantity: number;
  recipients: number;
  /** yuan, the server's total */
  total: number;
  paying: boolean;
  /** The last 确认支付 got no answer: say so (pressing again retries with the same key). */
  problem: string | null;
  onPay: () => void;
  onCancel: () => void;
}

/** SPEC §4 pay confirmation: 不支持取消订单，请仔细核对; 确认支付 ¥total. */
export function PayConfirmDialog({ goodsName, quantity, recipients, total, paying, problem, onPay, onCancel }: PayConfirmDialogProps) {
  const amount = formatYuan(yuanToFen(total));
  return (
    <Modal
      open
      title="确认支付"
      width={520}
      onCancel={paying ? undefined : onCancel}
      closable={!paying}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" disabled={paying} onClick={onCancel}>
          取消
        </Button>,
        <Button key="pay" type="primary" loading={paying} onClick={onPay}>
          确认支付 ¥{amount}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title="不支持取消订单，请仔细核对" style={{ marginBottom: 16 }} />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'goods', label: '商品', children: goodsName },
          { key: 'num', label: '每个收件人', children: `${quantity} 件` },
          { key: 'rec', label: '收件人', children: `${recipients} 个` },
          { key: 'total', label: '应付金额', children: <Total>¥{amount}</Total> },
        ]}
      />
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
