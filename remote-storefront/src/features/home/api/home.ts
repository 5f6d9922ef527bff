import type { CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** Home page content (SPEC §2.3, §7): layout blocks, banners, notice, the signed-in user's summary. */
export const homeApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    homeBlocks: b.query<CallRes<'GET /api/home/page'>, void>({
      query: () => ({ url: '/home/page' }),
      extraOptions: { silent: true },
      providesTags: ['Home'],
    }),
    banners: b.query<CallRes<'GET /api/gift/page/rotate'>, void>({
      query: () => ({ url: '/gift/page/rotate' }),
      extraOptions: { silent: true },
      providesTags: ['Home'],
    }),
    /** `inversion` is the version the user dismissed with 不再提示; the server answers null for it. */
    homeNotice: b.query<CallRes<'GET /api/gift/page/homepage'>, string | undefined>({
      query: (inversion) => ({ url: '/gift/page/homepage', params: inversion ? { inversion } : undefined }),
      extraOptions: { silent: true },
      providesTags: ['Notice'],
    }),
    homeUserInfo: b.query<CallRes<'GET /api/home/user/info'>, void>({
      query: () => ({ url: '/home/user/info' }),
      extraOptions: { silent: true },
      providesTags: ['Home', 'Collect', 'Package'],
    }),
  }),
});

export const { useHomeBlocksQuery, useBannersQuery, useHomeNoticeQuery, useHomeUserInfoQuery } = homeApi;
