import { OPERATOR_ROLES, can, type OperatorRole } from 'shared-contracts/admin';
import { call } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { as, withConsoleApp } from '../../test-support/console-app';

withConsoleApp();

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, role: OperatorRole = 'ops') => call(app, method, `/api/admin/${url}`, body, as(role));
type AuditRow = { action: string; entity_id: string; operator_name: string; before: unknown; after: unknown };
const auditOf = async (entity: string): Promise<AuditRow[]> =>
  (await call(app, 'GET', '/api/admin/audit', undefined, { ...as('admin'), query: { entity, page_size: '500' } })).body.data.list;
const HOSTILE = '<p>你好<b>加粗</b><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>';

describe('notice', () => {
  it('publishes a sanitised notice with a new version: a user who dismissed the old one sees the new one once', async () => {
    const current = (await admin('GET', 'notice')).body.data;
    expect(current).toMatchObject({ title: '公告', version: '20260101', enabled: true });
    // the user dismissed the current version: nothing shown
    expect((await call(app, 'GET', '/api/gift/page/homepage', undefined, { query: { inversion: current.version } })).body.data).toBeNull();

    const published = await admin('POST', 'notice', { title: '春节发货安排', content: HOSTILE });
    expect(published.body).toMatchObject({ code: 0, msg: '公告已发布' });
    const notice = published.body.data;
    expect(notice.version).not.toBe(current.version);
    expect(notice.content).toBe('<p>你好<b>加粗</b><img src="/x.png"><a>链接</a></p>');
    expect(notice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const seen = await call(app, 'GET', '/api/gift/page/homepage', undefined, { query: { inversion: current.version } });
    expect(seen.body.data).toEqual({ title: '春节发货安排', content: notice.content, date: notice.date, version: notice.version });
    expect((await call(app, 'GET', '/api/gift/page/homepage', undefined, { query: { inversion: notice.version } })).body.data).toBeNull();
    expect((await call(app, 'GET', '/api/common/site/notice')).body.data.version).toBe(notice.version);

    // published again in the same second: still a new version
    const again = (await admin('POST', 'notice', { title: '春节发货安排', content: '<p>更新</p>' })).body.data;
    expect(again.version).not.toBe(notice.version);
    expect((await call(app, 'GET', '/api/gift/page/homepage', undefined, { query: { inversion: notice.version } })).body.data.version).toBe(again.version);

    const rows = await auditOf('notice');
    expect(rows[0]).toMatchObject({ action: 'notice.publish', operator_name: '测试ops', before: { version: notice.version }, after: { version: again.version, content: '<p>更新</p>' } });
    expect(rows[1]).toMatchObject({ action: 'notice.publish', before: { version: '20260101' }, after: { title: '春节发货安排', content: notice.content } });
  });

  it('refuses empty content (also when nothing is left after sanitising) and says why', async () => {
    expect((await admin('POST', 'notice', { title: 'x', content: '' })).body.msg).toBe('请填写公告内容');
    expect((await admin('POST', 'notice', { title: 'x', content: '<script>alert(1)</script>' })).body.msg).toBe('请填写公告内容');
    expect((await admin('POST', 'notice', { title: 'x'.repeat(65), content: '<p>a</p>' })).body.msg).toBe('公告标题不能超过 64 个字');
  });

  it('停用 shows no notice on the storefront until the next publish', async () => {
    const disabled = await admin('POST', 'notice/disable', undefined, 'admin');
    expect(disabled.body).toMatchObject({ code: 0, msg: '公告已停用' });
    expect((await admin('GET', 'notice')).body.data.enabled).toBe(false);
    expect((await call(app, 'GET', '/api/gift/page/homepage')).body.data).toBeNull();
    expect((await auditOf('notice'))[0]).toMatchObject({ action: 'notice.disable', before: { enabled: true }, after: { enabled: false } });
    await admin('POST', 'notice', { title: '', content: '<p>重新开启</p>' });
    expect((await call(app, 'GET', '/api/gift/page/homepage')).body.data).toMatchObject({ title: '公告', content: '<p>重新开启</p>' });
  });
});

describe('banners', () => {
  const rotate = async () => (await call(app, 'GET', '/api/gift/page/rotate')).body.data as { image: string; url: string; btnTxt: string }[];

  it('creates, edits, switches off and on, moves and deletes a banner; the home answers each change at once', async () => {
    const created = await admin('POST', 'banners', { image: '/api/gift/image/upload/abc.webp', url: '/gift-list?sortName=time', btn_txt: '去看看' });
    expect(created.body).toMatchObject({ code: 0, data: { is_on: true, btn_icon: '' } });
    const id = created.body.data.id as number;
    expect((await rotate()).at(-1)).toEqual({ image: '/api/gift/image/upload/abc.webp', url: '/gift-list?sortName=time', btnIcon: '', btnTxt: '去看看' });

    expect((await admin('PUT', `banners/${id}`, { is_on: false })).body.data.is_on).toBe(false);
    expect((await rotate()).map((b) => b.image)).not.toContain('/api/gift/image/upload/abc.webp');
    expect((await admin('GET', 'banners')).body.data.find((b: { id: number }) => b.id === id)).toMatchObject({ is_on: false });
    await admin('PUT', `banners/${id}`, { is_on: true, url: 'https://example.com/活动' });

    const before = (await admin('GET', 'banners')).body.data.map((b: { id: number }) => b.id) as number[];
    expect(before.at(-1)).toBe(id);
    expect((await admin('POST', `banners/${id}/move`, { direction: 'down' })).body.msg).toBe('已经到头了');
    expect((await admin('POST', `banners/${id}/move`, { direction: 'up' })).body.code).toBe(0);
    const after = (await admin('GET', 'banners')).body.data.map((b: { id: number }) => b.id) as number[];
    expect(after).toEqual([...before.slice(0, -2), id, before.at(-2)]);
    expect((await rotate()).at(-2)?.url).toBe('https://example.com/活动');

    expect((await admin('DELETE', `banners/${id}`)).body.msg).toBe('轮播图已删除');
    expect((await rotate()).map((b) => b.url)).not.toContain('https://example.com/活动');
    expect((await admin('DELETE', `banners/${id}`)).status).toBe(404);

    const actions = (await auditOf('banner')).filter((row) => row.entity_id === String(id)).map((row) => row.action);
    expect(actions).toEqual(['banner.delete', 'banner.move', 'banner.update', 'banner.update', 'banner.create']);
    const off = (await auditOf('banner')).find((row) => row.action === 'banner.update' && (row.after as { is_on: boolean }).is_on === false);
    expect(off).toMatchObject({ before: { is_on: true, image: '/api/gift/image/upload/abc.webp' }, after: { is_on: false } });
  });

  it('validates the picture and the link with Chinese messages', async () => {
    expect((await admin('POST', 'banners', { image: '' })).body.msg).toBe('请上传轮播图片');
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'http://example.com', 'gift-list']) {
      expect((await admin('POST', 'banners', { image: '/a.png', url })).body.msg).toBe('链接应为站内路径（以 / 开头）或 https:// 地址');
    }
    expect((await admin('PUT', 'banners/999999', { btn_txt: 'x' })).status).toBe(404);
  });
});

