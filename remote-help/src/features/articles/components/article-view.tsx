import { ArrowLeftOutlined } from 'shared-contracts/icons/more';
import { useEffect } from 'react';
import { Link, useNavigate } from 'shared-contracts/router';
import styled from 'styled-components';
import { Button, Flex, Skeleton, useRestoredStyles } from 'shared-contracts/ui';
import { Card } from 'shared-contracts/ui/more';
import { useArticleQuery } from '../api/articles';
import { useArticles } from '../hooks/use-articles';

const Body = styled.article`
  line-height: 1.9;
  font-size: 15px;
  h3 {
    margin: 24px 0 8px;
    font-size: 17px;
  }
  table {
    border-collapse: collapse;
    margin: 12px 0;
    width: 100%;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.colorBorderSecondary};
    padding: 6px 10px;
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${(p) => p.theme.colorFillTertiary};
  }
  blockquote {
    margin: 12px 0;
    padding: 8px 14px;
    border-left: 4px solid ${(p) => p.theme.colorPrimary};
    background: ${(p) => p.theme.colorPrimaryBg};
  }
  code {
    padding: 0 4px;
    background: ${(p) => p.theme.colorFillTertiary};
    border-radius: 4px;
  }
  /* whole programs (开放API接入): one scrolling block, the lines as written */
  pre {
    margin: 12px 0;
    padding: 12px 14px;
    overflow-x: auto;
    background: ${(p) => p.theme.colorFillTertiary};
    border-radius: 6px;
    font-size: 13px;
    line-height: 1.6;
  }
  pre code {
    padding: 0;
    background: none;
    border-radius: 0;
    white-space: pre;
  }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  margin-top: 32px;
  padding-top: 16px;
  border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
`;

/** Secondary text: the date, 已是第一篇 / 已是最后一篇. */
const Muted = styled.span`
  color: ${(p) => p.theme.colorTextTertiary};
`;

/** One help article: title, date, content (sanitised by the server), previous/next, back to the list; not on this site → /404. */
export function ArticleView({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const { has, isLoading: listLoading } = useArticles();
  const exists = id !== null && has(id);
  const { data: article, isLoading, isError } = useArticleQuery(id ?? 0, { skip: !exists });
  // sanitised by the server, style attributes moved aside for the CSP
  const html = article?.content ?? null;
  const restoreStyles = useRestoredStyles(html);

  // only articles this site has: without article_switch that is 1–5; any other id is the 404 page
  const missing = !listLoading && (!exists || (isError && !article));
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (listLoading || isLoading || !article || html === null) {
    return (
      <Card>
        <Skeleton active title paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  const link = (a: { id: number; title: string } | null) => (a && has(a.id) ? a : null);
  const prev = link(article.prev);
  const next = link(article.next);
  return (
    <Card
      title={<h1 style={{ fontSize: 20, margin: 0 }}>{article.title}</h1>}
      extra={<Muted>更新于 {article.date}</Muted>}
      data-testid="help-article"
    >
      <Body ref={restoreStyles} dangerouslySetInnerHTML={{ __html: html }} />
      <Pager aria-label="上一篇 / 下一篇">
        <span>{prev ? <Link to={`/help-center/article/${prev.id}`}>上一篇：{prev.title}</Link> : <Muted>已是第一篇</Muted>}</span>
        <span>{next ? <Link to={`/help-center/article/${next.id}`}>下一篇：{next.title}</Link> : <Muted>已是最后一篇</Muted>}</span>
      </Pager>
      <Flex justify="center" style={{ marginTop: 24 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/help-center/list')}>
          返回常见问题
        </Button>
      </Flex>
    </Card>
  );
}
