import { screen } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { INFO } from '../../test-support/purchase-fixtures';
import { startQuantity } from './components/purchase-content';
import { PurchaseDialog } from './purchase-dialog';

// 礼品管理's 再来一单 / 立即购买 open the dialog with a quantity and the courier they expect.
beforeEach(resetBrowserState);

async function open(props: { goodsNum?: number; expressId?: number }) {
  mockApi({ 'GET /api/gift/purchase/info': ok(INFO) });
  renderInApp(<PurchaseDialog goodsId={11} onClose={jest.fn()} {...props} />, { loggedIn: true, path: '/user-center/gift-selected' });
  await screen.findByTestId('purchase-dialog');
}

describe('purchase dialog presets', () => {
  it('starts at the given quantity per recipient, clamped to 1..limit', () => {
    expect(startQuantity(undefined, 5)).toBe(1);
    expect(startQuantity(3, 5)).toBe(3);
    expect(startQuantity(9, 5)).toBe(5);
    expect(startQuantity(9, 0)).toBe(9);
    expect(startQuantity(0, 5)).toBe(1);
  });

  it('shows the preset quantity, and no warning when the courier is the goods’ own', async () => {
    await open({ goodsNum: 3, expressId: INFO.express_info.id });
    expect(screen.getByLabelText('购买数量')).toHaveValue('3');
    expect(screen.queryByText(/与您选择的快递不同/)).toBeNull();
  });

  it('warns when the goods now ships with another courier than the one chosen', async () => {
    await open({ goodsNum: 2, expressId: INFO.express_info.id + 1 });
    expect(screen.getByText(`该商品现由${INFO.express_info.name}发货，与您选择的快递不同`)).toBeInTheDocument();
  });

  it('without presets: quantity 1, no warning', async () => {
    await open({});
    expect(screen.getByLabelText('购买数量')).toHaveValue('1');
    expect(screen.queryByText(/与您选择的快递不同/)).toBeNull();
  });
});
