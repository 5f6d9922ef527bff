import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { GoodsSearchRow, goodsSearchOf, type GoodsSearch } from './search-row';
import { GoodsSortBar, type GoodsSort } from './sort-bar';

beforeEach(resetBrowserState);

describe('the goods sort bar', () => {
  it('default / 最新 / 价格: 价格 first ascending, again descending; the total at the end', () => {
    const sorts: GoodsSort[] = [];
    const { rerender } = renderInApp(<GoodsSortBar value={{ sortName: 'default' }} onChange={(s) => sorts.push(s)} defaultLabel="推荐" total={25} />);
    const bar = screen.getByRole('toolbar', { name: '排序' });
    expect(within(bar).getByRole('button', { name: '推荐' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar).getByText('共 25 件商品')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: '最新' }));
    fireEvent.click(within(bar).getByRole('button', { name: '价格' }));
    rerender(<GoodsSortBar value={{ sortName: 'price', sortOrder: 'asc' }} onChange={(s) => sorts.push(s)} />);
    fireEvent.click(screen.getByRole('button', { name: '价格从低到高' }));
    expect(sorts).toEqual([{ sortName: 'time' }, { sortName: 'price', sortOrder: 'asc' }, { sortName: 'price', sortOrder: 'desc' }]);
    expect(screen.getByRole('button', { name: '综合' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the goods search row', () => {
  it('applies keyword and prices with the button or Enter; a reversed range is put right', () => {
    const searches: GoodsSearch[] = [];
    renderInApp(<GoodsSearchRow value={{ keyword: '', priceMin: null, priceMax: null }} onSearch={(s) => searches.push(s)} keywordLabel="关键词" submitText="搜索" />);
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 毛巾 ' } });
    fireEvent.change(screen.getByLabelText('最低价'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('最高价'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    fireEvent.keyDown(screen.getByLabelText('关键词'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(searches).toEqual([
      { keyword: '毛巾', priceMin: 1, priceMax: 5 },
      { keyword: '毛巾', priceMin: 1, priceMax: 5 },
    ]);
  });

  it('prices are exact yuan: more than two decimals is no price', () => {
    expect(goodsSearchOf('', 1.5, null)).toEqual({ keyword: '', priceMin: 1.5, priceMax: null });
    expect(goodsSearchOf('x', 1.005, 2)).toEqual({ keyword: 'x', priceMin: null, priceMax: 2 });
  });
});
