/**
 * The ordering side of the contract (issue 10): pricing recipients, the duplicate check, making an order
 * paid from the balance, parcels with waybill numbers, the order and parcel lists and their exports.
 * Money on the wire is yuan (at most two decimals); the server keeps and sums fen (money.ts). The call
 * types are inferred from the wire schemas (shared-contracts/schemas, ./schemas/orders.ts); the plain
 * constants are in ./order-texts.ts, which the schemas import (never this module), so the first visit
 * downloads no zod.
 */
export type { DuplicateOrder, OrderCheckBody, OrderListItem, OrderListQuery, OrderMakeBody, OrderPriceBody, OrderPriceResult, ParcelListItem, ParcelListQuery, PricedRow } from './schemas/orders';
export type { RecipientFields, RecipientInput } from './schemas/recipient';

export * from './order-texts';
