import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ParcelTrack } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { serveParcels } from '../../test-support/order-fixtures';
import { PackageListPage } from './index';

// 包裹列表's after-sales parts (issue 21): the 物流状态 column and filter, 已赔付 ¥x, and the 物流 drawer's timeline.
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/user/order/parcel');
const lastBody = (calls: RecordedCall[]) => listCalls(calls).at(-1)?.body;
const table = () => screen.getByRole('region', { name: '包裹列表' });
const bodyRows = () => Array.from(table().querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const headers = () => Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent);
const trackCell = (row: HTMLElement) => row.querySelectorAll('td')[headers().indexOf('物流状态')] as HTMLElement;

const TRACK: ParcelTrack = {
  id: 1000,
  parcel_sn: 'P1000',
  waybill_code: '753100000000',
  express_name: '中通快递',
  track_state: 'signed',
  track_state_name: '已签收',
  dispatched_at: '2026-11-23 12:00:00',
  picked_up_at: '2026-11-23 18:00:00',
  signed_at: '2026-11-25 10:12:00',
  events: [
    { time: '2026-11-25 10:12:00', state: 'signed', state_name: '已签收', description: '快件已签收，签收人：本人', location: '杭州市西湖区' },
    { time: '2026-11-24 08:30:00', state: 'in_transit', state_name: '运输中', description: '快件已到达杭州转运中心', location: '杭州市' },
    { time: '2026-11-23 18:00:00', state: 'picked_up', state_name: '已揽收', description: '快件已揽收', location: '' },
  ],
};

async function renderParcels(path = '/user-center/package-list', track: Parameters<typeof mockApi>[0][string] = ok(TRACK)) {
  const server = mockApi({ 'POST /api/user/order/parcel': serveParcels, 'GET /api/user/order/parcel/track': track });
  const view = renderInApp(<PackageListPage />, { path, loggedIn: true });
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  return { ...view, server };
}

const openTrack = (row: number) => fireEvent.click(within(bodyRows()[row]).getByRole('button', { name: '物流' }));
const drawer = () => screen.getByRole('dialog');

beforeEach(resetBrowserState);

describe('包裹列表 物流状态', () => {
  it('a 物流状态 column: the state as a Tag (异常 and 退回 in warning colours), 已赔付 ¥x on a compensated parcel, 物流 once it has a waybill number (— before)', async () => {
    await renderParcels();
    expect(headers()).toContain('物流状态');
    const tag = (row: number, text: string) => within(trackCell(bodyRows()[row])).getByText(text);
    expect(tag(0, '已签收')).toHaveClass('ant-tag-success');
    expect(tag(1, '运输中')).toHaveClass('ant-tag-processing');
    // order 2's 李四 has no waybill number yet: no courier has it, so no state
    expect(trackCell(bodyRows()[4])).toHaveTextContent(/^—$/);
    expect(tag(3, '异常')).toHaveClass('ant-tag-warning');
    expect(tag(6, '退回')).toHaveClass('ant-tag-warning');
    expect(tag(3, '已赔付 ¥2.00')).toHaveClass('ant-tag');
    expect(within(trackCell(bodyRows()[0])).queryByText(/已赔付/)).toBeNull();
    // order 2's 李四 has no waybill number yet: nothing to follow
    expect(within(bodyRows()[4]).queryByRole('button', { name: '物流' })).toBeNull();
    expect(within(bodyRows()[0]).getByRole('button', { name: '物流' })).toBeInTheDocument();
  });

  it('the 物流状态 filter applies at once, in the URL and the body (back to page 1, the status kept)', async () => {
    const { server, location } = await renderParcels('/user-center/package-list?status=3&page=2');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '物流状态' }));
    fireEvent.click(await screen.findByTitle('异常'));
    await waitFor(() => expect(location()).toBe('/user-center/package-list?status=3&track_state=exception'));
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, status: 3, track_state: 'exception' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]).getByText('已赔付 ¥2.00')).toBeInTheDocument();
  });

  it('opens on ?track_state=signed (the workbench counter) with the filter shown', async () => {
    const server = mockApi({ 'POST /api/user/order/parcel': serveParcels });
    renderInApp(<PackageListPage />, { path: '/user-center/package-list?track_state=signed', loggedIn: true });
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, track_state: 'signed' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: '物流状态' }).closest('.ant-select')).toHaveTextContent('已签收');
  });

  it('物流 opens the timeline: asked by the parcel id, newest first, China-time texts and places', async () => {
    const { server } = await renderParcels();
    openTrack(0);
    expect(await within(drawer()).findByText('快件已签收，签收人：本人')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user/order/parcel/track')[0].query.get('id')).toBe('1000');
    expect(within(drawer()).getByText('753100000000', { exact: false })).toBeInTheDocument();
    const items = Array.from(within(drawer()).getByLabelText('物流轨迹').querySelectorAll('.ant-timeline-item'));
    expect(items.map((item) => item.textContent)).toEqual([
      '2026-11-25 10:12:00快件已签收，签收人：本人杭州市西湖区',
      '2026-11-24 08:30:00快件已到达杭州转运中心杭州市',
      '2026-11-23 18:00:00快件已揽收',
    ]);
  });

  it('no events yet: 暂无物流信息', async () => {
    await renderParcels(undefined, ok({ ...TRACK, track_state: 'none', track_state_name: '待揽收', picked_up_at: '', signed_at: '', events: [] }));
    openTrack(0);
    expect(await within(drawer()).findByText('暂无物流信息')).toBeInTheDocument();
  });

  it('a failed load says so with 重试, which asks again', async () => {
    const { server } = await renderParcels(undefined, [fail(1, '物流查询暂不可用') as never, ok(TRACK)]);
    openTrack(0);
    expect(await within(drawer()).findByText('物流查询暂不可用')).toBeInTheDocument();
    fireEvent.click(within(drawer()).getByRole('button', { name: '重试' }));
    expect(await within(drawer()).findByText('快件已揽收')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user/order/parcel/track')).toHaveLength(2);
  });
});
