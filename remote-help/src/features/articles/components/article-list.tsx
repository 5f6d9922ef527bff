import { SearchOutlined } from 'shared-contracts/icons/more';
import { useState } from 'react';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { routePath } from 'shared-contracts';
import { Button, Empty, Skeleton } from 'shared-contracts/ui';
import { Card, Input } from 'shared-contracts/ui/more';
import { useArticles } from '../hooks/use-articles';

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.colorBorderSecondary};
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    font-weight: 600;
    color: ${(p) => p.theme.colorText};
  }
  a:hover {
    color: ${(p) => p.theme.colorPrimary};
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

/** Common questions: the articles by category, narrowed as the user types. */
export function ArticleList() {
  const { articles, isLoading, isError, refetch } = useArticles();
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = articles.filter((a) => words.every((w) => `${a.title} ${a.summary} ${a.category}`.toLowerCase().includes(w)));
  const categories = [...new Set(shown.map((a) => a.category))];

  return (
    <Card
      title="常见问题"
      extra={
        <Input allowClear prefix={<SearchOutlined />} placeholder="搜索问题，如：导出订单" aria-label="搜索问题" value={query} onChange={(e) => setQuery(e.target.value)} style={{ width: 260 }} />
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : isError ? (
        <Empty description="文章加载失败">
          <Button onClick={refetch}>重新加载</Button>
        </Empty>
      ) : shown.length === 0 ? (
        <Empty description={`没有找到与“${query.trim()}”相关的问题，换个关键词试试，或联系在线客服`} />
      ) : (
        categories.map((c) => (
          <section key={c} aria-label={c} style={{ marginBottom: 20 }}>
            <h3 style={{ margin: '0 0 4px' }}>{c}</h3>
            <Questions>
              {shown
                .filter((a) => a.category === c)
                .map((a) => (
                  <li key={a.id}>
                    <Link to={routePath('article', { id: a.id })}>{a.title}</Link>
                    <p>{a.summary}</p>
                  </li>
                ))}
            </Questions>
          </section>
        ))
      )}
    </Card>
  );
}
