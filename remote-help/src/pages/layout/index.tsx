import { Outlet, useLocation, useNavigate } from 'shared-contracts/router';
import styled from 'styled-components';
import { Skeleton } from 'shared-contracts/ui';
import { Card, Menu } from 'shared-contracts/ui/more';
import { useArticles } from '../../features/articles/use-articles';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
`;

/** Help centre (/help-center): the articles grouped in a side menu, the page in the outlet. */
export function HelpCenterLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { articles, isLoading } = useArticles();
  const categories = [...new Set(articles.map((a) => a.category))];
  const items = [
    { key: '/help-center/list', label: '常见问题' },
    ...categories.map((c) => ({
      type: 'group' as const,
      key: c,
      label: c,
      children: articles.filter((a) => a.category === c).map((a) => ({ key: `/help-center/article/${a.id}`, label: a.title })),
    })),
  ];
  return (
    <Layout>
      <Card title="帮助中心" styles={{ body: { padding: 8 } }}>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Menu mode="inline" style={{ borderInlineEnd: 0 }} selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(key)} />
        )}
      </Card>
      <Outlet />
    </Layout>
  );
}
