import { fireEvent, screen, within } from '@testing-library/react';
import type { Goods } from 'shared-contracts';
import { renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { GoodsCard } from './goods-card';

const GOODS: Goods = {
  goods_id: 7,
  goods_name: '便携棉签1件装',
  goods_pic: '/api/gift/goods/image/7.svg',
  price: 0.5,
  goods_weight: 0.036,
  limit: 0,
  is_no_sku: false,
  is_collect: false,
  tag: '限时',
  express_name: '韵达快递',
  express_image: '/api/gift/image/courier-3.svg',
  city: '广州',
};

beforeEach(resetBrowserState);

describe('the goods card (SPEC §2.4)', () => {
  it('with a detail page: picture and name link to it; the tag ribbon is inside the card', () => {
    renderInApp(<GoodsCard goods={GOODS} href="/product-detail/7" onBuy={() => undefined} />);
    const card = screen.getByRole('article', { name: GOODS.goods_name });
    expect(card).toHaveAttribute('data-testid', 'goods-card');
    expect(within(card).getByTitle(GOODS.goods_name)).toHaveAttribute('href', '/product-detail/7');
    expect(within(card).getByAltText(GOODS.goods_name).closest('a')).toHaveAttribute('href', '/product-detail/7');
    expect(within(card).getByText('限时')).toBeInTheDocument();
    expect(within(card).getByText('0.50')).toBeInTheDocument();
    expect(within(card).getByText('包邮')).toBeInTheDocument();
    expect(within(card).getByText('0.036kg/件')).toBeInTheDocument();
  });

  it('without one (the product selection dialog): no links; 立即购买 hands the goods over; its own test id', () => {
    const bought: Goods[] = [];
    renderInApp(<GoodsCard goods={GOODS} onBuy={(g) => bought.push(g)} testId="picker-card" />);
    const card = screen.getByTestId('picker-card');
    expect(within(card).queryByRole('link')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: '立即购买' }));
    expect(bought).toEqual([GOODS]);
  });

  it('out of stock: a disabled 库存不足; an action sits beside the button', () => {
    renderInApp(<GoodsCard goods={{ ...GOODS, is_no_sku: true, tag: '' }} onBuy={() => undefined} action={<button type="button">删除收藏</button>} />);
    expect(screen.getByRole('button', { name: '库存不足' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
    expect(screen.getByRole('button', { name: '删除收藏' })).toBeInTheDocument();
    expect(screen.queryByText('限时')).toBeNull();
  });
});
