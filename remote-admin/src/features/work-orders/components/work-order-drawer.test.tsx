import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { fail, mockApi, ok, pageReply, renderInApp } from 'shared-contracts/testing';
import { AdminWorkOrdersPage } from '../../../pages/work-orders';
import { serveConsole, startAtConsole } from '../../../test-support/console';
import { workOrderDetail, workOrderRow } from '../../../test-support/work-order-fixtures';

const ROWS = [workOrderRow(5, { status: 'processing', status_name: '处理中', assignee_id: 3, assignee_name: '陈客服' })];
const page = pageReply(ROWS);
const PICTURE = { id: 99, url: '/api/files/work-order/99?expires=1&signature=y', width: 10, height: 10, bytes: 4 };

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/work-orders': page,
    'GET /api/admin/work-orders/5': ok(workOrderDetail()),
    'GET /api/admin/work-orders/404': fail(404, '工单不存在'),
    'POST /api/admin/work-orders/attachments': ok(PICTURE),
    ...extra,
  });
}

const drawer = async () => (await screen.findByText('工单 GD2611250005')).closest('.ant-drawer') as HTMLElement;
const replyBox = () => screen.getByRole('region', { name: '回复工单' });
/** Picks an option of a Select in the reply box (the open dropdown is the last one with that title). */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(replyBox()).getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
};

async function attachPicture() {
  const input = replyBox().querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'broken.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(await within(replyBox()).findByAltText('回复图片 1')).toBeInTheDocument();
}

beforeEach(() => startAtConsole('/admin/work-orders'));

