import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminArticle, AdminArticleRow } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp, type RecordedCall } from 'shared-contracts/testing';
import { AdminArticlesPage } from '../../../pages/articles';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const row = (id: number, title: string, category: string): AdminArticleRow => ({ id, title, category, summary: '', date: '2026-01-01', sort: id, fixed: id <= 5 });
const ROWS = [row(1, '智能筛选怎么用', '下单'), row(4, '导入格式说明', '下单'), row(7, '运费怎么算', '费用')];
const ARTICLE: AdminArticle = { ...ROWS[2], summary: '按重量', content: '<p>按重量计费</p>' };

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('ops', {
    'GET /api/admin/articles': (call: RecordedCall) => ok(ROWS.filter((r) => !call.query.get('category') || r.category === call.query.get('category'))),
    'GET /api/admin/articles/categories': ok(['下单', '费用']),
    'GET /api/admin/articles/7': ok(ARTICLE),
    ...extra,
  });
}

const table = () => screen.findByRole('region', { name: '帮助文章列表' });
const drawerTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-drawer-title')?.textContent === title);
    if (!found) throw new Error(`no drawer ${title}`);
    return found;
  });

beforeEach(() => startAtConsole('/admin/articles'));

describe('帮助文章', () => {
  it("filters by the URL's category; articles 1–5 cannot be deleted; 上移 stays within the category", async () => {
    const server = serve();
    renderInApp(<AdminArticlesPage />, { path: '/admin/articles?category=下单' });
    const list = await table();
    await waitFor(() => expect(server.callsTo('GET /api/admin/articles')[0]?.query.get('category')).toBe('下单'));
    expect(await within(list).findByText('智能筛选怎么用')).toBeInTheDocument();
    expect(within(list).queryByText('运费怎么算')).toBeNull();
    expect(within(list).getByRole('button', { name: '删除「导入格式说明」' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: '上移「智能筛选怎么用」' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: '下移「导入格式说明」' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: '上移「导入格式说明」' })).toBeEnabled();
  });

  it('编辑 loads the content, previews it sanitised, and keeps what was typed on a refusal', async () => {
    const server = serve({ 'PUT /api/admin/articles/7': fail(1, '文章分类不能超过 32 个字') });
    renderInApp(<AdminArticlesPage />, { path: '/admin/articles' });
    fireEvent.click(await within(await table()).findByRole('button', { name: '编辑「运费怎么算」' }));
    const drawer = await drawerTitled('编辑文章 #7');
    // the form shows once the article has loaded
    await waitFor(() => expect(within(drawer).getByLabelText('文章正文')).toHaveValue('<p>按重量计费</p>'), { timeout: 3000 });
    fireEvent.change(within(drawer).getByLabelText('文章正文'), { target: { value: '<p>按重量<img src="/w.png" onerror="alert(1)"></p>' } });
    const preview = within(drawer).getByRole('region', { name: '文章正文预览' });
    await waitFor(() => expect(preview.querySelector('img')).not.toBeNull());
    expect(preview.querySelector('img')?.hasAttribute('onerror')).toBe(false);

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/articles/7')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/articles/7')[0].body).toEqual({ title: '运费怎么算', category: '费用', summary: '按重量', content: '<p>按重量<img src="/w.png" onerror="alert(1)"></p>' });
    expect(await within(drawer).findByText('文章分类不能超过 32 个字')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('文章正文')).toHaveValue('<p>按重量<img src="/w.png" onerror="alert(1)"></p>');
  });

  it('新增文章 says what is missing without calling, then creates it in the filtered category', async () => {
    const server = serve({ 'POST /api/admin/articles': ok({ ...ARTICLE, id: 13 }) });
    renderInApp(<AdminArticlesPage />, { path: '/admin/articles?category=费用' });
    fireEvent.click(await screen.findByRole('button', { name: '新增文章' }));
    const drawer = await drawerTitled('新增文章');
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('请填写文章标题')).toBeInTheDocument();
    expect(await within(drawer).findByText('请填写文章内容')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/articles')).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '包邮吗' } });
    fireEvent.change(within(drawer).getByLabelText('文章正文'), { target: { value: '<p>全国包邮</p>' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/articles')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/articles')[0].body).toEqual({ title: '包邮吗', category: '费用', summary: '', content: '<p>全国包邮</p>' });
  });

  it('删除 asks first, then deletes', async () => {
    const server = serve({ 'DELETE /api/admin/articles/7': ok({}) });
    renderInApp(<AdminArticlesPage />, { path: '/admin/articles' });
    fireEvent.click(await within(await table()).findByRole('button', { name: '删除「运费怎么算」' }));
    const box = await screen.findByRole('tooltip');
    expect(box).toHaveTextContent('确认删除「运费怎么算」？');
    fireEvent.click(within(box).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/articles/7')).toHaveLength(1));
  });
});
