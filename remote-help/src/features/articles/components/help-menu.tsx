import { useLocation, useNavigate } from 'shared-contracts/router';
import { Skeleton } from 'shared-contracts/ui';
import { Card, Menu } from 'shared-contracts/ui/more';
import { useArticles } from '../hooks/use-articles';

/** The help centre's side menu: 常见问题, then the articles grouped by category. */
export function HelpMenu() {
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
    <Card title="帮助中心" styles={{ body: { padding: 8 } }}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Menu mode="inline" style={{ borderInlineEnd: 0 }} selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(key)} />
      )}
    </Card>
  );
}
