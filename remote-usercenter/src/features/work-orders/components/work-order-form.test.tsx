import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WorkOrderMessages, type WorkOrderAttachmentBody } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { DETAIL, page, picture, UNREAD, WORK_ORDERS } from '../../../test-support/work-order-fixtures';
import { WorkOrderList } from './work-order-list';

// 新建工单: the form's checks, its body with the uploaded pictures' ids, a refusal keeping what was typed,
// pictures refused before upload, and 申请售后's pre-filled parcel.
// (in tests every rc id is the same, so a drawer's aria-labelledby does not name it: find it by its form)
const drawer = () => screen.getByRole('form', { name: '新建工单' }).closest<HTMLElement>('[role="dialog"]')!;
const submit = () => fireEvent.click(within(drawer()).getByRole('button', { name: '提交工单' }));
const fileInput = () => drawer().querySelector('input[type="file"]') as HTMLInputElement;

let nextAttachment = 100;
const storeAttachment = (call: RecordedCall) => ok({ id: nextAttachment++, url: `/api/files/work-order/x`, width: 10, height: 10, bytes: String((call.body as WorkOrderAttachmentBody).data).length });

function serve(create: Parameters<typeof mockApi>[0][string] = ok({ ...DETAIL, id: 77, work_order_sn: 'GD261126000077' })) {
  return mockApi({
    'GET /api/user/work-order/list': ok(page(WORK_ORDERS)),
    'GET /api/user/work-order/unread': ok(UNREAD),
    'GET /api/user/work-order/detail': ok({ ...DETAIL, id: 77, work_order_sn: 'GD261126000077' }),
    'POST /api/user/work-order': create,
    'POST /api/user/work-order/attachment': storeAttachment,
  });
}

async function chooseType(name: string) {
  fireEvent.mouseDown(within(drawer()).getByRole('combobox', { name: '问题类型' }));
  await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${name}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${name}"]`)!);
}

const typeParcels = (text: string) => fireEvent.change(within(drawer()).getByRole('combobox', { name: '关联包裹' }), { target: { value: text } });
const typeContent = (text: string) => fireEvent.change(within(drawer()).getByRole('textbox', { name: '问题描述' }), { target: { value: text } });
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } });
  });
};

beforeEach(() => {
  resetBrowserState();
  nextAttachment = 100;
});

