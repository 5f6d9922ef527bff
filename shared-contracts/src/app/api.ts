import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

export const TAG_TYPES = ['User', 'Goods', 'Collect', 'Home', 'Notice', 'Balance', 'Ledger', 'Authentication', 'Group', 'Order', 'Package', 'Shop', 'Article', 'Operator', 'Audit', 'WorkOrder', 'Notification', 'GiftSelected', 'Supplier'] as const;

/**
 * The one RTK Query api slice. Features add endpoints beside their code with `api.injectEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type Api = typeof api;
