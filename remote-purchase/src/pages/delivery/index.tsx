import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { formatYuan, parseRouteId, routePath, yuanToFen, type Goods } from 'shared-contracts';
import { useCurrentUser } from 'shared-contracts/app';
import { useNavigate, useSearchParams } from 'shared-contracts/router';
import { Button, Empty, Flex } from 'shared-contracts/ui';
import { Card, Popconfirm, Steps, Typography } from 'shared-contracts/ui/more';
import { GoodsPickerDialog } from '../../features/goods-picker';
import { PurchaseContent, usePurchaseInfoQuery } from '../../features/purchase-dialog';

const Chosen = styled(Flex)`
  padding: 12px 16px;
  margin-bottom: 20px;
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  background: ${(p) => p.theme.colorFillAlter};
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: 4px;
  }
`;

/**
 * 立即发货 (/user-center/delivery), rendered by the purchase remote inside the user centre: pick goods in
 * the product selection dialog, then the purchase steps inline (the dialog's own content). The chosen
 * goods is in the URL (?goods_id=), so a reload keeps it.
 */
export function DeliveryPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const goodsId = parseRouteId(params.get('goods_id') ?? undefined);
  const [picking, setPicking] = useState(false);
  // the same cache entry PurchaseContent reads: no second call
  const { data: info } = usePurchaseInfoQuery(goodsId ?? 0, { skip: goodsId === null });
  const chosen = info?.goods_info;

  const pick = useCallback(
    (goods: Goods) => {
      setPicking(false);
      setParams({ goods_id: String(goods.goods_id) });
    },
    [setParams],
  );
  const onOrdered = useCallback(() => navigate(routePath('packageList')), [navigate]);

  return (
    <Card title="立即发货" data-testid="delivery-page">
      <Typography.Paragraph type="secondary">{user?.username}，发货分三步：选择商品，填写收件人，用账户余额支付。</Typography.Paragraph>
      <Steps
        size="small"
        current={goodsId === null ? 0 : 1}
        style={{ marginBottom: 24 }}
        items={[{ title: '选择商品' }, { title: '填写收件人' }, { title: '余额支付' }]}
      />
      {goodsId === null ? (
        <Empty description="请先选择要发货的商品" style={{ padding: '40px 0' }}>
          <Button type="primary" size="large" onClick={() => setPicking(true)}>
            选择商品
          </Button>
        </Empty>
      ) : (
        <>
          <Chosen align="center" gap={16}>
            {chosen ? <img src={chosen.goods_pic} alt="" /> : null}
            <Flex vertical flex={1}>
              <Typography.Text type="secondary">已选商品</Typography.Text>
              <Typography.Text strong>{chosen ? `${chosen.goods_name}（¥${formatYuan(yuanToFen(chosen.price))}/件）` : '…'}</Typography.Text>
            </Flex>
            <Popconfirm title="更换商品后，已填写的收件人将清空，确定更换吗？" okText="更换" cancelText="取消" onConfirm={() => setPicking(true)}>
              <Button>更换商品</Button>
            </Popconfirm>
          </Chosen>
          <PurchaseContent key={goodsId} goodsId={goodsId} onOrdered={onOrdered} />
        </>
      )}
      <GoodsPickerDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
    </Card>
  );
}
