import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OpenApiMessages } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { DELIVERIES, KEYED_SETTING, page } from '../../test-support/api-settings-fixtures';
import { ApiSettingsPage } from './index';

type Routes = Parameters<typeof mockApi>[0];

const LIST = '/api/user/setting/api/callback/list';

function serve(routes: Routes = {}) {
  return mockApi({
    'GET /api/user/setting/api': ok(KEYED_SETTING),
    [`GET ${LIST}`]: ok(page(DELIVERIES)),
    ...routes,
  });
}

const lastQuery = (calls: RecordedCall[]) => Object.fromEntries(calls.filter((c) => c.path === LIST).at(-1)?.query ?? []);
const log = () => screen.getByRole('region', { name: '回调记录' });
const rows = () => Array.from(log().querySelectorAll('tbody tr.ant-table-row')).map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));

async function renderPage(path = '/user-center/api') {
  const view = renderInApp(<ApiSettingsPage />, { path, loggedIn: true });
  await screen.findByRole('region', { name: '回调记录' });
  return view;
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(within(log()).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

beforeEach(() => resetBrowserState());
afterEach(() => jest.restoreAllMocks());

describe('API设置: 回调记录', () => {
  it('lists each delivery: event, event id, time, status, attempts, last answer and next retry', async () => {
    serve();
    await renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toEqual(['包裹出单（获得运单号）', 'evt_01HZX9A', '2026-11-25 09:00:00', '失败', '8', 'HTTP 500', '—', '重发']);
    expect(rows()[1]).toEqual(['包裹拒单退款', 'evt_01HZX8B', '2026-11-26 08:00:00', '待送达', '2', '连接超时', '2026-11-26 08:06:10', '重发']);
    expect(within(log()).getByText('失败')).toHaveClass('ant-tag-error');
    expect(within(log()).getByText('待送达')).toHaveClass('ant-tag-processing');
  });

  it('the event and status filters go to the URL and the query, and come back from the URL', async () => {
    const { calls } = serve();
    const { location } = await renderPage();
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '10' }));

    await pick('事件', '包裹拒单退款');
    await waitFor(() => expect(location()).toBe('/user-center/api?event=parcel.refunded'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '10', event: 'parcel.refunded' }));

    await pick('状态', '失败');
    await waitFor(() => expect(location()).toBe('/user-center/api?event=parcel.refunded&status=failed'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '10', event: 'parcel.refunded', status: 'failed' }));
  });

  it('opens with the filters and the page of its URL', async () => {
    const { calls } = serve({ [`GET ${LIST}`]: ok({ ...page(DELIVERIES, 30), page: 2 }) });
    await renderPage('/user-center/api?status=pending&page=2');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '2', page_size: '10', status: 'pending' }));
    expect(within(log()).getByRole('combobox', { name: '状态' }).closest('.ant-select')).toHaveTextContent('待送达');
    await waitFor(() => expect(log()).toHaveTextContent('共 30 条'));
  });

  it('an empty log says what will come; a filtered one says nothing matches', async () => {
    serve({ [`GET ${LIST}`]: ok(page([])) });
    await renderPage();
    expect(await within(log()).findByText('还没有回调记录：开通API并设置回调地址后，包裹出单、退款等事件会推送到你的系统')).toBeInTheDocument();
    await pick('状态', '已送达');
    expect(await within(log()).findByText('没有符合条件的记录')).toBeInTheDocument();
  });

  it('重发 asks first, sends the delivery again and refreshes the log; a refusal is shown', async () => {
    const { callsTo } = serve({
      'POST /api/user/setting/api/callback/resend': [ok({ ...DELIVERIES[0], status: 'pending', status_text: '待送达' }), fail(1, OpenApiMessages.callbackUrlRequired)],
    });
    await renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const listed = callsTo(`GET ${LIST}`).length;

    const resendFirst = () => fireEvent.click(within(log().querySelectorAll('tbody tr.ant-table-row')[0] as HTMLElement).getByRole('button', { name: '重发' }));
    resendFirst();
    const confirm = (await screen.findByText('重新发送该回调？')).closest('.ant-popover') as HTMLElement;
    expect(confirm).toHaveTextContent('以相同的事件ID再次推送到当前回调地址');
    expect(callsTo('POST /api/user/setting/api/callback/resend')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '重发' }));
    expect(await screen.findByText(OpenApiMessages.resent)).toBeInTheDocument();
    expect(callsTo('POST /api/user/setting/api/callback/resend')[0].body).toEqual({ id: 12 });
    await waitFor(() => expect(callsTo(`GET ${LIST}`).length).toBeGreaterThan(listed));

    resendFirst();
    const again = (await screen.findAllByText('重新发送该回调？')).at(-1)!.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: '重发' }));
    expect(await screen.findByText(OpenApiMessages.callbackUrlRequired)).toBeInTheDocument();
  });
});
