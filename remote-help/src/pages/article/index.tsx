import { useNavigate, useParams } from 'shared-contracts/router';
import { Button } from 'shared-contracts/ui';
import { Card, Result, Typography } from 'shared-contracts/ui/more';
import { COMMON_QUESTIONS } from '../../features/articles/common-questions';

/** One help article (/help-center/article/{id}). */
export function ArticlePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const article = COMMON_QUESTIONS.find((a) => String(a.id) === id);
  if (!article) {
    return <Result status="404" title="文章不存在" extra={<Button onClick={() => navigate('/help-center/list')}>返回常见问题</Button>} />;
  }
  return (
    <Card title={article.title}>
      <Typography.Paragraph>{article.summary}</Typography.Paragraph>
    </Card>
  );
}
