import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCourier } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminCouriersPage } from '../../../pages/couriers';
import { confirmInBubble, rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const courier = (id: number, extra: Partial<AdminCourier> = {}): AdminCourier => ({
  id,
  name: `快递${id}`,
  subname: '义乌仓',
  send_province: '浙江省',
  send_city: '金华市',
  send_district: '义乌市',
  send_address: '稠江街道商城大道188号',
  tips: '每日16:00前下单当天发出',
  is_wu: false,
  platforms: [1, 3],
  no_deliver_area: ['新疆', '西藏'],
  logo: '',
  issue_deadline: '17:00',
  goods_count: 12,
  ...extra,
});

const ROWS = [
  courier(1, { name: '中通快递' }),
  courier(4, {
    name: '申通快递',
    is_wu: true,
    platforms: [2],
    no_deliver_area: [],
  }),
];

function serve(role: 'admin' | 'ops' | 'support', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/couriers': ok(ROWS),
    ...extra,
  });
}

const rowOf = (name: string) => rowIn('快递列表', name);
/** Picks an option of a searchable antd Select: open it, type the name, click the option (by its title). */
const pick = async (container: HTMLElement, label: string, option: string) => {
  const box = within(container).getByLabelText(label);
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: option } });
  const found = await waitFor(() => {
    const node = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.getAttribute('title') === option);
    if (!node) throw new Error(`no option ${option}`);
    return node;
  });
  fireEvent.click(found);
};
const treeNode = (drawer: HTMLElement, title: string) =>
  within(within(drawer).getByRole('group', { name: '不发货地区' }))
    .getByTitle(title)
    .closest('.ant-tree-treenode') as HTMLElement;
const toggle = (drawer: HTMLElement, title: string) => fireEvent.click(treeNode(drawer, title).querySelector('.ant-tree-checkbox') as HTMLElement);

beforeEach(() => startAtConsole('/admin/couriers'));

