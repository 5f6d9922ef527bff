import type { CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** Help centre articles (SPEC §7): the list and one article. */
export const contentApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    articleList: b.query<CallRes<'GET /api/common/content/list'>, void>({
      query: () => ({ url: '/common/content/list' }),
      extraOptions: { silent: true },
      providesTags: ['Article'],
    }),
    article: b.query<CallRes<'GET /api/common/content/detail'>, number>({
      query: (id) => ({ url: '/common/content/detail', params: { id } }),
      extraOptions: { silent: true, quiet404: true },
      providesTags: (_res, _err, id) => [{ type: 'Article', id }],
    }),
  }),
});

export const { useArticleListQuery, useArticleQuery } = contentApi;
