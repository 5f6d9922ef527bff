import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ArticleDetail, ArticleItem } from 'shared-contracts';
import { routes } from 'shared-contracts';
import { toRouteObjects } from 'shared-contracts/app';
import { Route, Routes, useRoutes } from 'shared-contracts/router';
import { mockApi, ok, fail, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { pages } from './routes';

const item = (id: number, category = '收件人导入'): ArticleItem => ({ id, title: `文章${id}`, category, summary: `摘要${id}`, date: '2026-03-01' });
const LIST = [1, 2, 3, 4, 5, 6, 7].map((id) => item(id, id > 5 ? '订单与发货' : '收件人导入'));
const detail = (id: number): ArticleDetail => ({
  ...item(id),
  // as the server sends it: sanitised, style attributes moved aside for the CSP
  content: `<h3>第${id}篇</h3><p data-sanitised-style="color: red">正文</p>`,
  prev: id > 1 ? { id: id - 1, title: `文章${id - 1}` } : null,
  next: id < 7 ? { id: id + 1, title: `文章${id + 1}` } : null,
});

/** This remote's page loaders as components, the way the host renders them (one lazy per page). */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function page(name: string) {
  if (!lazyPages.has(name)) lazyPages.set(name, lazy(() => pages[name]().then((component) => ({ default: component }))));
  const Page = lazyPages.get(name)!;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** The help routes of the shared table, rendered with this remote's pages; /404 shows a marker. */
function HelpRoutes() {
  const help = routes.filter((r) => r.remote === 'help');
  const element = useRoutes([
    ...toRouteObjects(help, (def) => (pages[def.name] ? page(def.name) : null)),
    { path: '/404', element: <p>页面不存在</p> },
  ]);
  return element;
}

function renderHelp(path: string, articleSwitch = false) {
  window.__SITE_CONFIG__ = { flags: { article_switch: articleSwitch } } as never;
  return renderInApp(
    <Routes>
      <Route path="*" element={<HelpRoutes />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  resetBrowserState();
  mockApi({
    'GET /api/common/content/list': ok(LIST),
    'GET /api/common/content/detail': (c) => {
      const id = Number(c.query.get('id'));
      return id <= 7 ? ok(detail(id)) : fail(404, '文章不存在');
    },
  });
});
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

describe('help centre', () => {
  it('/help-center goes to the list, grouped by category', async () => {
    const { location } = renderHelp('/help-center');
    await waitFor(() => expect(location()).toBe('/help-center/list'));
    const list = await screen.findByRole('region', { name: '收件人导入' });
    expect(list).toHaveTextContent('文章1');
  });

  it('without article_switch only articles 1–5 exist: the list stops at 5 and /article/6 is not found', async () => {
    const { unmount } = renderHelp('/help-center/list');
    await screen.findAllByText('文章5');
    expect(screen.queryByText('文章6')).toBeNull();
    unmount();
    const { location } = renderHelp('/help-center/article/6');
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('with article_switch every listed article has its page', async () => {
    const { location } = renderHelp('/help-center/article/6', true);
    expect(await screen.findByRole('heading', { name: '第6篇' })).toBeInTheDocument();
    expect(location()).toBe('/help-center/article/6');
    expect(screen.getAllByText('文章7').length).toBeGreaterThan(0);
  });

  it('an article shows its title, date, content with its styles put back, previous/next and the way back', async () => {
    renderHelp('/help-center/article/5');
    const article = await screen.findByTestId('help-article');
    expect(article).toHaveTextContent('更新于 2026-03-01');
    expect(screen.getByRole('heading', { name: '第5篇' })).toBeInTheDocument();
    expect(article.querySelector('p')!.style.color).toBe('red');
    expect(screen.getByRole('link', { name: '上一篇：文章4' })).toHaveAttribute('href', '/help-center/article/4');
    // article 6 is not on this site (article_switch off): no link to it
    expect(screen.queryByRole('link', { name: /下一篇/ })).toBeNull();
    expect(screen.getByText('已是最后一篇')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回常见问题/ })).toBeInTheDocument();
  });

  it('the list narrows as the user searches', async () => {
    renderHelp('/help-center/list');
    const box = await screen.findByLabelText('搜索问题');
    await screen.findAllByText('文章5');
    fireEvent.change(box, { target: { value: '摘要3' } });
    expect(within(screen.getByRole('region', { name: '收件人导入' })).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(box, { target: { value: '没有这个' } });
    expect(screen.getByText(/没有找到与“没有这个”相关的问题/)).toBeInTheDocument();
  });
});
