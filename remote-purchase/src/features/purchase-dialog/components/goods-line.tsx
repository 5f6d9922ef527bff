import styled from 'styled-components';
import { formatYuan, QUANTITY_MIN, yuanToFen, type Goods } from 'shared-contracts';
import { Flex } from 'shared-contracts/ui';
import { InputNumber, Typography } from 'shared-contracts/ui/more';

const Line = styled.div`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) 140px 180px 110px;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  border-radius: ${(p) => p.theme.borderRadius}px;
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: 4px;
  }
`;

const Head = styled(Line)`
  padding-block: 6px;
  background: ${(p) => p.theme.colorFillAlter};
  color: ${(p) => p.theme.colorTextSecondary};
  border-bottom: none;
  border-end-start-radius: 0;
  border-end-end-radius: 0;
  & + div {
    border-start-start-radius: 0;
    border-start-end-radius: 0;
  }
`;

/**
 * SPEC §2.6 product detail: picture, name, unit price (the caller's group price, the server's), quantity per
 * recipient (1..limit; limit 0 = no limit), weight per piece in g.
 */
export function GoodsLine({ goods, unitPrice, quantity, onQuantity }: { goods: Goods; unitPrice: number; quantity: number; onQuantity: (n: number) => void }) {
  const max = goods.limit > 0 ? goods.limit : undefined;
  return (
    <div>
      <Head aria-hidden>
        <span>图片</span>
        <span>商品名称</span>
        <span>单价（元）</span>
        <span>数量</span>
        <span>重量（g/件）</span>
      </Head>
      <Line>
        <img src={goods.goods_pic} alt={goods.goods_name} />
        <Typography.Text ellipsis={{ tooltip: goods.goods_name }}>{goods.goods_name}</Typography.Text>
        <Typography.Text>¥{formatYuan(yuanToFen(unitPrice))}</Typography.Text>
        <Flex align="center" gap={6}>
          <InputNumber
            min={QUANTITY_MIN}
            max={max}
            precision={0}
            value={quantity}
            onChange={(v) => typeof v === 'number' && v >= QUANTITY_MIN && onQuantity(max ? Math.min(v, max) : v)}
            aria-label="购买数量"
            style={{ width: 90 }}
          />
          {max ? <Typography.Text type="secondary">最多{max}件</Typography.Text> : null}
        </Flex>
        <Typography.Text type="secondary">{Math.round(goods.goods_weight * 1000)}</Typography.Text>
      </Line>
    </div>
  );
}