describe('快递', () => {
  it('lists each courier with its send address, 无货源 flag, platforms and how many provinces it does not deliver to', async () => {
    serve('ops');
    renderInApp(<AdminCouriersPage />, { path: '/admin/couriers' });
    const row = await rowOf('中通快递');
    expect(within(row).getByText('浙江省金华市义乌市 稠江街道商城大道188号')).toBeInTheDocument();
    expect(within(row).getByText('京东')).toBeInTheDocument();
    expect(within(row).getByText('拼多多')).toBeInTheDocument();
    expect(within(row).getByText('2 个')).toBeInTheDocument();
    const wu = await rowOf('申通快递');
    expect(within(wu).getByText('需补发单号')).toBeInTheDocument();
    expect(within(wu).getByText('淘宝/天猫')).toBeInTheDocument();
    expect(within(wu).getByText('无')).toBeInTheDocument();
  });

  it('编辑 sends every field, with the provinces checked in the region tree; a refusal keeps the drawer open with what was typed', async () => {
    const server = serve('admin', {
      'PUT /api/admin/couriers/1': [fail(1, '快递名称已存在'), ok(ROWS[0])],
    });
    renderInApp(<AdminCouriersPage />, { path: '/admin/couriers' });
    fireEvent.click(within(await rowOf('中通快递')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await findDialog('编辑快递 #1');
    await waitFor(() => expect(within(drawer).getByLabelText('快递名称')).toHaveValue('中通快递'));
    // the region tree loads with the drawer; the stored provinces are checked
    await waitFor(() => expect(treeNode(drawer, '新疆').querySelector('.ant-tree-checkbox-checked')).not.toBeNull());
    expect(treeNode(drawer, '青海').querySelector('.ant-tree-checkbox-checked')).toBeNull();

    fireEvent.change(within(drawer).getByLabelText('快递名称'), {
      target: { value: '中通快递（新）' },
    });
    fireEvent.change(within(drawer).getByLabelText('提示'), {
      target: { value: '周日不发货' },
    });
    toggle(drawer, '青海');
    toggle(drawer, '西藏');
    await pick(drawer, '出单截止时间', '16:30');
    fireEvent.click(within(drawer).getByLabelText('快手'));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(server.callsTo('PUT /api/admin/couriers/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/couriers/1')[0].body).toEqual({
      name: '中通快递（新）',
      subname: '义乌仓',
      send_province: '浙江省',
      send_city: '金华市',
      send_district: '义乌市',
      send_address: '稠江街道商城大道188号',
      tips: '周日不发货',
      is_wu: false,
      platforms: [1, 3, 5],
      no_deliver_area: ['青海', '新疆'],
      logo: '',
      issue_deadline: '16:30',
    });
    expect(await within(drawer).findByText('快递名称已存在')).toBeInTheDocument();
    expect(await findDialog('编辑快递 #1')).toBe(drawer);
    expect(within(drawer).getByLabelText('快递名称')).toHaveValue('中通快递（新）');
    expect(within(drawer).getByLabelText('提示')).toHaveValue('周日不发货');

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/couriers/1')).toHaveLength(2));
    await waitFor(() => expect(drawer.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
  });

  it('新增快递 picks the send address from the divisions, a whole region of provinces at once, and says what is missing first', async () => {
    const server = serve('admin', {
      'POST /api/admin/couriers': ok(courier(9)),
    });
    renderInApp(<AdminCouriersPage />, { path: '/admin/couriers' });
    await rowOf('中通快递');
    fireEvent.click(screen.getByRole('button', { name: '新增快递' }));
    const drawer = await findDialog('新增快递');
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('请填写快递名称')).toBeInTheDocument();
    expect(await within(drawer).findByText('请选择发货省份')).toBeInTheDocument();
    expect(await within(drawer).findByText('请选择平台')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/couriers')).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('快递名称'), {
      target: { value: '顺丰' },
    });
    await waitFor(() => expect(within(within(drawer).getByRole('group', { name: '不发货地区' })).getByTitle('西北')).toBeInTheDocument());
    await pick(drawer, '发货省份', '广东省');
    await pick(drawer, '发货城市', '广州市');
    await pick(drawer, '发货区县', '白云区');
    fireEvent.change(within(drawer).getByLabelText('发货地址'), {
      target: { value: '太和镇物流园3栋' },
    });
    fireEvent.click(within(drawer).getByLabelText('无货源（需补发单号）'));
    fireEvent.click(within(drawer).getByLabelText('抖店'));
    toggle(drawer, '港澳台');
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/couriers')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/couriers')[0].body).toEqual({
      name: '顺丰',
      subname: '',
      send_province: '广东省',
      send_city: '广州市',
      send_district: '白云区',
      send_address: '太和镇物流园3栋',
      tips: '',
      is_wu: true,
      platforms: [4],
      no_deliver_area: ['台湾', '香港', '澳门'],
      logo: '',
      issue_deadline: '17:00',
    });
  });

  it('删除 asks first, then says why the server refused', async () => {
    const server = serve('admin', {
      'DELETE /api/admin/couriers/1': fail(1, '该快递下还有商品，不能删除'),
    });
    renderInApp(<AdminCouriersPage />, { path: '/admin/couriers' });
    fireEvent.click(within(await rowOf('中通快递')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除快递「中通快递」？')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/admin/couriers/1')).toHaveLength(0);
    confirmInBubble(/删\s*除/);
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/couriers/1')).toHaveLength(1));
    expect(await screen.findByText('该快递下还有商品，不能删除')).toBeInTheDocument();
  });

  it('shows support the list without a write control, and finance not at all', async () => {
    serve('support');
    const first = renderInApp(<AdminCouriersPage />, {
      path: '/admin/couriers',
    });
    const row = await rowOf('中通快递');
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增快递' })).toBeNull();
    first.unmount();
    const server = serveConsole('finance');
    renderInApp(<AdminCouriersPage />, { path: '/admin/couriers' });
    expect(await screen.findByText('无权查看快递')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/couriers')).toHaveLength(0);
  });
});
