import type { OrderListQuery, Paginated, ParcelListQuery } from 'shared-contracts';
import type { AdminCourierOption, AdminOrderRow, AdminOrderScopeQuery, AdminParcelDetail, AdminParcelRow } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** GET /api/admin/orders's query: the user centre's order filters, the member and (main site) the site. */
export type AdminOrdersQuery = OrderListQuery & AdminOrderScopeQuery;
/** GET /api/admin/parcels's query: the parcel filters (物流状态 too), the member and the site. */
export type AdminParcelsQuery = ParcelListQuery & AdminOrderScopeQuery;

/** The exports: the same query without paging, answered with an .xlsx (fetched with useFileDownload, not cached). */
export const ORDERS_EXPORT_URL = '/admin/orders/export';
export const PARCELS_EXPORT_URL = '/admin/parcels/export';

/**
 * The console's 订单与包裹 calls (server/src/routes/admin/orders.ts, orders.read: every role). A 分站's operators
 * get their members' rows whatever they ask; a main-site operator every site's, or one site's with `site_id`.
 * Amounts come back null for a role that does not see them (seesOrderAmounts, issue 34).
 */
export const ordersApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminOrdersList: b.query<Paginated<AdminOrderRow>, AdminOrdersQuery>({
      query: (params) => ({ url: '/admin/orders', params }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Order', id: 'ADMIN_LIST' }],
    }),
    adminParcelsList: b.query<Paginated<AdminParcelRow>, AdminParcelsQuery>({
      query: (params) => ({ url: '/admin/parcels', params }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Package', id: 'ADMIN_LIST' }],
    }),
    /** GET /api/admin/parcels/:id (issue 34): the parcel, its track and its compensations; asked again on each opening. */
    adminParcelDetail: b.query<AdminParcelDetail, number>({
      query: (id) => ({ url: `/admin/parcels/${id}` }),
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'Package', id: `ADMIN_${id}` }],
    }),
    /** GET /api/admin/courier-options: the 快递 filter's choices. */
    adminCourierOptions: b.query<AdminCourierOption[], void>({
      query: () => '/admin/courier-options',
      extraOptions: { silent: true },
    }),
  }),
});

export const { useAdminOrdersListQuery, useAdminParcelsListQuery, useAdminParcelDetailQuery, useAdminCourierOptionsQuery } = ordersApi;
