/**
 * Authorised shops (issue 12; SPEC §2.10, §3, §4 store sync, §7 user/store … and gift/auth …): a merchant
 * connects a shop on its platform once, the server syncs the shop's orders (a job with progress), the
 * purchase dialog's 授权店铺 tab picks recipients from them, and after ordering the waybill numbers go back
 * to the shop (deliver). Platform ids are those of PLATFORMS (constants.ts); flags are 1-based positions in
 * that platform's `flags` (0 = no flag). The call types are inferred from the wire schemas
 * (shared-contracts/schemas, ./schemas/stores.ts); the plain constants are in ./store-texts.ts, which the
 * schemas import (never this module).
 */
export type { AuthInfoQuery, AuthLinks, AuthOrderItem, AuthOrderQuery, DeliverBody, DeliverRow, PlatformOrderStatus, StoreListItem, StoreListQuery, StoreOption, SyncBody, SyncStatus } from './schemas/stores';

export * from './store-texts';