describe('新建工单', () => {
  it('新建工单 opens the form; sending it empty says what is missing and sends nothing', async () => {
    const server = serve();
    const { location } = renderInApp(<WorkOrderList />, { path: '/user-center/merchant-news', loggedIn: true });
    fireEvent.click(screen.getByRole('button', { name: '新建工单' }));
    await waitFor(() => expect(location()).toBe('/user-center/merchant-news?create='));
    submit();
    expect(await within(drawer()).findByText(WorkOrderMessages.typeRequired)).toBeInTheDocument();
    expect(await within(drawer()).findByText(WorkOrderMessages.parcelsRequired)).toBeInTheDocument();
    expect(await within(drawer()).findByText(WorkOrderMessages.contentRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/work-order')).toHaveLength(0);
  });

  it('a type but no parcel: 请填写至少一个包裹号或运单号', async () => {
    const server = serve();
    renderInApp(<WorkOrderList />, { path: '/user-center/merchant-news?create=', loggedIn: true });
    await chooseType('破损');
    typeContent('外包装破损');
    submit();
    expect(await within(drawer()).findByText(WorkOrderMessages.parcelsRequired)).toBeInTheDocument();
    expect(within(drawer()).queryByText(WorkOrderMessages.typeRequired)).toBeNull();
    expect(server.callsTo('POST /api/user/work-order')).toHaveLength(0);
  });

  it('sends type, parcels (pasted, split), text and the uploaded pictures’ ids; then says so and opens the new order', async () => {
    const server = serve();
    const { location } = renderInApp(<WorkOrderList />, { path: '/user-center/merchant-news?create=753100000000', loggedIn: true });
    // 申请售后 filled in the parcel
    expect(within(drawer()).getByTitle('753100000000')).toBeInTheDocument();
    await chooseType('破损');
    typeParcels('O2611250002-00001，O2611250002-00002 ');
    typeContent('  收到的货破损了  ');
    await choose(picture('a.jpg', 'image/jpeg'), picture('b.png', 'image/png'));
    await waitFor(() => expect(server.callsTo('POST /api/user/work-order/attachment')).toHaveLength(2));
    const upload = server.callsTo('POST /api/user/work-order/attachment')[0].body!;
    expect(upload.name).toBe('a.jpg');
    expect(upload.data).toBe(Buffer.from(new Uint8Array(1024)).toString('base64'));
    await waitFor(() => expect(within(drawer()).getByRole('button', { name: '提交工单' })).toBeEnabled());
    submit();
    await waitFor(() => expect(server.callsTo('POST /api/user/work-order')).toHaveLength(1));
    expect(server.callsTo('POST /api/user/work-order')[0].body).toEqual({
      type: 'damaged',
      parcels: ['753100000000', 'O2611250002-00001', 'O2611250002-00002'],
      content: '收到的货破损了',
      attachment_ids: [100, 101],
    });
    expect(await screen.findByText(WorkOrderMessages.created)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user-center/merchant-news?id=77'));
    expect(screen.queryByRole('form', { name: '新建工单' })).toBeNull();
    expect(await screen.findByText('工单 GD261126000077')).toBeInTheDocument();
  });

  it('a refusal from the server is said and everything typed stays', async () => {
    const server = serve(fail(1, WorkOrderMessages.parcelNotFound('X1')));
    renderInApp(<WorkOrderList />, { path: '/user-center/merchant-news?create=', loggedIn: true });
    await chooseType('丢件');
    typeParcels('X1,');
    typeContent('找不到了');
    await choose(picture('a.webp', 'image/webp'));
    await waitFor(() => expect(server.callsTo('POST /api/user/work-order/attachment')).toHaveLength(1));
    await waitFor(() => expect(within(drawer()).getByRole('button', { name: '提交工单' })).toBeEnabled());
    submit();
    expect(await screen.findByText('包裹 X1 不存在')).toBeInTheDocument();
    expect(drawer()).toBeInTheDocument();
    expect(within(drawer()).getByTitle('X1')).toBeInTheDocument();
    expect(within(drawer()).getByRole('textbox', { name: '问题描述' })).toHaveValue('找不到了');
    expect(within(drawer()).getByTitle('丢件')).toBeInTheDocument();
    expect(within(drawer()).getAllByText('a.webp').length).toBeGreaterThan(0);
  });

  it('a picture over 5 MB or a .gif is refused before any upload', async () => {
    const server = serve();
    renderInApp(<WorkOrderList />, { path: '/user-center/merchant-news?create=', loggedIn: true });
    await choose(picture('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(WorkOrderMessages.imageTooLarge)).toBeInTheDocument();
    await choose(picture('anim.gif', 'image/gif'));
    expect(await screen.findByText(WorkOrderMessages.imageNotAccepted)).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/work-order/attachment')).toHaveLength(0);
    expect(within(drawer()).queryByText('big.png')).toBeNull();
    expect(within(drawer()).queryByText('anim.gif')).toBeNull();
  });

  it('at most 6 pictures: the seventh is refused and the add card goes away at six', async () => {
    const server = serve();
    renderInApp(<WorkOrderList />, { path: '/user-center/merchant-news?create=', loggedIn: true });
    await choose(...Array.from({ length: 7 }, (_, i) => picture(`p${i}.jpg`, 'image/jpeg')));
    expect(await screen.findByText(WorkOrderMessages.tooManyImages)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/user/work-order/attachment')).toHaveLength(6));
    await waitFor(() => expect(within(drawer()).queryByText('上传图片')).toBeNull());
  });
});
