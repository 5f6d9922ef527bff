import { ArticleList } from '../../features/articles';

/** Common questions (/help-center/list). */
export function HelpListPage() {
  return <ArticleList />;
}
