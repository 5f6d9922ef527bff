import { ArticleList } from '../../features/content';
import { RequirePermission } from '../../shared/require-permission';

/** 帮助文章 (/admin/articles): for roles holding 'content.write', which covers reading and changing it. */
export function AdminArticlesPage() {
  return (
    <RequirePermission permission="content.write" what="帮助文章">
      {() => <ArticleList />}
    </RequirePermission>
  );
}
