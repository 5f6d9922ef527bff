import styled from 'styled-components';
import type { DuplicateOrder } from 'shared-contracts';
import { Button, Modal } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import { chinaMinute } from '../../../utils/china-time';

const List = styled.ul`
  max-height: 320px;
  overflow: auto;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  border-radius: ${(p) => p.theme.borderRadius}px;
  li {
    padding: 8px 12px;
    border-bottom: 1px solid ${(p) => p.theme.colorBorderSecondary};
    line-height: 22px;
  }
  li:last-child {
    border-bottom: none;
  }
  small {
    color: ${(p) => p.theme.colorTextSecondary};
    margin-left: 8px;
  }
`;

/** SPEC §4: order numbers already bought, listed, asking whether to continue. */
export function DuplicateOrdersDialog({ orders, onContinue, onCancel }: { orders: DuplicateOrder[]; onContinue: () => void; onCancel: () => void }) {
  return (
    <Modal
      open
      title="重复订单提醒"
      width={620}
      onCancel={onCancel}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="go" type="primary" onClick={onContinue}>
          继续下单
        </Button>,
      ]}
    >
      <Typography.Text>以下 {orders.length} 个订单号已经下过单，是否继续下单？</Typography.Text>
      <List aria-label="已下过单的订单号">
        {orders.map((o) => (
          <li key={`${o.shop_order}-${o.order_sn}`}>
            订单号 <Typography.Text strong>{o.shop_order}</Typography.Text>：
            {o.same_goods ? (
              <Typography.Text type="danger">已购买过本商品</Typography.Text>
            ) : (
              <Typography.Text type="warning">已购买过其他商品「{o.goods_name}」</Typography.Text>
            )}
            <small>
              {o.order_sn} · {chinaMinute(o.created_at)}
            </small>
          </li>
        ))}
      </List>
    </Modal>
  );
}
