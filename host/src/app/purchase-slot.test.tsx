import { screen, waitFor } from '@testing-library/react';
import { openPurchase } from 'shared-contracts/app';
import { appStore, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { PurchaseSlot } from './purchase-slot';

import { loadRemoteWidget } from './remotes';

const dialogModule = (stamp = { contractVersion: __CONTRACT_VERSION__, requiredContract: __REQUIRED_CONTRACT__ }) => ({
  ...stamp,
  PurchaseDialog: ({ goodsId }: { goodsId: number }) => <div role="dialog">商品购买 #{goodsId}</div>,
});

jest.mock('./remotes', () => ({ loadRemoteWidget: jest.fn() }));

beforeEach(() => jest.mocked(loadRemoteWidget).mockImplementation(async () => dialogModule()));

beforeEach(resetBrowserState);
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

describe('purchase slot (remote-purchase widget mounted by the host)', () => {
  it('mounts the purchase dialog for the goods being bought', async () => {
    window.__SITE_CONFIG__ = { remotes: { purchase: '/remotes/purchase/mf-manifest.json' } } as never;
    const store = appStore({ loggedIn: true });
    store.dispatch(openPurchase({ goodsId: 42 }));
    renderInApp(<PurchaseSlot />, { store });
    expect(await screen.findByRole('dialog')).toHaveTextContent('商品购买 #42');
  });

  it('on a host without remote-purchase says so and closes', async () => {
    window.__SITE_CONFIG__ = { remotes: { storefront: '/remotes/storefront/mf-manifest.json' } } as never;
    const store = appStore({ loggedIn: true });
    store.dispatch(openPurchase({ goodsId: 42 }));
    renderInApp(<PurchaseSlot />, { store });
    expect(await screen.findByText('本站暂未开放在线购买')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().ui.purchase).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
