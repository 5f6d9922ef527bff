import type {
  AdminArticle,
  AdminArticleBody,
  AdminArticleRow,
  AdminBanner,
  AdminBannerBody,
  AdminHomeBlock,
  AdminHomeBlockBody,
  AdminMoveBody,
  AdminNotice,
  AdminNoticeBody,
} from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const NOTICE = { type: 'Notice', id: 'ADMIN' } as const;
const BANNERS = { type: 'Home', id: 'ADMIN_BANNERS' } as const;
const BLOCKS = { type: 'Home', id: 'ADMIN_BLOCKS' } as const;
const ARTICLES = { type: 'Article', id: 'ADMIN_LIST' } as const;
const articleTag = (id: number) => ({
  type: 'Article' as const,
  id: `ADMIN_${id}`,
});

type Move = AdminMoveBody & { id: number };

/**
 * The console's 内容 calls (server/src/routes/admin/content.ts): notice, banners, home layout blocks, help
 * articles. Refusals come back as the base query's BUSINESS errors with the server's Chinese `msg`.
 */
export const contentApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    // ---- notice ----
    adminNotice: b.query<AdminNotice | null, void>({
      query: () => '/admin/notice',
      extraOptions: { silent: true },
      providesTags: [NOTICE],
    }),
    adminPublishNotice: b.mutation<AdminNotice, AdminNoticeBody>({
      query: (body) => ({ url: '/admin/notice', method: 'POST', body }),
      invalidatesTags: [NOTICE],
    }),
    adminDisableNotice: b.mutation<void, void>({
      query: () => ({ url: '/admin/notice/disable', method: 'POST' }),
      invalidatesTags: [NOTICE],
    }),

    // ---- banners ----
    adminBanners: b.query<AdminBanner[], void>({
      query: () => '/admin/banners',
      extraOptions: { silent: true },
      providesTags: [BANNERS],
    }),
    adminCreateBanner: b.mutation<AdminBanner, AdminBannerBody>({
      query: (body) => ({ url: '/admin/banners', method: 'POST', body }),
      invalidatesTags: [BANNERS],
    }),
    adminUpdateBanner: b.mutation<AdminBanner, { id: number; body: Partial<AdminBannerBody> }>({
      query: ({ id, body }) => ({
        url: `/admin/banners/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [BANNERS],
    }),
    adminMoveBanner: b.mutation<void, Move>({
      query: ({ id, direction }) => ({
        url: `/admin/banners/${id}/move`,
        method: 'POST',
        body: { direction },
      }),
      invalidatesTags: [BANNERS],
    }),
    adminDeleteBanner: b.mutation<void, number>({
      query: (id) => ({ url: `/admin/banners/${id}`, method: 'DELETE' }),
      invalidatesTags: [BANNERS],
    }),

    // ---- home layout blocks ----
    adminHomeBlocks: b.query<AdminHomeBlock[], void>({
      query: () => '/admin/home-blocks',
      extraOptions: { silent: true },
      providesTags: [BLOCKS],
    }),
    adminCreateHomeBlock: b.mutation<AdminHomeBlock, AdminHomeBlockBody>({
      query: (body) => ({ url: '/admin/home-blocks', method: 'POST', body }),
      invalidatesTags: [BLOCKS],
    }),
    adminUpdateHomeBlock: b.mutation<AdminHomeBlock, { id: number; body: AdminHomeBlockBody }>({
      query: ({ id, body }) => ({
        url: `/admin/home-blocks/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [BLOCKS],
    }),
    adminMoveHomeBlock: b.mutation<void, Move>({
      query: ({ id, direction }) => ({
        url: `/admin/home-blocks/${id}/move`,
        method: 'POST',
        body: { direction },
      }),
      invalidatesTags: [BLOCKS],
    }),
    adminDeleteHomeBlock: b.mutation<void, number>({
      query: (id) => ({ url: `/admin/home-blocks/${id}`, method: 'DELETE' }),
      invalidatesTags: [BLOCKS],
    }),

    // ---- help articles ----
    adminArticles: b.query<AdminArticleRow[], { category?: string }>({
      query: ({ category }) => ({
        url: '/admin/articles',
        params: category ? { category } : {},
      }),
      extraOptions: { silent: true },
      providesTags: [ARTICLES],
    }),
    adminArticleCategories: b.query<string[], void>({
      query: () => '/admin/articles/categories',
      extraOptions: { silent: true },
      providesTags: [ARTICLES],
    }),
    adminArticle: b.query<AdminArticle, number>({
      query: (id) => `/admin/articles/${id}`,
      extraOptions: { silent: true },
      providesTags: (_res, _err, id) => [articleTag(id)],
    }),
    adminCreateArticle: b.mutation<AdminArticle, AdminArticleBody>({
      query: (body) => ({ url: '/admin/articles', method: 'POST', body }),
      invalidatesTags: [ARTICLES],
    }),
    adminUpdateArticle: b.mutation<AdminArticle, { id: number; body: AdminArticleBody }>({
      query: ({ id, body }) => ({
        url: `/admin/articles/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_res, _err, { id }) => [ARTICLES, articleTag(id)],
    }),
    adminMoveArticle: b.mutation<void, Move>({
      query: ({ id, direction }) => ({
        url: `/admin/articles/${id}/move`,
        method: 'POST',
        body: { direction },
      }),
      invalidatesTags: [ARTICLES],
    }),
    adminDeleteArticle: b.mutation<void, number>({
      query: (id) => ({ url: `/admin/articles/${id}`, method: 'DELETE' }),
      invalidatesTags: [ARTICLES],
    }),
  }),
});

export const {
  useAdminNoticeQuery,
  useAdminPublishNoticeMutation,
  useAdminDisableNoticeMutation,
  useAdminBannersQuery,
  useAdminCreateBannerMutation,
  useAdminUpdateBannerMutation,
  useAdminMoveBannerMutation,
  useAdminDeleteBannerMutation,
  useAdminHomeBlocksQuery,
  useAdminCreateHomeBlockMutation,
  useAdminUpdateHomeBlockMutation,
  useAdminMoveHomeBlockMutation,
  useAdminDeleteHomeBlockMutation,
  useAdminArticlesQuery,
  useAdminArticleCategoriesQuery,
  useAdminArticleQuery,
  useAdminCreateArticleMutation,
  useAdminUpdateArticleMutation,
  useAdminMoveArticleMutation,
  useAdminDeleteArticleMutation,
} = contentApi;
