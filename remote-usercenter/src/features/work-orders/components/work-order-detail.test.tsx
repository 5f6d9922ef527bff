import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WorkOrderMessages, type WorkOrderDetail } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { MerchantNewsPage } from '../../../pages/merchant-news';
import { DETAIL, page, UNREAD, WORK_ORDERS } from '../../../test-support/work-order-fixtures';
import { WorkOrderList } from './work-order-list';

// An order's drawer (?id=): header, parcels with their tracking, the conversation, 回复, 关闭工单, 重新打开.
const detail = () => screen.getByRole('list', { name: '沟通记录' }).closest<HTMLElement>('[role="dialog"]')!;
const thread = () => screen.getByRole('list', { name: '沟通记录' });

const REPLIED: WorkOrderDetail = {
  ...DETAIL,
  status: 'processing',
  status_name: '处理中',
  messages: [...DETAIL.messages, { id: 4, author: 'merchant', author_name: '', content: '照片已补充', attachments: [], created_at: '2026-11-21 12:00:00' }],
};
const CLOSED: WorkOrderDetail = { ...DETAIL, status: 'closed', status_name: '已关闭', can_reply: false, can_close: false, can_reopen: true, reopen_until: '2026-12-02 12:00:00' };

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user/work-order/list': ok(page(WORK_ORDERS)),
    'GET /api/user/work-order/unread': ok(UNREAD),
    'GET /api/user/work-order/detail': ok(DETAIL),
    ...routes,
  });
}

async function open(path = '/user-center/merchant-news?id=2') {
  const view = renderInApp(<WorkOrderList />, { path, loggedIn: true });
  await screen.findByRole('list', { name: '沟通记录' });
  return view;
}

beforeEach(resetBrowserState);

