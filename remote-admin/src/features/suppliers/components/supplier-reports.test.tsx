import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPlatformShare, AdminSupplierPerformance, OperatorRole } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { AdminPlatformSharePage } from '../../../pages/platform-share';
import { AdminSupplierPerformancePage } from '../../../pages/supplier-performance';
import { AdminSupplierSettlementPage } from '../../../pages/supplier-settlement';
import { atConsole, rowIn, serveConsole, signInOperator } from '../../../test-support/console';

const SETTLEMENT = [
  { shop_id: 1, shop_name: '义乌仓', payable: 1234.5, withdrawing: 100, paid: 2000, deducted: 6, month_shipped: 321 },
  { shop_id: 5, shop_name: '金华礼品店', payable: -2, withdrawing: 0, paid: 50, deducted: 2, month_shipped: 0 },
];
const PERFORMANCE: AdminSupplierPerformance = {
  start_date: '2026-11-01',
  end_date: '2026-11-23',
  rows: [
    { shop_id: 1, shop_name: '义乌仓', dispatched: 200, shipped: 190, on_time: 180, on_time_percent: 90, compensations: 3, compensation_amount: 6, deducted: 4 },
    { shop_id: 5, shop_name: '金华礼品店', dispatched: 10, shipped: 6, on_time: 5, on_time_percent: 50, compensations: 2, compensation_amount: 3.5, deducted: 3.5 },
    { shop_id: 7, shop_name: '空店铺', dispatched: 0, shipped: 0, on_time: 0, on_time_percent: null, compensations: 0, compensation_amount: 0, deducted: 0 },
  ],
};
const SHARE: AdminPlatformShare = {
  start_date: '2026-11-01',
  end_date: '2026-11-23',
  rows: [
    { date: '2026-11-21', parcels: 6, paid: 21, supply: 12.6, margin: 1.7, commission: 0.5, platform: 6.2 },
    { date: '2026-11-22', parcels: 1, paid: 3.5, supply: 2.1, margin: 0, commission: 0, platform: 1.4 },
  ],
  total: { date: '合计', parcels: 7, paid: 24.5, supply: 14.7, margin: 1.7, commission: 0.5, platform: 7.6 },
};

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/supplier-settlement': ok({ list: SETTLEMENT, page: 1, page_size: 10, data_count: 2 }),
    'GET /api/admin/supplier-performance': ok(PERFORMANCE),
    'GET /api/admin/finance/platform-share': ok(SHARE),
    ...extra,
  });
}


beforeEach(() => {
  resetBrowserState();
  signInOperator();
});

