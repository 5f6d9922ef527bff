import { ArticleList } from '../../features/articles/components/article-list';

/** Common questions (/help-center/list). */
export function HelpListPage() {
  return <ArticleList />;
}
