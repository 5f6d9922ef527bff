import { memo } from 'react';
import styled from 'styled-components';
import { formatYuan, yuanToFen, type Goods } from 'shared-contracts';
import { EnvironmentOutlined } from 'shared-contracts/icons';
import { Button, Flex, Tag } from 'shared-contracts/ui';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colorBgContainer};
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  overflow: hidden;
  transition: box-shadow 0.2s;
  &:hover {
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.1);
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: #f7f7f7;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .goods-tag {
    position: absolute;
    top: 8px;
    left: 8px;
    margin: 0;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px 12px;
  flex: 1;
`;

const Amount = styled.span`
  color: ${(p) => p.theme.colorPrimary};
  font-weight: 600;
  font-size: 18px;
  small {
    font-size: 0.65em;
    margin-right: 1px;
  }
`;

const Name = styled.div`
  font-size: 14px;
  line-height: 20px;
  height: 40px;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Meta = styled(Flex)`
  font-size: 12px;
  color: ${(p) => p.theme.colorTextSecondary};
  img {
    width: 18px;
    height: 18px;
    border-radius: 50%;
    vertical-align: middle;
    margin-right: 4px;
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colorTextSecondary};
  font-size: 12px;
`;

/** A goods card as in SPEC §2.4, with 立即购买 only (or 库存不足): picking it is all the dialog does. */
export const PickerCard = memo(function PickerCard({ goods, onPick }: { goods: Goods; onPick: (goods: Goods) => void }) {
  return (
    <Card data-testid="picker-card" aria-label={goods.goods_name}>
      <Picture>
        <img src={goods.goods_pic} alt={goods.goods_name} loading="lazy" width={200} height={200} />
        {goods.tag ? (
          <Tag className="goods-tag" color="red">
            {goods.tag}
          </Tag>
        ) : null}
      </Picture>
      <Body>
        <Flex justify="space-between" align="center">
          <span>
            <Amount>
              <small>¥</small>
              {formatYuan(yuanToFen(goods.price))}
            </Amount>
            <Tag color="red" variant="outlined" style={{ marginLeft: 6, marginInlineEnd: 0 }}>
              包邮
            </Tag>
          </span>
          <Muted>{Number(goods.goods_weight.toFixed(3))}kg/件</Muted>
        </Flex>
        <Name title={goods.goods_name}>{goods.goods_name}</Name>
        <Meta justify="space-between" align="center">
          <span>
            <img src={goods.express_image} alt="" />
            {goods.express_name}
          </span>
          <span>
            <EnvironmentOutlined /> {goods.city}
          </span>
        </Meta>
        {goods.is_no_sku ? (
          <Button block disabled>
            库存不足
          </Button>
        ) : (
          <Button type="primary" block onClick={() => onPick(goods)}>
            立即购买
          </Button>
        )}
      </Body>
    </Card>
  );
});