describe('工单详情', () => {
  it('?id= opens the order: number, type, status, the parcels with 物流状态 and 已赔付, the thread by author', async () => {
    const server = serve();
    await open();
    expect(server.callsTo('GET /api/user/work-order/detail')[0].query.get('id')).toBe('2');
    expect(within(detail()).getByText('工单 GD261125000002')).toBeInTheDocument();
    expect(within(detail()).getByText('破损')).toBeInTheDocument();
    expect(within(detail()).getByText('待商家回复')).toHaveClass('ant-tag');
    const first = within(detail()).getByRole('listitem', { name: '包裹 O2611250002-00001' });
    expect(within(first).getByText('异常')).toHaveClass('ant-tag-warning');
    expect(within(first).getByText('已赔付 ¥2.00')).toBeInTheDocument();
    expect(within(first).getByText(/753100000000/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '物流' })).toBeInTheDocument();
    // no waybill number yet: nothing to follow
    const second = within(detail()).getByRole('listitem', { name: '包裹 O2611250002-00002' });
    expect(within(second).queryByRole('button', { name: '物流' })).toBeNull();

    const messages = Array.from(thread().children) as HTMLElement[];
    expect(messages.map((m) => m.dataset.author)).toEqual(['merchant', 'system', 'operator']);
    expect(messages[0]).toHaveTextContent('我 · 2026-11-21 10:00:00收到的货破损了');
    expect(messages[2]).toHaveTextContent('客服 · 2026-11-21 11:00:00请提供外包装照片');
    expect(within(messages[2]).getByRole('img', { name: '图片 1' })).toHaveAttribute('src', DETAIL.messages[2].attachments[0].url);
  });

  it('物流 opens the parcel’s timeline drawer', async () => {
    const server = serve({
      'GET /api/user/order/parcel/track': ok({
        id: 1000,
        parcel_sn: 'O2611250002-00001',
        waybill_code: '753100000000',
        express_name: '中通快递',
        track_state: 'exception',
        track_state_name: '异常',
        dispatched_at: '',
        picked_up_at: '',
        signed_at: '',
        events: [{ time: '2026-11-22 10:00:00', state: 'exception', state_name: '异常', description: '派件异常：地址不详', location: '杭州市' }],
      }),
    });
    await open();
    fireEvent.click(within(detail()).getByRole('button', { name: '物流' }));
    expect(await screen.findByText('派件异常：地址不详')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user/order/parcel/track')[0].query.get('id')).toBe('1000');
  });

  it('opening it (the server marks it read) asks the unread counts and the list again', async () => {
    const server = serve();
    renderInApp(<MerchantNewsPage />, { path: '/user-center/merchant-news', loggedIn: true });
    await waitFor(() => expect(server.callsTo('GET /api/user/work-order/unread')).toHaveLength(1));
    await screen.findByText('GD261125000002');
    const lists = server.callsTo('GET /api/user/work-order/list').length;
    fireEvent.click(screen.getByRole('button', { name: '查看 GD261125000002' }));
    await screen.findByRole('list', { name: '沟通记录' });
    await waitFor(() => expect(server.callsTo('GET /api/user/work-order/unread')).toHaveLength(2));
    await waitFor(() => expect(server.callsTo('GET /api/user/work-order/list').length).toBeGreaterThan(lists));
  });

  it('回复 sends the text, shows the answer’s thread and empties the box; an empty reply is refused here', async () => {
    const server = serve({ 'POST /api/user/work-order/reply': ok(REPLIED) });
    await open();
    fireEvent.click(within(detail()).getByRole('button', { name: '发送' }));
    expect(await within(detail()).findByText(WorkOrderMessages.contentRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/work-order/reply')).toHaveLength(0);

    fireEvent.change(within(detail()).getByRole('textbox', { name: '回复内容' }), { target: { value: ' 照片已补充 ' } });
    fireEvent.click(within(detail()).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(server.callsTo('POST /api/user/work-order/reply')).toHaveLength(1));
    expect(server.callsTo('POST /api/user/work-order/reply')[0].body).toEqual({ id: 2, content: '照片已补充', attachment_ids: [] });
    expect(await screen.findByText(WorkOrderMessages.replied)).toBeInTheDocument();
    await waitFor(() => expect(thread().children).toHaveLength(4));
    expect(within(detail()).getByText('处理中')).toBeInTheDocument();
    expect(within(detail()).getByRole('textbox', { name: '回复内容' })).toHaveValue('');
  });

  it('a refused reply keeps what was typed', async () => {
    serve({ 'POST /api/user/work-order/reply': fail(1, WorkOrderMessages.ended) });
    await open();
    fireEvent.change(within(detail()).getByRole('textbox', { name: '回复内容' }), { target: { value: '还在吗' } });
    fireEvent.click(within(detail()).getByRole('button', { name: '发送' }));
    expect(await screen.findByText(WorkOrderMessages.ended)).toBeInTheDocument();
    expect(within(detail()).getByRole('textbox', { name: '回复内容' })).toHaveValue('还在吗');
  });

  it('关闭工单 asks first; confirmed, it closes, the reply box goes and 重新打开 shows until when', async () => {
    const server = serve({ 'POST /api/user/work-order/close': ok(CLOSED), 'POST /api/user/work-order/reopen': ok(DETAIL) });
    await open();
    fireEvent.click(within(detail()).getByRole('button', { name: '关闭工单' }));
    const confirm = await screen.findByText('确定关闭该工单吗？');
    expect(server.callsTo('POST /api/user/work-order/close')).toHaveLength(0);
    const popover = confirm.closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(within(popover).getByRole('button', { name: '关闭工单' }));
    await waitFor(() => expect(server.callsTo('POST /api/user/work-order/close')).toHaveLength(1));
    expect(server.callsTo('POST /api/user/work-order/close')[0].body).toEqual({ id: 2 });
    expect(await screen.findByText(WorkOrderMessages.closed)).toBeInTheDocument();
    expect(await within(detail()).findByText('工单已结束，2026-12-02 12:00:00 前可重新打开')).toBeInTheDocument();
    expect(within(detail()).queryByRole('textbox', { name: '回复内容' })).toBeNull();
    expect(within(detail()).queryByRole('button', { name: '关闭工单' })).toBeNull();

    fireEvent.click(within(detail()).getByRole('button', { name: '重新打开' }));
    await waitFor(() => expect(server.callsTo('POST /api/user/work-order/reopen')[0]?.body).toEqual({ id: 2 }));
    expect(await screen.findByText(WorkOrderMessages.reopened)).toBeInTheDocument();
    expect(await within(detail()).findByRole('textbox', { name: '回复内容' })).toBeInTheDocument();
  });

  it('an order that is not the caller’s (404) says 工单不存在', async () => {
    mockApi({ 'GET /api/user/work-order/list': ok(page(WORK_ORDERS)) });
    renderInApp(<WorkOrderList />, { path: '/user-center/merchant-news?id=999', loggedIn: true });
    expect(await screen.findByText(WorkOrderMessages.notFound)).toBeInTheDocument();
  });
});
