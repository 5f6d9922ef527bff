import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { SupplierWorkbenchPage } from '../../../pages/workbench';
import { atCenter, me, signInSupplier, WORKBENCH } from '../../../test-support/supplier';

beforeEach(() => {
  resetBrowserState();
  atCenter('/supplier-center');
  signInSupplier();
});

const serve = (workbench: unknown) => mockApi({ 'GET /api/supplier/me': ok(me()), 'GET /api/supplier/workbench': workbench as ReturnType<typeof ok> });

describe('工作台', () => {
  it("today's parcels per courier with its 出单截止时间, the low-stock goods, this month's shipped and payable", async () => {
    const server = serve(ok(WORKBENCH));
    const { location } = renderInApp(<SupplierWorkbenchPage />, { path: '/supplier-center' });
    const toShip = await screen.findByRole('table', { name: '待发货（按快递）' });
    const zto = within(toShip).getByText('中通快递').closest('tr') as HTMLElement;
    for (const text of ['16:00:00', '28']) expect(within(zto).getByText(text)).toBeInTheDocument();
    expect(within(toShip).getByText('17:30:00')).toBeInTheDocument();
    expect(screen.getByText('今日待发货（个）').closest('section')).toHaveTextContent('30');
    expect(screen.getByText('本月已发货（个）').closest('section')).toHaveTextContent('120');
    // money with two decimals
    expect(screen.getByText('本月应结（元）').closest('section')).toHaveTextContent('¥252.30');
    const low = screen.getByRole('table', { name: '库存预警' });
    expect(within(low).getByText('精品毛巾12号').closest('tr')).toHaveTextContent('850');
    expect(screen.getByText('1 个商品')).toBeInTheDocument();
    expect(screen.getByText(/义乌礼品仓 · 2026-11-28/)).toBeInTheDocument();
    expect(server.callsTo('GET /api/supplier/workbench')[0].authorization).toBe('Bearer sup-tok');

    fireEvent.click(within(zto).getByRole('link', { name: '去发货：中通快递' }));
    await waitFor(() => expect(location()).toBe('/supplier-center/parcels?courier_id=3'));
  });

  it('says when there is nothing to ship and no stock to worry about', async () => {
    serve(ok({ ...WORKBENCH, to_ship: [], to_ship_total: 0, low_stock: [], month: { shipped: 0, payable: 0 } }));
    renderInApp(<SupplierWorkbenchPage />, { path: '/supplier-center' });
    expect(await screen.findByText('今天没有待发货的包裹')).toBeInTheDocument();
    expect(screen.getByText('库存充足，没有需要补货的商品')).toBeInTheDocument();
    expect(screen.getByText('本月应结（元）').closest('section')).toHaveTextContent('¥0.00');
    expect(screen.queryByRole('button', { name: '去发货' })).toBeNull();
  });

  it('a failure says 工作台加载失败 with the reason, and 重新加载 asks again', async () => {
    const server = mockApi({ 'GET /api/supplier/me': ok(me()), 'GET /api/supplier/workbench': [fail(1, '服务器繁忙'), ok(WORKBENCH)] });
    renderInApp(<SupplierWorkbenchPage />, { path: '/supplier-center' });
    expect(await screen.findByText('工作台加载失败')).toBeInTheDocument();
    expect(screen.getAllByText('服务器繁忙').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('table', { name: '待发货（按快递）' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/supplier/workbench')).toHaveLength(2);
  });
});