describe('home layout blocks', () => {
  const layout = async () => (await call(app, 'GET', '/api/home/page')).body.data as { name: string; title: string; page: { params: Record<string, unknown>; data: unknown } }[];

  it('adds, edits, hides, moves and deletes blocks; the home layout follows', async () => {
    const created = await admin('POST', 'home-blocks', { name: 'hot', title: '本周热卖', limit: 5 });
    expect(created.body.data).toMatchObject({ name: 'hot', title: '本周热卖', is_on: true, page: { params: { type: 'sale', limit: 5 } } });
    const id = created.body.data.id as number;
    expect((await layout()).at(-1)).toMatchObject({ name: 'hot', title: '本周热卖', page: { params: { limit: 5 } } });

    const image = await admin('PUT', `home-blocks/${id}`, { name: 'image', image: '/api/gift/image/upload/p.webp', url: '/gift-list', height: 150, is_on: false });
    expect(image.body.data).toMatchObject({ name: 'image', is_on: false, page: { style: { height: 150 }, params: { url: '/gift-list' }, data: '/api/gift/image/upload/p.webp' } });
    expect((await layout()).map((b) => b.page.data)).not.toContain('/api/gift/image/upload/p.webp');

    await admin('PUT', `home-blocks/${id}`, { name: 'advantage', tiles: [{ title: '极速发货', text: '当天揽收' }] });
    expect((await layout()).at(-1)).toMatchObject({ name: 'advantage', page: { data: [{ title: '极速发货', text: '当天揽收' }] } });

    const names = async () => (await layout()).map((b) => b.name);
    const before = await names();
    await admin('POST', `home-blocks/${id}/move`, { direction: 'up' });
    expect(await names()).toEqual([...before.slice(0, -2), 'advantage', before.at(-2)]);

    await admin('DELETE', `home-blocks/${id}`);
    expect(await names()).toEqual(before.slice(0, -1));
    const actions = (await auditOf('home_block')).filter((row) => row.entity_id === String(id)).map((row) => row.action);
    expect(actions).toEqual(['home_block.delete', 'home_block.move', 'home_block.update', 'home_block.update', 'home_block.create']);
  });

  it('validates by kind', async () => {
    expect((await admin('POST', 'home-blocks', { name: 'video' })).body.msg).toBe('区块类型不正确');
    expect((await admin('POST', 'home-blocks', { name: 'hot', limit: 99 })).body.msg).toBe('商品数量应在 1 到 50 之间');
    expect((await admin('POST', 'home-blocks', { name: 'advantage', tiles: [] })).body.msg).toBe('请至少填写 1 个优势图块');
    expect((await admin('POST', 'home-blocks', { name: 'image', image: '/p.png', url: 'javascript:x' })).body.msg).toBe('链接应为站内路径（以 / 开头）或 https:// 地址');
  });
});

