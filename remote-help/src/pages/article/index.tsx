import { parseRouteId } from 'shared-contracts';
import { useParams } from 'shared-contracts/router';
import { ArticleView } from '../../features/articles';

/** One help article (/help-center/article/{id}). */
export function ArticlePage() {
  return <ArticleView id={parseRouteId(useParams().id)} />;
}
