import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { INFO, LINES, makeReply, servePurchase } from '../../test-support/purchase-fixtures';
import { addLines, choosePlatform, footer } from '../../test-support/render-purchase';
import { DeliveryPage } from './index';

jest.mock('../../features/typed-recipients/worker/create-worker');

beforeEach(resetBrowserState);

const OPTIONS = { express: [{ id: 3, name: '圆通快递' }], cities: ['义乌市'], provinces: ['浙江省'], categories: ['杯子'] };

describe('立即发货 page', () => {
  it('picks goods in the product selection dialog, then orders inline and lands on the package list', async () => {
    const server = servePurchase({
      'GET /api/gift/shop/options': ok(OPTIONS),
      'GET /api/gift/goods/list': ok({ list: [INFO.goods_info], page: 1, page_size: 10, data_count: 1 }),
      'POST /api/gift/order/check': ok([]),
      'POST /api/gift/order/make': makeReply(),
    });
    const { location } = renderInApp(<DeliveryPage />, { loggedIn: true, path: '/user-center/delivery' });
    expect(screen.getByText('请先选择要发货的商品')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择商品' }));
    const picker = await findDialog('选择商品');
    const card = await within(picker).findByTestId('picker-card');
    fireEvent.click(within(card).getByRole('button', { name: '立即购买' }));

    await screen.findByTestId('purchase-dialog');
    expect(location()).toBe('/user-center/delivery?goods_id=11');
    expect(await screen.findByText('定制保温杯（¥2.50/件）')).toBeInTheDocument();
    expect(server.callsTo('GET /api/gift/purchase/info')).toHaveLength(1);

    choosePlatform('京东');
    addLines(LINES.zhang);
    await waitFor(() => expect(within(footer()).getByLabelText('合计')).toHaveTextContent('¥2.50'));
    fireEvent.click(within(footer()).getByRole('button', { name: '立即下单' }));
    fireEvent.click(within(await findDialog('确认支付')).getByRole('button', { name: '确认支付 ¥2.50' }));
    expect(await screen.findByText('下单成功')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user-center/package-list'));
    expect(server.callsTo('POST /api/gift/order/make')[0].body).toMatchObject({ goods_id: 11, platform: 1, order_source: 1 });
  });

  it('opens on the goods in the URL', async () => {
    mockApi({ 'GET /api/gift/purchase/info': ok(INFO) });
    renderInApp(<DeliveryPage />, { loggedIn: true, path: '/user-center/delivery?goods_id=11' });
    await screen.findByTestId('purchase-dialog');
    expect(await screen.findByText('定制保温杯（¥2.50/件）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更换商品' })).toBeInTheDocument();
  });
});
