import { useState } from 'react';
import { Button, Modal, useAutoFocus } from 'shared-contracts/ui';
import { type GetRef, Input, Typography } from 'shared-contracts/ui/more';
import { parseOrderNumbers } from '../hooks/order-numbers';

export interface OrderNumbersDialogProps {
  open: boolean;
  numbers: readonly string[];
  onOk: (numbers: string[]) => void;
  onCancel: () => void;
}

/** 批量输入订单号 (SPEC §2.7 batch dialog): one a line or comma separated; shows how many it reads. */
export function OrderNumbersDialog({ open, numbers, onOk, onCancel }: OrderNumbersDialogProps) {
  return (
    <Modal open={open} title="批量输入订单号" width={520} onCancel={onCancel} footer={null} destroyOnHidden>
      {/* mounted per opening: the text starts from the numbers in use */}
      {open ? <OrderNumbersForm numbers={numbers} onOk={onOk} onCancel={onCancel} /> : null}
    </Modal>
  );
}

function OrderNumbersForm({ numbers, onOk, onCancel }: Omit<OrderNumbersDialogProps, 'open'>) {
  const [text, setText] = useState(() => numbers.join('\n'));
  const boxRef = useAutoFocus<GetRef<typeof Input.TextArea>>();
  const parsed = parseOrderNumbers(text);
  return (
    <>
      <Input.TextArea
        ref={boxRef}
        aria-label="订单号"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={'每行一个订单号，或用逗号隔开\n例如：\n240101-123456789\n240101-987654321'}
        rows={8}
        autoFocus
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px' }} data-testid="order-numbers-count">
        已输入 {parsed.length} 个订单号
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={() => setText('')} disabled={!text}>
          清空
        </Button>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" onClick={() => onOk(parsed)}>
          确定
        </Button>
      </div>
    </>
  );
}
