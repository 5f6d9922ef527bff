import type { ArticleItem } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';
import { useArticleListQuery } from '../api/articles';

/** Articles 1–5 always exist (SPEC §2.1: smart filtering, spreadsheet passwords, exports, import format, sync). */
export const FIXED_ARTICLE_IDS = [1, 2, 3, 4, 5];

/**
 * The articles this site shows: with the site flag article_switch on, every article of the content list
 * has its page; off, only articles 1–5 — any other id is not found.
 */
export function useArticles(): { articles: ArticleItem[]; isLoading: boolean; isError: boolean; refetch: () => void; has: (id: number) => boolean } {
  const { flags } = useSiteConfig();
  const { data, isLoading, isError, refetch } = useArticleListQuery();
  const open = Boolean(flags.article_switch);
  const articles = (data ?? []).filter((a) => open || FIXED_ARTICLE_IDS.includes(a.id));
  return {
    articles,
    isLoading,
    isError,
    refetch: () => void refetch(),
    has: (id) => (open ? articles.some((a) => a.id === id) : FIXED_ARTICLE_IDS.includes(id)),
  };
}