describe('工单 drawer', () => {
  it('shows the user, each parcel with its 物流状态, events and compensation, and the conversation with its authors and pictures', async () => {
    serve('support');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?id=5' });
    const d = await drawer();

    const info = within(d).getByText('张三的店').closest('.ant-descriptions') as HTMLElement;
    expect(within(info).getByRole('link', { name: '张三的店' })).toHaveAttribute('href', '/admin/users?keyword=%E5%BC%A0%E4%B8%89%E7%9A%84%E5%BA%97');
    for (const text of ['138****0000', '处理中', '未揽收', '陈客服', '2026-11-25 10:00:00']) expect(info).toHaveTextContent(text);

    const tracked = within(d).getByRole('group', { name: '包裹 GO202611200000005-00001' });
    for (const text of ['定制抱枕', '李四', '¥3.50', '中通快递 75300000001', '运输中', '已赔付 ¥2.00', '超时未揽收，2026-11-21 08:00:00']) expect(tracked).toHaveTextContent(text);
    const events = within(tracked).getByLabelText('物流轨迹 GO202611200000005-00001');
    expect(events).toHaveTextContent('2026-11-22 08:00:00');
    expect(events).toHaveTextContent('快件已到达杭州转运中心（杭州）');
    expect(events).toHaveTextContent('快递员已揽收（义乌）');
    const waiting = within(d).getByRole('group', { name: '包裹 GO202611200000005-00002' });
    for (const text of ['保温杯', '圆通快递（未出单）', '待揽收', '未赔付', '暂无物流信息']) expect(waiting).toHaveTextContent(text);

    const thread = within(d).getByRole('list', { name: '对话记录' });
    const messages = within(thread).getAllByRole('listitem');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveTextContent('商家 张三的店');
    expect(messages[0]).toHaveTextContent('包裹两天了还没有揽收');
    expect(within(messages[0]).getByAltText('图片 1')).toHaveAttribute('src', '/api/files/work-order/11?expires=1&signature=x');
    expect(messages[1]).toHaveTextContent('系统');
    expect(messages[2]).toHaveTextContent('客服 陈客服');
    expect(messages[2]).toHaveTextContent('已联系快递网点催促揽收');
  });

  it('回复 sends the text, the uploaded pictures and the chosen status; a refusal keeps what was typed, a reply sent empties the box', async () => {
    const server = serve('support', { 'POST /api/admin/work-orders/5/reply': [fail(1, '工单已结束，请重新打开后再回复'), ok(null)] });
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?id=5' });
    await drawer();
    expect(within(replyBox()).getByLabelText('回复后状态').closest('.ant-select')).toHaveTextContent('待商家回复');

    fireEvent.change(within(replyBox()).getByLabelText('回复内容'), { target: { value: '网点已揽收，请留意物流' } });
    await attachPicture();
    const upload = server.callsTo('POST /api/admin/work-orders/attachments')[0];
    expect(upload.body).toEqual({ name: 'broken.png', data: 'iVBORw==' });
    await choose('回复后状态', '已完成');
    fireEvent.click(within(replyBox()).getByRole('button', { name: /^回\s*复$/ }));

    await waitFor(() => expect(server.callsTo('POST /api/admin/work-orders/5/reply')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/work-orders/5/reply')[0].body).toEqual({ content: '网点已揽收，请留意物流', attachment_ids: [99], status: 'done' });
    expect(await within(replyBox()).findByRole('alert')).toHaveTextContent('工单已结束，请重新打开后再回复');
    expect(within(replyBox()).getByLabelText('回复内容')).toHaveValue('网点已揽收，请留意物流');
    expect(within(replyBox()).getByAltText('回复图片 1')).toBeInTheDocument();

    const asked = server.callsTo('GET /api/admin/work-orders/5').length;
    fireEvent.click(within(replyBox()).getByRole('button', { name: /^回\s*复$/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/work-orders/5/reply')).toHaveLength(2));
    expect(await screen.findByText('已回复')).toBeInTheDocument();
    await waitFor(() => expect(within(replyBox()).getByLabelText('回复内容')).toHaveValue(''));
    expect(within(replyBox()).queryByAltText('回复图片 1')).toBeNull();
    // the work order and the queue are asked again
    await waitFor(() => expect(server.callsTo('GET /api/admin/work-orders/5').length).toBeGreaterThan(asked));
  });

  it('an empty reply is stopped in the form, and a picture of another type is not sent', async () => {
    const server = serve('admin');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?id=5' });
    await drawer();
    const input = replyBox().querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('只能上传 JPG、PNG、WebP 格式的图片')).toBeInTheDocument();
    fireEvent.click(within(replyBox()).getByRole('button', { name: /^回\s*复$/ }));
    expect(await within(replyBox()).findByText('请填写问题描述')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/work-orders/attachments')).toHaveLength(0);
    expect(server.callsTo('POST /api/admin/work-orders/5/reply')).toHaveLength(0);
  });

  it('takes at most 6 pictures, even chosen all at once', async () => {
    let next = 100;
    const server = serve('support', { 'POST /api/admin/work-orders/attachments': () => ok({ ...PICTURE, id: next, url: `/api/files/work-order/${next++}` }) });
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?id=5' });
    await drawer();
    const input = replyBox().querySelector('input[type="file"]') as HTMLInputElement;
    const files = Array.from({ length: 7 }, (_, i) => new File([new Uint8Array([0xff, 0xd8, 0xff, i])], `${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByText('最多上传 6 张图片')).toBeInTheDocument();
    expect(await within(replyBox()).findByAltText('回复图片 6')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/work-orders/attachments')).toHaveLength(6);
    expect(within(replyBox()).queryByRole('button', { name: /上传图片/ })).toBeNull();
    fireEvent.click(within(replyBox()).getByRole('button', { name: '移除第 1 张' }));
    expect(await within(replyBox()).findByRole('button', { name: /上传图片/ })).toBeInTheDocument();
  });

  it('更改状态 to 已关闭 asks first, then sends the status', async () => {
    const server = serve('support', { 'POST /api/admin/work-orders/5/status': ok(null) });
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?id=5' });
    const d = await drawer();
    const changer = within(d).getByRole('group', { name: '更改状态' });
    expect(within(changer).getByRole('button', { name: /确\s*定/ })).toBeDisabled();
    fireEvent.mouseDown(within(changer).getByLabelText('更改状态'));
    fireEvent.click((await screen.findAllByTitle('已关闭')).at(-1) as HTMLElement);
    fireEvent.click(within(changer).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('确定将工单设为已关闭？')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/work-orders/5/status')).toHaveLength(0);
    const pop = screen.getByText('确定将工单设为已关闭？').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/work-orders/5/status')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/work-orders/5/status')[0].body).toEqual({ status: 'closed' });
    expect(await screen.findByText('状态已更新')).toBeInTheDocument();
  });

  it('says 工单不存在 for a work order that is not there', async () => {
    serve('support');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?id=404' });
    expect(await screen.findByText('工单不存在')).toBeInTheDocument();
  });
});
