import type { Paginated } from 'shared-contracts';
import type { SiteGoodsBody, SiteGoodsQuery, SiteGoodsRow, SitePricingBody, SitePricingSettings } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const PRICING = { type: 'Goods', id: 'SITE_PRICING' } as const;
const GOODS = { type: 'Goods', id: 'SITE_GOODS' } as const;

/**
 * 商品定价 (site.pricing, server/src/routes/admin/site-console.ts): the 分站's markup and its goods' prices.
 * Refusals come back as the base query's errors with the server's Chinese `msg`: the components say them.
 */
export const sitePricingApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    sitePricing: b.query<SitePricingSettings, void>({
      query: () => ({ url: '/admin/site/pricing' }),
      extraOptions: { silent: true },
      providesTags: [PRICING],
    }),
    /** A new markup changes every selling price and margin: the goods are read again. */
    saveSitePricing: b.mutation<SitePricingSettings, SitePricingBody>({
      query: (body) => ({ url: '/admin/site/pricing', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [GOODS]),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sitePricingApi.util.upsertQueryData('sitePricing', undefined, data));
      },
    }),
    siteGoods: b.query<Paginated<SiteGoodsRow>, SiteGoodsQuery>({
      query: (params) => ({ url: '/admin/site/goods', params }),
      extraOptions: { silent: true },
      providesTags: [GOODS],
    }),
    saveSiteGoods: b.mutation<SiteGoodsRow, { id: number; body: SiteGoodsBody }>({
      query: ({ id, body }) => ({ url: `/admin/site/goods/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [GOODS]),
    }),
  }),
});

export const { useSitePricingQuery, useSaveSitePricingMutation, useSiteGoodsQuery, useSaveSiteGoodsMutation } = sitePricingApi;
