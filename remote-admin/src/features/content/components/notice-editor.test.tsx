import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminNotice } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminNoticePage } from '../../../pages/notice';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const NOTICE: AdminNotice = { title: '公告', content: '<p>欢迎来到礼品代发商城！</p>', date: '2026-01-01', version: '20260101', enabled: true };

function serve(role: 'ops' | 'support' = 'ops', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, { 'GET /api/admin/notice': ok(NOTICE), ...extra });
}

const content = () => screen.getByLabelText('公告内容') as HTMLTextAreaElement;
const preview = () => screen.getByRole('region', { name: '公告内容预览' });
/** The open Popconfirm (antd renders it as a tooltip). */
const confirmBox = () => screen.findByRole('tooltip');

beforeEach(() => startAtConsole('/admin/notice'));

describe('公告', () => {
  it('shows the current notice and previews the HTML as the shop will show it: no script, no onerror', async () => {
    serve();
    renderInApp(<AdminNoticePage />, { path: '/admin/notice' });
    expect(await screen.findByText('20260101')).toBeInTheDocument();
    expect(screen.getByText('显示中')).toBeInTheDocument();
    await waitFor(() => expect(content()).toHaveValue(NOTICE.content));
    await waitFor(() => expect(preview()).toHaveTextContent('欢迎来到礼品代发商城！'));

    fireEvent.change(content(), { target: { value: '<p>春节<img src="/a.png" onerror="alert(1)"><script>alert(2)</script></p>' } });
    await waitFor(() => expect(preview().querySelector('img')).not.toBeNull());
    expect(preview().querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(preview().querySelector('script')).toBeNull();
  });

  it('加粗 wraps the selection and 链接 refuses an address that is neither a site path nor https://', async () => {
    serve();
    renderInApp(<AdminNoticePage />, { path: '/admin/notice' });
    await waitFor(() => expect(content()).toHaveValue(NOTICE.content));
    fireEvent.change(content(), { target: { value: '请留意发货时间' } });
    content().setSelectionRange(3, 7);
    fireEvent.click(screen.getByRole('button', { name: /加\s*粗/ }));
    expect(content()).toHaveValue('请留意<b>发货时间</b>');

    content().setSelectionRange(0, 2);
    fireEvent.click(screen.getByRole('button', { name: /链\s*接/ }));
    fireEvent.change(screen.getByLabelText('链接地址'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '插入链接' }));
    expect(await screen.findByText('链接应为站内路径（以 / 开头）或 https:// 地址')).toBeInTheDocument();
    expect(content()).toHaveValue('请留意<b>发货时间</b>');
    fireEvent.change(screen.getByLabelText('链接地址'), { target: { value: '/help-center/list' } });
    fireEvent.click(screen.getByRole('button', { name: '插入链接' }));
    expect(content()).toHaveValue('<a href="/help-center/list">请留</a>意<b>发货时间</b>');
  });

  it('发布 asks first (users see it again), then publishes the title and content', async () => {
    const server = serve('ops', { 'POST /api/admin/notice': ok({ ...NOTICE, title: '春节发货安排', content: '<p>2 月 1 日起停发</p>', version: '20260120103000' }) });
    renderInApp(<AdminNoticePage />, { path: '/admin/notice' });
    await waitFor(() => expect(content()).toHaveValue(NOTICE.content));
    fireEvent.change(screen.getByLabelText('公告标题（不填显示「公告」）'), { target: { value: ' 春节发货安排 ' } });
    fireEvent.change(content(), { target: { value: '<p>2 月 1 日起停发</p>' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*布/ }));
    const box = await confirmBox();
    expect(box).toHaveTextContent('所有用户（包括选过「不再提示」的）都会在首页再看到一次');
    expect(server.callsTo('POST /api/admin/notice')).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/notice')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/notice')[0].body).toEqual({ title: '春节发货安排', content: '<p>2 月 1 日起停发</p>' });
  });

  it("a refused publish keeps what was typed and shows the server's message", async () => {
    serve('ops', { 'POST /api/admin/notice': fail(1, '公告内容过长（最多 100000 个字符）') });
    renderInApp(<AdminNoticePage />, { path: '/admin/notice' });
    await waitFor(() => expect(content()).toHaveValue(NOTICE.content));
    fireEvent.change(content(), { target: { value: '<script>x</script>' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*布/ }));
    fireEvent.click(within(await confirmBox()).getByRole('button', { name: /发\s*布/ }));
    expect(await screen.findByText('公告内容过长（最多 100000 个字符）')).toBeInTheDocument();
    expect(content()).toHaveValue('<script>x</script>');
  });

  it('停用 asks first, then turns the notice off', async () => {
    const server = serve('ops', { 'POST /api/admin/notice/disable': ok({}) });
    renderInApp(<AdminNoticePage />, { path: '/admin/notice' });
    fireEvent.click(await screen.findByRole('button', { name: /停\s*用/ }));
    const box = await confirmBox();
    expect(box).toHaveTextContent('停用后首页不再显示公告');
    fireEvent.click(within(box).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/notice/disable')).toHaveLength(1));
  });

  it('a role without content.write sees 无权查看公告 and nothing is asked', async () => {
    const server = serve('support');
    renderInApp(<AdminNoticePage />, { path: '/admin/notice' });
    expect(await screen.findByText('无权查看公告')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/notice')).toHaveLength(0);
  });
});
