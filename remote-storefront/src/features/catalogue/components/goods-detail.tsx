import { HeartFilled, HeartOutlined } from 'shared-contracts/icons';
import { ShoppingCartOutlined } from 'shared-contracts/icons/more';
import { useState } from 'react';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { useBuyGoods } from 'shared-contracts/app';
import { Button, Flex, Skeleton, Space, Tag, theme } from 'shared-contracts/ui';
import { Breadcrumb, Descriptions, Result, Typography } from 'shared-contracts/ui/more';
import { useGoodsDetailQuery } from '../../../api/goods';
import { formatWeight, Price } from 'shared-kits/goods';
import { useFavourite } from '../../../hooks/use-favourite';

const Layout = styled.section`
  display: grid;
  grid-template-columns: 420px minmax(0, 1fr);
  gap: 32px;
  padding: 24px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
`;

const Main = styled.img`
  width: 420px;
  height: 420px;
  object-fit: cover;
  border-radius: ${(p) => p.theme.borderRadius}px;
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  display: block;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 10px;
  button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: 4px;
    background: none;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${(p) => p.theme.colorPrimary};
  }
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    display: block;
  }
`;

/** The supplier's description, under the goods (plain text; its line breaks kept). */
const Description = styled.section`
  margin-top: 16px;
  padding: 24px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
`;

const PriceBox = styled.div`
  margin: 16px 0;
  padding: 14px 16px;
  background: ${(p) => p.theme.colorPrimaryBg};
  border-radius: ${(p) => p.theme.borderRadius}px;
`;

/** One goods in full: pictures, price, weight, courier, send address, no-ship areas, tips, limit, stock; `id` null = not found. */
export function GoodsDetail({ id }: { id: number | null }) {
  const { data: goods, isLoading, isError } = useGoodsDetailQuery(id ?? 0, { skip: id === null });
  const [picture, setPicture] = useState(0);
  const buy = useBuyGoods();
  const { canFavourite, toggle } = useFavourite();
  const { colorPrimary } = theme.useToken().token;

  if (id === null || (isError && !goods)) {
    return (
      <Result
        status="404"
        title="商品不存在"
        subTitle="该商品不存在或已下架"
        extra={
          <Link to="/gift-list">
            <Button type="primary">去看看其他商品</Button>
          </Link>
        }
      />
    );
  }
  if (isLoading || !goods) {
    return (
      <Layout>
        <Skeleton.Node active style={{ width: 420, height: 420 }} />
        <Skeleton active paragraph={{ rows: 10 }} />
      </Layout>
    );
  }

  const pics = goods.pics.length ? goods.pics : [goods.goods_pic];
  const { express } = goods;
  return (
    <div data-testid="product-detail">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/">首页</Link> }, { title: <Link to="/gift-list">全部商品</Link> }, { title: goods.goods_name }]}
      />
      <Layout>
        <div>
          <Main src={pics[Math.min(picture, pics.length - 1)]} alt={goods.goods_name} />
          {pics.length > 1 ? (
            <Thumbs>
              {pics.map((p, i) => (
                <button key={p} type="button" aria-current={i === picture} aria-label={`第 ${i + 1} 张图片`} onMouseEnter={() => setPicture(i)} onClick={() => setPicture(i)}>
                  <img src={p} alt="" />
                </button>
              ))}
            </Thumbs>
          ) : null}
        </div>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {goods.goods_name} {goods.tag ? <Tag color="volcano">{goods.tag}</Tag> : null}
          </Typography.Title>
          <PriceBox>
            <Typography.Text type="secondary" style={{ marginRight: 16 }}>
              价格
            </Typography.Text>
            <Price value={goods.price} size={28} />
          </PriceBox>
          <Descriptions
            column={1}
            size="small"
            styles={{ label: { width: 110 } }}
            items={[
              { key: 'weight', label: '单件重量', children: formatWeight(goods.goods_weight) },
              {
                key: 'express',
                label: '快递',
                children: (
                  <Space>
                    <img src={goods.express_image} alt="" width={20} height={20} style={{ borderRadius: '50%', verticalAlign: 'middle' }} />
                    {express.name}
                    {express.subname ? <Typography.Text type="secondary">（{express.subname}）</Typography.Text> : null}
                  </Space>
                ),
              },
              { key: 'city', label: '发货城市', children: goods.city },
              ...(goods.shop
                ? [{ key: 'shop', label: '供货店铺', children: <Link to={`/shop/${goods.shop.id}`}>{goods.shop.shop_name}</Link> }]
                : []),
              { key: 'address', label: '发货地址', children: goods.send_address },
              {
                key: 'no-deliver',
                label: '不发货地区',
                children: goods.no_deliver_area.length ? (
                  <Flex wrap gap={4}>
                    {goods.no_deliver_area.map((a) => (
                      <Tag key={a}>{a}</Tag>
                    ))}
                  </Flex>
                ) : (
                  '无'
                ),
              },
              { key: 'tips', label: '快递提示', children: express.tips || '无' },
              { key: 'limit', label: '限购', children: goods.limit > 0 ? `每单每个收件人最多 ${goods.limit} 件` : '不限' },
              {
                key: 'stock',
                label: '库存',
                children: goods.is_no_sku ? <Tag color="default">库存不足</Tag> : <Tag color="success">有货</Tag>,
              },
            ]}
          />
          <Space size={12} style={{ marginTop: 24 }}>
            {goods.is_no_sku ? (
              <Button size="large" disabled style={{ width: 180 }}>
                库存不足
              </Button>
            ) : (
              <Button type="primary" size="large" icon={<ShoppingCartOutlined />} style={{ width: 180 }} onClick={() => buy(goods.goods_id)}>
                立即购买
              </Button>
            )}
            {canFavourite ? (
              <Button
                size="large"
                aria-pressed={goods.is_collect}
                icon={goods.is_collect ? <HeartFilled style={{ color: colorPrimary }} /> : <HeartOutlined />}
                onClick={() => void toggle(goods.goods_id, goods.is_collect)}
              >
                {goods.is_collect ? '取消收藏' : '加入收藏'}
              </Button>
            ) : null}
          </Space>
        </div>
      </Layout>
      {goods.description ? (
        <Description aria-label="商品描述">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            商品描述
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{goods.description}</Typography.Paragraph>
        </Description>
      ) : null}
    </div>
  );
}