describe('供应商结算', () => {
  it('shows each shop’s payable, withdrawing, paid and deducted in yuan, a negative payable in red, and this month’s shipped', async () => {
    atConsole('/admin/supplier-settlement');
    const server = serve('finance');
    renderInApp(<AdminSupplierSettlementPage />, { path: '/admin/supplier-settlement' });
    const yiwu = await rowIn('供应商结算列表', '义乌仓');
    for (const text of ['¥1234.50', '¥100.00', '¥2000.00', '¥6.00', '321']) expect(within(yiwu).getByText(text)).toBeInTheDocument();
    const jinhua = await rowIn('供应商结算列表', '金华礼品店');
    expect(within(jinhua).getByText('¥-2.00').closest('.ant-typography-danger')).not.toBeNull();
    expect(server.queriesTo('GET /api/admin/supplier-settlement')[0]).toEqual({ page: '1', page_size: '10' });
  });

  it.each(['ops', 'support', 'site_owner'] as const)('%s cannot open it (money.read) and asks nothing', async (role) => {
    atConsole('/admin/supplier-settlement');
    const server = serve(role);
    renderInApp(<AdminSupplierSettlementPage />, { path: '/admin/supplier-settlement' });
    expect(await screen.findByText('无权查看供应商结算')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/supplier-settlement')).toHaveLength(0);
  });
});

describe('发货时效', () => {
  it('shows this month per shop with the on-time rate (red under 90 %); the days chosen go to the query and the URL', async () => {
    atConsole('/admin/supplier-performance');
    const server = serve('support');
    renderInApp(<AdminSupplierPerformancePage />, { path: '/admin/supplier-performance' });
    const yiwu = await rowIn('发货时效列表', '义乌仓');
    for (const text of ['200', '190', '180', '90.0%', '3', '¥6.00', '¥4.00']) expect(within(yiwu).getByText(text)).toBeInTheDocument();
    const jinhua = await rowIn('发货时效列表', '金华礼品店');
    expect(within(jinhua).getByText('50.0%').closest('.ant-typography-danger')).not.toBeNull();
    expect(within(await rowIn('发货时效列表', '空店铺')).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('统计范围：2026-11-01 至 2026-11-23（按出单时间，北京时间）')).toBeInTheDocument();
    expect(server.queriesTo('GET /api/admin/supplier-performance')[0]).toEqual({});
  });

  it('asks for the days in the URL', async () => {
    atConsole('/admin/supplier-performance');
    const server = serve('ops');
    renderInApp(<AdminSupplierPerformancePage />, { path: '/admin/supplier-performance?from=2026-10-01&to=2026-10-31' });
    await rowIn('发货时效列表', '义乌仓');
    expect(server.queriesTo('GET /api/admin/supplier-performance')[0]).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    fireEvent.click(screen.getByRole('button', { name: /本\s*月/ }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/supplier-performance').at(-1)).toEqual({}));
  });

  it('says why when it cannot load; a 分站 owner cannot open it', async () => {
    atConsole('/admin/supplier-performance');
    serve('ops', { 'GET /api/admin/supplier-performance': fail(1, '开始日期不能晚于结束日期') });
    const first = renderInApp(<AdminSupplierPerformancePage />, { path: '/admin/supplier-performance?from=2026-11-05&to=2026-11-01' });
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    first.unmount();
    serve('site_owner');
    renderInApp(<AdminSupplierPerformancePage />, { path: '/admin/supplier-performance' });
    expect(await screen.findByText('无权查看发货时效')).toBeInTheDocument();
  });
});

describe('平台收益', () => {
  it('shows each day and a totals row, in yuan; the days go to the query', async () => {
    atConsole('/admin/platform-share');
    const server = serve('finance');
    renderInApp(<AdminPlatformSharePage />, { path: '/admin/platform-share?from=2026-11-01&to=2026-11-23' });
    const day = await rowIn('平台收益列表', '2026-11-21');
    for (const text of ['6', '¥21.00', '¥12.60', '¥1.70', '¥0.50', '¥6.20']) expect(within(day).getByText(text)).toBeInTheDocument();
    const total = await rowIn('平台收益列表', '合计');
    for (const text of ['7', '¥24.50', '¥14.70', '¥7.60']) expect(within(total).getByText(text)).toBeInTheDocument();
    expect(server.queriesTo('GET /api/admin/finance/platform-share')[0]).toEqual({ start_date: '2026-11-01', end_date: '2026-11-23' });
    expect(screen.getByText(/平台收益 = 实付 − 供货价 − 分站毛利 − 推广佣金/)).toBeInTheDocument();
  });

  it('says so when no parcel was dispatched in the days; support cannot open it', async () => {
    atConsole('/admin/platform-share');
    serve('admin', { 'GET /api/admin/finance/platform-share': ok({ ...SHARE, rows: [], total: { ...SHARE.total, parcels: 0, paid: 0, supply: 0, margin: 0, commission: 0, platform: 0 } }) });
    const first = renderInApp(<AdminPlatformSharePage />, { path: '/admin/platform-share' });
    expect(await screen.findByText('所选日期内没有出单的包裹')).toBeInTheDocument();
    first.unmount();
    const server = serve('support');
    renderInApp(<AdminPlatformSharePage />, { path: '/admin/platform-share' });
    expect(await screen.findByText('无权查看平台收益')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/finance/platform-share')).toHaveLength(0);
  });
});