describe('help articles', () => {
  it('creates an article that the help centre reads back sanitised, edits it, filters by category, moves and deletes it', async () => {
    const created = await admin('POST', 'articles', { title: '运费怎么算', category: '新手入门', summary: '按重量', content: HOSTILE });
    expect(created.body).toMatchObject({ code: 0, msg: '文章已创建', data: { title: '运费怎么算', fixed: false } });
    const id = created.body.data.id as number;
    expect(id).toBeGreaterThan(12);

    const read = (await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: String(id) } })).body.data;
    expect(read.content).toBe('<p>你好<b>加粗</b><img src="/x.png"><a>链接</a></p>');
    expect(read.content).not.toMatch(/script|onerror|javascript/);
    expect((await call(app, 'GET', '/api/common/content/list')).body.data.at(-1)).toMatchObject({ id, title: '运费怎么算' });

    const edited = await admin('PUT', `articles/${id}`, { title: '运费怎么算？', category: '新手入门', content: '<p onclick="x()">按重量<svg onload="alert(1)"></svg></p>' });
    expect(edited.body.data.content).toBe('<p>按重量</p>');
    expect((await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: String(id) } })).body.data).toMatchObject({ title: '运费怎么算？', content: '<p>按重量</p>' });

    const filtered = (await admin('GET', 'articles', undefined)).body.data as { id: number; category: string }[];
    expect((await call(app, 'GET', '/api/admin/articles', undefined, { ...as('ops'), query: { category: '新手入门' } })).body.data.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await admin('GET', 'articles/categories')).body.data).toContain('新手入门');
    expect(filtered.length).toBeGreaterThan(1);

    // alone in its category: no place to move to
    expect((await admin('POST', `articles/${id}/move`, { direction: 'up' })).body.msg).toBe('已经到头了');

    expect((await admin('DELETE', `articles/${id}`)).body.msg).toBe('文章已删除');
    expect((await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: String(id) } })).status).toBe(404);
    const rows = (await auditOf('article')).filter((row) => row.entity_id === String(id));
    expect(rows.map((row) => row.action)).toEqual(['article.delete', 'article.update', 'article.create']);
    expect(rows[1]).toMatchObject({ before: { title: '运费怎么算' }, after: { title: '运费怎么算？', content: '<p>按重量</p>' } });
  });

  it('moves an article past the next one of its own category: the help centre follows', async () => {
    const list = async () => (await call(app, 'GET', '/api/common/content/list')).body.data as { id: number; category: string }[];
    const before = await list();
    const [first, second] = before.filter((a) => a.category === before[0].category);
    await admin('POST', `articles/${second.id}/move`, { direction: 'up' });
    const after = (await list()).map((a) => a.id);
    expect(after.indexOf(second.id)).toBeLessThan(after.indexOf(first.id));
    const detail = (await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: String(first.id) } })).body.data;
    expect(detail.prev?.id).toBe(second.id);
    expect((await auditOf('article'))[0]).toMatchObject({ action: 'article.move', entity_id: String(second.id) });
  });

  it('keeps articles 1–5 and validates with Chinese messages', async () => {
    expect((await admin('DELETE', 'articles/3')).body.msg).toBe('文章 1–5 为固定文章，不能删除');
    expect((await call(app, 'GET', '/api/common/content/detail', undefined, { query: { id: '3' } })).body.code).toBe(0);
    expect((await admin('POST', 'articles', { title: '', category: '新手入门', content: '<p>x</p>' })).body.msg).toBe('请填写文章标题');
    expect((await admin('POST', 'articles', { title: 'x', category: '', content: '<p>x</p>' })).body.msg).toBe('请填写文章分类');
    expect((await admin('POST', 'articles', { title: 'x', category: 'y', content: ' ' })).body.msg).toBe('请填写文章内容');
    expect((await admin('GET', 'articles/999999')).status).toBe(404);
  });
});

// last: the walk sends real writes (POST /notice/disable has no body to refuse)
describe('permissions', () => {
  it('answers every content route as PERMISSIONS says: content.write for reads and writes (ops, admin)', async () => {
    const prefixes = ['/api/admin/notice', '/api/admin/banners', '/api/admin/home-blocks', '/api/admin/articles'];
    const routes = app.routeAccess.filter((route) => prefixes.some((prefix) => route.url.startsWith(prefix)) && route.method !== 'HEAD');
    expect(routes.length).toBe(20);
    for (const route of routes) {
      expect(route.permission).toBe('content.write');
      for (const role of OPERATOR_ROLES) {
        const url = route.url.replace(':id', '999999');
        const reply = await app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {}, headers: as(role).headers });
        expect([route.method, url, role, reply.statusCode === 403]).toEqual([route.method, url, role, !can(role, 'content.write')]);
      }
      expect((await app.inject({ method: route.method as 'GET', url: route.url.replace(':id', '1') })).statusCode).toBe(401);
    }
    expect(can('ops', 'content.write') && can('admin', 'content.write') && !can('support', 'content.write') && !can('finance', 'content.write')).toBe(true);
  });
});
