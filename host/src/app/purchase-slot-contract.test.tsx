// A file of its own: the slot loads the dialog module once per page, so this needs a fresh module registry.
import { screen, waitFor } from '@testing-library/react';
import { openPurchase } from 'shared-contracts/app';
import { appStore, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { PurchaseSlot } from './purchase-slot';

const [major] = __CONTRACT_VERSION__.split('.').map(Number);

jest.mock('./remotes', () => ({
  loadRemoteWidget: jest.fn(async () => ({
    // built against the next major: it needs a host that does not exist yet
    contractVersion: `${major + 1}.0.0`,
    requiredContract: `^${major + 1}.0.0`,
    PurchaseDialog: () => <div role="dialog">商品购买</div>,
  })),
}));

beforeEach(resetBrowserState);
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

it('a purchase remote that needs a newer host gets a message instead of the dialog, and the reason is logged', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.__SITE_CONFIG__ = { remotes: { purchase: '/remotes/purchase/mf-manifest.json' } } as never;
  const store = appStore({ loggedIn: true });
  store.dispatch(openPurchase({ goodsId: 42 }));
  renderInApp(<PurchaseSlot />, { store });
  expect(await screen.findByText('购买功能暂不可用：此模块需要主站更新后才能使用')).toBeInTheDocument();
  await waitFor(() => expect(store.getState().ui.purchase).toBeNull());
  expect(screen.queryByRole('dialog')).toBeNull();
  const logged = error.mock.calls.map((c) => String(c[0])).join('\n');
  expect(logged).toContain('purchase/purchase-dialog');
  expect(logged).toContain(`built against shared-contracts ${major + 1}.0.0`);
  expect(logged).toContain(`this host provides ${__CONTRACT_VERSION__}`);
  error.mockRestore();
});
