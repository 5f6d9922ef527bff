import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminBanner } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminBannersPage } from '../../../pages/banners';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const banner = (id: number, extra: Partial<AdminBanner> = {}): AdminBanner => ({
  id,
  image: `/api/gift/image/banner-${id}.svg`,
  url: '/gift-list',
  btn_icon: '',
  btn_txt: `按钮${id}`,
  sort: id,
  is_on: true,
  ...extra,
});
const ROWS = [banner(1, { btn_txt: '立即选购' }), banner(2, { btn_txt: '查看教程', is_on: false })];

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('ops', { 'GET /api/admin/banners': ok(ROWS), ...extra });
}

const table = () => screen.findByRole('region', { name: '轮播图列表' });

beforeEach(() => startAtConsole('/admin/banners'));

describe('轮播图', () => {
  it('lists the banners in order with their state; 上架 / 下架 and 上移 / 下移 call at once', async () => {
    const server = serve({ 'PUT /api/admin/banners/2': ok({ ...ROWS[1], is_on: true }), 'POST /api/admin/banners/1/move': ok({}) });
    renderInApp(<AdminBannersPage />, { path: '/admin/banners' });
    const list = await table();
    await within(list).findByText('查看教程');
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('立即选购');
    expect(rows[2]).toHaveTextContent('查看教程');
    expect(within(list).getByRole('switch', { name: '「立即选购」上架' })).toBeChecked();
    const off = within(list).getByRole('switch', { name: '「查看教程」上架' });
    expect(off).not.toBeChecked();

    fireEvent.click(off);
    await waitFor(() => expect(server.callsTo('PUT /api/admin/banners/2')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/banners/2')[0].body).toEqual({ is_on: true });

    expect(within(list).getByRole('button', { name: '上移「立即选购」' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: '下移「查看教程」' })).toBeDisabled();
    fireEvent.click(within(list).getByRole('button', { name: '下移「立即选购」' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/banners/1/move')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/banners/1/move')[0].body).toEqual({ direction: 'down' });
  });

  it('新增轮播图: the picture is uploaded, a bad link is refused before sending, then it is created', async () => {
    const uploaded = { url: `/api/gift/image/upload/${'b'.repeat(64)}.webp`, hash: 'b'.repeat(64), width: 1920, height: 720, bytes: 2000 };
    const server = serve({ 'POST /api/admin/images': ok(uploaded), 'POST /api/admin/banners': ok(banner(3)) });
    renderInApp(<AdminBannersPage />, { path: '/admin/banners' });
    fireEvent.click(await screen.findByRole('button', { name: '新增轮播图' }));
    const dialog = await findDialog('新增轮播图');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请上传轮播图片')).toBeInTheDocument();

    const picture = within(dialog).getByRole('group', { name: '轮播图片' });
    fireEvent.change(picture.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['img'], 'b.png', { type: 'image/png' })] } });
    await waitFor(() => expect(server.callsTo('POST /api/admin/images')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/images')[0].body).toMatchObject({ purpose: 'banner' });
    expect(await within(picture).findByRole('img')).toHaveAttribute('src', uploaded.url);

    fireEvent.change(within(dialog).getByLabelText(/^链接/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(within(dialog).getByLabelText('按钮文字'), { target: { value: '去看看' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('链接应为站内路径（以 / 开头）或 https:// 地址')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/banners')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^链接/), { target: { value: 'https://example.com/sale' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/banners')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/banners')[0].body).toEqual({ image: uploaded.url, url: 'https://example.com/sale', btn_icon: '', btn_txt: '去看看', is_on: true });
  });

  it("编辑: a refusal keeps the dialog open with what was typed and the server's message", async () => {
    const server = serve({ 'PUT /api/admin/banners/1': fail(1, '图片地址应以 http(s):// 或 / 开头') });
    renderInApp(<AdminBannersPage />, { path: '/admin/banners' });
    fireEvent.click(await within(await table()).findByRole('button', { name: '编辑「立即选购」' }));
    const dialog = await findDialog('编辑轮播图 #1');
    const text = within(dialog).getByLabelText('按钮文字');
    await waitFor(() => expect(text).toHaveValue('立即选购'));
    fireEvent.change(text, { target: { value: '马上抢' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/banners/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/banners/1')[0].body).toMatchObject({ image: ROWS[0].image, btn_txt: '马上抢' });
    expect(await within(dialog).findByText('图片地址应以 http(s):// 或 / 开头')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('按钮文字')).toHaveValue('马上抢');
  });

  it('删除 asks first, then deletes', async () => {
    const server = serve({ 'DELETE /api/admin/banners/2': ok({}) });
    renderInApp(<AdminBannersPage />, { path: '/admin/banners' });
    fireEvent.click(await within(await table()).findByRole('button', { name: '删除「查看教程」' }));
    const box = await screen.findByRole('tooltip');
    expect(box).toHaveTextContent('确认删除「查看教程」？');
    expect(server.callsTo('DELETE /api/admin/banners/2')).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/banners/2')).toHaveLength(1));
  });
});
