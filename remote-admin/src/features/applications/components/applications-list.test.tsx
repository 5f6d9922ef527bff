import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COST_PERCENT_DEFAULT } from 'shared-contracts';
import type { AdminSubstationApplication } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminApplicationsPage } from '../../../pages/site-applications';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const application = (id: number, extra: Partial<AdminSubstationApplication> = {}): AdminSubstationApplication => ({
  id,
  name: '陈小姐',
  mobile: '139****1234',
  city: '杭州',
  company: '礼遇小店',
  message: '每月约两千单',
  created_at: '2026-11-22 08:00:00',
  status: 'pending',
  status_text: '待处理',
  note: '',
  site_id: null,
  handled_by_name: null,
  handled_at: null,
  ...extra,
});

const ROWS = [
  application(4),
  application(5, { name: '王先生', mobile: '136****5678', city: '宁波', company: '', status: 'contacted', status_text: '已联系', note: '已电话沟通', handled_by_name: '李运营', handled_at: '2026-11-23 10:00:00' }),
  application(6, { name: '赵女士', status: 'opened', status_text: '已开通', site_id: 3, handled_by_name: '李运营', handled_at: '2026-11-24 10:00:00' }),
];
const OPENED = { site_id: 9, operator_id: 31, console_url: 'https://hz.gift.example.com/admin/login' };

function serve(extra: Parameters<typeof mockApi>[0] = {}, role: 'ops' | 'admin' | 'support' | 'finance' = 'ops') {
  return serveConsole(role, {
    'GET /api/admin/sites/applications': ok({ list: ROWS, page: 1, page_size: 10, data_count: ROWS.length }),
    ...extra,
  });
}

const show = (path = '/admin/site-applications') => renderInApp(<AdminApplicationsPage />, { path });
const queries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/sites/applications');
const rowOf = (name: string) => rowIn('分站申请列表', name);

beforeEach(() => startAtConsole('/admin/site-applications'));

describe('分站申请', () => {
  it('lists each application with its status, note and who handled it; the status filter is in the URL', async () => {
    const server = serve();
    const { location } = show();
    const pending = await rowOf('陈小姐');
    for (const text of ['139****1234', '杭州', '礼遇小店', '每月约两千单', '2026-11-22 08:00:00', '待处理']) expect(within(pending).getByText(text)).toBeInTheDocument();
    const contacted = await rowOf('王先生');
    for (const text of ['已联系', '已电话沟通', '李运营', '2026-11-23 10:00:00']) expect(within(contacted).getByText(text)).toBeInTheDocument();
    const opened = await rowOf('赵女士');
    expect(within(opened).getByText('已开通（分站 #3）')).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: /处理|开通/ })).toBeNull();
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('已联系'));
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10', status: 'contacted' }));
    expect(location()).toBe('/admin/site-applications?status=contacted');
  });

  it('处理 sets the status and the note', async () => {
    const server = serve({ 'PUT /api/admin/sites/applications/5': [fail(1, '备注不能超过500个字'), ok({})] });
    show();
    fireEvent.click(within(await rowOf('王先生')).getByRole('button', { name: '处理「王先生」的申请' }));
    const dialog = await findDialog('处理申请 · 王先生');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '已联系' })).toBeChecked());
    expect(within(dialog).getByLabelText('备注')).toHaveValue('已电话沟通');
    expect(within(dialog).queryByRole('radio', { name: '已开通' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: '已拒绝' }));
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: ' 所在城市已有分站 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/applications/5')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/sites/applications/5')[0].body).toEqual({ status: 'rejected', note: '所在城市已有分站' });
    // a refusal keeps the dialog and what was typed
    expect(await within(dialog).findByText('备注不能超过500个字')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('备注')).toHaveValue(' 所在城市已有分站 ');

    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('「王先生」的申请已更新')).toBeInTheDocument();
    await waitFor(() => expect(queries(server).length).toBeGreaterThan(1));
  });

  it('开通 proposes the name and owner, checks the domain, posts the body and shows the console address to pass on', async () => {
    const server = serve({ 'POST /api/admin/sites/applications/4/open': ok(OPENED) });
    show();
    fireEvent.click(within(await rowOf('陈小姐')).getByRole('button', { name: '为「陈小姐」开通分站' }));
    const dialog = await findDialog('开通分站 · 陈小姐');
    await waitFor(() => expect(within(dialog).getByLabelText('分站名称')).toHaveValue('礼遇小店'));
    expect(within(dialog).getByLabelText('站长姓名')).toHaveValue('陈小姐');
    expect(within(dialog).getByLabelText('成本比例（%）')).toHaveValue(String(COST_PERCENT_DEFAULT));

    fireEvent.click(within(dialog).getByRole('button', { name: '确认开通' }));
    expect(await within(dialog).findByText('请填写域名')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('分站域名'), { target: { value: 'https://hz.gift.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认开通' }));
    expect(await within(dialog).findByText('域名 https://hz.gift.example.com 只填主机名，不要带 http:// 或路径')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/sites/applications/4/open')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('分站域名'), { target: { value: ' HZ.gift.example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('成本比例（%）'), { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认开通' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/sites/applications/4/open')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/sites/applications/4/open')[0].body).toEqual({ domain: 'hz.gift.example.com', site_name: '礼遇小店', cost_percent: 80, owner_name: '陈小姐' });

    const address = await within(dialog).findByRole('group', { name: '分站后台地址' });
    expect(address).toHaveTextContent('https://hz.gift.example.com/admin/login');
    expect(dialog).toHaveTextContent('分站已开通');
    expect(dialog).toHaveTextContent('一次性密码已通过短信发送到申请人的手机 139****1234，这里不显示。');
    // the list is asked again (its status is 已开通 now)
    await waitFor(() => expect(queries(server).length).toBeGreaterThan(1));
    fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: '分站后台地址' })).toBeNull());
  });

  it('开通 without a company proposes the city’s 分站; a refusal keeps what was typed', async () => {
    const refusal = '域名 nb.gift.example.com 已被「宁波分站」使用';
    const server = serve({ 'POST /api/admin/sites/applications/5/open': fail(1, refusal) });
    show();
    fireEvent.click(within(await rowOf('王先生')).getByRole('button', { name: '为「王先生」开通分站' }));
    const dialog = await findDialog('开通分站 · 王先生');
    await waitFor(() => expect(within(dialog).getByLabelText('分站名称')).toHaveValue('宁波分站'));
    fireEvent.change(within(dialog).getByLabelText('分站域名'), { target: { value: 'nb.gift.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认开通' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/sites/applications/5/open')).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText('分站域名')).toHaveValue('nb.gift.example.com');
    expect(within(dialog).queryByRole('group', { name: '分站后台地址' })).toBeNull();
  });

  it('says so when there is none', async () => {
    serve({ 'GET /api/admin/sites/applications': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    show();
    expect(await screen.findByText('暂无分站申请')).toBeInTheDocument();
  });

  it.each(['support', 'finance'] as const)('%s cannot open 分站申请 and calls nothing of it', async (role) => {
    const server = serve({}, role);
    show();
    expect(await screen.findByText('无权查看分站申请')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/sites/applications')).toHaveLength(0);
  });
});
